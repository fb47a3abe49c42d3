import { describe, expect, it, vi } from 'vitest';
import { StageTiming } from '../../src/observability/stage-timing.js';

describe('stage timing', () => {
  it('charges each stage its own time: a nested call stops the enclosing stage clock, across awaits', async () => {
    let now = 1_000; // performance.now(), moved by hand as below: exact stage times, whatever the machine's load
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    try {
      const timing = new StageTiming();
      // A real turn of the event loop, during which the clock moves on.
      const wait = async (milliseconds: number) => {
        await new Promise((resolve) => setImmediate(resolve));
        now += milliseconds;
      };
      timing.begin('handler');
      await wait(10);
      await timing.time('credits', () => wait(100));
      await wait(10);
      timing.begin('write');
      now += 2;
      timing.end();
      const stages = Object.fromEntries(timing.stages());
      expect(Object.keys(stages)).toEqual(['credits', 'handler', 'write']); // pipeline order
      expect(stages).toEqual({ credits: 100, handler: 20, write: 2 }); // the 100 ms in credits are not the handler's
      expect(stages.handler! + stages.credits! + stages.write!).toBeLessThanOrEqual(timing.elapsed());
    } finally {
      clock.mockRestore();
    }
  });

  it('times work that answers at once synchronously, and a throw leaves its stage', () => {
    let now = 1_000; // performance.now(), moved by hand: exact stage times, whatever the machine's load
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    try {
      const timing = new StageTiming();
      timing.begin('handler');
      now += 1;
      const answer = timing.time('limits', () => {
        now += 5;
        return 42;
      });
      expect(answer).toBe(42); // the value itself, not a promise
      expect(() =>
        timing.time('credits', () => {
          now += 3;
          throw new Error('refused');
        }),
      ).toThrow('refused');
      now += 7; // back in the handler's stage
      expect(Object.fromEntries(timing.stages())).toEqual({ handler: 8, limits: 5, credits: 3 });
    } finally {
      clock.mockRestore();
    }
  });

  it('lists only the stages that ran', () => {
    const timing = new StageTiming();
    expect(timing.stages()).toEqual([]);
    timing.begin('route');
    expect(timing.stages().map(([stage]) => stage)).toEqual(['route']);
  });
});
