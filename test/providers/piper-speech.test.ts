// The default speech, Piper's en_US joe voice on the embedded ONNX Runtime from espeak-ng's phonemes,
// answering OpenAI's speech request (tts-1, alloy) through the API in every output format, and
// speaking sentence by sentence. It uses the voice in the data folder, fetching it as `npm run cli --
// models pull` would when it is missing; when it cannot be had (no pip, no registry), the tests are
// skipped and say why.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PiperSpeechEngine } from '../../src/providers/onnx/piper-speech.js';
import { creditTestAccount } from '../support/credit.js';
import { configServing, realModelFile } from '../support/real-model.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const MODEL_ID = 'tts-piper-joe';
const SENTENCE = 'The quick brown fox jumps over the lazy dog.';
const FORMATS = ['mp3', 'opus', 'aac', 'flac', 'wav', 'pcm'] as const;

const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/** Seconds of audio in an encoded file, as ffmpeg decodes it (16 kHz mono 16-bit). */
function decodedSeconds(bytes: Buffer, format: string): number {
  const input = format === 'pcm' ? ['-f', 's16le', '-ar', '22050', '-ac', '1'] : [];
  const decoded = spawnSync(ffmpeg, ['-v', 'error', ...input, '-i', 'pipe:0', '-f', 's16le', '-ac', '1', '-ar', '16000', 'pipe:1'], {
    input: bytes,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (decoded.status !== 0) throw new Error(`ffmpeg cannot decode the ${format} answer: ${decoded.stderr.toString()}`);
  return decoded.stdout.length / 32_000;
}

describe('Piper joe, the default speech', () => {
  let skipReason = '';
  let service: TestApp | undefined;
  let configDir: string;

  const speak = (body: Record<string, unknown>) =>
    fetch(`${service!.baseUrl}/api/v1/audio/speech`, {
      method: 'POST',
      headers: { authorization: `Bearer ${service!.adminKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    const found = await realModelFile(MODEL_ID);
    if ('missing' in found) {
      skipReason = found.missing;
      return console.warn(`skipping the Piper speech tests: ${skipReason}`);
    }
    configDir = configServing(found.file);
    service = await startTestApp({ configDir });
    await creditTestAccount(service, '5');
  }, 300_000);
  afterAll(async () => {
    await service?.close();
    if (configDir) rmSync(configDir, { recursive: true, force: true });
  });

  it.for(FORMATS)('POST /audio/speech returns 200 with a sentence spoken by joe for tts-1 and alloy in %s', async (format, context) => {
    if (!service) return context.skip(skipReason);
    const response = await speak({ model: 'tts-1', voice: 'alloy', input: SENTENCE, response_format: format });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-service-model-id')).toBe(MODEL_ID);
    // nine words: about three seconds at a speaking pace, never a blip nor a minute
    const seconds = decodedSeconds(Buffer.from(await response.arrayBuffer()), format);
    expect(seconds).toBeGreaterThan(1.5);
    expect(seconds).toBeLessThan(6);
  });

  it('POST /audio/speech returns 200 slower at speed 0.5 than at 1', async (context) => {
    if (!service) return context.skip(skipReason);
    const seconds = async (speed: number) =>
      decodedSeconds(Buffer.from(await (await speak({ model: MODEL_ID, input: SENTENCE, response_format: 'wav', speed })).arrayBuffer()), 'wav');
    expect(await seconds(0.5)).toBeGreaterThan((await seconds(1)) * 1.5);
  });

  it('POST /audio/speech returns 200 streamed, each sentence in turn, when streaming is true', async (context) => {
    if (!service) return context.skip(skipReason);
    const input = 'One sentence comes first. Another follows it. The last one ends the text.';
    const response = await speak({ model: 'tts-1', voice: 'nova', input, response_format: 'pcm', streaming: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const parts: Buffer[] = [];
    for await (const chunk of response.body!) parts.push(Buffer.from(chunk));
    expect(parts.length).toBeGreaterThan(1);
    expect(decodedSeconds(Buffer.concat(parts), 'pcm')).toBeGreaterThan(3);
  });

  it("gives the first sentence's audio before the last sentence is made", async (context) => {
    if (!service) return context.skip(skipReason);
    const engine = service.app.services.engines.get(MODEL_ID)!.engine.speech as PiperSpeechEngine;
    const before = engine.sentencesMade;
    const audio = await engine.speak(
      { model: MODEL_ID, input: 'First comes this. Then that. And at last the end.', voice: 'joe', format: 'pcm', speed: 1 },
      new AbortController().signal,
    );
    const chunks = audio.chunks[Symbol.asyncIterator]();
    const first = await chunks.next();
    expect(first.value.length).toBeGreaterThan(0);
    // The caller holds the first sentence's audio and has asked for nothing more: the rest is not made.
    expect(engine.sentencesMade - before).toBe(1);
    let count = 1;
    while (!(await chunks.next()).done) count += 1;
    expect(count).toBe(3);
    expect(engine.sentencesMade - before).toBe(3);
  });
});
