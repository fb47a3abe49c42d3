// Documents are parsed in a bounded pool of worker threads (docs/decisions/0027-documents-in-workers.md).
// On the event loop, one hostile PDF held every other request for seconds to minutes, and deep HTML
// overflowed the stack. Here each worker parses one document at a time under its budgets; a worker
// past its time limit is terminated, one past its heap limit is stopped by V8, and either fails
// only its own document (a 400 naming the limit) while the next document starts a fresh worker. A
// full pool queues a bounded number of documents; past that the answer is 503 with Retry-After.
import type { Worker } from 'node:worker_threads';
import { apiError, type ApiError } from '../../errors.js';
import { startModuleWorker, workerReady } from '../../module-worker.js';
import type { Logger } from '../../observability/logger.js';
import { type DocumentPoolSettings, overBudget } from './document-budgets.js';
import type { UploadedDocument } from './document-format.js';
import type { DocumentAnswer, DocumentJob } from './document-worker.js';
import type { ExtractedText } from './extract-text.js';

interface Task {
  job: DocumentJob;
  transfer: ArrayBuffer[];
  signal?: AbortSignal;
  resolve(answer: Extract<DocumentAnswer, { ok: true }>): void;
  reject(error: ApiError): void;
}

/** Seconds a caller refused by a full pool is asked to wait: documents take about a second each. */
const RETRY_AFTER_SECONDS = 1;

/** Which pool this is, for its refusals: the settings that size it. */
export interface PoolSizing {
  workers: number;
  queueLimit: number;
  /** e.g. `DOCUMENT_WORKERS, DOCUMENT_QUEUE_LIMIT` */
  settingNames: string;
}

/** The pool of paying work, sized by DOCUMENT_WORKERS and DOCUMENT_QUEUE_LIMIT. */
export const paidSizing = (settings: DocumentPoolSettings): PoolSizing => ({
  workers: settings.workers,
  queueLimit: settings.queueLimit,
  settingNames: 'DOCUMENT_WORKERS, DOCUMENT_QUEUE_LIMIT',
});

/**
 * The free lane: documents of free calls (count_tokens) parse in workers of their own, few and with
 * a short queue, so they never wait in, or hold, a worker a paying call needs.
 */
export const freeSizing = (settings: DocumentPoolSettings): PoolSizing => ({
  workers: settings.freeWorkers,
  queueLimit: settings.freeQueueLimit,
  settingNames: 'DOCUMENT_FREE_WORKERS, DOCUMENT_FREE_QUEUE_LIMIT',
});

export class DocumentParsers {
  private readonly idle: Worker[] = [];
  private readonly busy = new Set<Worker>();
  /** Settles once each worker has started (its `ready` message). */
  private readonly started = new WeakMap<Worker, Promise<void>>();
  private readonly queue: Task[] = [];
  private running = 0;
  private closed = false;

  constructor(
    private readonly settings: DocumentPoolSettings,
    private readonly logger: Logger,
    private readonly sizing: PoolSizing = paidSizing(settings),
  ) {}

  /** Documents in a worker now: how busy the pool is (observability; tests wait for a document to start). */
  get parsing(): number {
    return this.running;
  }

  /** Documents waiting for a worker. */
  get waiting(): number {
    return this.queue.length;
  }

  /** The text of an uploaded document of any kind the service reads. */
  async extract(document: UploadedDocument, signal?: AbortSignal): Promise<ExtractedText> {
    const bytes = new Uint8Array(document.bytes); // a copy whose memory moves to the worker
    const job: DocumentJob = { kind: 'extract', document: { ...document, bytes }, budgets: this.settings };
    const answer = await this.submit(job, [bytes.buffer], signal);
    return { format: answer.format ?? 'text', text: answer.text };
  }

  /** A web page's readable content as Markdown (readable-page.ts). */
  async readable(html: string, pageUrl: string, signal?: AbortSignal): Promise<string> {
    return (await this.submit({ kind: 'readable', html, pageUrl, budgets: this.settings }, [], signal)).text;
  }

  /** Stops every worker; documents still waiting are answered 503. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(this.unavailable('the service is stopping'));
    await Promise.all([...this.idle.splice(0), ...this.busy].map((worker) => worker.terminate()));
  }

  private unavailable(reason: string): ApiError {
    return apiError('SERVICE_UNAVAILABLE', {
      message: `Documents cannot be parsed now: ${reason}; nothing was charged. Retry after the Retry-After delay`,
      headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    });
  }

  private submit(job: DocumentJob, transfer: ArrayBuffer[], signal?: AbortSignal): Promise<Extract<DocumentAnswer, { ok: true }>> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(this.unavailable('the service is stopping'));
      if (signal?.aborted) return reject(apiError('CLIENT_CLOSED_REQUEST'));
      const task: Task = { job, transfer, signal, resolve, reject };
      const { workers, queueLimit, settingNames } = this.sizing;
      if (this.running < workers) return this.run(task);
      if (this.queue.length >= queueLimit) {
        return reject(this.unavailable(`all ${workers} document workers are busy and ${queueLimit} documents are waiting (${settingNames})`));
      }
      this.queue.push(task);
      signal?.addEventListener(
        'abort',
        () => {
          const at = this.queue.indexOf(task);
          if (at < 0) return;
          this.queue.splice(at, 1);
          reject(apiError('CLIENT_CLOSED_REQUEST'));
        },
        { once: true },
      );
    });
  }

  private start(): Worker {
    const worker = startModuleWorker(import.meta.url, 'document-worker', {
      resourceLimits: { maxOldGenerationSizeMb: this.settings.memoryLimitMb },
    });
    this.started.set(worker, workerReady(worker));
    // An idle worker that exits (it should not) leaves the pool; the next document starts another.
    worker.on('exit', () => {
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
    });
    return worker;
  }

  private run(task: Task): void {
    this.running += 1;
    const worker = this.idle.pop() ?? this.start();
    this.busy.add(worker);
    worker.ref();
    const { timeLimitMs, memoryLimitMb } = this.settings;
    let finished = false;
    const finish = (keepWorker: boolean, outcome: () => void) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      task.signal?.removeEventListener('abort', onAbort);
      this.busy.delete(worker);
      if (keepWorker && !this.closed) {
        worker.unref(); // an idle pool keeps no process alive
        this.idle.push(worker);
      } else void worker.terminate();
      this.running -= 1;
      outcome();
      this.next();
    };
    const onMessage = (answer: DocumentAnswer | { ready: true }) => {
      if ('ready' in answer) return;
      // A refused document may leave its parser's work behind (pdf.js reads a page to its end):
      // the worker is replaced rather than reused.
      finish(answer.ok, () => {
        if (answer.ok) task.resolve(answer);
        else if ('code' in answer) task.reject(apiError(answer.code, { message: answer.message }));
        else {
          this.logger.warn('a document parser failed', { reason: answer.failed });
          task.reject(apiError('FILE_UNREADABLE', { message: 'The file cannot be read: its parser failed on it' }));
        }
      });
    };
    const onError = (error: Error & { code?: string }) =>
      finish(false, () => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
          task.reject(overBudget(`parsing it needed more than the memory limit of ${memoryLimitMb} MB`, 'DOCUMENT_MEMORY_LIMIT_MB'));
        else {
          this.logger.error('a document worker failed', error);
          task.reject(apiError('FILE_UNREADABLE', { message: 'The file cannot be read: its parser stopped on it' }));
        }
      });
    const onExit = (code: number) => onError(new Error(`the document worker exited with ${code}`));
    const onAbort = () => finish(false, () => task.reject(apiError('CLIENT_CLOSED_REQUEST')));
    let timer: NodeJS.Timeout | undefined;
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    task.signal?.addEventListener('abort', onAbort, { once: true });
    void this.started.get(worker)!.then(() => {
      if (finished) return;
      timer = setTimeout(
        () => finish(false, () => task.reject(overBudget(`parsing it took longer than the time limit of ${timeLimitMs / 1000} s`, 'DOCUMENT_TIME_LIMIT_MS'))),
        timeLimitMs,
      );
      worker.postMessage(task.job, task.transfer);
    });
  }

  private next(): void {
    const task = this.queue.shift();
    if (task && !this.closed) this.run(task);
  }
}
