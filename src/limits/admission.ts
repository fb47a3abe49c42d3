// One admitted request: the headers its response carries, and the correction of its token count
// once the real usage is known (reconcile: as a credit reservation is settled to the measured cost).
import { andThen, type Awaitable } from '../awaitable.js';
import { untimed, type StageClock } from '../observability/stage-timing.js';
import type { CounterStore } from './counter-store.js';
import { windowHeaders, type LimitHolder, type WindowState } from './limit-headers.js';

export interface AdmissionParts {
  store: CounterStore;
  clock: () => number;
  holder: LimitHolder;
  windows: WindowState[];
  /** Tokens counted at admission (the expected tokens, capped at the token limit). */
  countedTokens: number;
  /** The request's stage timing (reconciling counts as its `limits` stage). */
  timing?: StageClock;
}

export class Admission {
  private reconciled = false;

  /** An admission with nothing to count: no headers, nothing to reconcile. */
  static readonly unlimited = new Admission(undefined);

  constructor(private readonly parts: AdmissionParts | undefined) {}

  /** Whether limits apply to this request at all. */
  get limited(): boolean {
    return this.parts !== undefined;
  }

  /** The x-ratelimit-* headers, from the counters as last seen (after reconcile, the corrected ones). */
  headers(): Record<string, string> {
    if (!this.parts) return {};
    return windowHeaders(this.parts.windows, this.parts.holder, this.parts.clock());
  }

  /**
   * Replaces the tokens counted at admission by the real usage (prompt plus completion tokens).
   * Call it once, after the work, also when the work failed (with what was used, often 0).
   * A window that has ended meanwhile is left alone: its count no longer limits anyone. With the
   * counters in this process it is done at once.
   */
  reconcile(actualTokens: number): Awaitable<void> {
    if (!this.parts || this.reconciled) return;
    this.reconciled = true;
    const tokens = this.parts.windows.find((window) => window.type === 'TPM');
    const delta = Math.max(0, Math.ceil(actualTokens)) - this.parts.countedTokens;
    if (!tokens || delta === 0) return;
    const { store, clock, timing = untimed } = this.parts;
    return andThen(
      timing.time('limits', () => store.adjust(tokens.key, delta, clock())),
      (value) => {
        if (value !== undefined) tokens.count = value;
      },
    );
  }
}
