// What a sign-in check yields: a wallet principal, or a typed failure carrying one of the
// X402_SIGN_IN_* codes of the reference API. Failures are values, not exceptions, so the caller
// decides how to report them (the siwx security handler turns one into the spec's 401 body).
import { type ApiError, apiError, type ErrorCode } from '../../errors.js';
import type { WalletPrincipal } from '../../principal.js';

/** The X402_SIGN_IN_* codes of the error catalog (src/errors.ts), all 401. */
export type SiwxFailureCode = Extract<ErrorCode, `X402_SIGN_IN_${string}`>;

export interface SiwxFailure {
  code: SiwxFailureCode;
  /** Safe to show the caller: it names the failed check, never internals. */
  message: string;
}

export type SiwxOutcome = { ok: true; principal: WalletPrincipal } | { ok: false; failure: SiwxFailure };

/** Either a value or a failure, for the steps of the check. */
export type Checked<T> = { ok: true; value: T } | { ok: false; failure: SiwxFailure };

export const passed = <T>(value: T): Checked<T> => ({ ok: true, value });
export const failed = (code: SiwxFailureCode, message: string): { ok: false; failure: SiwxFailure } => ({ ok: false, failure: { code, message } });

/** The spec's 401 for a failed sign-in: `{error, code}`. */
export function siwxFailureError(failure: SiwxFailure): ApiError {
  return apiError(failure.code, { message: failure.message, headers: { 'WWW-Authenticate': 'Bearer' } });
}
