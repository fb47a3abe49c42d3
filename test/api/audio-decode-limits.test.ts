// The limits on decoding callers' audio, over HTTP: a header declaring an absurd rate, channel count
// or length is refused before any decoder starts; a decode is stopped at its output and time budget;
// a bounded number of decodes run at once, a bounded number wait, and the next is a 503 with
// Retry-After. Transcription (an openai-compatible upstream on loopback), the voice changer and voice
// cloning (a service-compatible one) alike; every refusal charges nothing and reaches no upstream.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { balancesOf } from '../../src/billing/ledger.js';
import { accountOwner, toMicro } from '../../src/money.js';
import type { FfmpegQueue } from '../../src/audio/ffmpeg-queue.js';
import { shapedWav, silentFlac } from '../support/audio-files.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';
import { startMediaApp, type MediaApp } from '../support/media-app.js';
import { errorCodeOf, errorMessageOf, errorOf } from '../support/error-body.js';

type Answer = { status: number; headers: Headers; body: { error?: string; code?: string } & Record<string, unknown> };

async function postForm(url: string, key: string, file: { bytes: Buffer; name: string }, fields: Record<string, string>): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: 'application/octet-stream' }), file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: form });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer['body'] };
}

/** Resolves once every decoder runs and `waiting` wait: the line is then exactly full. */
async function untilFull(queue: FfmpegQueue, waiting: number): Promise<void> {
  await expect.poll(() => ({ active: queue.active, pending: queue.pending }), { timeout: 10_000 }).toEqual({ active: queue.concurrency, pending: waiting });
}

const ONE_HZ = shapedWav({ sampleRate: 1, dataBytes: 1 << 20 }); // 1 MB declaring six days of audio

describe('Audio decode limits: transcription', () => {
  let app: InferenceApp;
  let queue: FfmpegQueue;
  const transcribe = (bytes: Buffer, name: string) =>
    postForm(`${app.service.baseUrl}/api/v1/audio/transcriptions`, app.key, { bytes, name }, { model: 'asr-upstream' });
  const balance = async () => {
    await app.service.app.services.credits.drain();
    return (await balancesOf(app.service.app.services.database, accountOwner(app.service.app.bootstrap.accountId))).USD.amount;
  };

  beforeAll(async () => {
    app = await startInferenceApp({ AUDIO_MAX_DURATION_SECONDS: '600', AUDIO_DECODE_CONCURRENCY: '1', AUDIO_DECODE_QUEUE_LIMIT: '1' });
    queue = app.service.app.services.audio.decoder.queue;
  });
  afterAll(() => app?.close());
  beforeEach(() => app.upstream.reset());

  it('POST /audio/transcriptions returns 422 before any decode for a WAV declaring a 1 Hz rate, 1,000 channels or more than the longest audio, charging nothing', async () => {
    const before = await balance();
    const started = queue.started;
    const slow = await transcribe(ONE_HZ, 'one-hertz.wav');
    expect(slow.status).toBe(422);
    expect(errorOf(slow.body)).toEqual({ code: 'AUDIO_UNPROCESSABLE', message: 'The audio declares a sample rate of 1 Hz; accepted: 1,000 to 384,000 Hz' });
    const wide = await transcribe(shapedWav({ sampleRate: 16_000, channels: 1000, dataBytes: 64_000 }), 'wide.wav');
    expect(wide.status).toBe(422);
    expect(errorMessageOf(wide.body)).toBe('The audio declares 1,000 channels; accepted: 1 to 8');
    // 601 s of 8-bit 4 kHz audio, named as something else: judged by its bytes
    const long = await transcribe(shapedWav({ sampleRate: 4000, bitsPerSample: 8, dataBytes: 601 * 4000 }), 'long.mp3');
    expect(long.status).toBe(422);
    expect(errorMessageOf(long.body)).toBe('The audio lasts 601 s by its header; at most 600 s of audio are accepted');
    expect(queue.started).toBe(started);
    expect(app.upstream.requests).toHaveLength(0);
    expect(await balance()).toBe(before);
  });

  it('POST /audio/transcriptions returns 422 for a FLAC whose header states more than the longest audio, and stops one that does not state it once it passes the limit', async () => {
    const before = await balance();
    const stated = await transcribe(silentFlac(660), 'stated.flac');
    expect(stated.status).toBe(422);
    expect(errorMessageOf(stated.body)).toBe('The audio lasts 660 s by its header; at most 600 s of audio are accepted');
    const unstated = await transcribe(silentFlac(660, { piped: true }), 'unstated.flac');
    expect(unstated.status).toBe(422);
    expect(errorMessageOf(unstated.body)).toBe('The audio lasts more than 600 s; at most 600 s of audio are accepted');
    expect(app.upstream.requests).toHaveLength(0);
    expect(await balance()).toBe(before);
  });

  it('POST /audio/transcriptions returns 503 with Retry-After when the decoder and its line are full, while the two before it complete and are charged', async () => {
    const before = await balance();
    const file = silentFlac(590); // ~100 KB that take the decoder a while
    const first = transcribe(file, 'first.flac');
    const second = transcribe(file, 'second.flac');
    await untilFull(queue, 1);
    const third = await transcribe(file, 'third.flac');
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('1');
    expect(errorOf(third.body)).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'All 1 audio decoders are busy and 1 requests are waiting for one; nothing was charged. Retry after the Retry-After delay',
    });
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect(app.upstream.requests).toHaveLength(2);
    // 590 s at 0.001 USD a second, twice; nothing for the 503
    expect(before - (await balance())).toBe(2n * 590_000n);
  });
});

describe('Audio decode limits: the wait in line', () => {
  let app: InferenceApp;

  beforeAll(async () => {
    app = await startInferenceApp({ AUDIO_DECODE_CONCURRENCY: '1', AUDIO_DECODE_QUEUE_WAIT_MS: '200' });
  });
  afterAll(() => app?.close());

  it('POST /audio/transcriptions returns 503 with Retry-After, charging nothing, when it has waited AUDIO_DECODE_QUEUE_WAIT_MS for a decoder', async () => {
    const queue = app.service.app.services.audio.decoder.queue;
    const balance = async () => {
      await app.service.app.services.credits.drain();
      return (await balancesOf(app.service.app.services.database, accountOwner(app.service.app.bootstrap.accountId))).USD.amount;
    };
    const before = await balance();
    // The only decoder is taken (as by a file that decodes for minutes) and never handed on while the request waits.
    const release = await queue.acquire(new AbortController().signal);
    try {
      const answer = await postForm(
        `${app.service.baseUrl}/api/v1/audio/transcriptions`,
        app.key,
        { bytes: silentFlac(5), name: 'short.flac' },
        { model: 'asr-upstream' },
      );
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(errorOf(answer.body)).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Waited 0.2 s for one of the 1 audio decoders, all busy; nothing was charged. Retry after the Retry-After delay',
      });
      expect(queue.pending).toBe(0);
    } finally {
      release();
    }
    expect(app.upstream.requests).toHaveLength(0);
    expect(await balance()).toBe(before);
    // The line works on: the next file is decoded and answered.
    const next = await postForm(
      `${app.service.baseUrl}/api/v1/audio/transcriptions`,
      app.key,
      { bytes: silentFlac(5), name: 'next.flac' },
      { model: 'asr-upstream' },
    );
    expect(next.status).toBe(200);
  });
});

describe('Audio decode limits: the time budget', () => {
  let app: InferenceApp;

  beforeAll(async () => {
    app = await startInferenceApp({ AUDIO_DECODE_MS_PER_MB: '100' });
  });
  afterAll(() => app?.close());

  it('POST /audio/transcriptions returns 422 when decoding outlasts the budget for the file size, charging nothing', async () => {
    const balance = async () => {
      await app.service.app.services.credits.drain();
      return (await balancesOf(app.service.app.services.database, accountOwner(app.service.app.bootstrap.accountId))).USD.amount;
    };
    const before = await balance();
    // an hour of silence: about 650 KB, which takes the decoder over a second
    const answer = await postForm(
      `${app.service.baseUrl}/api/v1/audio/transcriptions`,
      app.key,
      { bytes: silentFlac(3600), name: 'hour.flac' },
      { model: 'asr-upstream' },
    );
    expect(answer.status).toBe(422);
    expect(errorMessageOf(answer.body)).toMatch(/^Decoding the audio took longer than the 0\.1 s allowed for a file of \d+ KiB; refused$/);
    expect(app.upstream.requests).toHaveLength(0);
    expect(await balance()).toBe(before);
  });
});

describe('Audio decode limits: voice changer and voice cloning', () => {
  let media: MediaApp;
  let queue: FfmpegQueue;
  const queueChange = (bytes: Buffer, name: string) =>
    postForm(`${media.service.baseUrl}/api/v1/audio/voice-changer/queue`, media.service.adminKey, { bytes, name }, { model: 'fixture-voice-changer' });

  beforeAll(async () => {
    media = await startMediaApp({ AUDIO_DECODE_CONCURRENCY: '1', AUDIO_DECODE_QUEUE_LIMIT: '1' });
    queue = media.service.app.services.audio.decoder.queue;
  });
  afterAll(() => media?.close());
  beforeEach(() => media.resetUpstream());

  it('POST /audio/voice-changer/queue and POST /audio/voices return 422 before any decode for a WAV declaring a 1 Hz rate, charging nothing', async () => {
    const before = (await media.balance()).amount;
    const started = queue.started;
    const change = await queueChange(ONE_HZ, 'one-hertz.wav');
    expect(change.status).toBe(422);
    expect(errorMessageOf(change.body)).toBe('The audio declares a sample rate of 1 Hz; accepted: 1,000 to 384,000 Hz');
    const clone = await postForm(
      `${media.service.baseUrl}/api/v1/audio/voices`,
      media.service.adminKey,
      { bytes: ONE_HZ, name: 'me.wav' },
      { model: 'fixture-cloning-speech' },
    );
    expect(clone.status).toBe(422);
    expect(errorMessageOf(clone.body)).toBe('The audio declares a sample rate of 1 Hz; accepted: 1,000 to 384,000 Hz');
    expect(queue.started).toBe(started);
    expect(media.upstream.received).toHaveLength(0);
    expect((await media.balance()).amount).toBe(before);
  });

  it('POST /audio/voice-changer/queue returns 503 with Retry-After when the decoder and its line are full, while the two before it are queued', async () => {
    const before = (await media.balance()).amount;
    const file = silentFlac(290); // within the model's 300 s
    const first = queueChange(file, 'first.flac');
    const second = queueChange(file, 'second.flac');
    await untilFull(queue, 1);
    const third = await queueChange(file, 'third.flac');
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('1');
    expect(errorCodeOf(third.body)).toBe('SERVICE_UNAVAILABLE');
    expect((await first).body).toMatchObject({ status: 'QUEUED', duration_seconds: 290 });
    expect((await second).body).toMatchObject({ status: 'QUEUED', duration_seconds: 290 });
    expect(media.upstream.received).toHaveLength(2);
    const charged = before - (await media.balance()).amount;
    const quote = await media.service.call('quoteVoiceChanger', { body: { model: 'fixture-voice-changer', duration_seconds: 290 } });
    expect(charged).toBe(2n * toMicro((quote.body as { quote: number }).quote));
  });
});

describe('Audio decode limits: speech encoders', () => {
  let app: InferenceApp;
  let encoders: FfmpegQueue;
  // about ten pieces for espeak-ng: seconds of synthesis, the encoder running all along
  const LONG = 'Words spoken one after another. '.repeat(100);
  const speak = (input: string, signal?: AbortSignal) =>
    fetch(`${app.service.baseUrl}/api/v1/audio/speech`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'speech-espeak', input, response_format: 'mp3', streaming: true }),
      signal,
    });
  const balance = async () => {
    await app.service.app.services.credits.drain();
    return (await balancesOf(app.service.app.services.database, accountOwner(app.service.app.bootstrap.accountId))).USD.amount;
  };

  beforeAll(async () => {
    app = await startInferenceApp({ AUDIO_ENCODE_CONCURRENCY: '1', AUDIO_ENCODE_QUEUE_LIMIT: '0' });
    encoders = app.service.app.services.audio.encoders;
  });
  afterAll(() => app?.close());

  it('POST /audio/speech returns 503 with Retry-After while every speech encoder is busy and none may wait, charging nothing, and 200 once one is free', async () => {
    const first = new AbortController();
    const streaming = await speak(LONG, first.signal);
    expect(streaming.status).toBe(200);
    expect(encoders.active).toBe(1);
    const before = await balance();
    const refused = await speak(LONG);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(errorOf(await refused.json())).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'All 1 speech encoders are busy and 0 requests are waiting for one; nothing was charged. Retry after the Retry-After delay',
    });
    expect(await balance()).toBe(before);
    first.abort();
    await expect.poll(() => encoders.active, { timeout: 10_000 }).toBe(0); // the aborted encode has stopped
    const next = await speak('Short.');
    expect(next.status).toBe(200);
    expect((await next.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
