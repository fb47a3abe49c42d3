// The top-up's refusals, in the reference API's shape: `{error: <CODE>, message, details?}`. Each
// step reports a typed failure value; the service turns it into an ApiError once, here.
import { ApiError } from '../../errors.js';

export type TopUpErrorCode =
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
  | 'X402_NOT_CONFIGURED'
  | 'SETTLEMENT_TIMEOUT';

const STATUS: Record<TopUpErrorCode, number> = {
  INVALID_PAYMENT_FORMAT: 400,
  // Also a replay of a payment already credited: single use, never a second credit (decision 0009).
  INVALID_PAYMENT: 400,
  UNSUPPORTED_NETWORK: 400,
  INVALID_PAYMENT_RECIPIENT: 400,
  UNSUPPORTED_TOKEN: 400,
  UNSUPPORTED_SCHEME: 400,
  INVALID_AMOUNT: 400,
  INVALID_PAYMENT_PAYER: 400,
  AMOUNT_TOO_LOW: 400,
  AMOUNT_TOO_HIGH: 400,
  PAYMENT_VERIFICATION_FAILED: 400,
  SETTLEMENT_FAILED: 402,
  PAYMENT_IN_PROGRESS: 409,
  // The facilitator (or its chain RPC) could not be reached before anything was submitted.
  FACILITATOR_UNAVAILABLE: 502,
  X402_NOT_CONFIGURED: 503,
  SETTLEMENT_TIMEOUT: 504,
};

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
  return new ApiError(STATUS[failure.code], { error: failure.code, message: failure.message, ...(failure.details ? { details: failure.details } : {}) });
}

export const topUpRefusal = (code: TopUpErrorCode, message: string, details?: Record<string, unknown>) => topUpError({ code, message, ...(details ? { details } : {}) });
