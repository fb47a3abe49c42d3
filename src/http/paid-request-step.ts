// Steps 6 and 7 of the pipeline for one request (src/billing/paid-request.ts says what handlers
// see): admission under the operation's rate-limit class once the handler names the model, the
// reservation of the price bound it names, and afterwards everything no handler wires itself:
// the x-ratelimit-* headers, settling the token count to what was charged, counting a refusal
// against the error budgets, and releasing whatever a failed or refused request still holds.
// Those steps come after the work: none of them may turn a charged answer (or a refusal) into a
// different error, so their failures (Redis or the database down) are logged, not thrown
// (docs/decisions/0028-dependency-failures.md).
import type { OperationPolicy } from '../../generated/operations.js';
import { andThen, isPromise, type Awaitable } from '../awaitable.js';
import type { Principal } from '../principal.js';
import { Meter } from '../billing/meter.js';
import type { PaidRequest } from '../billing/paid-request.js';
import { RequestCharge, type Price } from '../billing/request-charge.js';
import { internalError, tooManyRequests } from '../errors.js';
import { Admission } from '../limits/admission.js';
import { untimed, type StageClock } from '../observability/stage-timing.js';
import type { Services } from '../services.js';

export class PaidRequestStep implements PaidRequest {
  private admission = Admission.unlimited;
  private admittedModel: string | undefined;
  private meter: Meter | undefined;
  /** The wallet whose concurrency slot this request holds, released once when it ends. */
  private walletSlot: string | undefined;

  constructor(
    private readonly services: Services,
    private readonly policy: OperationPolicy,
    private readonly principal: Principal | undefined,
    private readonly requestId: string,
    /** The request's stage timing: admission counts as `limits`, reserving and settling as `credits`. */
    private readonly timing: StageClock = untimed,
  ) {}

  admit(modelId: string | undefined, expectedTokens?: number): Awaitable<void> {
    if (!this.principal || this.policy.rateLimit === 'none' || modelId === undefined) return;
    if (this.admittedModel !== undefined) throw new Error('a request is admitted once');
    const admitting = this.services.limits.admit({
      principal: this.principal,
      modelId,
      rateLimitClass: this.policy.rateLimit,
      expectedTokens,
      timing: this.timing,
    });
    return andThen(admitting, (admission) => {
      this.admission = admission;
      this.admittedModel = modelId;
    });
  }

  reserve(maximum: Price): Awaitable<Meter> {
    if (this.policy.billing === 'none') throw new Error(`${this.policy.operationId} is not a paid operation (x-service-billing: none)`);
    if (this.meter) throw new Error('a request reserves once');
    if (this.principal?.kind === 'wallet') this.takeWalletSlot(this.principal.address);
    const charge = this.chargeFor(this.principal);
    const meter = new Meter(charge, this.timing);
    this.meter = meter;
    return andThen(
      this.timing.time('credits', () => charge.reserve(maximum)),
      () => meter,
    );
  }

  /** Whether money was reserved (a wallet's answer then shows its remaining credit). */
  get charged(): boolean {
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
    await this.afterWork('give back the tokens of a failed request', () => this.admission.settle(0));
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
   * were. At once when both live in this process (a credit lease, in-memory counters). Never
   * throws: the answer is complete, and what it was charged stands.
   */
  finished(): Awaitable<void> {
    this.releaseWalletSlot();
    return andThen(
      this.afterWork('release what an answered request did not use', () => this.meter?.release()),
      () => this.afterWork('correct the token window to the tokens used', () => this.admission.settle(this.meter?.settledTokens ?? 0)),
    );
  }

  /** Runs a step that follows the work; its failure is logged (the window or reservation then lapses on its own). */
  private afterWork(what: string, step: () => Awaitable<void>): Awaitable<void> {
    const report = (error: unknown) => this.services.logger.warn(`paid request ${this.requestId}: could not ${what}:`, String(error));
    try {
      const done = step();
      return isPromise(done) ? done.catch(report) : undefined;
    } catch (error) {
      report(error);
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
