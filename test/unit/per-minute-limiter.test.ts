// The per-account key-creation limit: a 21st key in a minute is refused, and accounts that stopped
// creating keys are forgotten, so the limiter's memory follows the active accounts only.
import { describe, expect, it } from 'vitest';
import { PerMinuteLimiter } from '../../src/limits/per-minute-limiter.js';

describe('PerMinuteLimiter', () => {
  it('refuses the creation past the limit and allows it again once the window moves on', () => {
    let clock = 1_000_000;
    const limiter = new PerMinuteLimiter(2, 'API keys may be created', () => clock);
    limiter.take('a');
    limiter.take('a');
    expect(() => limiter.take('a')).toThrow(/At most 2 API keys/);
    clock += 60_001;
    expect(() => limiter.take('a')).not.toThrow();
  });

  it('forgets accounts with no creation in the last minute', () => {
    let clock = 1_000_000;
    const limiter = new PerMinuteLimiter(20, 'API keys may be created', () => clock);
    for (let index = 0; index < 1000; index += 1) limiter.take(`account-${index}`);
    expect(limiter.trackedCallers).toBe(1000);
    clock += 61_000;
    limiter.take('active');
    expect(limiter.trackedCallers).toBe(1);
  });
});
