// Free work's share of the event loop (src/inference/free-share.ts): one count at a time, a bounded
// wait list refused with 503 and Retry-After, and a waiter whose client leaves taken off the list.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/errors.js';
import { FreeShare } from '../../src/inference/free-share.js';

/** A task held open until released. */
function held(): { task: () => Promise<void>; release: () => void; started: () => boolean } {
  let release!: () => void;
  let started = false;
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    task: () => {
      started = true;
      return done;
    },
    release: () => release(),
    started: () => started,
  };
}

describe('FreeShare', () => {
  const signal = new AbortController().signal;

  it('runs one count at a time, the next once the first is done and its rest is over', async () => {
    const share = new FreeShare(0.5, 4);
    const first = held();
    const second = held();
    const running = share.run(first.task, signal);
    const waiting = share.run(second.task, signal);
    await expect.poll(() => share.pending).toBe(1);
    expect(first.started()).toBe(true);
    expect(second.started()).toBe(false);
    first.release();
    await running;
    await expect.poll(() => second.started()).toBe(true);
    second.release();
    await waiting;
  });

  it('refuses with 503 and Retry-After once the wait list is full', async () => {
    const share = new FreeShare(0.5, 1);
    const first = held();
    const running = share.run(first.task, signal);
    const waiting = share.run(async () => 'second', signal);
    const refused = await share.run(async () => 'third', signal).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(503);
    expect((refused as ApiError).headers).toMatchObject({ 'Retry-After': '1' });
    first.release();
    await running;
    expect(await waiting).toBe('second');
  });

  it('takes a waiter whose client left off the list without running it', async () => {
    const share = new FreeShare(0.5, 4);
    const first = held();
    const running = share.run(first.task, signal);
    const leaving = new AbortController();
    let ran = false;
    const waiting = share.run(async () => (ran = true), leaving.signal).catch((error: unknown) => error);
    await expect.poll(() => share.pending).toBe(1);
    leaving.abort();
    expect(await waiting).toMatchObject({ status: 499 });
    expect(share.pending).toBe(0);
    first.release();
    await running;
    expect(ran).toBe(false);
  });
});
