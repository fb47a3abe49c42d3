// A bound on the ffmpeg processes that decode callers' audio, across the whole process: each holds a
// core and some memory while it runs, so a burst of uploads must wait its turn instead of starting
// one process each. The wait list is bounded too: beyond it a request is refused at once with a 503
// (SERVICE_UNAVAILABLE, Retry-After) and nothing charged, rather than queued without end.
import { apiError } from '../errors.js';

interface Waiter {
  start: () => void;
}

export class DecodeQueue {
  private running = 0;
  private begun = 0;
  private readonly waiting: Waiter[] = [];

  /**
   * @param concurrency decodes that may run at once
   * @param queueLimit decodes that may wait for one of them to finish
   */
  constructor(
    readonly concurrency: number,
    readonly queueLimit: number,
  ) {}

  /** Decodes running now. */
  get active(): number {
    return this.running;
  }

  /** Decodes started since boot (a file refused before decoding never counts). */
  get started(): number {
    return this.begun;
  }

  /** Decodes waiting for a turn. */
  get pending(): number {
    return this.waiting.length;
  }

  /** Runs `task` once a slot is free; a caller whose signal aborts while waiting leaves the line without running. */
  async run<T>(task: () => Promise<T>, signal: AbortSignal): Promise<T> {
    signal.throwIfAborted();
    // a finished decode hands its slot straight to the next waiter, so a newcomer cannot jump the line
    if (this.running >= this.concurrency) await this.waitForTurn(signal);
    else this.running += 1;
    this.begun += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next.start();
      else this.running -= 1;
    }
  }

  private waitForTurn(signal: AbortSignal): Promise<void> {
    if (this.waiting.length >= this.queueLimit) {
      throw apiError('SERVICE_UNAVAILABLE', {
        message: `All ${this.concurrency} audio decoders are busy and ${this.waiting.length} files are waiting for one; nothing was charged. Retry after the Retry-After delay`,
        headers: { 'Retry-After': '1' },
      });
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      const onAbort = (): void => {
        const index = this.waiting.indexOf(waiter);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(signal.reason);
      };
      this.waiting.push(waiter);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }
}
