// The counter stores, one suite run against both: the in-process store and Redis (the run's
// throwaway redis-server from test/support/global-setup). Times are passed in, never slept for.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import type { CounterStore } from '../../src/limits/counter-store.js';
import { MemoryCounterStore } from '../../src/limits/memory-store.js';
import { RedisCounterStore } from '../../src/limits/redis-store.js';
import { freePort } from '../support/postgres-server.js';

const redisUrl = inject('redisUrl');
const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

it.runIf(process.env.CI)('has a Redis server on CI', () => {
  expect(redisUrl, 'CI must run the counter suites against a real Redis server').not.toBe('');
});

it('reports a Redis it cannot reach once, instead of printing every failed reconnection to stderr', async () => {
  const reports: string[] = [];
  const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = new RedisCounterStore({ url: `redis://127.0.0.1:${await freePort()}`, onConnection: (state) => reports.push(state), reportEveryMs: 60_000 });
  try {
    // Nothing listens there: the command fails after the client's retries, each a failed connection.
    await expect(store.admit([], [{ key: 'unreachable', limit: 1, cost: 1, ttlMs: 1000 }], T0)).rejects.toThrow();
    expect(reports).toEqual(['lost']);
    expect(printed.mock.calls.filter(([first]) => String(first).includes('ioredis'))).toEqual([]);
  } finally {
    printed.mockRestore();
    await store.close();
  }
});

const stores: [string, () => CounterStore][] = [
  ['memory', () => new MemoryCounterStore()],
  ...(redisUrl ? [['Redis', () => new RedisCounterStore({ url: redisUrl, prefix: `test:${randomUUID()}:` })] as [string, () => CounterStore]] : []),
];
if (!redisUrl) console.warn('redis-server is not installed: the Redis counter-store tests are skipped (make system-packages installs it)');

describe.each(stores)('%s counter store', (_name, makeStore) => {
  const store = makeStore();
  afterAll(() => store.close());
  const window = (key: string, limit: number, cost = 1, ttlMs = 60_000) => ({ key, limit, cost, ttlMs });

  it('admits exactly M of N parallel admissions against a limit of M', async () => {
    const key = `{parallel}:RPM:${randomUUID()}`;
    const outcomes = await Promise.all(Array.from({ length: 200 }, () => store.admit([], [window(key, 37)], T0)));
    expect(outcomes.filter((outcome) => outcome.admitted)).toHaveLength(37);
    const counts = outcomes.flatMap((outcome) => (outcome.admitted ? outcome.counts : []));
    expect(new Set(counts).size).toBe(37); // every admitted request saw its own count, 1…37
    expect(Math.max(...counts)).toBe(37);
  });

  it('adds to every window or to none', async () => {
    const requests = `{all-or-none}:RPM:${randomUUID()}`;
    const tokens = `{all-or-none}:TPM:${randomUUID()}`;
    expect(await store.admit([], [window(requests, 10), window(tokens, 100, 80)], T0)).toEqual({ admitted: true, counts: [1, 80] });
    const refused = await store.admit([], [window(requests, 10), window(tokens, 100, 30)], T0);
    expect(refused).toEqual({ admitted: false, window: 1, counts: [1, 80], firstBreach: true });
    expect(await store.admit([], [window(requests, 10), window(tokens, 100, 30)], T0)).toMatchObject({ admitted: false, firstBreach: false });
    expect(await store.admit([], [window(requests, 10), window(tokens, 100, 20)], T0)).toEqual({ admitted: true, counts: [2, 100] });
  });

  it('corrects a live counter and leaves an expired one alone', async () => {
    const key = `{adjust}:TPM:${randomUUID()}`;
    await store.admit([], [window(key, 1000, 500, 60_000)], T0);
    expect(await store.adjust(key, -380, T0 + 1000)).toBe(120);
    expect(await store.adjust(`{adjust}:TPM:${randomUUID()}`, 50, T0)).toBeUndefined();
  });

  it('counts budget events over a rolling window and reports when it clears', async () => {
    const budget = { key: `{budget}:FAILED_REQUESTS:${randomUUID()}`, threshold: 3, windowMs: 30_000 };
    const results = [];
    for (let second = 0; second < 4; second += 1) results.push(await store.recordEvent(budget, T0 + second * 1000, randomUUID()));
    expect(results.map((result) => result.crossed)).toEqual([false, false, false, true]);
    expect(results[3]).toEqual({ count: 4, crossed: true, clearsAt: T0 + 30_000 });
    const blocked = await store.admit([budget], [], T0 + 10_000);
    expect(blocked).toEqual({ admitted: false, budget: 0, count: 4, clearsAt: T0 + 30_000 });
    // The first event leaves the window at T0 + 30 s; three remain, which is not more than 3.
    expect(await store.admit([budget], [], T0 + 30_000)).toEqual({ admitted: true, counts: [] });
    const again = await store.recordEvent(budget, T0 + 30_500, randomUUID());
    expect(again).toEqual({ count: 4, crossed: true, clearsAt: T0 + 31_000 });
  });

  it('keeps at most threshold + 1 events of a budget', async () => {
    const budget = { key: `{budget}:UNSUPPORTED:${randomUUID()}`, threshold: 2, windowMs: 30_000 };
    let last: Awaited<ReturnType<typeof store.recordEvent>> | undefined;
    for (let index = 0; index < 10; index += 1) last = await store.recordEvent(budget, T0 + index, randomUUID());
    expect(last).toEqual({ count: 3, crossed: false, clearsAt: T0 + 7 + 30_000 });
  });
});
