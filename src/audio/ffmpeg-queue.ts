// A bound on ffmpeg processes of one kind (decoders of callers' files, encoders of speech) across the
// whole service process: each holds a core or some memory while it runs, so a burst must wait its
// turn instead of starting one process each. The wait list is bounded too: beyond it a request is
// refused at once with a 503 (SERVICE_UNAVAILABLE, Retry-After) and nothing charged, rather than
// queued without end; and so is the wait itself: a request still in line after `maxWaitMs` leaves it
// with the same 503, since processes ahead of it can each run for minutes.
import { apiError } from '../errors.js';

interface Waiter {
  start: () => void;
}

export class FfmpegQueue {
  private running = 0;
  private begun = 0;
  private readonly waiting: Waiter[] = [];

  /**
   * @param kind what the processes are, for the 503's message ("audio decoders")
   * @param concurrency processes that may run at once
   * @param queueLimit requests that may wait for one of them to finish
   * @param maxWaitMs how long a request may wait in line (no limit when undefined)
   */
  constructor(
    readonly kind: string,
    readonly concurrency: number,
    readonly queueLimit: number,
    readonly maxWaitMs?: number,
  ) {}

  /** Processes running now. */
  get active(): number {
    return this.running;
  }

  /** Slots taken since boot (a file refused before its process never counts). */
  get started(): number {
    return this.begun;
  }

  /** Requests waiting for a turn. */
  get pending(): number {
    return this.waiting.length;
  }

  /** Runs `task` once a slot is free; a caller whose signal aborts while waiting leaves the line without running. */
  async run<T>(task: () => Promise<T>, signal: AbortSignal): Promise<T> {
    const release = await this.acquire(signal);
    try {
      return await task();
    } finally {
      release();
    }
  }

  /** Takes a slot once one is free (for work that is not one promise, such as a stream); call the result once to give it back. */
  async acquire(signal: AbortSignal): Promise<() => void> {
    signal.throwIfAborted();
    // a finished process hands its slot straight to the next waiter, so a newcomer cannot jump the line
    if (this.running >= this.concurrency) await this.waitForTurn(signal);
    else this.running += 1;
    this.begun += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next.start();
      else this.running -= 1;
    };
  }

  private waitForTurn(signal: AbortSignal): Promise<void> {
    if (this.waiting.length >= this.queueLimit) {
      throw apiError('SERVICE_UNAVAILABLE', {
        message: `All ${this.concurrency} ${this.kind} are busy and ${this.waiting.length} requests are waiting for one; nothing was charged. Retry after the Retry-After delay`,
        headers: { 'Retry-After': '1' },
      });
    }
    return new Promise<void>((resolve, reject) => {
      const leave = (reason: unknown): void => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        const index = this.waiting.indexOf(waiter);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(reason);
      };
      const waiter: Waiter = {
        start: () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      const onAbort = (): void => leave(signal.reason);
      const waitedTooLong = (): void =>
        leave(
          apiError('SERVICE_UNAVAILABLE', {
            message: `Waited ${this.maxWaitMs! / 1000} s for one of the ${this.concurrency} ${this.kind}, all busy; nothing was charged. Retry after the Retry-After delay`,
            headers: { 'Retry-After': '1' },
          }),
        );
      const timer = this.maxWaitMs === undefined ? undefined : setTimeout(waitedTooLong, this.maxWaitMs);
      this.waiting.push(waiter);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }
}
