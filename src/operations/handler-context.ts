// What every handler receives beside its validated input.
import type { HandlerMap } from '../../generated/operations.js';
import type { KeyPrincipal, Principal } from '../accounts/principals.js';
import { internalError } from '../errors.js';
import type { InferenceMeter } from '../inference/metering.js';
import type { StageClock } from '../observability/stage-timing.js';
import type { Services } from '../services.js';

export interface HandlerContext {
  services: Services;
  requestId: string;
  /** The absolute URL requested (an x402 payment names it as its resource). */
  requestUrl: string;
  /** The authenticated caller; undefined on public operations and optional-auth calls without a key. */
  principal?: Principal;
  /** Content negotiation on the request's Accept header: the best of `types`, or false. */
  accepts(...types: string[]): string | false;
  /** Aborted when the client disconnects; pass it to engines so abandoned work stops. */
  signal: AbortSignal;
  /**
   * The request's charge against the caller's credits (one per request). Whatever it still holds
   * reserved when the response is done — a failure, a refusal — is released by the pipeline.
   */
  meter(): InferenceMeter;
  /** The request's stage timing: modules called from a handler time their share with it (limits, credits). */
  timing: StageClock;
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
