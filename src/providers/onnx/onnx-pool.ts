// The embedded ONNX models (U²-Net background removal, Piper voices) run in a bounded pool of worker
// threads (onnx-worker.ts): an inference holds its CPU for up to a second, which on the event loop
// would stall every other request. ONNX_WORKERS inferences run at once, ONNX_QUEUE_LIMIT more wait;
// past that the answer is 503 with Retry-After (docs/decisions/0044). One pool serves every ONNX
// model of the process, so together they never take more than its share of the CPU.
import type { Worker } from 'node:worker_threads';
import { startModuleWorker, workerReady } from '../../module-worker.js';
import { ProviderError } from '../contracts/provider-error.js';
import type { OnnxAnswer, OnnxJob } from './onnx-worker.js';

export interface OnnxPoolSettings {
  workers: number;
  /** CPU threads each inference uses (ONNX Runtime's intra-op threads). */
  threads: number;
  queueLimit: number;
}

interface Task {
  job: OnnxJob;
  transfer: ArrayBuffer[];
  signal: AbortSignal;
  resolve(answer: Extract<OnnxAnswer, { ok: true }>): void;
  reject(error: Error): void;
}

export class OnnxPool {
  private readonly idle: Worker[] = [];
  private readonly ready = new WeakMap<Worker, Promise<void>>();
  private readonly queue: Task[] = [];
  private running = 0;
  private closed = false;
  /** Inferences finished since the pool started (tests and the bench watch it move). */
  completed = 0;

  constructor(readonly settings: OnnxPoolSettings) {}

  /** Inferences in a worker now. */
  get busy(): number {
    return this.running;
  }

  /** Inferences waiting for a worker. */
  get waiting(): number {
    return this.queue.length;
  }

  run(job: OnnxJob, transfer: ArrayBuffer[], signal: AbortSignal): Promise<Extract<OnnxAnswer, { ok: true }>> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(new ProviderError('overloaded', 'the ONNX models are stopping', { status: 503 }));
      if (signal.aborted) return reject(signal.reason);
      const task: Task = { job, transfer, signal, resolve, reject };
      if (this.running < this.settings.workers) return this.start(task);
      if (this.queue.length >= this.settings.queueLimit) {
        const { workers, queueLimit } = this.settings;
        return reject(
          new ProviderError('overloaded', `all ${workers} ONNX workers are busy and ${queueLimit} inferences wait (ONNX_WORKERS, ONNX_QUEUE_LIMIT)`, {
            status: 503,
            retryAfterSeconds: 1,
          }),
        );
      }
      this.queue.push(task);
      signal.addEventListener(
        'abort',
        () => {
          const at = this.queue.indexOf(task);
          if (at >= 0) this.queue.splice(at, 1) && reject(signal.reason);
        },
        { once: true },
      );
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new ProviderError('overloaded', 'the ONNX models are stopping', { status: 503 }));
    await Promise.all(this.idle.splice(0).map((worker) => worker.terminate()));
  }

  private newWorker(): Worker {
    const worker = startModuleWorker(import.meta.url, 'onnx-worker', { workerData: { threads: this.settings.threads } });
    this.ready.set(worker, workerReady(worker));
    worker.on('exit', () => {
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
    });
    return worker;
  }

  /** An aborted inference runs to its end in its worker (ONNX Runtime cannot stop one): only its answer is dropped. */
  private start(task: Task): void {
    this.running += 1;
    const worker = this.idle.pop() ?? this.newWorker();
    worker.ref();
    let finished = false;
    const finish = (keep: boolean, outcome: () => void) => {
      if (finished) return;
      finished = true;
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (keep && !this.closed) {
        worker.unref(); // an idle pool keeps no process alive
        this.idle.push(worker);
      } else void worker.terminate();
      this.running -= 1;
      this.completed += 1;
      outcome();
      const next = this.queue.shift();
      if (next && !this.closed) this.start(next);
    };
    const onMessage = (answer: OnnxAnswer | { ready: true }) => {
      if ('ready' in answer) return;
      finish(true, () => {
        if (task.signal.aborted) task.reject(task.signal.reason);
        else if (answer.ok) task.resolve(answer);
        else task.reject(new ProviderError('upstream_error', `ONNX Runtime failed: ${answer.error}`));
      });
    };
    const onError = (error: Error) => finish(false, () => task.reject(new ProviderError('upstream_error', `the ONNX worker failed: ${error.message}`)));
    const onExit = (code: number) => onError(new Error(`it exited with code ${code}`));
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    void this.ready.get(worker)!.then(() => {
      if (!finished) worker.postMessage(task.job, task.transfer);
    });
  }
}

let shared: { pool: OnnxPool; users: number } | undefined;

/** The process's one pool, made on first use with the first settings given; `release` when done with it (the last one closes it). */
export function acquireOnnxPool(settings: OnnxPoolSettings): { pool: OnnxPool; release(): Promise<void> } {
  shared ??= { pool: new OnnxPool(settings), users: 0 };
  const held = shared;
  held.users += 1;
  let released = false;
  return {
    pool: held.pool,
    async release() {
      if (released) return;
      released = true;
      held.users -= 1;
      if (held.users > 0) return;
      if (shared === held) shared = undefined;
      await held.pool.close();
    },
  };
}
