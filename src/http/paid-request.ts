// Steps 6 and 7 of the pipeline for one request (src/billing/paid-step.ts says what handlers
// see): admission under the operation's rate-limit class once the handler names the model, the
// reservation of the price bound it names, and afterwards everything no handler wires itself:
// the x-ratelimit-* headers, reconciling the token count to what was charged, counting a refusal
// against the error budgets, and releasing whatever a failed or refused request still holds.
// Those steps come after the work: none of them may turn a charged answer (or a refusal) into a
// different error, so their failures (Redis or the database down) are logged, not thrown
// (docs/decisions/0028-dependency-failures.md).
import type { OperationPolicy } from '../../generated/operations.js';
import type { Principal } from '../principal.js';
import { Meter } from '../billing/meter.js';
import type { FreeAnswerRule, PaidStep } from '../billing/paid-step.js';
import { RequestCharge, type Price } from '../billing/request-charge.js';
import { internalError, tooManyRequests } from '../errors.js';
import { Admission } from '../limits/admission.js';
import type { RequestRecord } from '../observability/request-record.js';
import { untimed, type StageClock } from '../observability/stage-timing.js';
import type { Services } from '../services.js';

/** One request's billing state: its admission, its meter, its wallet slot, and whether it was declared free. */
export class PaidRequest implements PaidStep {
  private admission = Admission.unlimited;
  private admittedModel: string | undefined;
  private meter: Meter | undefined;
  /** The rule under which this 2xx answer of a billed operation is free (PaidStep.answerFree). */
  private freeRule: FreeAnswerRule | undefined;
  /** The wallet whose concurrency slot this request holds, released once when it ends. */
  private walletSlot: string | undefined;

  constructor(
    private readonly services: Services,
    private readonly policy: OperationPolicy,
    private readonly principal: Principal | undefined,
    private readonly requestId: string,
    /** The request's stage timing: admission counts as `limits`, reserving and settling as `credits`. */
    private readonly timing: StageClock = untimed,
    /** The request's record for the request log: its meter writes the charge there. */
    private readonly record?: RequestRecord,
  ) {}

  async admit(modelId: string | undefined, expectedTokens?: number): Promise<void> {
    if (!this.principal || this.policy.rateLimit === 'none' || modelId === undefined) return;
    if (this.admittedModel !== undefined) throw new Error('a request is admitted once');
    this.admission = await this.services.limits.admit({
      principal: this.principal,
      modelId,
      rateLimitClass: this.policy.rateLimit,
      expectedTokens,
      timing: this.timing,
    });
    this.admittedModel = modelId;
  }

  async reserve(maximum: Price): Promise<Meter> {
    if (this.policy.billing === 'none') throw new Error(`${this.policy.operationId} is not a paid operation (x-service-billing: none)`);
    if (this.meter) throw new Error('a request reserves once');
    if (this.principal?.kind === 'wallet') this.takeWalletSlot(this.principal.address);
    const charge = this.chargeFor(this.principal);
    const meter = new Meter(charge, this.timing, this.record);
    this.meter = meter;
    await this.timing.time('credits', () => charge.reserve(maximum));
    return meter;
  }

  answerFree(rule: FreeAnswerRule): void {
    if (this.meter) throw new Error(`${this.policy.operationId}: a request that reserved is charged, not free (${rule})`);
    this.freeRule = rule;
  }

  /**
   * What is missing of the paid step for this answer, if anything (decision 0035): a billed
   * operation's 2xx answer reserved and settled, or was declared free by a rule of its spec. A
   * stream is checked as it starts (reserved): how it ends decides its charge (a failed one is not).
   */
  missingStep(status: number, stream: boolean): string | undefined {
    if (this.policy.billing === 'none' || status < 200 || status >= 300 || this.freeRule !== undefined) return undefined;
    if (!this.meter) return 'it answered without reserving (PaidStep.reserve)';
    if (!stream && !this.meter.settled) return 'it answered without settling its meter (Meter.settle)';
    return undefined;
  }

  /** Whether money was reserved (a wallet's answer then shows its remaining credit). */
  get reserved(): boolean {
    return this.meter !== undefined;
  }

  /** The x-ratelimit-* headers: as counted at admission, or corrected once finished. */
  headers(): Record<string, string> {
    return this.admission.headers();
  }

  /**
   * The handler failed or refused the request: nothing is charged, and the refusal counts against
   * the budgets. Never throws: the request's own error is what the caller is answered.
   */
  async failed(error: unknown): Promise<void> {
    this.releaseWalletSlot();
    // A request that failed after its handler settled the charge is not charged either.
    if (this.meter && !this.meter.withdraw()) {
      this.services.logger.error(`paid request ${this.requestId} failed after its charge was written; it stands in the ledger`);
    }
    // A reservation row that cannot be released now expires (RESERVATION_TTL_SECONDS) and is released then.
    await this.afterWork('release the reservation of a failed request', () => this.meter?.release());
    await this.afterWork('give back the tokens of a failed request', () => this.admission.reconcile(0));
    const principal = this.principal;
    const modelId = this.admittedModel;
    if (principal && modelId !== undefined) {
      await this.afterWork('count a refusal against the error budgets', () =>
        this.services.limits.recordRefusal({ principal, modelId, rateLimitClass: this.policy.rateLimit }, error),
      );
    }
  }

  /**
   * The response (or its stream) is done: release what was not settled, and count the tokens that
   * were. Never throws: the answer is complete, and what it was charged stands.
   */
  async finished(): Promise<void> {
    this.releaseWalletSlot();
    await this.afterWork('release what an answered request did not use', () => this.meter?.release());
    await this.afterWork('correct the token window to the tokens used', () => this.admission.reconcile(this.meter?.settledTokens ?? 0));
  }

  /** Runs a step that follows the work; its failure is logged (the window or reservation then lapses on its own). */
  private async afterWork(what: string, step: () => Promise<void> | void | undefined): Promise<void> {
    try {
      await step();
    } catch (error) {
      this.services.logger.warn(`paid request ${this.requestId}: could not ${what}:`, String(error));
    }
  }

  private takeWalletSlot(address: string): void {
    const cap = this.services.walletConcurrency;
    if (!cap.tryAcquire(address)) {
      throw tooManyRequests(`At most ${cap.limit} requests of one wallet may run at once; retry when one has finished`, { 'Retry-After': '1' });
    }
    this.walletSlot = address;
  }

  private releaseWalletSlot(): void {
    if (this.walletSlot === undefined) return;
    this.services.walletConcurrency.release(this.walletSlot);
    this.walletSlot = undefined;
  }

  /** Who pays: a key's account (with the key's consumption limits), or a signed-in wallet's x402 credit. */
  private chargeFor(principal: Principal | undefined): RequestCharge {
    if (!principal) throw internalError(); // paid operations require a caller
    const payer =
      principal.kind === 'wallet'
        ? { kind: 'wallet' as const, address: principal.address }
        : { kind: 'account' as const, accountId: principal.accountId, apiKeyId: principal.keyId, spendLimited: principal.spendLimited };
    // A generation is recorded as a job whose refund reads its charge back: written at once, not leased.
    const leases = this.policy.billing === 'generation' ? undefined : this.services.credits;
    return new RequestCharge(
      { database: this.services.database, reservationTtlMs: this.services.billing.reservationTtlMs, leases, diemEpochs: this.services.credits.diemEpochs },
      payer,
      this.requestId,
    );
  }
}
