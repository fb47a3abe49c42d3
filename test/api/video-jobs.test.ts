// Video jobs over HTTP, against a loopback upstream that speaks this same contract (the network
// edge is the only fake): a job is charged exactly its quote, nothing is charged when the upstream
// does not take it, the video streams through, and a job the provider fails is refunded once.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../src/billing/ledger.js';
import { toMicro } from '../../src/money.js';
import { startMediaApp, type MediaApp } from '../support/media-app.js';
import type { TestApp } from '../support/test-app.js';
import type { MediaUpstream } from '../support/media-upstream.js';

const VIDEO_BYTES = Buffer.from('\x00\x00\x00\x18ftypmp42 not really a video, but bytes to pass on');

const job = { model: 'fixture-video', prompt: 'A lighthouse at dusk', duration: '5s', resolution: '720p', audio: true };

describe('Video jobs', () => {
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

  const queue = () => service.call('queueVideo', { key: service.adminKey, body: job });

  it('POST /video/queue returns 200 and charges exactly what POST /video/quote quoted for the same job', async () => {
    const quote = await service.call('quoteVideo', { body: { model: job.model, duration: job.duration, resolution: job.resolution, audio: job.audio } });
    const price = toMicro((quote.body as { quote: number }).quote);
    const before = await balance();
    const response = await queue();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ model: 'fixture-video', queue_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const after = await balance();
    expect(before.amount - after.amount).toBe(price);
    expect(after.reserved).toBe(0n);
    expect(upstream.received[0]).toEqual({ path: '/api/v1/video/queue', body: { ...job, model: 'upstream-video' } });
    // Queueing is limited per endpoint (video_queue: 40 a minute by default).
    expect(response.headers.get('x-ratelimit-limit-requests')).toBe('40');
    expect(await ledgerSum(service.app.services.database, owner, 'USD')).toBe(after.amount);
  });

  it('POST /video/queue returns 200 for a job using every documented field, and passes them on to the engine', async () => {
    const full = {
      ...job,
      negative_prompt: 'blur',
      aspect_ratio: '16:9',
      upscale_factor: 2,
      image_url: 'https://example.com/start.png',
      end_image_url: 'https://example.com/end.png',
      audio_url: 'https://example.com/voice.mp3',
      reference_image_urls: ['https://example.com/ref.png'],
      reference_video_urls: ['https://example.com/ref.mp4'],
      reference_audio_urls: ['https://example.com/ref.mp3'],
      reference_document_urls: ['https://example.com/brief.pdf'],
      elements: [
        {
          frontal_image_url: 'https://example.com/face.png',
          reference_image_urls: ['https://example.com/side.png'],
          video_url: 'https://example.com/walk.mp4',
        },
      ],
      scene_image_urls: ['https://example.com/scene.png'],
      keyframes: [
        { image_url: 'https://example.com/k0.png', frame_index: 0 },
        { image_url: 'https://example.com/k1.png', frame_index: 48 },
      ],
      omni_reference_task_type: 'reference',
      consents: { seedance: { confirmed_terms_and_privacy: true, confirmed_legal_right: true, confirmed_screening_acknowledged: true } },
    };
    const response = await service.call('queueVideo', { key: service.adminKey, body: full as never });
    expect(response.status).toBe(200);
    expect(upstream.received[0]).toEqual({ path: '/api/v1/video/queue', body: { ...full, model: 'upstream-video' } });
  });

  it("POST /video/queue returns 409 with the provider's consent request when media showing faces lacks consents, and charges nothing", async () => {
    const consent = {
      error: { code: 'needs_consent', message: 'The reference image shows a face: confirm the consents.' },
      consent_flow: 'seedance',
      face_media_roles: ['image'],
      consent: { consent_version: '2026-01', policy_text: 'You confirm that you may use this likeness.' },
      docs_url: 'https://docs.example.com/consent',
    };
    const before = await balance();
    upstream.next.set('/api/v1/video/queue', { status: 409, body: consent });
    const response = await service.call('queueVideo', { key: service.adminKey, body: { ...job, image_url: 'https://example.com/face.png' } });
    expect(response.status).toBe(409);
    expect(response.body).toEqual(consent);
    expect(await balance()).toEqual(before);
  });

  it('POST /video/queue returns 400 for fields outside their documented bounds', async () => {
    const bad = [
      { keyframes: [{ image_url: 'https://example.com/k.png', frame_index: -1 }] },
      { omni_reference_task_type: 'remix' },
      { upscale_factor: 3 },
      { consents: { seedance: { confirmed_terms_and_privacy: false, confirmed_legal_right: true, confirmed_screening_acknowledged: true } } },
      { elements: Array(5).fill({ frontal_image_url: 'https://example.com/face.png' }) },
      { prompt: 'x'.repeat(20_001) },
      { reference_image_urls: Array(31).fill('https://example.com/r.png') },
    ];
    for (const extra of bad) {
      const response = await service.call('queueVideo', { key: service.adminKey, body: { ...job, ...extra } as never });
      expect(response.status, JSON.stringify(extra)).toBe(400);
    }
    expect(upstream.received).toHaveLength(0);
  });

  it("POST /video/queue returns 400 naming the model's prompt limit for a prompt the API takes but the model does not, and takes 30 reference images", async () => {
    const long = await service.call('queueVideo', { key: service.adminKey, body: { ...job, prompt: 'x'.repeat(2501) } as never });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('takes at most 2500');
    expect(upstream.received).toHaveLength(0);
    const references = Array.from({ length: 30 }, (_, index) => `https://example.com/r${index}.png`);
    const many = await service.call('queueVideo', { key: service.adminKey, body: { ...job, reference_image_urls: references } as never });
    expect(many.status).toBe(200);
    expect(upstream.received.at(-1)!.body).toMatchObject({ reference_image_urls: references });
  });

  it('POST /video/queue returns 400 URL_NOT_ALLOWED for a source URL inside the operator network, at any depth, before anything is charged', async () => {
    const before = await balance();
    const internal = [
      { image_url: 'http://127.0.0.1:8080/start.png' },
      { audio_url: 'http://169.254.169.254/latest/meta-data/' },
      { reference_image_urls: ['https://example.com/ok.png', 'http://10.0.0.7/ref.png'] },
      { keyframes: [{ image_url: 'http://[::ffff:127.0.0.1]/k.png', frame_index: 0 }] },
      { elements: [{ frontal_image_url: 'http://localhost/face.png' }] },
    ];
    // A name the system resolves to loopback (Debian's /etc/hosts lists ip6-localhost for ::1) is refused for its address.
    if (/\sip6-localhost\b/.test(readFileSync('/etc/hosts', 'utf8'))) internal.push({ image_url: 'http://ip6-localhost/start.png' });
    for (const extra of internal) {
      const response = await service.call('queueVideo', { key: service.adminKey, body: { ...job, ...extra } as never });
      expect(response.status, JSON.stringify(extra)).toBe(400);
      expect(response.body, JSON.stringify(extra)).toMatchObject({ code: 'URL_NOT_ALLOWED' });
    }
    expect(upstream.received).toHaveLength(0);
    expect(await balance()).toEqual(before);
    // A data URL is the caller's own bytes: passed on.
    expect((await service.call('queueVideo', { key: service.adminKey, body: { ...job, image_url: 'data:image/png;base64,iVBORw0KGgo=' } })).status).toBe(200);
  });

  it('POST /video/transcriptions returns 410 with Deprecation and a Link to its successor, whatever is sent', async () => {
    for (const init of [{}, { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: 'https://www.youtube.com/watch?v=x' }) }]) {
      const response = await fetch(`${service.baseUrl}/api/v1/video/transcriptions`, { method: 'POST', ...init });
      expect(response.status).toBe(410);
      expect(response.headers.get('deprecation')).toBe('true');
      expect(response.headers.get('link')).toBe('</api/v1/chat/completions>; rel="successor-version"');
      expect(await response.json()).toMatchObject({ code: 'ENDPOINT_RETIRED', error: expect.stringContaining('video_url') });
    }
  });

  it('POST /video/queue charges nothing when the upstream refuses (422) or fails (500: a 502 here)', async () => {
    const before = await balance();
    upstream.next.set('/api/v1/video/queue', { status: 422, body: { error: 'refused' } });
    const refused = await queue();
    expect(refused.status).toBe(422);
    upstream.next.set('/api/v1/video/queue', { status: 500, body: { error: 'boom' } });
    const failed = await queue();
    expect(failed.status).toBe(502);
    expect(upstream.received.filter((entry) => entry.path === '/api/v1/video/queue')).toHaveLength(2); // never retried
    expect(await balance()).toEqual(before);
  });

  it('POST /video/queue returns 400 naming the allowed values for a duration the model lacks, and charges nothing', async () => {
    const before = await balance();
    const response = await service.call('queueVideo', { key: service.adminKey, body: { ...job, duration: '7s' } });
    expect(response.status).toBe(400);
    expect(upstream.received).toHaveLength(0);
    expect(await balance()).toEqual(before);
  });

  it('POST /video/retrieve reports progress, then passes the video on; POST /video/complete completes it', async () => {
    const { queue_id } = (await queue()).body as { queue_id: string };
    const running = await service.call('retrieveVideo', { key: service.adminKey, body: { model: job.model, queue_id } });
    expect(running.status).toBe(200);
    expect(running.body).toEqual({ status: 'PROCESSING', average_execution_time: 90_000, execution_duration: 1_200 });
    expect(upstream.received.at(-1)).toEqual({ path: '/api/v1/video/retrieve', body: { model: 'upstream-video', queue_id: 'upstream-job-1' } });

    upstream.next.set('/api/v1/video/retrieve', { status: 200, body: VIDEO_BYTES, contentType: 'video/mp4' });
    const response = await fetch(`${service.baseUrl}/api/v1/video/retrieve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${service.adminKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: job.model, queue_id, delete_media_on_completion: true }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(VIDEO_BYTES);
    expect(upstream.received.at(-1)!.body).toMatchObject({ delete_media_on_completion: true });

    const completed = await service.call('completeVideo', { key: service.adminKey, body: { model: job.model, queue_id } });
    expect(completed.body).toEqual({ success: true });
    expect(upstream.received.at(-1)).toEqual({ path: '/api/v1/video/complete', body: { model: 'upstream-video', queue_id: 'upstream-job-1' } });
  });

  it('POST /video/retrieve returns 422 with credits_refunded when the provider failed the job, and refunds it once', async () => {
    const before = await balance();
    const { queue_id } = (await queue()).body as { queue_id: string };
    expect((await balance()).amount).toBeLessThan(before.amount);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      upstream.next.set('/api/v1/video/retrieve', {
        status: 422,
        body: { error: { message: 'blocked', type: 'provider_content_policy', credits_refunded: true } },
      });
      const response = await service.call('retrieveVideo', { key: service.adminKey, body: { model: job.model, queue_id } });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ error: { type: 'provider_content_policy', credits_refunded: true } });
    }
    expect((await balance()).amount).toBe(before.amount);
    expect(await ledgerSum(service.app.services.database, owner, 'USD')).toBe(before.amount);
  });

  it('POST /video/retrieve returns 503 when the upstream is unreachable, and refunds nothing', async () => {
    const { queue_id } = (await queue()).body as { queue_id: string };
    const charged = await balance();
    upstream.next.set('/api/v1/video/retrieve', { status: 503, body: { error: 'busy' } });
    const response = await service.call('retrieveVideo', { key: service.adminKey, body: { model: job.model, queue_id } });
    expect(response.status).toBe(503);
    expect(await balance()).toEqual(charged);
  });

  it("POST /video/retrieve returns 404 for a queue id that is not this caller's job of this model", async () => {
    for (const queue_id of ['upstream-job-1', '00000000-0000-4000-8000-000000000000']) {
      const response = await service.call('retrieveVideo', { key: service.adminKey, body: { model: job.model, queue_id } });
      expect(response.status).toBe(404);
    }
  });
});
