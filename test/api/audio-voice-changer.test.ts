// The voice changer over HTTP, against a loopback upstream that speaks this same contract: the
// source audio (an upload, or a URL fetched from a loopback page server the fetch settings allow) is
// decoded to measure it, charged exactly its quote for that length, and sent on as a multipart file
// (what reached the upstream is checked); the audio is handed over once; a failed job is refunded once.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../src/billing/ledger.js';
import { toMicro } from '../../src/money.js';
import { wavHeader } from '../../src/audio/wav.js';
import { startMediaApp, type MediaApp } from '../support/media-app.js';

const RATE = 16_000;

/** A WAV of a 440 Hz tone lasting `seconds` (16 kHz, 16-bit mono). */
function toneWav(seconds: number, rate = RATE): Buffer {
  const frames = Math.round(seconds * rate);
  const samples = Buffer.alloc(frames * 2);
  for (let index = 0; index < frames; index += 1) samples.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * index) / rate)), index * 2);
  return Buffer.concat([wavHeader(rate, samples.length), samples]);
}

const SAMPLE = toneWav(2.5); // 2.5 s: charged as 3 s
const CHANGED = Buffer.from('ID3 the changed voice, as the upstream sends it');

type Queued = { model: string; queue_id: string; status: string; duration_seconds: number };
type Sent = { multipart: number; text: string };

describe('Voice changer', () => {
  let media: MediaApp;
  let pages: Server;
  let pagesUrl: string;

  beforeAll(async () => {
    pages = createServer((request, response) => {
      if (request.url === '/sample.wav') response.writeHead(200, { 'content-type': 'audio/wav' }).end(SAMPLE);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
    pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
    media = await startMediaApp({ AUGMENT_FETCH_ALLOW_HOSTS: '127.0.0.1' });
  });
  afterAll(async () => {
    await media?.close();
    await new Promise((resolve) => pages?.close(resolve));
  });
  beforeEach(() => media.resetUpstream());

  const key = () => media.service.adminKey;
  const upload = (bytes: Buffer, name = 'me.wav') => new File([new Uint8Array(bytes)], name, { type: 'audio/wav' });
  const queueFile = (file: File | undefined, fields: Record<string, unknown> = {}) =>
    media.service.call('queueVoiceChanger', {
      key: key(),
      form: { fields: { model: 'fixture-voice-changer', ...fields }, files: file ? { file } : {} },
    });
  const queueUrl = (audio_url: string | undefined, fields: Record<string, unknown> = {}) =>
    media.service.call('queueVoiceChanger', {
      key: key(),
      body: { model: 'fixture-voice-changer', ...(audio_url === undefined ? {} : { audio_url }), ...fields },
    });
  const quoted = async (seconds: number) => {
    const quote = await media.service.call('quoteVoiceChanger', { body: { model: 'fixture-voice-changer', duration_seconds: seconds } });
    return toMicro((quote.body as { quote: number }).quote);
  };
  const retrieve = (queue_id: string) =>
    fetch(`${media.service.baseUrl}/api/v1/audio/voice-changer/retrieve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'fixture-voice-changer', queue_id }),
    });

  it('POST /audio/voice-changer/queue returns 200 QUEUED for a file, charged the quote for its measured length', async () => {
    const before = (await media.balance()).amount;
    const response = await queueFile(upload(SAMPLE), { seed: '7' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      model: 'fixture-voice-changer',
      queue_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'QUEUED',
      duration_seconds: 3,
    });
    expect(before - (await media.balance()).amount).toBe(await quoted(3));
    expect(await quoted(3)).toBe(9_000n); // 3 s at 0.003 USD a second
    expect(media.upstream.received).toHaveLength(1);
    expect(media.upstream.received[0]!.path).toBe('/api/v1/audio/voice-changer/queue');
    const sent = media.upstream.received[0]!.body as Sent;
    expect(sent.multipart).toBeGreaterThan(SAMPLE.length);
    expect(sent.text).toContain('filename="me.wav"');
    expect(sent.text).toContain(SAMPLE.subarray(44, 4000).toString('latin1'));
    for (const [name, value] of [
      ['model', 'upstream-voice-changer'],
      ['voice', 'narrator'],
      ['seed', '7'],
    ]) {
      expect(sent.text).toMatch(new RegExp(`name="${name}"\\r\\n\\r\\n${value}\\r\\n`));
    }
    expect(sent.text).not.toContain('name="audio_url"');
    expect(await ledgerSum(media.service.app.services.database, media.owner, 'USD')).toBe((await media.balance()).amount);
  });

  it('POST /audio/voice-changer/queue returns 200 for an audio_url, fetched here and sent on as the file', async () => {
    const before = (await media.balance()).amount;
    const response = await queueUrl(`${pagesUrl}/sample.wav`, { voice: 'whisper' });
    expect(response.status).toBe(200);
    expect((response.body as Queued).duration_seconds).toBe(3);
    expect(before - (await media.balance()).amount).toBe(await quoted(3));
    const sent = media.upstream.received[0]!.body as Sent;
    expect(sent.text).toContain('filename="sample.wav"');
    expect(sent.text).toContain(SAMPLE.subarray(44, 4000).toString('latin1'));
    expect(sent.text).toMatch(/name="voice"\r\n\r\nwhisper\r\n/);
  });

  it('POST /audio/voice-changer/queue returns 200 for a file that names no type, judged by decoding it (422 when it is no audio)', async () => {
    const bare = (bytes: Buffer) => new File([new Uint8Array(bytes)], 'recording', { type: 'application/octet-stream' });
    const response = await queueFile(bare(SAMPLE));
    expect(response.status).toBe(200);
    expect((response.body as Queued).duration_seconds).toBe(3);
    const noise = await queueFile(bare(Buffer.from('%PDF-1.4 not audio')));
    expect(noise.status).toBe(422);
    expect(media.upstream.received).toHaveLength(1);
  });

  it('POST /audio/voice-changer/retrieve returns PROCESSING, then the audio once, then 404; complete reaches the upstream', async () => {
    const { queue_id } = (await queueFile(upload(SAMPLE))).body as Queued;
    const running = await media.service.call('retrieveVoiceChanger', { key: key(), body: { model: 'fixture-voice-changer', queue_id } });
    expect(running.status).toBe(200);
    expect(running.body).toEqual({ status: 'PROCESSING', average_execution_time: 20_000, execution_duration: 500 });
    expect(media.upstream.received.at(-1)).toEqual({
      path: '/api/v1/audio/voice-changer/retrieve',
      body: { model: 'upstream-voice-changer', queue_id: 'upstream-voice-1' },
    });

    media.upstream.next.set('/api/v1/audio/voice-changer/retrieve', { status: 200, body: CHANGED, contentType: 'audio/mpeg' });
    const done = await retrieve(queue_id);
    expect(done.status).toBe(200);
    expect(done.headers.get('content-type')).toBe('audio/mpeg');
    expect(done.headers.get('x-service-audio-format')).toBe('mp3');
    expect(done.headers.get('x-service-model-id')).toBe('fixture-voice-changer');
    expect(Buffer.from(await done.arrayBuffer())).toEqual(CHANGED);

    const asked = media.upstream.received.length;
    const again = await media.service.call('retrieveVoiceChanger', { key: key(), body: { model: 'fixture-voice-changer', queue_id } });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'QUEUE_ID_NOT_FOUND' });
    expect(media.upstream.received).toHaveLength(asked);

    const completed = await media.service.call('completeVoiceChanger', { key: key(), body: { model: 'fixture-voice-changer', queue_id } });
    expect(completed.body).toEqual({ success: true });
    expect(media.upstream.received.at(-1)).toEqual({
      path: '/api/v1/audio/voice-changer/complete',
      body: { model: 'upstream-voice-changer', queue_id: 'upstream-voice-1' },
    });
  });

  it('POST /audio/voice-changer/retrieve returns 422 with credits_refunded when the provider failed the job, refunded once', async () => {
    const before = (await media.balance()).amount;
    const { queue_id } = (await queueFile(upload(SAMPLE))).body as Queued;
    expect((await media.balance()).amount).toBe(before - (await quoted(3)));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      media.upstream.next.set('/api/v1/audio/voice-changer/retrieve', { status: 422, body: { error: 'failed' } });
      const response = await media.service.call('retrieveVoiceChanger', { key: key(), body: { model: 'fixture-voice-changer', queue_id } });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ error: { credits_refunded: true } });
    }
    expect((await media.balance()).amount).toBe(before);
    const refunds = await media.service.app.services.database('ledger_entries').where({ owner: media.owner, kind: 'adjustment' }).whereLike('sku', '%refund');
    expect(refunds).toHaveLength(1);
  });

  it('POST /audio/voice-changer/queue returns 400 for both sources or neither, and charges nothing', async () => {
    const before = await media.balance();
    const both = await queueFile(upload(SAMPLE), { audio_url: `${pagesUrl}/sample.wav` });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ details: { audio_url: { _errors: ['not allowed together with file'] } } });
    const neitherForm = await queueFile(undefined);
    expect(neitherForm.status).toBe(400);
    const neitherJson = await queueUrl(undefined);
    expect(neitherJson.status).toBe(400);
    expect(neitherJson.body).toMatchObject({ details: { file: { _errors: ['file or audio_url is required'] } } });
    expect(media.upstream.received).toHaveLength(0);
    expect(await media.balance()).toEqual(before);
  });

  it('POST /audio/voice-changer/queue returns 400 URL_NOT_ALLOWED for a private or non-http URL, without fetching', async () => {
    const before = await media.balance();
    const port = (pages.address() as AddressInfo).port;
    for (const url of [`http://localhost:${port}/sample.wav`, 'http://10.1.2.3/sample.wav', 'http://169.254.169.254/latest', 'file:///etc/passwd']) {
      const response = await queueUrl(url);
      expect(response.status, url).toBe(400);
      expect(response.body, url).toMatchObject({ code: 'URL_NOT_ALLOWED' });
    }
    expect(media.upstream.received).toHaveLength(0);
    expect(await media.balance()).toEqual(before);
  });

  it('POST /audio/voice-changer/queue returns 422 for empty, undecodable or too long audio, and charges nothing', async () => {
    const before = await media.balance();
    for (const bytes of [Buffer.alloc(0), Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt not really audio at all')]) {
      const response = await queueFile(upload(bytes));
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ code: 'AUDIO_UNPROCESSABLE' });
    }
    const tooLong = await queueFile(upload(toneWav(301, 2_000), 'long.wav'));
    expect(tooLong.status).toBe(422);
    expect((tooLong.body as { error: string }).error).toContain('at most 300 s');
    const missing = await queueUrl(`${pagesUrl}/missing.wav`);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'FILE_UNREADABLE' });
    expect(media.upstream.received).toHaveLength(0);
    expect(await media.balance()).toEqual(before);
  });

  it('POST /audio/voice-changer/queue returns 400 for a voice or option the model lacks, and 415 for a non-audio file', async () => {
    const voice = await queueFile(upload(SAMPLE), { voice: 'baritone' });
    expect(voice.status).toBe(400);
    expect(voice.body).toMatchObject({ details: { voice: { _errors: ['must be one of: narrator, whisper'] } } });
    const noise = await queueFile(upload(SAMPLE), { remove_background_noise: 'true' });
    expect(noise.status).toBe(400);
    expect(noise.body).toMatchObject({ details: { remove_background_noise: { _errors: ['not supported by this model'] } } });
    const text = await queueFile(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(text.status).toBe(415);
    expect(media.upstream.received).toHaveLength(0);
  });

  it('the voice changer and music jobs do not take each other’s models or jobs', async () => {
    const music = await media.service.call('queueVoiceChanger', { key: key(), form: { fields: { model: 'fixture-music' }, files: { file: upload(SAMPLE) } } });
    expect(music.status).toBe(400);
    const changer = await media.service.call('queueAudio', { key: key(), body: { model: 'fixture-voice-changer', prompt: 'a song', duration_seconds: 30 } });
    expect(changer.status).toBe(400);
    const { queue_id } = (await queueFile(upload(SAMPLE))).body as Queued;
    expect((await media.service.call('retrieveAudio', { key: key(), body: { model: 'fixture-music', queue_id } })).status).toBe(404);
  });
});
