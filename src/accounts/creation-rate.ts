// Per-account cap on API key creation (20 a minute by default), over a sliding one-minute window.
// In memory: a replica enforces its own share, which is enough for an abuse guard on an admin action.
import { tooManyRequests } from '../errors.js';

const WINDOW_MS = 60_000;

export class CreationRateLimiter {
  private readonly recent = new Map<string, number[]>();
  private lastSweep = -Infinity;

  constructor(private readonly perMinute: number, private readonly now: () => number = Date.now) {}

  /** Records one creation, or throws 429 with Retry-After when the account is over its limit. */
  take(accountId: string): void {
    const now = this.now();
    const windowStart = now - WINDOW_MS;
    this.sweep(now, windowStart);
    const times = (this.recent.get(accountId) ?? []).filter((time) => time > windowStart);
    if (times.length >= this.perMinute) {
      const retryAfter = Math.max(1, Math.ceil((times[0]! - windowStart) / 1000));
      throw tooManyRequests(`At most ${this.perMinute} API keys may be created per minute`, { 'Retry-After': String(retryAfter) });
    }
    times.push(now);
    this.recent.set(accountId, times);
  }

  /** Accounts with a creation inside the window (or not yet swept): what the limiter holds in memory. */
  get trackedAccounts(): number {
    return this.recent.size;
  }

  /** Once a window, forgets the accounts that created nothing in it, so memory follows the active ones. */
  private sweep(now: number, windowStart: number): void {
    if (now - this.lastSweep < WINDOW_MS) return;
    this.lastSweep = now;
    for (const [accountId, times] of this.recent) if (times[times.length - 1]! <= windowStart) this.recent.delete(accountId);
  }
}
