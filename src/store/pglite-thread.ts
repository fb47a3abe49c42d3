// The embedded database on a thread of its own (pglite-worker.ts), seen from the event loop as the
// part of PGlite's interface knex uses: `waitReady`, `query`, `close`. PGlite runs each statement
// synchronously on the thread that calls it, so on the event loop a long statement (the ledger's
// once-a-second flush) would stall every request in flight. Here, a statement costs the event loop
// a message each way and two thread wake-ups (docs/decisions/0026). A request paid with a cached
// API key runs none.
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startModuleWorker } from '../module-worker.js';
import { revivedError, type PgliteReply, type PgliteRequest, type PgliteThreadData } from './pglite-messages.js';
import { DatabaseThreadGoneError } from './unavailable.js';

interface Waiting {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

let compiled: WebAssembly.Module | undefined;

/**
 * PostgreSQL's WebAssembly (9 MB), compiled once by this process and handed to each database thread,
 * so the threads share its compiled and optimized code instead of each making its own (docs/decisions/0058).
 */
function postgresWasm(): WebAssembly.Module {
  compiled ??= new WebAssembly.Module(readFileSync(join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm')));
  return compiled;
}

export class PgliteThread {
  /** Resolves once the database is open, or rejects with why it could not be. */
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  /** Set once the thread is gone (closed, or died): every later statement fails with it. */
  private gone: Error | undefined;

  /** `settings`: start parameters added to PGlite's own (`-c name=value` pairs). */
  constructor(directory: string, settings: string[]) {
    this.worker = startModuleWorker(import.meta.url, 'pglite-worker', {
      workerData: { directory, settings, wasmModule: postgresWasm() } satisfies PgliteThreadData,
    });
    this.waitReady = new Promise<void>((resolve, reject) => this.waiting.set(0, { resolve: () => resolve(), reject }));
    this.waitReady.catch(() => void this.worker.terminate()); // a database that did not open leaves no thread behind
    this.worker.on('message', (reply: PgliteReply) => this.answer(reply));
    this.worker.on('error', (error: Error) =>
      this.fail(new DatabaseThreadGoneError(`the embedded database's thread failed: ${error.message}`, { cause: error })),
    );
    this.worker.on('exit', (code) => this.fail(new DatabaseThreadGoneError(`the embedded database's thread exited with code ${code}`)));
  }

  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.send({ id: this.nextId++, sql, params, options }) as Promise<Results<T>>;
  }

  async close(): Promise<void> {
    if (this.gone) return;
    await this.send({ id: this.nextId++, close: true });
    this.gone = new DatabaseThreadGoneError('the embedded database is closed');
    await this.worker.terminate();
  }

  private send(request: PgliteRequest): Promise<unknown> {
    if (this.gone) return Promise.reject(this.gone);
    return new Promise((resolve, reject) => {
      // Throws for a parameter a structured clone cannot carry (a function): then nothing is out.
      this.worker.postMessage(request);
      // Referenced while a statement is out, so a process waiting on one (the CLI) does not exit meanwhile.
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(request.id, { resolve, reject });
    });
  }

  private answer(reply: PgliteReply): void {
    const waiting = this.waiting.get(reply.id);
    this.waiting.delete(reply.id);
    if (this.waiting.size === 0) this.worker.unref();
    if (!waiting) return;
    if ('error' in reply) waiting.reject(revivedError(reply.error));
    else waiting.resolve(reply.result);
  }

  private fail(error: Error): void {
    this.gone ??= error;
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }
}
