// Per-account cap on API key creation (20 a minute by default), over a sliding one-minute window.
// In memory: a replica enforces its own share, which is enough for an abuse guard on an admin action.
import { tooManyRequests } from '../errors.js';

export class CreationRateLimiter {
  private readonly recent = new Map<string, number[]>();

  constructor(private readonly perMinute: number, private readonly now: () => number = Date.now) {}

  /** Records one creation, or throws 429 with Retry-After when the account is over its limit. */
  take(accountId: string): void {
    const now = this.now();
    const windowStart = now - 60_000;
    const times = (this.recent.get(accountId) ?? []).filter((time) => time > windowStart);
    if (times.length >= this.perMinute) {
      const retryAfter = Math.max(1, Math.ceil((times[0]! - windowStart) / 1000));
      throw tooManyRequests(`At most ${this.perMinute} API keys may be created per minute`, { 'Retry-After': String(retryAfter) });
    }
    times.push(now);
    this.recent.set(accountId, times);
  }
}
