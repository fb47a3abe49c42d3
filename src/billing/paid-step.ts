// Pipeline steps 6 and 7 as a handler, or the domain function it calls, sees them. The pipeline
// builds one per request from the operation's policy (x-service-rate-limit, x-service-billing) and
// the caller, and does the rest itself: the rate-limit headers, releasing what a failed request
// held, counting its failure against the error budgets, reconciling the token count, and the 402s.
// It also checks the step was taken: a billed operation's 2xx answer without a reservation and a
// settlement is a defect (docs/decisions/0035-paid-step.md).
import type { Principal } from '../principal.js';
import type { Services } from '../services.js';
import type { Meter } from './meter.js';
import type { Price } from './request-charge.js';

/**
 * Why a billed operation may answer 2xx without a charge of its own, each a rule its spec states:
 * `idempotent-replay`, an Idempotency-Key's kept answer (charged once, when it was first given).
 */
export type FreeAnswerRule = 'idempotent-replay';

/** The paid step as a handler drives it: name the model, reserve the price bound, settle the meter. */
export interface PaidStep {
  /**
   * Step 6: the caller's rate limits and error budgets for this model under the operation's
   * class; throws the 429. `modelId` undefined (a name that resolves to no model the caller may
   * use) limits nothing: the step that needs the model refuses the request with its own error.
   */
  admit(modelId: string | undefined, expectedTokens?: number): Promise<void>;
  /** Step 7: reserves the most the request may cost (throws the 402 that says why it cannot); settle on the meter. */
  reserve(maximum: Price): Promise<Meter>;
  /** This 2xx answer is free by a rule the spec states; without it a billed answer must reserve and settle. */
  answerFree(rule: FreeAnswerRule): void;
}

/** What a domain function serving one paid operation is given, rather than the handler's context. */
export interface PaidCallContext {
  services: Services;
  caller: Principal;
  requestId: string;
  /** Aborted when the client disconnects. */
  signal: AbortSignal;
  paidStep: PaidStep;
}
