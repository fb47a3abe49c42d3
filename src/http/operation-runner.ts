// Steps 4-9 of the pipeline for one matched operation, in this order:
//   4. authenticate: openapi-backend's security pass (authenticate.ts); without any requirement met,
//      a wallet-payable operation answers with the x402 discovery 402, others 401; a failed
//      credential is reported even where auth is optional, and ADMIN operations refuse INFERENCE keys
//   5. read and validate the request (validate-request.ts)
//   6. rate limits and error budgets        } PaidRequest: the handler names the model and
//   7. price and reserve credits            } the price bound; the step does the rest
//   8. the handler
//   9. check that a billed 2xx answer took the paid step (paid-step-check.ts), release what the
//      handler did not settle, then write the typed result with its headers
// Each step marks its stage on the request's timing (Server-Timing, the stage histogram); limits
// and credits time themselves in PaidRequest.
import type { Context as BackendContext } from 'openapi-backend';
import type Koa from 'koa';
import { OPERATION_IDS, OPERATIONS, type OperationId, type OperationPolicy } from '../../generated/operations.js';
import { balanceHeaders } from '../billing/account-balance.js';
import type { Principal } from '../principal.js';
import { InsufficientBalanceError } from '../billing/request-charge.js';
import { walletBalanceHeader } from '../billing/wallet-balance.js';
import { adminKeyRequired, apiError, badRequest, type ErrorCode, unauthorized, walletSignInRequired } from '../errors.js';
import { hasPrompt, MAX_BYTES_PER_TOKEN, promptTextCeiling } from '../inference/prompt-floor.js';
import type { HandlerContext, Handlers } from '../operations/handler-context.js';
import type { Services } from '../services.js';
import { type SecurityOutcome, securityOutcome } from './authenticate.js';
import { clientGoneSignal } from './client-gone.js';
import { paymentRequired, walletPaymentRequired } from '../payments/payment-required.js';
import { PAYMENT_HEADERS } from '../payments/x402/payment-header.js';
import { PaidRequest } from './paid-request.js';
import type { HandlerResult } from './handler-result.js';
import { answerSkippedPaidStep } from './paid-step-check.js';
import { paymentContext } from './payment-context.js';
import { requestRecord, stageTiming } from './request-identity.js';
import { JSON_CONTENT_TYPE, setHeader, setHeaders } from './response-headers.js';
import { writeEventStream } from './sse.js';
import type { PromptLimit } from './request-body.js';
import { readValidatedInput } from './validate-request.js';

/**
 * An x402 payment belongs to POST /x402/top-up alone. An x402 client that answers an inference 402
 * by paying would otherwise believe it had paid for the call: refuse it, and nothing is settled.
 */
function refuseMisplacedPayment(policy: OperationPolicy, ctx: Koa.Context): void {
  if (policy.auth !== 'inference' && policy.auth !== 'wallet') return;
  const headers = ctx.req.headers;
  if (!PAYMENT_HEADERS.some((name) => headers[name])) return;
  throw badRequest(
    'Payments are accepted only by POST /api/v1/x402/top-up; top up there, then sign in with SIGN-IN-WITH-X',
    undefined,
    'PAYMENT_HEADER_NOT_ACCEPTED',
  );
}

/**
 * No requirement of the operation is met: a failed credential is reported as such; with none at
 * all, where a wallet could pay, the x402 discovery answer (402 variant A); a wallet's own records
 * take a sign-in and nothing else; anything else, 401.
 */
async function unauthorizedAnswer(outcome: SecurityOutcome, policy: OperationPolicy, services: Services, ctx: Koa.Context): Promise<Error> {
  if (outcome.failure) return outcome.failure;
  if (policy.auth === 'inference') return paymentRequired(paymentContext(services, ctx, policy));
  if (policy.auth === 'wallet') return walletSignInRequired();
  return unauthorized();
}

/** The balances before the request, on every authenticated response (from the cached balance). */
function callerBalanceHeaders(services: Services, principal: Principal): Promise<Record<string, string>> {
  return principal.kind === 'wallet' ? walletBalanceHeader(services.credits, principal.address) : balanceHeaders(services.credits, principal.accountId);
}

/**
 * Per operation with a prompt: the refusal of a large body whose prompt text no served model could
 * take, decided in the worker that parses it (request-body.ts). None when some model's context is unknown.
 */
function promptLimits(services: Services): Partial<Record<OperationId, PromptLimit>> {
  const ceiling = promptTextCeiling(services.catalog.models);
  if (ceiling === undefined) return {};
  const refusal = () =>
    apiError('TOO_MANY_TOKENS', {
      message: `The prompt cannot fit the context of any model served here (at most ${ceiling / MAX_BYTES_PER_TOKEN} tokens); shorten the messages`,
    });
  const limits: Partial<Record<OperationId, PromptLimit>> = {};
  for (const operationId of OPERATION_IDS) if (hasPrompt(operationId)) limits[operationId] = { operationId, ceiling, refusal };
  return limits;
}

/** openapi-backend's `unauthorizedHandler`: no security requirement of the operation is met. */
export function refuseUnauthorized(services: Services) {
  return async (context: BackendContext, ctx: Koa.Context): Promise<never> => {
    const policy = OPERATIONS[context.operation.operationId as OperationId];
    throw await unauthorizedAnswer(securityOutcome(context), policy, services, ctx);
  };
}

/** The operation handler openapi-backend calls once the request's security requirements are met. */
export function operationRunner(handlers: Handlers, services: Services) {
  const prompts = promptLimits(services);
  return async function runOperation(operationId: OperationId, context: BackendContext, ctx: Koa.Context): Promise<void> {
    const policy = OPERATIONS[operationId];
    const timing = stageTiming(ctx);
    const { principal, failure } = securityOutcome(context);
    const record = requestRecord(ctx);
    if (principal) record.caller(principal);
    refuseMisplacedPayment(policy, ctx);
    if (failure) throw failure;
    if (policy.auth === 'admin') {
      if (!principal) throw unauthorized();
      if (principal.kind !== 'key' || principal.keyType !== 'ADMIN') throw adminKeyRequired();
    }
    if (principal) {
      setHeaders(ctx, await timing.time('credits', () => callerBalanceHeaders(services, principal)));
    }
    timing.begin('validate');
    const input = await readValidatedInput(operationId, policy, context, ctx, prompts[operationId]);
    const model = (input as { body?: { model?: unknown } }).body?.model;
    if (typeof model === 'string') record.modelRequested = model;
    timing.begin('handler');
    const handler = handlers[operationId] as (input: unknown, context: unknown) => Promise<HandlerResult>;
    const requestId = ctx.state.requestId as string;
    const paid = new PaidRequest(services, policy, principal, requestId, timing, record);
    const clientGone = clientGoneSignal(ctx);
    let result: HandlerResult;
    try {
      result = await handler(input, new OperationContext(services, requestId, ctx, principal, clientGone, paid));
    } catch (caught) {
      // Whatever a handler threw once its client left (often the engine's abort) is the client's leaving.
      const error = clientGone.aborted ? apiError('CLIENT_CLOSED_REQUEST') : caught;
      await paid.failed(error); // refused or failed: nothing is charged
      // A wallet that cannot afford the request gets the x402 answer: how to top up (402 variant B).
      if (error instanceof InsufficientBalanceError && principal?.kind === 'wallet') {
        throw await walletPaymentRequired(paymentContext(services, ctx, policy), error.availableMicro);
      }
      throw error;
    }
    // A billed 2xx answer reserved and settled, or was declared free: checked here, where every operation passes.
    const skipped = paid.missingStep(result.status, result.stream !== undefined);
    if (skipped !== undefined) await answerSkippedPaidStep(services, policy, requestId, skipped, paid, result);
    timing.begin('write');
    ctx.status = result.status;
    if (result.stream) {
      // The stream settles its meter when the engine reports usage; what is still held when it ends is released.
      setHeaders(ctx, paid.headers());
      setHeaders(ctx, result.headers);
      return writeEventStream(ctx, result.stream, () => paid.finished());
    }
    await paid.finished();
    setHeaders(ctx, paid.headers());
    setHeaders(ctx, result.headers);
    // A wallet sees what its credit is once this request has been charged; when it cannot be read
    // (the database is down) the header is left out: the charged answer still goes out.
    if (principal?.kind === 'wallet' && paid.reserved) {
      try {
        setHeaders(ctx, await walletBalanceHeader(services.credits, principal.address));
      } catch (error) {
        services.logger.warn(`request ${requestId}: the wallet's remaining balance could not be read for its header:`, String(error));
      }
    }
    if (result.contentType) ctx.type = result.contentType;
    if (isJsonValue(result.body)) {
      // Serialized once, here: given an object, Koa would serialize it to answer and the compression step once more to measure it.
      if (!result.contentType) setHeader(ctx, 'Content-Type', JSON_CONTENT_TYPE);
      ctx.body = JSON.stringify(result.body);
    } else ctx.body = result.body;
  };
}

/**
 * What a handler receives beside its input. A class, because a getter in an object literal made
 * per request keeps the whole request alive until a full collection (figures: decision 0016).
 */
class OperationContext implements HandlerContext {
  constructor(
    readonly services: Services,
    readonly requestId: string,
    private readonly ctx: Koa.Context,
    readonly principal: Principal | undefined,
    readonly signal: AbortSignal,
    readonly paidStep: PaidRequest,
  ) {}

  /** Read only by the operations that need it (the top-up's attempt limit): Koa works it out from the socket and proxy headers. */
  get clientAddress(): string {
    return this.ctx.ip;
  }

  accepts(...types: string[]): string | false {
    return this.ctx.accepts(...types);
  }

  failedInBand(code: ErrorCode): void {
    requestRecord(this.ctx).errorCode = code;
  }

  /** Read only by the operations that answer with it (x402's 402); the origin is this service's, never the Host header. */
  get requestUrl(): string {
    return `${this.services.wallets.signIn.origin()}${this.ctx.url}`;
  }
}

/** A plain object or array: what Koa would answer as JSON (not a Buffer, stream, or string). */
function isJsonValue(body: unknown): body is object {
  if (typeof body !== 'object' || body === null) return false;
  if (Array.isArray(body)) return true;
  const prototype = Object.getPrototypeOf(body) as unknown;
  return prototype === Object.prototype || prototype === null;
}
