// Free work's small share of the event loop (docs/decisions/0041-free-token-counts.md). Counting a
// prompt's tokens is synchronous work on the event loop (a few milliseconds for a context's worth),
// and a paying generation needs the event loop between its tokens. So free counts run one at a time,
// and after each the lane rests for as long as the count took times (1 / share − 1): whatever the
// number of free callers, their counts take at most `share` of the event loop. A few counts wait
// their turn; past that they are refused 503 with Retry-After, never queued without bound.
import { apiError } from '../errors.js';

/** The service's free lane: a tenth of the event loop at most, with eight counts waiting their turn. */
export const FREE_COUNT_SHARE = 0.1;
export const FREE_COUNT_QUEUE_LIMIT = 8;

/** A count that waited on something else (the model loading on first use) rests no longer than this. */
const MAX_REST_MS = 250;

export class FreeShare {
  private running = false;
  private readonly waiting: { start: () => void }[] = [];

  /**
   * @param share the most of the event loop free counts may take (0 < share ≤ 1)
   * @param queueLimit how many counts may wait their turn
   */
  constructor(
    readonly share: number,
    readonly queueLimit: number,
  ) {}

  /** Counts waiting their turn (not the one running). */
  get pending(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>, signal: AbortSignal): Promise<T> {
    signal.throwIfAborted();
    if (this.running) await this.turn(signal);
    else this.running = true;
    const started = performance.now();
    try {
      return await task();
    } finally {
      const rest = Math.min(MAX_REST_MS, (performance.now() - started) * (1 / this.share - 1));
      setTimeout(() => this.next(), rest).unref();
    }
  }

  /** Hands the lane to the next waiter, or leaves it free. */
  private next(): void {
    const waiter = this.waiting.shift();
    if (waiter) waiter.start();
    else this.running = false;
  }

  private turn(signal: AbortSignal): Promise<void> {
    if (this.waiting.length >= this.queueLimit) {
      throw apiError('SERVICE_UNAVAILABLE', {
        message: `Token counts are busy: ${this.waiting.length} are waiting their turn; nothing was charged. Retry after the Retry-After delay`,
        headers: { 'Retry-After': '1' },
      });
    }
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(apiError('CLIENT_CLOSED_REQUEST'));
      };
      const waiter = {
        start: () => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      this.waiting.push(waiter);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }
}
