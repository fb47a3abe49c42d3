// The requests this process is serving, for a graceful stop: main.ts stops listening, waits for them
// (up to SHUTDOWN_GRACE_SECONDS), and only then writes the ledger and closes the database. A request
// counts from the outermost middleware until both its pipeline is done (a stream's settlement runs
// inside it) and its response is written or its connection gone, so nothing settled is cut from the
// last flush and no answer is cut from its socket by the final close.
import type Koa from 'koa';

export class InFlightRequests {
  private count = 0;
  private stopping = false;
  private readonly idleWaiters = new Set<() => void>();

  get size(): number {
    return this.count;
  }

  /** The first step of the pipeline. While stopping, answers ask keep-alive clients to reconnect (elsewhere). */
  middleware(): Koa.Middleware {
    return async (ctx, next) => {
      this.count += 1;
      // Done when both have happened: the pipeline returned, and the response was written or its connection lost.
      let pending = 2;
      const oneDone = () => {
        pending -= 1;
        if (pending === 0) this.done();
      };
      ctx.res.once('close', oneDone);
      try {
        await next();
        // Koa writes the answer after this: a client keeping its connection alive learns to go.
        if (this.stopping && !ctx.res.headersSent) ctx.set('Connection', 'close');
      } finally {
        oneDone();
      }
    };
  }

  /** From now on answers close their connection; an event stream already under way keeps it until main.ts closes it. */
  stop(): void {
    this.stopping = true;
  }

  /** Resolves true once nothing is in flight, or false after `timeoutMs` (or at `cutShort`) with requests left. */
  async settled(timeoutMs: number, cutShort?: Promise<void>): Promise<boolean> {
    if (this.count === 0) return true;
    let waiter: (() => void) | undefined;
    let timer: NodeJS.Timeout | undefined;
    const idle = new Promise<boolean>((resolve) => {
      waiter = () => resolve(true);
      this.idleWaiters.add(waiter);
    });
    const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    try {
      return await Promise.race([idle, timeout, ...(cutShort ? [cutShort.then(() => this.count === 0)] : [])]);
    } finally {
      clearTimeout(timer);
      this.idleWaiters.delete(waiter!);
    }
  }

  private done(): void {
    this.count -= 1;
    if (this.count > 0) return;
    for (const waiter of this.idleWaiters) waiter();
  }
}
