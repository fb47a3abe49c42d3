// The embedded `piper` engine: natural speech from a Piper voice (VITS, exported to ONNX) on ONNX
// Runtime. espeak-ng (the espeak engine's worker) turns each sentence into IPA phonemes, the pool
// runs the voice on them, and the sentence's 16-bit samples go out before the next sentence is
// made: a streamed answer starts after the first sentence, whatever the length of the text.
import { EspeakEngine } from '../espeak/engine.js';
import { sentencesOf } from '../espeak/text-chunks.js';
import type { SpeechAudio, SpeechEngine, SpeechParams } from '../contracts/audio.js';
import { ProviderError } from '../contracts/provider-error.js';
import type { OnnxPool } from './onnx-pool.js';
import { phonemeIds, type PiperVoice, readPiperVoice, sentencePhonemes } from './piper-voice.js';

/** The pause between sentences, as Piper makes it. */
const SENTENCE_SILENCE_SECONDS = 0.2;

export class PiperSpeechEngine implements SpeechEngine {
  private voice: Promise<PiperVoice> | undefined;
  private readonly phonemizer = new EspeakEngine();
  /** Sentences synthesized since the engine started (tests watch a stream's progress by it). */
  sentencesMade = 0;

  constructor(
    private readonly file: string,
    private readonly pool: OnnxPool,
  ) {}

  async speak(params: SpeechParams, signal: AbortSignal): Promise<SpeechAudio> {
    const voice = await this.loadVoice();
    const sentences = sentencesOf(params.input);
    // The first sentence is made before answering, so a failure is still an error status.
    const first = await this.sentence(sentences[0] ?? '', voice, params.speed, signal);
    return { kind: 'samples', sampleRate: voice.sampleRate, chunks: this.rest(first, sentences.slice(1), voice, params.speed, signal) };
  }

  /** Each later sentence is made only when the one before has been taken. */
  private async *rest(first: Buffer, sentences: string[], voice: PiperVoice, speed: number, signal: AbortSignal): AsyncGenerator<Buffer> {
    yield first;
    const pause = Buffer.alloc(Math.round(voice.sampleRate * SENTENCE_SILENCE_SECONDS) * 2);
    for (const sentence of sentences) yield Buffer.concat([pause, await this.sentence(sentence, voice, speed, signal)]);
  }

  private async sentence(text: string, voice: PiperVoice, speed: number, signal: AbortSignal): Promise<Buffer> {
    const clauses = text.trim() === '' ? [] : await this.phonemizer.phonemes(text, voice.espeakVoice, signal);
    if (clauses.length === 0) return Buffer.alloc(Math.round(voice.sampleRate * SENTENCE_SILENCE_SECONDS) * 2); // nothing to say: a pause
    const ids = BigInt64Array.from(phonemeIds(voice, sentencePhonemes(clauses, text)), (id) => BigInt(id));
    const scales: [number, number, number] = [voice.noiseScale, voice.lengthScale / speed, voice.noiseWidth];
    const answer = await this.pool.run({ kind: 'piper', file: this.file, ids, scales }, [ids.buffer as ArrayBuffer], signal);
    if (!('samples' in answer)) throw new ProviderError('malformed', 'the Piper voice returned no audio');
    this.sentencesMade += 1;
    return Buffer.from(answer.samples.buffer, answer.samples.byteOffset, answer.samples.byteLength);
  }

  private loadVoice(): Promise<PiperVoice> {
    this.voice ??= readPiperVoice(`${this.file}.json`).catch((error: Error) => {
      this.voice = undefined;
      throw new ProviderError('upstream_error', `the Piper voice's config cannot be read: ${error.message}`);
    });
    return this.voice;
  }

  async close(): Promise<void> {
    await this.phonemizer.close();
  }
}
