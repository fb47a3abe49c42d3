// Large request bodies take turns (src/http/json-parser-pool.ts): one per parsing thread reads at a
// time, the next waits until a turn ends, and a turn held past its time passes on by itself.
import { availableParallelism } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { largeBodyTurn } from '../../src/http/json-parser-pool.js';

const threads = Math.max(1, availableParallelism() - 1);

describe('large body turns', () => {
  afterEach(() => vi.useRealTimers());

  it('grants one turn per parsing thread at once; the next body waits until a turn ends, then reads', async () => {
    vi.useFakeTimers();
    const turns = await Promise.all(Array.from({ length: threads }, () => largeBodyTurn()));
    let granted = false;
    const next = largeBodyTurn().then((end) => {
      granted = true;
      return end;
    });
    await vi.advanceTimersByTimeAsync(20);
    expect(granted).toBe(false);
    turns[0]!();
    turns[0]!(); // ending a turn twice frees one turn, not two
    const end = await next;
    expect(granted).toBe(true);
    let third = false;
    void largeBodyTurn().then((ending) => {
      third = true;
      ending();
    });
    await vi.advanceTimersByTimeAsync(20);
    expect(third).toBe(false);
    for (const turn of [...turns.slice(1), end]) turn();
    await vi.advanceTimersByTimeAsync(0);
    expect(third).toBe(true);
  });

  it('passes a turn on when its body is still unfinished after 250 ms (a slow sender keeps no one waiting)', async () => {
    vi.useFakeTimers();
    const held = await Promise.all(Array.from({ length: threads }, () => largeBodyTurn()));
    let granted = false;
    const next = largeBodyTurn().then((end) => {
      granted = true;
      return end;
    });
    await vi.advanceTimersByTimeAsync(200);
    expect(granted).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(granted).toBe(true);
    for (const end of held) end(); // late ends change nothing
    (await next)();
  });
});
