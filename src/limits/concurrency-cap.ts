// A cap on requests in flight per caller, in this process: a wallet paying per request from its
// x402 credit has no account, tier or key to rate-limit, so without it one wallet could open any
// number of paid requests (streams included) at once. Each replica enforces its own cap.
export class ConcurrencyCap {
  private readonly inFlight = new Map<string, number>();

  constructor(readonly limit: number) {}

  /** Takes a slot for `key`; false when it already holds `limit`. */
  tryAcquire(key: string): boolean {
    const count = this.inFlight.get(key) ?? 0;
    if (count >= this.limit) return false;
    this.inFlight.set(key, count + 1);
    return true;
  }

  release(key: string): void {
    const count = this.inFlight.get(key) ?? 0;
    if (count <= 1) this.inFlight.delete(key);
    else this.inFlight.set(key, count - 1);
  }

  /** Callers holding at least one slot (what the cap keeps in memory). */
  get callers(): number {
    return this.inFlight.size;
  }
}
