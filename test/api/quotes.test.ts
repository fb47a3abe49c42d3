import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/app.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const FIXTURE_CONFIG = join(PROJECT_ROOT, 'test', 'fixtures', 'config');

describe('Quotes', () => {
  let service: TestApp;
  beforeAll(async () => {
    service = await startTestApp({ configDir: FIXTURE_CONFIG });
  });
  afterAll(() => service?.close());

  it('POST /video/quote returns 200 with per-second price × resolution × audio multipliers, without a key', async () => {
    // 5 s × 0.08 × 1.5 (720p) × 1.25 (audio) = 0.75
    const response = await service.call('quoteVideo', { body: { model: 'fixture-video', duration: '5s', resolution: '720p', audio: true } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ quote: 0.75 });
    const silent = await service.call('quoteVideo', { body: { model: 'fixture-video', duration: '10s', resolution: '480p', audio: false } });
    expect(silent.body).toEqual({ quote: 0.8 });
  });

  it("POST /video/quote returns 200 pricing `auto` as the model's default duration", async () => {
    const response = await service.call('quoteVideo', { body: { model: 'fixture-video', duration: 'auto', resolution: '480p', audio: false } });
    expect(response.body).toEqual({ quote: 0.4 });
  });

  it('POST /video/quote returns 400 naming the allowed values for a duration the model lacks', async () => {
    const response = await service.call('quoteVideo', { body: { model: 'fixture-video', duration: '7s' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ details: { duration: { _errors: ['must be one of: 5s, 10s'] } } });
  });

  it('POST /video/quote returns 404 for a model that is not a video model', async () => {
    const response = await service.call('quoteVideo', { body: { model: 'private-chat', duration: '5s' } });
    expect(response.status).toBe(404);
  });

  it('POST /audio/quote returns 200 by duration tier and by characters for speech', async () => {
    expect((await service.call('quoteAudio', { body: { model: 'fixture-music', duration_seconds: 30 } })).body).toEqual({ quote: 0.2 });
    expect((await service.call('quoteAudio', { body: { model: 'fixture-music', duration_seconds: '120' } })).body).toEqual({ quote: 0.5 });
    // 2,000 characters at 3.50 per million = 0.007
    expect((await service.call('quoteAudio', { body: { model: 'fixture-speech', character_count: 2000 } })).body).toEqual({ quote: 0.007 });
  });

  it('POST /audio/quote returns 400 when the quantity the model is priced by is missing', async () => {
    const response = await service.call('quoteAudio', { body: { model: 'fixture-speech' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ details: { character_count: { _errors: ['Field is required for this model'] } } });
  });

  it('POST /audio/voice-changer/quote returns 200 with the per-second price and the duration', async () => {
    const response = await service.call('quoteVoiceChanger', { body: { model: 'fixture-voice-changer', duration_seconds: 42 } });
    expect(response.body).toEqual({ quote: 0.126, duration_seconds: 42 });
    const tooLong = await service.call('quoteVoiceChanger', { body: { model: 'fixture-voice-changer', duration_seconds: 301 } });
    expect(tooLong.status).toBe(400);
  });

  it('POST /audio/voice-changer/quote returns 404 for a model that is not a voice changer', async () => {
    expect((await service.call('quoteVoiceChanger', { body: { model: 'fixture-music', duration_seconds: 5 } })).status).toBe(404);
  });
});
