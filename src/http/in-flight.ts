// The requests this process is serving, for a graceful stop: main.ts stops listening, waits for them
// (up to SHUTDOWN_GRACE_SECONDS), and only then writes the ledger and closes the database. A request
// counts from the outermost middleware until both its pipeline is done (a stream's settlement runs
// inside it) and its response is written or its connection gone, so nothing settled is cut from the
// last flush and no answer is cut from its socket by the final close.
export class InFlightRequests {
  private count = 0;
  private stopRequested = false;
  private readonly idleWaiters = new Set<() => void>();

  get size(): number {
    return this.count;
  }

  /**
   * A request arrives. It is done when both have happened: its pipeline returned, and its response
   * was written or its connection lost; call the returned function once for each.
   */
  enter(): () => void {
    this.count += 1;
    let pending = 2;
    return () => {
      pending -= 1;
      if (pending === 0) this.done();
    };
  }

  /** While stopping, answers ask keep-alive clients to reconnect (elsewhere). */
  get stopping(): boolean {
    return this.stopRequested;
  }

  /** From now on answers close their connection; an event stream already under way keeps it until main.ts closes it. */
  stop(): void {
    this.stopRequested = true;
  }

  /** Resolves true once nothing is in flight, or false after `timeoutMs` (or at `cutShort`) with requests left. */
  async allFinished(timeoutMs: number, cutShort?: Promise<void>): Promise<boolean> {
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
