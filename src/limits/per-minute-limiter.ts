// A per-caller cap on an action over a sliding one-minute window: API keys created per account
// (20 by default), top-up payment attempts per client address (30). In memory: a replica enforces
// its own share, which is enough for an abuse guard.
import { tooManyRequests } from '../errors.js';

const WINDOW_MS = 60_000;

export class PerMinuteLimiter {
  private readonly recent = new Map<string, number[]>();
  private lastSweep = -Infinity;

  constructor(
    private readonly perMinute: number,
    /** What is limited, for the 429's message: "API keys may be created". */
    private readonly what: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records one action of `caller`, or throws 429 with Retry-After when it is over its limit. */
  take(caller: string): void {
    const now = this.now();
    const windowStart = now - WINDOW_MS;
    this.sweep(now, windowStart);
    const times = (this.recent.get(caller) ?? []).filter((time) => time > windowStart);
    if (times.length >= this.perMinute) {
      const retryAfter = Math.max(1, Math.ceil((times[0]! - windowStart) / 1000));
      throw tooManyRequests(`At most ${this.perMinute} ${this.what} per minute`, { 'Retry-After': String(retryAfter) });
    }
    times.push(now);
    this.recent.set(caller, times);
  }

  /** Callers with an action inside the window (or not yet swept): what the limiter holds in memory. */
  get trackedCallers(): number {
    return this.recent.size;
  }

  /** Once a window, forgets the callers that did nothing in it, so memory follows the active ones. */
  private sweep(now: number, windowStart: number): void {
    if (now - this.lastSweep < WINDOW_MS) return;
    this.lastSweep = now;
    for (const [caller, times] of this.recent) if (times[times.length - 1]! <= windowStart) this.recent.delete(caller);
  }
}
