// What every handler receives beside its validated input.
import type { HandlerMap } from '../../generated/operations.js';
import type { KeyPrincipal, Principal } from '../principal.js';
import type { PaidCallContext, PaidStep } from '../billing/paid-step.js';
import { type ErrorCode, internalError } from '../errors.js';
import type { Services } from '../services.js';

export interface HandlerContext {
  services: Services;
  requestId: string;
  /** The absolute URL requested (an x402 payment names it as its resource). */
  requestUrl: string;
  /** The caller's address (X-Forwarded-For's client when TRUST_PROXY is on). */
  clientAddress: string;
  /** The authenticated caller; undefined on public operations and optional-auth calls without a key. */
  principal?: Principal;
  /** Content negotiation on the request's Accept header: the best of `types`, or false. */
  accepts(...types: string[]): string | false;
  /** Aborted when the client disconnects; pass it to engines so abandoned work stops. */
  signal: AbortSignal;
  /**
   * Rate limits and credits (pipeline steps 6 and 7): name the model, then the price bound, and
   * settle the meter. The pipeline releases and counts whatever a failed request leaves, and fails a
   * billed 2xx answer that skipped it.
   */
  paidStep: PaidStep;
  /** A stream whose headers were out failed: the request log notes `code`, the error the same failure would have answered before the stream began. */
  failedInBand(code: ErrorCode): void;
}

export type Handlers = HandlerMap<HandlerContext>;

/** The caller of an operation whose security requires credentials (a key or a wallet); the pipeline guarantees one. */
export function requirePrincipal(context: HandlerContext): Principal {
  if (!context.principal) throw internalError();
  return context.principal;
}

/** The caller of an operation whose security requires a key; the pipeline guarantees one is there. */
export function requireKeyPrincipal(context: HandlerContext): KeyPrincipal {
  if (context.principal?.kind !== 'key') throw internalError();
  return context.principal;
}

/** The explicit arguments of a domain function serving a paid operation (media jobs, the JSON-RPC proxy). */
export function paidCallContext(context: HandlerContext): PaidCallContext {
  return { services: context.services, caller: requirePrincipal(context), requestId: context.requestId, signal: context.signal, paidStep: context.paidStep };
}
