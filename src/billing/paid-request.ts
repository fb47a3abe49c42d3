// Pipeline steps 6 and 7 as a handler, or the domain function it calls, sees them. The pipeline
// builds one per request from the operation's policy (x-service-rate-limit, x-service-billing) and
// the caller, and does the rest itself: the rate-limit headers, releasing what a failed request
// held, counting its failure against the error budgets, settling the token count, and the 402s.
import type { Principal } from '../principal.js';
import type { Awaitable } from '../awaitable.js';
import type { Services } from '../services.js';
import type { Meter } from './meter.js';
import type { Price } from './request-charge.js';

export interface PaidRequest {
  /**
   * Step 6: the caller's rate limits and error budgets for this model under the operation's
   * class; throws the 429. `modelId` undefined (a name that resolves to no model the caller may
   * use) limits nothing: the step that needs the model refuses the request with its own error.
   * Both steps answer at once when what they need is in this process: await them either way.
   */
  admit(modelId: string | undefined, expectedTokens?: number): Awaitable<void>;
  /** Step 7: reserves the most the request may cost (throws the 402 that says why it cannot); settle on the meter. */
  reserve(maximum: Price): Awaitable<Meter>;
}

/** What a domain function serving one paid operation is given, rather than the handler's context. */
export interface PaidCall {
  services: Services;
  caller: Principal;
  requestId: string;
  /** Aborted when the client disconnects. */
  signal: AbortSignal;
  paid: PaidRequest;
}
