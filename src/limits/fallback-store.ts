// RATE_LIMITS_WHEN_REDIS_DOWN=local: while Redis cannot be reached, admissions are counted on this
// process's own counters instead of refused, for at most `localForMs` from the start of the outage
// (then refused with 503 until Redis is back). Each replica then enforces the limits on its own, so
// together they may admit up to N times a limit: the operator trades exactness for availability, for
// a bounded time. Once Redis answers again the shared counters are used and the local ones dropped.
import type { Awaitable } from '../awaitable.js';
import { CountersUnavailableError, type AdmitOutcome, type BudgetProbe, type CounterStore, type RecordedEvent, type WindowCharge } from './counter-store.js';
import { MemoryCounterStore } from './memory-store.js';
import type { RedisCounterStore } from './redis-store.js';

export interface FallbackOptions {
  /** How long after Redis became unreachable this process may still admit on its own counters. */
  localForMs: number;
  /** Wall-clock ms (outages are timed by it, as the Redis client reports them). */
  now?: () => number;
}

type Shared = Pick<RedisCounterStore, 'admit' | 'adjust' | 'recordEvent' | 'close' | 'unreachableSince'>;

export class FallbackCounterStore implements CounterStore {
  private local = new MemoryCounterStore();
  private readonly now: () => number;
  /** The outage the local counters belong to (its start); undefined while Redis is in use. */
  private outage: number | undefined;

  constructor(
    private readonly shared: Shared,
    private readonly options: FallbackOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  admit(budgets: BudgetProbe[], windows: WindowCharge[], nowMs: number): Awaitable<AdmitOutcome> {
    return this.either(
      () => this.shared.admit(budgets, windows, nowMs),
      () => this.local.admit(budgets, windows, nowMs),
    );
  }

  adjust(key: string, delta: number, nowMs: number): Awaitable<number | undefined> {
    return this.either(
      () => this.shared.adjust(key, delta),
      () => this.local.adjust(key, delta, nowMs),
    );
  }

  recordEvent(budget: BudgetProbe, nowMs: number, id: string): Promise<RecordedEvent> {
    return Promise.resolve(
      this.either(
        () => this.shared.recordEvent(budget, nowMs, id),
        () => this.local.recordEvent(budget, nowMs),
      ),
    );
  }

  async close(): Promise<void> {
    await Promise.all([this.shared.close(), this.local.close()]);
  }

  /** The shared store while it is reachable; this process's counters during the bounded time after it was lost. */
  private either<T>(shared: () => Promise<T>, local: () => Awaitable<T>): Awaitable<T> {
    const since = this.shared.unreachableSince;
    if (since === undefined) {
      return shared().then(
        (value) => {
          if (this.outage !== undefined) this.recovered();
          return value;
        },
        (error: unknown) => {
          if (!(error instanceof CountersUnavailableError)) throw error;
          return this.onLocal(this.shared.unreachableSince ?? this.outage ?? this.now(), error, local);
        },
      );
    }
    return this.onLocal(since, undefined, local);
  }

  private onLocal<T>(since: number, cause: CountersUnavailableError | undefined, local: () => Awaitable<T>): Awaitable<T> {
    // A new outage starts with empty local counters: those of an earlier one are stale.
    if (this.outage !== since) {
      if (this.outage !== undefined) this.recovered();
      this.outage = since;
    }
    if (this.now() - since < this.options.localForMs) return local();
    const error = cause ?? new CountersUnavailableError(`the rate-limit counters (Redis) cannot be reached since ${new Date(since).toISOString()}`);
    return Promise.reject(error);
  }

  private recovered(): void {
    this.outage = undefined;
    void this.local.close();
    this.local = new MemoryCounterStore();
  }
}
