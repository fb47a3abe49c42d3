// Counters of one process. Every operation runs synchronously between two awaits, so it is atomic
// with respect to every other request of this process: check-and-add needs no lock. Expiry follows
// the caller's clock, not the wall clock, so tests drive windows by moving their clock.
import type { AdmitOutcome, BudgetProbe, CounterStore, RecordedEvent, WindowCharge } from './counter-store.js';

interface Counter {
  value: number;
  expiresAt: number;
}

const SWEEP_EVERY_MS = 60_000;

export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, Counter>();
  /** Budget logs: event times, oldest first, trimmed to threshold + 1. */
  private readonly logs = new Map<string, { times: number[]; windowMs: number }>();
  private lastSweep = -Infinity;

  admit(budgets: BudgetProbe[], windows: WindowCharge[], nowMs: number): AdmitOutcome {
    this.sweep(nowMs);
    for (let index = 0; index < budgets.length; index += 1) {
      const budget = budgets[index]!;
      // A pair without a logged failure (nearly every one) has no log to read.
      if (!this.logs.has(budget.key)) continue;
      const times = this.liveTimes(budget, nowMs);
      if (times.length > budget.threshold) {
        return { admitted: false, budget: index, count: times.length, clearsAt: times[times.length - budget.threshold - 1]! + budget.windowMs };
      }
    }
    const live = windows.map((window) => this.live(window.key, nowMs));
    const counts = live.map((counter) => counter?.value ?? 0);
    const full = windows.findIndex((window, index) => counts[index]! + window.cost > window.limit);
    if (full >= 0) {
      const mark = `${windows[full]!.key}:breach`;
      const firstBreach = this.value(mark, nowMs) === 0;
      if (firstBreach) this.counters.set(mark, { value: 1, expiresAt: nowMs + windows[full]!.ttlMs });
      return { admitted: false, window: full, counts, firstBreach };
    }
    for (let index = 0; index < windows.length; index += 1) {
      const window = windows[index]!;
      const counter = live[index];
      counts[index] = counts[index]! + window.cost;
      // A live counter is counted up in place; an expired or new one is replaced.
      if (counter) counter.value = counts[index]!;
      else this.counters.set(window.key, { value: counts[index]!, expiresAt: nowMs + window.ttlMs });
    }
    return { admitted: true, counts };
  }

  adjust(key: string, delta: number, nowMs: number): number | undefined {
    const counter = this.counters.get(key);
    if (!counter || counter.expiresAt <= nowMs) return undefined;
    counter.value += delta;
    return counter.value;
  }

  async recordEvent(budget: BudgetProbe, nowMs: number): Promise<RecordedEvent> {
    const times = this.liveTimes(budget, nowMs);
    const before = times.length;
    times.push(nowMs);
    times.sort((a, b) => a - b); // a caller's clock may hand out an earlier time than the last one
    if (times.length > budget.threshold + 1) times.splice(0, times.length - budget.threshold - 1);
    this.logs.set(budget.key, { times, windowMs: budget.windowMs });
    const count = times.length;
    return {
      count,
      crossed: before <= budget.threshold && count > budget.threshold,
      ...(count > budget.threshold ? { clearsAt: times[0]! + budget.windowMs } : {}),
    };
  }

  async close(): Promise<void> {
    this.counters.clear();
    this.logs.clear();
  }

  private value(key: string, nowMs: number): number {
    return this.live(key, nowMs)?.value ?? 0;
  }

  /** The counter of `key` while its window lasts. */
  private live(key: string, nowMs: number): Counter | undefined {
    const counter = this.counters.get(key);
    return counter && counter.expiresAt > nowMs ? counter : undefined;
  }

  private liveTimes(budget: BudgetProbe, nowMs: number): number[] {
    const times = (this.logs.get(budget.key)?.times ?? []).filter((time) => time > nowMs - budget.windowMs);
    if (times.length === 0) this.logs.delete(budget.key);
    else this.logs.set(budget.key, { times, windowMs: budget.windowMs });
    return times;
  }

  /** Drops expired counters and empty logs once a minute, so memory follows the active callers. */
  private sweep(nowMs: number): void {
    if (nowMs - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = nowMs;
    for (const [key, counter] of this.counters) if (counter.expiresAt <= nowMs) this.counters.delete(key);
    for (const [key, log] of this.logs) if (log.times.every((time) => time <= nowMs - log.windowMs)) this.logs.delete(key);
  }
}
