// POST /audio/speech over HTTP: real espeak-ng audio from the embedded engine (WAV headers,
// durations, encoded formats, streaming), an openai-compatible upstream on loopback, the 400s that
// name what a model offers, and the charge per input character.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { balancesOf } from '../../src/billing/ledger.js';
import { accountOwner } from '../../src/money.js';
import { speech, status } from '../support/fake-upstream.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';
import { errorOf } from '../support/error-body.js';

/** The fields of a RIFF/WAVE header and how long its samples last. */
function wavInfo(bytes: Buffer) {
  const sampleRate = bytes.readUInt32LE(24);
  const dataBytes = bytes.readUInt32LE(40);
  return {
    riff: bytes.toString('ascii', 0, 4),
    wave: bytes.toString('ascii', 8, 12),
    format: bytes.readUInt16LE(20),
    channels: bytes.readUInt16LE(22),
    sampleRate,
    bits: bytes.readUInt16LE(34),
    dataBytes,
    seconds: dataBytes / (sampleRate * 2),
  };
}

describe('Speech', () => {
  let app: InferenceApp;
  const speak = (body: Record<string, unknown>) => app.service.call('createSpeech', { key: app.key, body: body as never });
  /** The audio bytes themselves (the typed client reads bodies as text). */
  const audio = async (body: Record<string, unknown>) => {
    const response = await fetch(`${app.service.baseUrl}/api/v1/audio/speech`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  /** The account's USD balance as written, leases given back (micro-USD). */
  const balance = async () => {
    await app.service.app.services.credits.drain();
    return (await balancesOf(app.service.app.services.database, accountOwner(app.service.app.bootstrap.accountId))).USD.amount;
  };

  beforeAll(async () => {
    app = await startInferenceApp();
  });
  afterAll(() => app?.close());
  beforeEach(() => app.upstream.reset());

  it('POST /audio/speech returns 200 with espeak-ng WAV audio whose length follows the input', async () => {
    const short = await audio({ model: 'speech-espeak', input: 'Hello.', response_format: 'wav' });
    expect(short.response.status).toBe(200);
    expect(short.response.headers.get('content-type')).toBe('audio/wav');
    expect(short.response.headers.get('x-service-model-id')).toBe('speech-espeak');
    expect(short.response.headers.get('x-service-audio-format')).toBe('wav');
    const info = wavInfo(short.bytes);
    expect(info).toMatchObject({ riff: 'RIFF', wave: 'WAVE', format: 1, channels: 1, sampleRate: 22050, bits: 16 });
    expect(info.dataBytes).toBe(short.bytes.length - 44);
    expect(info.seconds).toBeGreaterThan(0.2);

    const long = await audio({ model: 'speech-espeak', input: 'Hello. This sentence is a good deal longer than the first one was.', response_format: 'wav' });
    expect(wavInfo(long.bytes).seconds).toBeGreaterThan(info.seconds * 2);
    const other = await audio({ model: 'speech-espeak', input: 'Goodbye.', response_format: 'wav' });
    expect(other.bytes.equals(short.bytes)).toBe(false);
    // not silence
    const samples = new Int16Array(short.bytes.buffer, short.bytes.byteOffset + 44, info.dataBytes / 2);
    expect(Math.max(...samples.map(Math.abs))).toBeGreaterThan(1000);
  });

  it("POST /audio/speech returns 200 in the model's default format, and speaks slower at a lower speed", async () => {
    const normal = await audio({ model: 'speech-espeak', input: 'The quick brown fox jumps over the lazy dog.' });
    expect(normal.response.headers.get('content-type')).toBe('audio/wav'); // the fixture's default_format
    const slow = await audio({ model: 'speech-espeak', input: 'The quick brown fox jumps over the lazy dog.', speed: 0.5 });
    expect(wavInfo(slow.bytes).seconds).toBeGreaterThan(wavInfo(normal.bytes).seconds * 1.5);
    const voiced = await audio({ model: 'speech-espeak', input: 'The quick brown fox jumps over the lazy dog.', voice: 'en+f3' });
    expect(voiced.bytes.equals(normal.bytes)).toBe(false);
  });

  it('POST /audio/speech returns 200 with mp3, opus, aac and flac from the encoder, and raw pcm', async () => {
    const input = 'Encoded speech.';
    const magic = async (format: string) => (await audio({ model: 'speech-espeak', input, response_format: format })).bytes;
    const mp3 = await magic('mp3');
    expect(mp3.toString('ascii', 0, 3) === 'ID3' || (mp3[0] === 0xff && (mp3[1]! & 0xe0) === 0xe0)).toBe(true);
    const opus = await magic('opus');
    expect(opus.toString('ascii', 0, 4)).toBe('OggS');
    expect(opus.includes(Buffer.from('OpusHead'))).toBe(true);
    const aac = await magic('aac');
    expect(aac[0]).toBe(0xff);
    expect(aac[1]! & 0xf0).toBe(0xf0); // ADTS sync word
    expect((await magic('flac')).toString('ascii', 0, 4)).toBe('fLaC');

    const pcm = await audio({ model: 'speech-espeak', input, response_format: 'pcm' });
    expect(pcm.response.headers.get('content-type')).toBe('audio/pcm');
    expect(pcm.response.headers.get('x-service-audio-sample-rate')).toBe('22050');
    const wav = await audio({ model: 'speech-espeak', input, response_format: 'wav' });
    expect(pcm.bytes.equals(wav.bytes.subarray(44))).toBe(true);
  });

  it('POST /audio/speech returns 200 streamed in chunks when streaming is true, a WAV of unknown length', async () => {
    const sentences = Array.from({ length: 12 }, (_, index) => `This is sentence number ${index + 1} of a long text to speak.`).join(' ');
    const response = await fetch(`${app.service.baseUrl}/api/v1/audio/speech`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'speech-espeak', input: sentences, response_format: 'wav', streaming: true }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const parts: Buffer[] = [];
    for await (const chunk of response.body!) parts.push(Buffer.from(chunk));
    const bytes = Buffer.concat(parts);
    expect(parts.length).toBeGreaterThan(1);
    expect(bytes.readUInt32LE(40)).toBe(0xffffffff);
    expect((bytes.length - 44) / 44100).toBeGreaterThan(20);
  });

  it('POST /audio/speech returns 200 charged per input character at the catalog price', async () => {
    const before = await balance();
    const input = 'x'.repeat(1000);
    expect((await audio({ model: 'speech-espeak', input, response_format: 'pcm' })).response.status).toBe(200);
    // 1000 characters at 10 USD per million
    expect(before - (await balance())).toBe(10_000n);
  });

  it('POST /audio/speech returns 400 naming the voices, formats and speeds the model offers', async () => {
    const voice = await speak({ model: 'speech-espeak', input: 'Hi', voice: 'marin' });
    expect(voice.status).toBe(400);
    expect(voice.text).toContain('Voice marin is not available for speech-espeak; its voices: en, fr, en+f3, alloy, nova');
    const format = await speak({ model: 'speech-upstream', input: 'Hi', response_format: 'opus' });
    expect(format.status).toBe(400);
    expect(errorOf(format.body)).toMatchObject({ message: 'speech-upstream does not support response_format opus; supported: mp3, wav' });
    expect((await speak({ model: 'speech-espeak', input: 'Hi', speed: 4 })).status).toBe(400);
    expect((await speak({ model: 'speech-espeak', input: 'Hi', response_format: 'ogg' })).status).toBe(400);
    expect((await speak({ model: 'speech-espeak', input: '' })).status).toBe(400);
    expect((await speak({ model: 'speech-espeak', input: 'x'.repeat(4097) })).status).toBe(400);
    expect((await speak({ model: 'chat-basic', input: 'Hi' })).status).toBe(404);
    expect(app.upstream.requests).toHaveLength(0);
  });

  it("POST /audio/speech returns 200 speaking an OpenAI voice name as the model's own voice it stands for", async () => {
    const input = 'The same words in the same voice.';
    const aliased = await audio({ model: 'speech-espeak', input, voice: 'nova', response_format: 'wav' });
    expect(aliased.response.status).toBe(200);
    const own = await audio({ model: 'speech-espeak', input, voice: 'en+f3', response_format: 'wav' });
    expect(aliased.bytes.equals(own.bytes)).toBe(true);
    expect(aliased.bytes.equals((await audio({ model: 'speech-espeak', input, voice: 'alloy', response_format: 'wav' })).bytes)).toBe(false);

    app.upstream.script(speech());
    const upstream = await audio({ model: 'speech-upstream', input: 'Hi', voice: 'shimmer' });
    expect(upstream.response.status).toBe(200);
    expect(app.upstream.requests[0]!.body).toMatchObject({ voice: 'nova' });
  });

  it("GET /models?type=tts returns 200 listing each speech model's voice aliases beside its voices", async () => {
    const response = await app.service.call('listModels', { key: app.key, query: { type: 'tts' } });
    expect(response.status).toBe(200);
    const specs = Object.fromEntries((response.body as { data: { id: string; model_spec: object }[] }).data.map((model) => [model.id, model.model_spec]));
    expect(specs['speech-espeak']).toMatchObject({ voices: ['en', 'fr', 'en+f3'], voice_aliases: { alloy: 'en', nova: 'en+f3' } });
    expect(specs['speech-upstream']).toMatchObject({ voices: ['alloy', 'nova'], voice_aliases: { shimmer: 'nova' } });
  });

  it('POST /audio/speech returns 200 from the default speech model when model is left out', async () => {
    const response = await audio({ input: 'No model named.', voice: 'alloy' });
    expect(response.response.status).toBe(200);
    expect(response.response.headers.get('x-service-model-id')).toBe('speech-espeak');
    expect(response.bytes.toString('ascii', 0, 4)).toBe('RIFF');
  });

  it('POST /audio/speech returns 200 from an openai-compatible upstream, passed on chunk by chunk', async () => {
    app.upstream.script(speech({ pieces: 3, delayMs: 50 }));
    const response = await fetch(`${app.service.baseUrl}/api/v1/audio/speech`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'speech-upstream', input: 'Hello upstream', voice: 'nova', speed: 1.25, instructions: 'cheerful', streaming: true }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    const parts: string[] = [];
    for await (const chunk of response.body!) parts.push(Buffer.from(chunk).toString());
    expect(parts.join('')).toBe('AUDIO:nova:Hello upstream');
    expect(parts.length).toBeGreaterThan(1);
    expect(app.upstream.requests[0]!.path).toBe('/v1/audio/speech');
    expect(app.upstream.requests[0]!.body).toEqual({
      model: 'upstream-tts',
      input: 'Hello upstream',
      voice: 'nova',
      response_format: 'mp3',
      speed: 1.25,
      instructions: 'cheerful',
    });
  });

  it('POST /audio/speech returns 503 and charges nothing when the upstream stays unavailable', async () => {
    const before = await balance();
    app.upstream.script(status(503), status(503), status(503));
    const response = await speak({ model: 'speech-upstream', input: 'Hi' });
    expect(response.status).toBe(503);
    expect(await balance()).toBe(before);
  });
});
