// `model` as the caller wrote it: an unknown name is reported by that name on every operation, even
// where a compatibility name or a default stands in for it on the way (the inference fixture
// serves no image model, so OpenAI's images API falls back to a default that is not there either).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '../../generated/operations.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';
import { errorCodeOf } from '../support/error-body.js';

describe('Model names', () => {
  let app: InferenceApp;

  beforeAll(async () => {
    app = await startInferenceApp();
  });
  afterAll(() => app?.close());

  /** The 404's code, and whether its text names `sent` and nothing else the service substituted. */
  async function notFound(operationId: OperationId, sent: string, body: Record<string, unknown>) {
    const response = await app.service.call(operationId, { key: app.key, body: body as never });
    return {
      status: response.status,
      code: errorCodeOf(response.body),
      namesSent: response.text.includes(sent),
      namesDefault: /\bdefault\b/.test(response.text),
    };
  }

  it('POST /images/generations returns 404 naming dall-e-3, not the default it fell back to, when no image model is served', async () => {
    expect(await notFound('simpleGenerateImage', 'dall-e-3', { model: 'dall-e-3', prompt: 'a lighthouse' })).toEqual({
      status: 404,
      code: 'MODEL_NOT_FOUND',
      namesSent: true,
      namesDefault: false,
    });
  });

  it('returns 404 MODEL_NOT_FOUND naming the model sent, on chat, responses, embeddings, images, speech and video', async () => {
    const cases: [OperationId, string, Record<string, unknown>][] = [
      ['createChatCompletion', 'gpt-9-turbo', { model: 'gpt-9-turbo', messages: [{ role: 'user', content: 'Hi' }] }],
      ['createResponse', 'gpt-9-turbo', { model: 'gpt-9-turbo', input: 'Hi' }],
      ['createEmbedding', 'text-embedding-9', { model: 'text-embedding-9', input: 'Hi' }],
      ['generateImage', 'dall-e-3', { model: 'dall-e-3', prompt: 'a lighthouse' }],
      ['simpleGenerateImage', 'painter-9', { model: 'painter-9', prompt: 'a lighthouse' }],
      ['createSpeech', 'tts-9', { model: 'tts-9', input: 'Hi' }],
      ['queueVideo', 'sora-9', { model: 'sora-9', prompt: 'a lighthouse', duration: '5s' }],
    ];
    for (const [operationId, sent, body] of cases) {
      expect({ operationId, ...(await notFound(operationId, sent, body)) }).toEqual({
        operationId,
        status: 404,
        code: 'MODEL_NOT_FOUND',
        namesSent: true,
        namesDefault: false,
      });
    }
  });

  it('POST /audio/transcriptions returns 404 naming the model sent', async () => {
    const response = await app.service.call('createTranscription', {
      key: app.key,
      form: { fields: { model: 'whisper-9' }, files: { file: new Blob([Buffer.alloc(64)], { type: 'audio/wav' }) } },
    });
    expect(response.status).toBe(404);
    expect(response.text).toContain('whisper-9');
  });
});
