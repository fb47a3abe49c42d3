// POST /audio/voices over HTTP: a sample spoken by the embedded espeak-ng engine is cloned by a
// `service-compatible` upstream on loopback (what reached it is checked); the `vv_` handle then
// speaks through that upstream as the upstream's own voice id, for its maker only, until it
// expires. Charged once per clone at pricing.voice_clone; refusals charge nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createKey } from '../../src/accounts/api-keys.js';
import { createAccount } from '../../src/accounts/bootstrap.js';
import { creditTestAccount } from '../support/credit.js';
import { startMediaApp, type MediaApp } from '../support/media-app.js';
import { errorMessageOf } from '../support/error-body.js';

describe('Voice cloning', () => {
  let media: MediaApp;
  let sample: Buffer;

  const clone = async (key: string, file: { bytes: Buffer; name: string } | undefined, model = 'fixture-cloning-speech') => {
    const form = new FormData();
    if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: 'audio/wav' }), file.name);
    form.append('model', model);
    const response = await fetch(`${media.service.baseUrl}/api/v1/audio/voices`, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: form });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };
  const speak = (key: string, voice: string) =>
    fetch(`${media.service.baseUrl}/api/v1/audio/speech`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'fixture-cloning-speech', input: 'Say it in my voice', voice }),
    });

  beforeAll(async () => {
    media = await startMediaApp();
    const spoken = await fetch(`${media.service.baseUrl}/api/v1/audio/speech`, {
      method: 'POST',
      headers: { authorization: `Bearer ${media.service.adminKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'fixture-speech', input: 'This is a sample of my voice, long enough to clone.', response_format: 'wav' }),
    });
    sample = Buffer.from(await spoken.arrayBuffer());
  });
  afterAll(() => media?.close());
  beforeEach(() => media.resetUpstream());

  it('POST /audio/voices returns 200 with a vv_ handle that speaks as the upstream voice, charged once', async () => {
    const before = (await media.balance()).amount;
    const response = await clone(media.service.adminKey, { bytes: sample, name: 'me.wav' });
    expect(response.status).toBe(200);
    expect(response.body.id).toMatch(/^vv_[A-Za-z0-9_-]+$/);
    expect(response.body.model).toBe('fixture-cloning-speech');
    const days = (Date.parse(response.body.expires_at!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect(media.upstream.received[0]!.path).toBe('/api/v1/audio/voices');
    const sent = media.upstream.received[0]!.body as { multipart: number; text: string };
    expect(sent.text).toContain('upstream-cloning-tts');
    expect(sent.text).toContain('filename="me.wav"');
    expect(sent.multipart).toBeGreaterThan(sample.length);
    expect(before - (await media.balance()).amount).toBe(500_000n); // 0.5 USD

    const spoken = await speak(media.service.adminKey, response.body.id!);
    expect(spoken.status).toBe(200);
    expect(Buffer.from(await spoken.arrayBuffer()).toString()).toBe('UPSTREAM-SPEECH');
    expect(media.upstream.received[1]).toEqual({
      path: '/api/v1/audio/speech',
      body: { model: 'upstream-cloning-tts', input: 'Say it in my voice', voice: 'upstream-voice-1', response_format: 'mp3', speed: 1 },
    });
  });

  it('POST /audio/speech returns 400 for a handle of another caller, an expired one, or one never made', async () => {
    const { body } = await clone(media.service.adminKey, { bytes: sample, name: 'me.wav' });
    const other = await createAccount(media.service.app.services.database, 'other caller');
    await creditTestAccount(media.service, '5', other);
    const otherKey = (await createKey(media.service.app.services.database, other, { apiKeyType: 'INFERENCE', description: 'other' })).apiKey;
    const foreign = await speak(otherKey, body.id!);
    expect(foreign.status).toBe(400);
    expect(errorMessageOf(await foreign.json())).toContain('not a voice you cloned');
    expect((await speak(media.service.adminKey, 'vv_never_made')).status).toBe(400);
    await media.service.app.services
      .database('cloned_voices')
      .where({ id: body.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await speak(media.service.adminKey, body.id!)).status).toBe(400);
    expect(media.upstream.received.filter((request) => request.path === '/api/v1/audio/speech')).toHaveLength(0);
  });

  it('POST /audio/voices returns 400, 415 and 422 for models and samples it cannot take, charging nothing', async () => {
    const before = (await media.balance()).amount;
    expect((await clone(media.service.adminKey, { bytes: sample, name: 'me.wav' }, 'fixture-speech')).status).toBe(400); // no cloning
    expect((await clone(media.service.adminKey, { bytes: sample, name: 'me.ogg' })).status).toBe(415); // not an accepted format
    const short = sample.subarray(0, 44 + 22050); // half a second
    const tooShort = await clone(media.service.adminKey, { bytes: Buffer.concat([short]), name: 'short.wav' });
    expect(tooShort.status).toBe(422);
    expect(tooShort.body.error).toContain('needs at least 1 s');
    expect((await clone(media.service.adminKey, undefined)).status).toBe(400);
    expect(media.upstream.received).toHaveLength(0);
    expect((await media.balance()).amount).toBe(before);
  });
});
