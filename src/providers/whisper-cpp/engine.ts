// The embedded transcription engine: whisper.cpp (@napi-rs/whisper) in a bounded pool of worker
// threads, each holding the model once loaded, fed the 16 kHz samples the audio decoder already
// made (src/audio/decoded-duration.ts). A request waits in a bounded line for a free worker; past
// that it is a 503 with Retry-After, before anything is charged. Workers start on first use, so a
// service that never transcribes loads no model (docs/decisions/0043).
import type { Worker } from 'node:worker_threads';
import { apiError } from '../../errors.js';
import { startModuleWorker } from '../../module-worker.js';
import type { TranscriptionEngine, TranscriptionParams, TranscriptionResult } from '../contracts/audio.js';
import { ProviderError } from '../contracts/provider-error.js';
import type { WhisperAnswer, WhisperJob, WhisperWorkerData } from './whisper-worker.js';

export interface WhisperCppSettings {
  /** Transcriptions at once: one worker (and one loaded model) each (WHISPER_WORKERS). */
  workers: number;
  /** CPU threads of each (WHISPER_THREADS). */
  threads: number;
  /** Transcriptions that may wait for a worker (WHISPER_QUEUE_LIMIT). */
  queueLimit: number;
  /** The longest audio transcribed, in seconds (WHISPER_MAX_SECONDS). */
  maxSeconds: number;
}

interface Task {
  job: Omit<WhisperJob, 'id'>;
  resolve(answer: WhisperAnswer): void;
}

const RETRY_AFTER_SECONDS = 5;

export class WhisperCppEngine implements TranscriptionEngine {
  readonly input = 'samples' as const;
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();
  private readonly queue: Task[] = [];
  private running = 0;
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly file: string,
    private readonly settings: WhisperCppSettings,
  ) {}

  get maxSeconds(): number {
    return this.settings.maxSeconds;
  }

  /** Transcriptions in a worker now (observability; tests check the bound). */
  get transcribing(): number {
    return this.running;
  }

  get waiting(): number {
    return this.queue.length;
  }

  async transcribe(params: TranscriptionParams, signal: AbortSignal): Promise<TranscriptionResult> {
    if (!params.samples) throw new Error('the whisper-cpp engine transcribes decoded samples, and none were given');
    // a copy of its own, whose memory moves to the worker
    const { buffer, byteOffset, byteLength } = params.samples;
    const samples = new Int16Array(buffer.slice(byteOffset, byteOffset + byteLength - (byteLength % 2)));
    const cancelled = new Int32Array(new SharedArrayBuffer(4));
    const job: Omit<WhisperJob, 'id'> = { samples, cancelled, language: params.language, prompt: params.prompt, temperature: params.temperature };
    const answer = await this.submit(job, signal);
    if (!answer.ok) {
      if (answer.cancelled || signal.aborted) throw apiError('CLIENT_CLOSED_REQUEST');
      if (answer.silent) throw apiError('AUDIO_UNPROCESSABLE', { message: 'The audio holds no speech (it is silent throughout); nothing was charged' });
      throw new ProviderError('upstream_error', `whisper.cpp failed: ${answer.message}`);
    }
    const text = answer.segments.map((segment) => segment.text).join(' ');
    return { text, language: answer.language, languageName: answer.languageName, segments: answer.segments };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.resolve({ id: 0, ok: false, message: 'the service is stopping' });
    await Promise.all([...this.all].map((worker) => worker.terminate()));
  }

  private submit(job: Omit<WhisperJob, 'id'>, signal: AbortSignal): Promise<WhisperAnswer> {
    if (this.closed) throw unavailable('the service is stopping');
    if (signal.aborted) throw apiError('CLIENT_CLOSED_REQUEST');
    const stop = () => Atomics.store(job.cancelled, 0, 1);
    signal.addEventListener('abort', stop, { once: true });
    return new Promise<WhisperAnswer>((resolve, reject) => {
      const task: Task = { job, resolve };
      if (this.running < this.settings.workers) return this.run(task);
      if (this.queue.length >= this.settings.queueLimit) {
        const { workers, queueLimit } = this.settings;
        return reject(
          unavailable(`all ${workers} transcription workers are busy and ${queueLimit} transcriptions are waiting (WHISPER_WORKERS, WHISPER_QUEUE_LIMIT)`),
        );
      }
      this.queue.push(task);
      signal.addEventListener(
        'abort',
        () => {
          const at = this.queue.indexOf(task);
          if (at < 0) return;
          this.queue.splice(at, 1);
          resolve({ id: 0, ok: false, message: 'cancelled', cancelled: true });
        },
        { once: true },
      );
    }).finally(() => signal.removeEventListener('abort', stop));
  }

  private start(): Worker {
    const workerData: WhisperWorkerData = { file: this.file, threads: this.settings.threads };
    const worker = startModuleWorker(import.meta.url, 'whisper-worker', { workerData }, ['@napi-rs/whisper']);
    this.all.add(worker);
    worker.on('exit', () => {
      this.all.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
    });
    return worker;
  }

  private run(task: Task): void {
    this.running += 1;
    const worker = this.idle.pop() ?? this.start();
    worker.ref();
    const id = this.nextId++;
    const finish = (answer: WhisperAnswer, keep: boolean) => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      this.running -= 1;
      if (keep && !this.closed) {
        worker.unref(); // an idle pool keeps no process alive
        this.idle.push(worker);
      } else void worker.terminate();
      task.resolve(answer);
      const next = this.queue.shift();
      if (next) this.run(next);
    };
    const onMessage = (answer: WhisperAnswer | { ready: true }) => {
      if ('id' in answer && answer.id === id) finish(answer, true);
    };
    const onError = (error: Error) => finish({ id, ok: false, message: error.message }, false);
    const onExit = (code: number) => finish({ id, ok: false, message: `the transcription worker exited (${code})` }, false);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage({ ...task.job, id } satisfies WhisperJob, [task.job.samples.buffer as ArrayBuffer]);
  }
}

function unavailable(reason: string) {
  return apiError('SERVICE_UNAVAILABLE', {
    message: `Audio cannot be transcribed now: ${reason}; nothing was charged. Retry after the Retry-After delay`,
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  });
}
