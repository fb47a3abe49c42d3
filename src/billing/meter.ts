// One paid request's charge as its handler sees it: the pipeline reserved the request's maximum
// price before handing it over (PaidStep.reserve); the handler settles the measured cost once,
// and whatever is still held when the response is done is released by the pipeline. What was
// settled is written on the request's record for the request log.
import type { RequestRecord } from '../observability/request-record.js';
import { untimed, type StageClock } from '../observability/stage-timing.js';
import type { Currency } from '../money.js';
import type { ChargeDetails, Price, RequestCharge } from './request-charge.js';

export class Meter {
  private readonly started = Date.now();
  /** Prompt plus completion tokens of the settled usage: what the rate limiter counts for the request. */
  settledTokens = 0;
  /** settle() was called: the request was charged (perhaps zero). The pipeline checks it of every billed 2xx answer. */
  settled = false;

  /** `timing`: the request's, which counts every settlement as its `credits` stage. */
  constructor(
    private readonly charge: RequestCharge,
    private readonly timing: StageClock = untimed,
    private readonly record?: RequestRecord,
  ) {}

  /**
   * Charges the measured cost (capped at the reservation); returns what was charged, and in which
   * currency. `cachedTokens`: the prompt tokens read from the engine's cache, for the request log.
   */
  async settle(cost: Price, details: ChargeDetails & { tokens?: number; cachedTokens?: number }): Promise<{ currency: Currency; charged: bigint }> {
    this.settled = true;
    this.settledTokens = details.tokens ?? 0;
    const { cachedTokens, ...charge } = details;
    const outcome = await this.timing.time('credits', () => this.charge.settle(cost, { executionMs: Date.now() - this.started, ...charge }));
    this.record?.charged(outcome.currency, outcome.charged, details.promptTokens, details.completionTokens, cachedTokens);
    return outcome;
  }

  /** Nothing is charged (the work failed on our side, or produced nothing). */
  async release(): Promise<void> {
    return this.timing.time('credits', () => this.charge.release());
  }

  /** The request failed after it was settled: takes the charge back if it can be (RequestCharge.withdraw). */
  withdraw(): boolean {
    const withdrawn = this.charge.withdraw();
    if (withdrawn && this.record) {
      this.record.costMicro = null;
      this.record.currency = null;
    }
    return withdrawn;
  }

  get isOpen(): boolean {
    return this.charge.isOpen;
  }
}
