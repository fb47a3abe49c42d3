// The espeak engine on its own: text cut into pieces at sentence ends, every piece spoken in turn by
// the worker thread, an unknown voice refused by espeak-ng itself, and a stopped consumer leaving
// the worker free for the next request.
import { afterAll, describe, expect, it } from 'vitest';
import { EspeakEngine } from '../../src/providers/espeak/engine.js';
import { textChunks } from '../../src/providers/espeak/text-chunks.js';
import type { SpeechParams } from '../../src/providers/contracts/audio.js';
import { ProviderError } from '../../src/providers/contracts/provider-error.js';

const params = (input: string, voice = 'en'): SpeechParams => ({ model: 'tts', input, voice, format: 'pcm', speed: 1 });

async function samplesOf(engine: EspeakEngine, input: string): Promise<Buffer[]> {
  const audio = await engine.speak(params(input), new AbortController().signal);
  if (audio.kind !== 'samples') throw new Error('expected samples');
  const chunks: Buffer[] = [];
  for await (const chunk of audio.chunks) chunks.push(chunk);
  return chunks;
}

describe('espeak engine', () => {
  const engine = new EspeakEngine();
  afterAll(() => engine.close());

  it('cuts text after sentence ends, and long sentences at spaces, into pieces of at most the limit', () => {
    expect(textChunks('One. Two! Three?', 6)).toEqual(['One. ', 'Two! ', 'Three?']);
    expect(textChunks('One. Two. Three.', 300)).toEqual(['One. Two. Three.']);
    const long = 'word '.repeat(100);
    const pieces = textChunks(long, 50);
    expect(pieces.every((piece) => piece.length <= 50)).toBe(true);
    expect(pieces.join('')).toBe(long);
    expect(textChunks('   ')).toEqual([]);
    // nothing is lost, punctuation included
    for (const text of ['...Hello there', '?', 'a;b:c\nd', '!!! wow. ok']) expect(textChunks(text, 4).join('')).toBe(text);
  });

  it('speaks each piece in turn, as 16-bit samples', async () => {
    const one = await samplesOf(engine, 'First sentence.');
    const three = await samplesOf(engine, `First sentence. ${'Another sentence follows here. '.repeat(20)}`);
    expect(one).toHaveLength(1);
    expect(three.length).toBeGreaterThan(1);
    expect(three.every((chunk) => chunk.length % 2 === 0 && chunk.length > 0)).toBe(true);
  });

  it('refuses a voice espeak-ng does not have, and keeps working after a consumer stops early', async () => {
    await expect(engine.speak(params('Hello', 'nonexistent'), new AbortController().signal)).rejects.toBeInstanceOf(ProviderError);
    const audio = await engine.speak(params('Sentence one. '.repeat(40)), new AbortController().signal);
    if (audio.kind !== 'samples') throw new Error('expected samples');
    for await (const _chunk of audio.chunks) break; // the client left after the first piece
    expect((await samplesOf(engine, 'Still here.')).length).toBe(1);
  });
});
