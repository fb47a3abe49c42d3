// The real default transcription model, Whisper base, on the embedded whisper.cpp engine through
// the HTTP API: the service's own default speech (Piper's joe voice, where its file can be had)
// transcribed back, a German voice's language detected, the
// timed formats parsed, refusals uncharged, and the engine's bound held while /models answers.
// One service for the file; skipped, saying why, only when the model file cannot be had.
import OpenAI, { toFile } from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf } from '../../src/billing/ledger.js';
import { accountOwner } from '../../src/money.js';
import type { WhisperCppEngine } from '../../src/providers/whisper-cpp/engine.js';
import { errorMessageOf } from '../support/error-body.js';
import { startRealModelApp } from '../support/real-model.js';
import type { TestApp } from '../support/test-app.js';

const SENTENCE = 'The weather today is sunny and warm, with a light breeze from the west.';
const words = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

/** A 16 kHz mono 16-bit WAV of these samples. */
function wav(samples: Int16Array): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.byteLength, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.byteLength, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer)]);
}

/** A WAV file's length in seconds: its data chunk over its byte rate. */
function wavSeconds(file: Buffer): number {
  const data = file.indexOf('data', 12);
  return file.readUInt32LE(data + 4) / file.readUInt32LE(28);
}

/** Timed pieces (segments or cues) follow one another, each ending after it starts and inside the audio. */
function expectInOrderWithin(timed: readonly { start: number; end: number }[], duration: number): void {
  expect(timed.length).toBeGreaterThan(0);
  let previous = 0;
  for (const piece of timed) {
    expect(piece.start).toBeGreaterThanOrEqual(previous);
    expect(piece.end).toBeGreaterThan(piece.start);
    expect(piece.end).toBeLessThanOrEqual(duration + 0.001);
    previous = piece.end;
  }
}

/** Cues of SubRip or WebVTT text: each cue's start and end in seconds and its text; throws on a malformed cue. */
function parseCues(text: string, format: 'srt' | 'vtt'): { start: number; end: number; text: string }[] {
  const separator = format === 'srt' ? ',' : '\\.';
  const time = `(\\d{2}):(\\d{2}):(\\d{2})${separator}(\\d{3})`;
  const body = format === 'vtt' ? text.replace(/^WEBVTT\n\n/, '') : text;
  if (format === 'vtt' && body === text) throw new Error('no WEBVTT header');
  return body
    .trim()
    .split(/\n\n+/)
    .map((block, index) => {
      const lines = block.split('\n');
      if (format === 'srt' && lines.shift() !== String(index + 1)) throw new Error(`cue ${index + 1} is not numbered in order`);
      const match = new RegExp(`^${time} --> ${time}$`).exec(lines.shift() ?? '');
      if (!match) throw new Error(`cue ${index + 1} has no timing line`);
      const seconds = (at: number) => Number(match[at]) * 3600 + Number(match[at + 1]) * 60 + Number(match[at + 2]) + Number(match[at + 3]) / 1000;
      return { start: seconds(1), end: seconds(5), text: lines.join('\n') };
    });
}

describe('Whisper base, the default transcription model, on the embedded whisper.cpp', () => {
  let skipReason = '';
  let service: TestApp | undefined;
  let close: (() => Promise<void>) | undefined;
  let english: Buffer;
  /** The speech model that said the English sentence. */
  let spokenBy: string | null = null;

  const balance = async () => {
    await service!.app.services.credits.drain();
    return (await balancesOf(service!.app.services.database, accountOwner(service!.app.bootstrap.accountId))).USD.amount;
  };
  const speak = async (body: Record<string, unknown>) => {
    const response = await fetch(`${service!.baseUrl}/api/v1/audio/speech`, {
      method: 'POST',
      headers: { authorization: `Bearer ${service!.adminKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ response_format: 'wav', ...body }),
    });
    expect(response.status).toBe(200);
    spokenBy = response.headers.get('x-service-model-id');
    return Buffer.from(await response.arrayBuffer());
  };
  const transcribe = async (file: { bytes: Buffer; name: string; type?: string }, fields: Record<string, string | string[]> = {}) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'audio/wav' }), file.name);
    for (const [name, value] of Object.entries({ model: 'whisper-1', ...fields })) for (const item of [value].flat()) form.append(name, item);
    const response = await fetch(`${service!.baseUrl}/api/v1/audio/transcriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${service!.adminKey}` },
      body: form,
    });
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').startsWith('application/json');
    return { status: response.status, headers: response.headers, text, body: json ? JSON.parse(text) : undefined };
  };

  beforeAll(async () => {
    const started = await startRealModelApp('whisper-base', 'tts-piper-joe');
    if ('skipReason' in started) skipReason = started.skipReason;
    else {
      ({ service, close } = started);
      english = await speak({ model: 'tts-1', voice: 'alloy', input: SENTENCE });
      console.info(`the English sentence is spoken by ${spokenBy}`);
    }
  }, 300_000);
  afterAll(() => close?.());

  it("POST /audio/transcriptions returns 200 with at least 80% of the words of the service's own speech, charged by its duration", async (context) => {
    if (!service) return context.skip(skipReason);
    const before = await balance();
    const response = await transcribe({ bytes: english, name: 'fox.wav' }, { language: 'en' });
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('x-service-model-id')).toBe('whisper-base');
    const heard = new Set(words(response.body.text));
    const spoken = words(SENTENCE);
    expect(spoken.filter((word) => heard.has(word)).length / spoken.length, response.body.text).toBeGreaterThanOrEqual(0.8);
    // 0.00001 USD a second = 10 micro-USD a second, rounded up
    expect(before - (await balance())).toBe(BigInt(Math.ceil(response.body.duration * 10)));
  }, 120_000);

  it("OpenAI's Node SDK transcribes with whisper-1 as verbose_json, with the language, the audio's duration and timed segments in order inside it", async (context) => {
    if (!service) return context.skip(skipReason);
    const client = new OpenAI({ baseURL: `${service.baseUrl}/api/v1`, apiKey: service.adminKey });
    const verbose = await client.audio.transcriptions.create({
      model: 'whisper-1',
      file: await toFile(english, 'weather.wav'),
      response_format: 'verbose_json',
      timestamp_granularities: ['segment'],
    });
    expect(verbose).toMatchObject({ task: 'transcribe', language: 'english', text: expect.stringMatching(/sunny/i) });
    expect(verbose.segments?.[0]).toMatchObject({ id: 0, start: expect.any(Number), end: expect.any(Number), text: expect.stringMatching(/weather/i) });
    expect(verbose.duration).toBeCloseTo(wavSeconds(english), 1);
    expectInOrderWithin(verbose.segments!, verbose.duration);
  }, 120_000);

  it('POST /audio/transcriptions returns 200 detecting German spoken by an espeak-ng voice', async (context) => {
    if (!service) return context.skip(skipReason);
    const german = await speak({ model: 'tts-espeak', voice: 'de', input: 'Guten Morgen, wie geht es dir heute?' });
    const response = await transcribe({ bytes: german, name: 'morgen.wav' }, { response_format: 'verbose_json' });
    expect(response.status, response.text).toBe(200);
    expect(response.body.language).toBe('german');
    expect(response.body.text).toMatch(/morgen/i);
  }, 120_000);

  it('POST /audio/transcriptions returns 422, 415 and 400 naming silence, a corrupt file, a wrong type, an unknown language and over-long audio, charging nothing', async (context) => {
    if (!service) return context.skip(skipReason);
    const before = await balance();
    const silence = await transcribe({ bytes: wav(new Int16Array(32_000)), name: 'silence.wav' });
    expect(silence.status).toBe(422);
    expect(errorMessageOf(silence.body)).toContain('no speech');
    const corrupt = await transcribe({
      bytes: Buffer.concat([english.subarray(0, 44), Buffer.from('not audio samples')]).fill(7, 20, 24),
      name: 'corrupt.wav',
    });
    expect(corrupt.status).toBe(422);
    const text = await transcribe({ bytes: Buffer.from('plain words'), name: 'notes.txt', type: 'text/plain' });
    expect(text.status).toBe(415);
    const language = await transcribe({ bytes: english, name: 'fox.wav' }, { language: 'xx' });
    expect(language.status).toBe(400);
    expect(errorMessageOf(language.body)).toContain('language xx is not one model whisper-base transcribes');
    const long = await transcribe({ bytes: wav(new Int16Array(16_000 * 601)), name: 'long.wav' });
    expect(long.status).toBe(422);
    expect(errorMessageOf(long.body)).toContain('more than 600 s, the longest model whisper-base takes');
    expect(await balance()).toBe(before);
  }, 120_000);

  it('POST /audio/transcriptions runs parallel requests one at a time on the engine while GET /models answers, as srt and vtt whose cues are in order inside the audio', async (context) => {
    if (!service) return context.skip(skipReason);
    const engine = service.app.services.engines.get('whisper-base')!.engine.transcription as WhisperCppEngine;
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, engine.transcribing)), 5);
    const formats = ['srt', 'vtt'] as const;
    const requests = formats.map((format) => transcribe({ bytes: english, name: 'fox.wav' }, { response_format: format, language: 'en' }));
    await expect.poll(() => engine.transcribing, { timeout: 60_000 }).toBe(1);
    const models = await fetch(`${service.baseUrl}/api/v1/models?type=asr`);
    expect(models.status).toBe(200);
    expect((await models.json()).data.map((model: { id: string }) => model.id)).toContain('whisper-base');
    expect(engine.transcribing).toBe(1);
    const answers = await Promise.all(requests);
    clearInterval(watch);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(most).toBe(1);
    for (const [index, format] of formats.entries()) {
      const subtitles = answers[index]!;
      expect(subtitles.headers.get('content-type')).toContain(format === 'vtt' ? 'text/vtt' : 'text/plain');
      const cues = parseCues(subtitles.text, format);
      expect(cues.map((cue) => cue.text).join(' ')).toMatch(/weather/i);
      expectInOrderWithin(cues, wavSeconds(english));
    }
  }, 300_000);
});
