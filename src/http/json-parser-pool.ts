// Large request bodies are decoded and parsed in worker threads, so that no other request of the
// process waits while one is parsed (figures: docs/decisions/0020, 0042). The main thread only forwards
// the chunks as they arrive and receives the parsed and validated value (a structured clone, not a
// second parse), or why it was refused.
// Bodies up to LARGE_BODY_BYTES stay on the event loop, where parsing costs less than the hand-over.
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startModuleWorker } from '../module-worker.js';
import type { BodyChecks, CheckedJson, ParseJobMessage } from './json-parse-worker.js';

/** Above this many bytes a body is parsed in a worker thread. */
export const LARGE_BODY_BYTES = 256 * 1024;
// One core is left to the event loop: parsing threads that take every core only move the stall.
const WORKERS = Math.max(1, availableParallelism() - 1);

/**
 * A worker's answer: the value (validated, given checks) or why it is not JSON, not valid, past a
 * limit or `promptTooLong` (the value stays in the worker), or `failed` when the worker died.
 */
export type WorkerParsed = CheckedJson | { ok: false; failed: Error };

interface PooledWorker {
  worker: Worker;
  jobs: Map<number, (parsed: WorkerParsed) => void>;
}

let nextJob = 0;
const pool: (PooledWorker | undefined)[] = new Array(WORKERS).fill(undefined);

function failAll(pooled: PooledWorker, error: Error): void {
  for (const resolveJob of pooled.jobs.values()) resolveJob({ ok: false, failed: error });
  pooled.jobs.clear();
}

/** A started worker (started on first use; unref'd: an idle pool keeps no process alive). */
function workerFor(job: number): PooledWorker {
  const slot = job % WORKERS;
  const existing = pool[slot];
  if (existing) return existing;
  const worker = startModuleWorker(import.meta.url, 'json-parse-worker');
  const pooled: PooledWorker = { worker, jobs: new Map() };
  worker.on('message', (message: { job: number } & CheckedJson) => {
    const resolveJob = pooled.jobs.get(message.job);
    pooled.jobs.delete(message.job);
    if (pooled.jobs.size === 0) worker.unref();
    resolveJob?.(message);
  });
  // A worker that dies (out of memory on a hostile body) fails its jobs; the next job starts another.
  const retire = (error: Error) => {
    if (pool[slot] === pooled) pool[slot] = undefined;
    failAll(pooled, error);
  };
  worker.on('error', retire);
  worker.on('exit', (code) => retire(new Error(`the JSON parser worker exited with ${code}`)));
  worker.unref(); // referenced only while a job awaits it (after the listeners, which would ref it again)
  pool[slot] = pooled;
  return pooled;
}

/**
 * Large bodies are read and parsed one per parsing thread at a time; the others wait unread in their
 * connections (TCP holds their senders back), since reading them all at once floods the event loop
 * with socket memory to collect (decision 0020). A body still unfinished after TURN_MS gives its
 * turn to the next one and goes on reading: a slow sender must not keep the others waiting.
 */
const TURN_MS = 250;
let freeTurns = WORKERS;
const waiting: (() => void)[] = [];

/** Waits for a turn to read a large body; the function returned ends the turn (once, whenever called). */
export async function largeBodyTurn(): Promise<() => void> {
  if (freeTurns > 0) freeTurns -= 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    const next = waiting.shift();
    if (next) next();
    else freeTurns += 1;
  };
  const timer = setTimeout(end, TURN_MS);
  timer.unref();
  return end;
}

/** Chunks are gathered into pieces of this size, each handed over whole (transferred, not copied). */
const PIECE_BYTES = 1024 * 1024;

/** One body being handed to a worker piece by piece. */
export class WorkerParse {
  private readonly job = nextJob++;
  private readonly pooled = workerFor(this.job);
  private piece: Uint8Array<ArrayBuffer> | undefined;
  private filled = 0;

  /**
   * Copies `chunk` into the piece being filled; a full piece goes to the worker. A socket's chunks
   * are a few kilobytes each: posting each one (a copy per message, hundreds of messages for a
   * large body) cost the event loop more than one memcpy into a piece whose memory is then moved.
   */
  push(chunk: Uint8Array): void {
    let offset = 0;
    while (offset < chunk.length) {
      this.piece ??= new Uint8Array(PIECE_BYTES);
      const taken = Math.min(chunk.length - offset, PIECE_BYTES - this.filled);
      this.piece.set(chunk.subarray(offset, offset + taken), this.filled);
      this.filled += taken;
      offset += taken;
      if (this.filled === PIECE_BYTES) this.sendPiece();
    }
  }

  private sendPiece(): void {
    if (!this.piece || this.filled === 0) return;
    const chunk = this.piece.subarray(0, this.filled);
    this.pooled.worker.postMessage({ job: this.job, chunk } satisfies ParseJobMessage, [chunk.buffer]);
    this.piece = undefined;
    this.filled = 0;
  }

  /** The body is complete: its value, or why it is not JSON, not valid or cannot be served, or the worker's failure. */
  finish(checks?: BodyChecks): Promise<WorkerParsed> {
    return new Promise((resolve) => {
      this.pooled.jobs.set(this.job, resolve);
      this.pooled.worker.ref();
      this.sendPiece();
      this.pooled.worker.postMessage({ job: this.job, end: true, checks } satisfies ParseJobMessage);
    });
  }

  /** The body will not be finished (too large, or the client left): the worker drops what it holds. */
  abandon(): void {
    this.piece = undefined;
    this.pooled.worker.postMessage({ job: this.job, abandon: true } satisfies ParseJobMessage);
  }
}
