// The top-up's refusals, in the reference API's shape: `{error: <CODE>, message, details?}`. Each
// step reports a typed failure value; the service turns it into an ApiError once, here.
import { type ApiError, apiErrorWithBody, type ErrorCode } from '../../errors.js';

/** The codes of the top-up's refusals: theirs in the error catalog (src/errors.ts), with their statuses. */
export type TopUpErrorCode = Extract<
  ErrorCode,
  | 'INVALID_PAYMENT_FORMAT'
  | 'INVALID_PAYMENT'
  | 'UNSUPPORTED_NETWORK'
  | 'INVALID_PAYMENT_RECIPIENT'
  | 'UNSUPPORTED_TOKEN'
  | 'UNSUPPORTED_SCHEME'
  | 'INVALID_AMOUNT'
  | 'INVALID_PAYMENT_PAYER'
  | 'AMOUNT_TOO_LOW'
  | 'AMOUNT_TOO_HIGH'
  | 'PAYMENT_VERIFICATION_FAILED'
  | 'SETTLEMENT_FAILED'
  | 'PAYMENT_IN_PROGRESS'
  | 'FACILITATOR_UNAVAILABLE'
  | 'SETTLEMENT_CONFLICT'
  | 'X402_NOT_CONFIGURED'
  | 'SETTLEMENT_TIMEOUT'
>;

export interface TopUpFailure {
  code: TopUpErrorCode;
  /** Safe to show the caller: names the failed check, never internals. */
  message: string;
  details?: Record<string, unknown>;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; failure: TopUpFailure };

export const passed = <T>(value: T): Checked<T> => ({ ok: true, value });
export const failed = (code: TopUpErrorCode, message: string, details?: Record<string, unknown>): { ok: false; failure: TopUpFailure } => ({
  ok: false,
  failure: { code, message, ...(details ? { details } : {}) },
});

export function topUpError(failure: TopUpFailure): ApiError {
  return apiErrorWithBody(failure.code, { error: failure.code, message: failure.message, ...(failure.details ? { details: failure.details } : {}) });
}

export const topUpRefusal = (code: TopUpErrorCode, message: string, details?: Record<string, unknown>) =>
  topUpError({ code, message, ...(details ? { details } : {}) });
