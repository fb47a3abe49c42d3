// Where the counters live: in this process (memory-store.ts) or shared by every replica through
// Redis (redis-store.ts). Both implement the same atomic operations, so N concurrent admissions
// against a limit of M admit exactly M whichever store holds the counters; the tests run one suite
// against both. The memory store answers admissions and adjustments at once (no promise): they are
// on every paid request's path.
import type { Awaitable } from '../awaitable.js';

/** One windowed counter an admission adds to: checked and incremented together with the others. */
export interface WindowCharge {
  key: string;
  limit: number;
  /** What this request adds: 1 for a request window, the expected tokens for a token window. */
  cost: number;
  /** How long the counter must live: until its window ends. */
  ttlMs: number;
}

/** A rolling-window event log (an error budget) the admission must find under its threshold. */
export interface BudgetProbe {
  key: string;
  /** The pair is blocked while more than this many events lie in the window. */
  threshold: number;
  windowMs: number;
}

export type AdmitOutcome =
  /** Every window had room; `counts` are the counters after this request was added. */
  | { admitted: true; counts: number[] }
  /** Budget `index` is over its threshold until `clearsAt` (ms). */
  | { admitted: false; budget: number; count: number; clearsAt: number }
  /**
   * Window `index` had no room; nothing was added anywhere. `counts` are the counters as they
   * stand; `firstBreach` is true for the first rejection in that window (it is logged once).
   */
  | { admitted: false; window: number; counts: number[]; firstBreach: boolean };

export interface RecordedEvent {
  /** Events in the window after this one (at most threshold + 1: older ones need not be kept). */
  count: number;
  /** This event took the count over the threshold. */
  crossed: boolean;
  /** When the count falls back to the threshold, while it is over it. */
  clearsAt?: number;
}

export interface CounterStore {
  /**
   * Atomically: if no budget is over its threshold and every window has room for its cost, adds
   * each cost to its window; otherwise adds nothing. `nowMs` comes from the caller's clock.
   */
  admit(budgets: BudgetProbe[], windows: WindowCharge[], nowMs: number): Awaitable<AdmitOutcome>;
  /** Adds `delta` (may be negative) to a live window counter; undefined when it has expired. */
  adjust(key: string, delta: number, nowMs: number): Awaitable<number | undefined>;
  /** Appends an event (unique `id`) to a budget's log. */
  recordEvent(budget: BudgetProbe, nowMs: number, id: string): Promise<RecordedEvent>;
  close(): Promise<void>;
}

/**
 * The shared counters cannot be reached (Redis down, restarting, or not answering in time). The
 * error boundary answers it with 503 SERVICE_UNAVAILABLE and Retry-After, never a 500.
 */
export class CountersUnavailableError extends Error {
  override readonly name = 'CountersUnavailableError';
  /** Seconds a client should wait before retrying: about how long a reconnection takes. */
  readonly retryAfterSeconds = 1;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
