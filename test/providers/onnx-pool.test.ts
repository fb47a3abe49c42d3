// The ONNX worker pool's bounds, on real worker threads: a full pool refuses more work at once as
// overloaded (503 with Retry-After), a model that cannot be loaded fails its own inference only,
// and an inference still waiting for a worker is dropped when its caller goes away.
import { afterEach, describe, expect, it } from 'vitest';
import { OnnxPool } from '../../src/providers/onnx/onnx-pool.js';
import { ProviderError } from '../../src/providers/contracts/provider-error.js';

const job = () => ({ kind: 'u2net' as const, file: '/nowhere/missing.onnx', rgb: new Uint8Array(3 * 4 * 4), size: 4 });

describe('ONNX worker pool', () => {
  let pool: OnnxPool | undefined;
  afterEach(() => pool?.close());

  it('refuses an inference past its workers and queue as overloaded, and fails one whose model cannot load', async () => {
    pool = new OnnxPool({ workers: 1, threads: 1, queueLimit: 0 });
    const signal = new AbortController().signal;
    const first = pool.run(job(), [], signal);
    // In the same turn the one worker is taken and nothing may wait: refused at once.
    const second = await pool.run(job(), [], signal).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(ProviderError);
    expect(second).toMatchObject({ failure: 'overloaded', details: { status: 503, retryAfterSeconds: 1 } });
    const failed = await first.catch((error: unknown) => error);
    expect(failed).toMatchObject({ failure: 'upstream_error', message: expect.stringContaining('ONNX Runtime failed') });
    expect(pool.busy).toBe(0);
  });

  it('drops an inference waiting for a worker when its signal aborts, and runs the next', async () => {
    pool = new OnnxPool({ workers: 1, threads: 1, queueLimit: 2 });
    const running = pool.run(job(), [], new AbortController().signal).catch((error: unknown) => error);
    const leaving = new AbortController();
    const waiting = pool.run(job(), [], leaving.signal).catch((error: unknown) => error);
    const next = pool.run(job(), [], new AbortController().signal).catch((error: unknown) => error);
    expect(pool.waiting).toBe(2);
    leaving.abort(new Error('the caller went away'));
    expect(await waiting).toMatchObject({ message: 'the caller went away' });
    expect(pool.waiting).toBe(1);
    await running;
    expect(await next).toMatchObject({ failure: 'upstream_error' });
    expect(pool.completed).toBe(2);
  });
});
