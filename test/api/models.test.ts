import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/app.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { errorOf } from '../support/error-body.js';

const FIXTURE_CONFIG = join(PROJECT_ROOT, 'test', 'fixtures', 'config');

describe('Models', () => {
  let service: TestApp;
  let privateOnlyKey: string;
  let privateTextKey: string;

  beforeAll(async () => {
    service = await startTestApp({ configDir: FIXTURE_CONFIG });
    const create = async (modelPrivacy: 'PRIVATE_ONLY' | 'PRIVATE_TEXT') => {
      const response = await service.call('createApiKey', {
        key: service.adminKey,
        body: { apiKeyType: 'INFERENCE', description: modelPrivacy, modelPrivacy },
      });
      return (response.body as { data: { apiKey: string } }).data.apiKey;
    };
    privateOnlyKey = await create('PRIVATE_ONLY');
    privateTextKey = await create('PRIVATE_TEXT');
  });
  afterAll(() => service?.close());

  const ids = (body: unknown) => (body as { data: { id: string }[] }).data.map((model) => model.id);

  it('GET /models returns 200 with the text models when no type is given, without a key', async () => {
    const response = await service.call('listModels');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ object: 'list', type: 'text' });
    expect(ids(response.body)).toEqual(['private-chat', 'anonymized-chat', 'private-coder']);
  });

  it('GET /models leaves out a model whose engine route is not configured', async () => {
    const response = await service.call('listModels', { query: { type: 'all' } });
    expect(ids(response.body)).not.toContain('missing-weights');
    expect(service.app.services.catalog.unavailable).toContainEqual({ id: 'missing-weights', reason: expect.stringContaining('not found') });
    // Video, music and voice-changer models on an upstream of this same contract are served (the upstream is asked per job).
    expect(ids(response.body)).toEqual(expect.arrayContaining(['fixture-video', 'fixture-music', 'fixture-voice-changer']));
    // Speech on the embedded espeak engine needs no configuration.
    expect(ids(response.body)).toContain('fixture-speech');
  });

  it('GET /models returns 200 filtered by type=embedding, all and code', async () => {
    expect(ids((await service.call('listModels', { query: { type: 'embedding' } })).body)).toEqual(['private-embedder', 'anonymized-embedder']);
    expect(ids((await service.call('listModels', { query: { type: 'all' } })).body)).toHaveLength(18);
    expect(ids((await service.call('listModels', { query: { type: 'code' } })).body)).toEqual(['private-coder']);
  });

  it('GET /models returns 200 with only private models for a PRIVATE_ONLY key', async () => {
    const response = await service.call('listModels', { query: { type: 'all' }, key: privateOnlyKey });
    expect(ids(response.body)).toEqual([
      'private-chat',
      'private-coder',
      'private-embedder',
      'fixture-speech',
      'fixture-transcription',
      'fixture-upscale',
      'fixture-image-webui',
      'fixture-image-edit-webui',
    ]);
  });

  it('GET /models returns 200 with private text models but every other kind for a PRIVATE_TEXT key', async () => {
    const response = await service.call('listModels', { query: { type: 'all' }, key: privateTextKey });
    expect(ids(response.body)).toEqual([
      'private-chat',
      'private-coder',
      'private-embedder',
      'anonymized-embedder',
      'fixture-video',
      'fixture-music',
      'fixture-speech',
      'fixture-transcription',
      'fixture-cloning-speech',
      'fixture-voice-changer',
      'fixture-upscale',
      'fixture-image',
      'fixture-image-webui',
      'fixture-image-service',
      'fixture-image-edit',
      'fixture-image-edit-webui',
      'fixture-background-remove',
    ]);
  });

  it('GET /models/{id} returns 200 with the model exactly as GET /models lists it, without a key', async () => {
    const listed = (await service.call('listModels', { query: { type: 'all' } })).body as { data: { id: string }[] };
    for (const id of ['private-chat', 'anonymized-embedder', 'fixture-video']) {
      const response = await service.call('getModel', { path: { id } });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(listed.data.find((model) => model.id === id));
    }
    // the static paths beside it still answer as themselves
    expect((await service.call('listModelTraits')).body).toMatchObject({ object: 'list', type: 'text' });
  });

  it('GET /models/{id} returns 200 with the model a trait or a compatibility name stands for, as the operations resolve it', async () => {
    const listed = (await service.call('listModels', { query: { type: 'all' } })).body as { data: { id: string }[] };
    const model = (id: string) => listed.data.find((entry) => entry.id === id);
    for (const [name, id] of [
      ['default', 'private-chat'], // the text trait first
      ['gpt-4o', 'anonymized-chat'],
      ['text-embedding-3-small', 'anonymized-embedder'],
      ['background_remove_default', 'fixture-background-remove'],
    ]) {
      const response = await service.call('getModel', { path: { id: name! } });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(model(id!));
    }
    // a name standing for a model the key may not use is not found for that key
    expect((await service.call('getModel', { path: { id: 'gpt-4o' }, key: privateOnlyKey })).status).toBe(404);
  });

  it('GET /models/{id} returns 404 MODEL_NOT_FOUND for an unknown id, a model not served here, a trait of one, and a model the key may not use', async () => {
    for (const id of ['no-such-model', 'missing-weights', 'broken_default']) {
      const response = await service.call('getModel', { path: { id } });
      expect(response.status).toBe(404);
      expect(errorOf(response.body)).toMatchObject({ code: 'MODEL_NOT_FOUND' });
    }
    expect((await service.call('getModel', { path: { id: 'anonymized-chat' }, key: privateOnlyKey })).status).toBe(404);
    expect((await service.call('getModel', { path: { id: 'private-chat' }, key: privateOnlyKey })).status).toBe(200);
  });

  it('GET /models returns 400 in the OpenAI error shape, its message naming the field and why, with a nested _errors tree for an unknown type', async () => {
    const response = await service.call('listModels', { query: { type: 'bogus' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: {
        message: expect.stringMatching(/^Invalid request parameters: type: must be one of: /),
        type: 'invalid_request_error',
        code: 'INVALID_REQUEST',
        param: 'type',
      },
      details: { _errors: [], type: { _errors: [expect.stringContaining('must be one of')] } },
    });
  });

  it('GET /models returns 401 when an unknown key is sent, even though a key is optional', async () => {
    const response = await service.call('listModels', { key: `SERVICE_INFERENCE_KEY_${'x'.repeat(43)}` });
    expect(response.status).toBe(401);
    expect(errorOf(response.body)).toEqual({ message: 'Authentication failed', code: 'AUTHENTICATION_FAILED' });
  });

  it('GET /models/traits returns 200 mapping traits of available models only', async () => {
    const response = await service.call('listModelTraits');
    expect(response.body).toEqual({
      object: 'list',
      type: 'text',
      data: { default: 'private-chat', fastest: 'anonymized-chat', default_code: 'private-coder' },
    });
    const embedding = await service.call('listModelTraits', { query: { type: 'embedding' } });
    expect(embedding.body).toEqual({ object: 'list', type: 'embedding', data: { default: 'private-embedder' } });
  });

  it('GET /models/traits returns 200 hiding traits whose model the key may not use', async () => {
    const response = await service.call('listModelTraits', { key: privateOnlyKey });
    expect(response.body).toEqual({ object: 'list', type: 'text', data: { default: 'private-chat', default_code: 'private-coder' } });
  });

  it('GET /models/compatibility_mapping returns 200 with the aliases per type', async () => {
    const response = await service.call('listModelCompatibilityMapping');
    expect(response.body).toEqual({ object: 'list', type: 'text', data: { 'gpt-4o': 'anonymized-chat', 'gpt-4o-mini': 'private-chat' } });
    const embedding = await service.call('listModelCompatibilityMapping', { query: { type: 'embedding' } });
    expect((embedding.body as { data: object }).data).toEqual({ 'text-embedding-3-small': 'anonymized-embedder' });
  });
});
