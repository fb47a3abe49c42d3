// One generation at a time per loaded model: llama.cpp runs a context's work on the same few CPU cores
// (2 here), so concurrent generations would only slow each other down and blur their timings. Requests
// wait in FIFO order; the wait list is bounded so a burst fails fast with `overloaded` (a 503 the client
// may retry) instead of queueing unboundedly. A request whose signal aborts while waiting leaves the
// queue without running.
import { ProviderError } from '../provider.js';

interface Waiter {
  start: () => void;
}

export class GenerationQueue {
  private running = false;
  private readonly waiting: Waiter[] = [];

  /** @param limit how many requests may wait behind the running one */
  constructor(private readonly limit: number) {}

  /** Requests waiting (not counting the one running). */
  get pending(): number {
    return this.waiting.length;
  }

  get busy(): boolean {
    return this.running;
  }

  /** Runs `task` when its turn comes; rejects with `overloaded` when the wait list is full. */
  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    // the slot is handed straight to the next waiter, so a caller arriving in between cannot jump the queue
    if (this.running) await this.waitForTurn(signal);
    else this.running = true;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next.start();
      else this.running = false;
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
