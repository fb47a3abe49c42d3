// POST /audio/transcriptions over HTTP (multipart): speech made by the embedded espeak-ng engine is
// sent to an openai-compatible upstream on loopback (what reached it is checked), charged per second
// of audio decoded here; the 413, 415, 422 and 400 refusals charge nothing and reach no upstream.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { balancesOf } from '../../src/billing/ledger.js';
import { accountOwner } from '../../src/money.js';
import { status } from '../support/fake-upstream.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';
import { errorMessageOf, errorOf } from '../support/error-body.js';

describe('Transcription', () => {
  let app: InferenceApp;
  let speech: Buffer;
  let speechSeconds: number;

  const balance = async () => {
    await app.service.app.services.credits.drain();
    return (await balancesOf(app.service.app.services.database, accountOwner(app.service.app.bootstrap.accountId))).USD.amount;
  };
  const speak = async (input: string, format: string) => {
    const response = await fetch(`${app.service.baseUrl}/api/v1/audio/speech`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'speech-espeak', input, response_format: format }),
    });
    return Buffer.from(await response.arrayBuffer());
  };
  const transcribe = async (file: { bytes: Buffer; name: string; type?: string } | undefined, fields: Record<string, string | string[]> = {}) => {
    const form = new FormData();
    if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
    for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item);
    const response = await fetch(`${app.service.baseUrl}/api/v1/audio/transcriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.key}` },
      body: form,
    });
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').startsWith('application/json');
    return { status: response.status, headers: response.headers, text, body: json ? JSON.parse(text) : undefined };
  };

  beforeAll(async () => {
    app = await startInferenceApp();
    speech = await speak('Hello from the transcription test.', 'wav');
    speechSeconds = speech.readUInt32LE(40) / (22050 * 2);
  });
  afterAll(() => app?.close());
  beforeEach(() => app.upstream.reset());

  it('POST /audio/transcriptions returns 200 with the text, for espeak-ng speech sent to an upstream, and the measured duration', async () => {
    const response = await transcribe({ bytes: speech, name: 'hello.wav', type: 'audio/wav' }, { model: 'asr-upstream', language: 'en' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ text: `heard ${speech.length} bytes of hello.wav`, duration: expect.any(Number) });
    expect(response.body.duration).toBeCloseTo(speechSeconds, 1);
    expect(response.headers.get('x-service-model-id')).toBe('asr-upstream');
    const received = app.upstream.requests[0]!;
    expect(received.path).toBe('/v1/audio/transcriptions');
    expect(received.body).toMatchObject({
      model: 'upstream-whisper',
      response_format: 'json',
      language: 'en',
      file: { filename: 'hello.wav', type: 'audio/wav' },
    });
    expect(received.body.file.bytes.equals(speech)).toBe(true);
  });

  it('POST /audio/transcriptions returns 200 as text/plain, by trait and OpenAI name, for encoded audio too', async () => {
    const mp3 = await speak('An encoded sample.', 'mp3');
    for (const model of ['default', 'whisper-1']) {
      const response = await transcribe({ bytes: mp3, name: 'sample.mp3' }, { model, response_format: 'text' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      expect(response.text).toBe(`heard ${mp3.length} bytes of sample.mp3`);
    }
  });

  it('POST /audio/transcriptions returns 200 with word and segment timestamps when asked', async () => {
    const response = await transcribe({ bytes: speech, name: 'hello.wav' }, { model: 'asr-upstream', timestamps: 'true' });
    expect(response.status).toBe(200);
    expect(response.body.language).toBe('english');
    expect(response.body.timestamps.word[0]).toEqual({ word: 'heard', start: 0, end: 0.4 });
    expect(response.body.timestamps.segment).toHaveLength(1);
    expect(app.upstream.requests[0]!.body).toMatchObject({ response_format: 'verbose_json', 'timestamp_granularities[]': ['word', 'segment'] });
    // OpenAI's own way of asking
    const openai = await transcribe({ bytes: speech, name: 'hello.wav' }, { model: 'asr-upstream', 'timestamp_granularities[]': ['word'] });
    expect(openai.body.timestamps.word.length).toBeGreaterThan(0);
  });

  it('POST /audio/transcriptions returns 200 charged per second of decoded audio at the catalog price', async () => {
    const before = await balance();
    const response = await transcribe({ bytes: speech, name: 'hello.wav' }, { model: 'asr-upstream' });
    expect(response.status).toBe(200);
    // 0.001 USD a second = 1,000 micro-USD a second, rounded up
    expect(before - (await balance())).toBe(BigInt(Math.ceil(speechSeconds * 1000)));
  });

  it('POST /audio/transcriptions returns 415, 422, 413 and 400 for files it cannot take, charging nothing', async () => {
    const before = await balance();
    const text = await transcribe({ bytes: Buffer.from('plain words'), name: 'notes.txt', type: 'text/plain' }, { model: 'asr-upstream' });
    expect(text.status).toBe(415);
    expect(errorMessageOf(text.body)).toContain('WAV, FLAC, M4A, AAC, MP4, MP3, OGG, OGA, WEBM');
    const empty = await transcribe({ bytes: Buffer.alloc(0), name: 'empty.wav' }, { model: 'asr-upstream' });
    expect(empty.status).toBe(422);
    expect(errorOf(empty.body)).toEqual({ message: 'The audio file is empty or cannot be decoded', code: 'AUDIO_UNPROCESSABLE' });
    const garbage = await transcribe({ bytes: Buffer.from('this is not audio at all '.repeat(40)), name: 'fake.mp3' }, { model: 'asr-upstream' });
    expect(garbage.status).toBe(422);
    // a playlist naming a URL is refused, not followed
    const playlist = Buffer.from(`#EXTM3U\n#EXTINF:1,\n${app.upstream.url}/segment.ts\n`);
    expect((await transcribe({ bytes: playlist, name: 'playlist.wav' }, { model: 'asr-upstream' })).status).toBe(422);
    const large = await transcribe({ bytes: Buffer.alloc(25 * 1024 * 1024 + 1), name: 'large.wav' }, { model: 'asr-upstream' });
    expect(large.status).toBe(413);
    expect(errorOf(large.body)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'File exceeds the maximum allowed size of 25 MB.' });
    const textFile = await transcribe(undefined, { model: 'asr-upstream', file: 'not a file' });
    expect(textFile.status).toBe(400);
    expect(textFile.body).toMatchObject({ details: { file: { _errors: ['must be a file part'] } } });
    const missing = await transcribe(undefined, { model: 'asr-upstream' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ details: { file: { _errors: [expect.stringContaining('required')] } } });
    const post = (form: FormData) =>
      fetch(`${app.service.baseUrl}/api/v1/audio/transcriptions`, { method: 'POST', headers: { authorization: `Bearer ${app.key}` }, body: form });
    const two = new FormData();
    for (const name of ['a.wav', 'b.wav']) two.append('file', new Blob([new Uint8Array(speech)], { type: 'audio/wav' }), name);
    two.append('model', 'asr-upstream');
    const twoFiles = await post(two);
    expect(twoFiles.status).toBe(400);
    const fileModel = new FormData();
    fileModel.append('file', new Blob([new Uint8Array(speech)], { type: 'audio/wav' }), 'hello.wav');
    fileModel.append('model', new Blob(['asr-upstream']), 'model.txt');
    const modelAsFile = await post(fileModel);
    expect(modelAsFile.status).toBe(400);
    const unknownField = await transcribe({ bytes: speech, name: 'hello.wav' }, { model: 'asr-upstream', colour: 'blue' });
    expect(unknownField.status).toBe(400);
    expect((await transcribe({ bytes: speech, name: 'hello.wav' }, { model: 'speech-espeak' })).status).toBe(404);
    expect(app.upstream.requests).toHaveLength(0);
    expect(await balance()).toBe(before);
  });

  it('POST /audio/transcriptions returns 400 for a malformed multipart body and 415 for a JSON one', async () => {
    const malformed = await fetch(`${app.service.baseUrl}/api/v1/audio/transcriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.key}`, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="model"\r\n\r\nasr-upstream\r\n', // never closed
    });
    expect(malformed.status).toBe(400);
    const json = await fetch(`${app.service.baseUrl}/api/v1/audio/transcriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'asr-upstream' }),
    });
    expect(json.status).toBe(415);
  });

  it('POST /audio/transcriptions returns 503 and charges nothing when the upstream stays unavailable', async () => {
    const before = await balance();
    app.upstream.script(status(503), status(503), status(503));
    expect((await transcribe({ bytes: speech, name: 'hello.wav' }, { model: 'asr-upstream' })).status).toBe(503);
    expect(await balance()).toBe(before);
  });
});
