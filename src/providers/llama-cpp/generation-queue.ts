// At most `concurrency` generations at a time per loaded model (one per sequence of its context):
// llama.cpp runs a context's work on the same few CPU cores (2 here), so more at once would only slow
// each other down. Requests wait in FIFO order; the wait list is bounded so a burst fails fast with
// `overloaded` (a 503 the client may retry) instead of queueing unboundedly. A request whose signal
// aborts while waiting leaves the queue without running.
import { ProviderError } from '../contracts/provider-error.js';

interface Waiter {
  start: () => void;
}

export class GenerationQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  /**
   * @param limit how many requests may wait behind the running ones
   * @param concurrency how many run at once
   */
  constructor(
    private readonly limit: number,
    private readonly concurrency = 1,
  ) {}

  /** Requests waiting (not counting the ones running). */
  get pending(): number {
    return this.waiting.length;
  }

  get busy(): boolean {
    return this.running > 0;
  }

  /** Runs `task` when its turn comes; rejects with `overloaded` when the wait list is full. */
  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    // a finishing task hands its slot straight to the next waiter, so a caller arriving in between cannot jump the queue
    if (this.running >= this.concurrency) await this.waitForTurn(signal);
    else this.running += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next.start();
      else this.running -= 1;
    }
  }

  private waitForTurn(signal?: AbortSignal): Promise<void> {
    if (this.waiting.length >= this.limit) {
      // status 503: the service itself is at capacity (not an upstream's 429)
      throw new ProviderError('overloaded', `the model is busy: ${this.waiting.length} requests are already waiting`, { status: 503, retryAfterSeconds: 1 });
    }
    return new Promise<void>((resolve, reject) => {
      const onAbort = (): void => {
        const index = this.waiting.indexOf(waiter);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(signal?.reason);
      };
      const waiter: Waiter = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      this.waiting.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
}
