import { describe, expect, it } from 'vitest';
import { StageTiming } from '../../src/observability/stage-timing.js';

describe('stage timing', () => {
  it('charges each stage its own time: a nested call stops the enclosing stage clock', async () => {
    const timing = new StageTiming();
    const wait = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
    timing.begin('handler');
    await wait(10);
    await timing.time('credits', () => wait(100));
    await wait(10);
    timing.begin('write');
    timing.end();
    const stages = Object.fromEntries(timing.stages());
    expect(Object.keys(stages)).toEqual(['credits', 'handler', 'write']); // pipeline order
    expect(stages.credits).toBeGreaterThanOrEqual(98);
    expect(stages.handler).toBeGreaterThanOrEqual(18);
    expect(stages.handler).toBeLessThan(100); // the 100 ms in credits are not the handler's
    expect(stages.handler! + stages.credits! + stages.write!).toBeLessThanOrEqual(timing.elapsed());
  });

  it('times work that answers at once synchronously, and a throw leaves its stage', () => {
    const timing = new StageTiming();
    const busy = (milliseconds: number) => {
      for (const until = performance.now() + milliseconds; performance.now() < until; );
    };
    timing.begin('handler');
    const answer = timing.time('limits', () => {
      busy(5);
      return 42;
    });
    expect(answer).toBe(42); // the value itself, not a promise
    expect(() =>
      timing.time('credits', () => {
        busy(5);
        throw new Error('refused');
      }),
    ).toThrow('refused');
    busy(5); // back in the handler's stage
    const stages = Object.fromEntries(timing.stages());
    expect(stages.limits).toBeGreaterThanOrEqual(5);
    expect(stages.credits).toBeGreaterThanOrEqual(5);
    expect(stages.credits).toBeLessThan(10); // the handler's 5 ms after the throw are not charged to credits
    expect(stages.handler).toBeGreaterThanOrEqual(5);
  });

  it('lists only the stages that ran', () => {
    const timing = new StageTiming();
    expect(timing.stages()).toEqual([]);
    timing.begin('route');
    expect(timing.stages().map(([stage]) => stage)).toEqual(['route']);
  });
});
