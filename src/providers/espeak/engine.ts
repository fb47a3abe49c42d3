// The `espeak` engine: embedded speech with espeak-ng (WebAssembly, from the text2wav package, its
// voice data inside), so a fresh install speaks with no upstream. Synthesis runs in one worker
// thread (espeak-worker.cjs), one text chunk at a time: concurrent requests take turns chunk by
// chunk, and the event loop never waits on it. The samples are 16-bit mono at espeak-ng's rate
// (22,050 Hz); the service wraps or encodes them (src/audio/).
import { Worker } from 'node:worker_threads';
import type { SpeechAudio, SpeechEngine, SpeechParams } from '../contracts/audio.js';
import { ProviderError } from '../contracts/provider-error.js';
import { textChunks } from './text-chunks.js';

/** espeak-ng's words per minute at speed 1, and the range it honours (it clamps outside it). */
export const NORMAL_WORDS_PER_MINUTE = 175;
const WORDS_PER_MINUTE_RANGE = [80, 450] as const;
/** Chunks waiting for the worker (each request has at most one); more are refused as overloaded (503, retry), not queued without bound. */
const MAX_WAITING_CHUNKS = 16;

interface Reply {
  id: number;
  phonemes?: string[];
  samples?: Uint8Array;
  sampleRate?: number;
  error?: string;
}

interface Pending {
  resolve: (reply: { samples: Buffer; sampleRate: number; phonemes: string[] }) => void;
  reject: (error: Error) => void;
}

export class EspeakEngine implements SpeechEngine {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  async speak(params: SpeechParams, signal: AbortSignal): Promise<SpeechAudio> {
    signal.throwIfAborted();
    if (this.pending.size >= MAX_WAITING_CHUNKS) {
      throw new ProviderError('overloaded', `espeak is busy: ${this.pending.size} requests are waiting`, { status: 503, retryAfterSeconds: 1 });
    }
    const wordsPerMinute = Math.min(WORDS_PER_MINUTE_RANGE[1], Math.max(WORDS_PER_MINUTE_RANGE[0], Math.round(NORMAL_WORDS_PER_MINUTE * params.speed)));
    const chunks = textChunks(params.input);
    // The first chunk is synthesized before answering, so the sample rate is known and a failure is still an error status.
    const first = await this.synthesize(chunks[0] ?? ' ', params.voice, wordsPerMinute, signal);
    return { kind: 'samples', sampleRate: first.sampleRate, chunks: this.rest(first.samples, chunks.slice(1), params.voice, wordsPerMinute, signal) };
  }

  private async *rest(first: Buffer, chunks: string[], voice: string, wordsPerMinute: number, signal: AbortSignal): AsyncGenerator<Buffer> {
    yield first;
    for (const chunk of chunks) yield (await this.synthesize(chunk, voice, wordsPerMinute, signal)).samples;
  }

  /** The IPA phonemes espeak-ng gives a text in a voice (its language), one string a clause: what Piper voices speak from. */
  async phonemes(text: string, voice: string, signal: AbortSignal): Promise<string[]> {
    if (this.pending.size >= MAX_WAITING_CHUNKS) {
      throw new ProviderError('overloaded', `espeak is busy: ${this.pending.size} texts are waiting for their phonemes`, { status: 503, retryAfterSeconds: 1 });
    }
    return (await this.request({ text, voice, ipa: true }, signal)).phonemes;
  }

  private synthesize(text: string, voice: string, wordsPerMinute: number, signal: AbortSignal): Promise<{ samples: Buffer; sampleRate: number }> {
    return this.request({ text, voice, wordsPerMinute }, signal);
  }

  private request(message: { text: string; voice: string; wordsPerMinute?: number; ipa?: true }, signal: AbortSignal) {
    signal.throwIfAborted();
    const id = this.nextId++;
    return new Promise<{ samples: Buffer; sampleRate: number; phonemes: string[] }>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.ensureWorker().postMessage({ id, ...message });
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./espeak-worker.cjs', import.meta.url));
    worker.on('message', (reply: Reply) => {
      const pending = this.pending.get(reply.id);
      if (!pending) return;
      this.pending.delete(reply.id);
      if (reply.phonemes) pending.resolve({ samples: Buffer.alloc(0), sampleRate: 0, phonemes: reply.phonemes });
      else if (reply.error !== undefined || !reply.samples) pending.reject(new ProviderError('engine_error', reply.error ?? 'espeak-ng produced no audio'));
      else
        pending.resolve({
          samples: Buffer.from(reply.samples.buffer, reply.samples.byteOffset, reply.samples.byteLength),
          sampleRate: reply.sampleRate ?? 22050,
          phonemes: [],
        });
    });
    // A worker that dies fails what it was doing; the next request starts a new one.
    const failAll = (reason: string) => {
      if (this.worker === worker) this.worker = undefined;
      for (const pending of this.pending.values()) pending.reject(new ProviderError('engine_error', reason));
      this.pending.clear();
    };
    worker.on('error', (error) => failAll(`espeak worker failed: ${error.message}`));
    worker.on('exit', (code) => failAll(`espeak worker exited with code ${code}`));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}
