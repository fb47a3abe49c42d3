// Audio jobs (music) over HTTP, against a loopback upstream that speaks this same contract: a job
// is charged exactly its quote, the audio streams through in its media type, a job the provider
// fails is refunded once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../src/billing/ledger.js';
import { toMicro } from '../../src/money.js';
import { startMediaApp, type MediaApp } from '../support/media-app.js';
import type { MediaUpstream } from '../support/media-upstream.js';
import type { TestApp } from '../support/test-app.js';

const WAV_BYTES = Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt not really audio, but bytes to pass on');

describe('Audio jobs', () => {
  let media: MediaApp;
  let service: TestApp;
  let upstream: MediaUpstream;
  let owner: string;
  let balance: MediaApp['balance'];

  beforeAll(async () => {
    media = await startMediaApp();
    ({ service, upstream, owner, balance } = media);
  });
  afterAll(() => media?.close());
  beforeEach(() => media.resetUpstream());

  const queue = (duration_seconds: number) =>
    service.call('queueAudio', { key: service.adminKey, body: { model: 'fixture-music', prompt: 'A calm piano piece', duration_seconds } });

  it('POST /audio/queue returns 200 QUEUED and charges exactly what POST /audio/quote quoted, per duration tier', async () => {
    for (const seconds of [30, 120]) {
      const quote = await service.call('quoteAudio', { body: { model: 'fixture-music', duration_seconds: seconds } });
      const before = await balance();
      const response = await queue(seconds);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ model: 'fixture-music', status: 'QUEUED', queue_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      expect(before.amount - (await balance()).amount).toBe(toMicro((quote.body as { quote: number }).quote));
    }
    expect(upstream.received[0]).toEqual({
      path: '/api/v1/audio/queue',
      body: { model: 'upstream-music', prompt: 'A calm piano piece', duration_seconds: 30 },
    });
    expect(await ledgerSum(service.app.services.database, owner, 'USD')).toBe((await balance()).amount);
  });

  it('POST /audio/queue returns 400 naming duration_seconds when a duration-priced model lacks it, and charges nothing', async () => {
    const before = await balance();
    const response = await service.call('queueAudio', { key: service.adminKey, body: { model: 'fixture-music', prompt: 'no length' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ details: { duration_seconds: { _errors: ['Field is required for this model'] } } });
    expect(upstream.received).toHaveLength(0);
    expect(await balance()).toEqual(before);
  });

  it('POST /audio/retrieve reports progress, then passes the audio on as audio/wav; POST /audio/complete completes it', async () => {
    const { queue_id } = (await queue(30)).body as { queue_id: string };
    const running = await service.call('retrieveAudio', { key: service.adminKey, body: { model: 'fixture-music', queue_id } });
    expect(running.body).toEqual({ status: 'PROCESSING', average_execution_time: 30_000, execution_duration: 800 });
    upstream.next.set('/api/v1/audio/retrieve', { status: 200, body: WAV_BYTES, contentType: 'audio/x-wav' });
    const response = await fetch(`${service.baseUrl}/api/v1/audio/retrieve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${service.adminKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'fixture-music', queue_id }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(WAV_BYTES);
    const completed = await service.call('completeAudio', { key: service.adminKey, body: { model: 'fixture-music', queue_id } });
    expect(completed.body).toEqual({ success: true });
    expect(upstream.received.at(-1)).toEqual({ path: '/api/v1/audio/complete', body: { model: 'upstream-music', queue_id: 'upstream-audio-1' } });
  });

  it('POST /audio/retrieve returns 422 with credits_refunded when the provider failed the job, refunded once', async () => {
    const before = await balance();
    const { queue_id } = (await queue(30)).body as { queue_id: string };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      upstream.next.set('/api/v1/audio/retrieve', { status: 422, body: { error: 'blocked' } });
      const response = await service.call('retrieveAudio', { key: service.adminKey, body: { model: 'fixture-music', queue_id } });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ error: { credits_refunded: true } });
    }
    expect((await balance()).amount).toBe(before.amount);
  });

  it('a video job id is not an audio job, and a video model does not run audio jobs', async () => {
    const video = await service.call('queueVideo', { key: service.adminKey, body: { model: 'fixture-video', prompt: 'waves', duration: '5s' } });
    const { queue_id } = video.body as { queue_id: string };
    expect((await service.call('retrieveAudio', { key: service.adminKey, body: { model: 'fixture-music', queue_id } })).status).toBe(404);
    expect((await service.call('queueAudio', { key: service.adminKey, body: { model: 'fixture-video', prompt: 'x', duration_seconds: 30 } })).status).toBe(404);
  });
});
