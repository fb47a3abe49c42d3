// What a sign-in check yields: a wallet principal, or a typed failure carrying one of the
// X402_SIGN_IN_* codes of the reference API. Failures are values, not exceptions, so the caller
// decides how to report them (the siwx security handler turns one into the spec's 401 body).
import { ApiError } from '../../errors.js';

export type SiwxFailureCode =
  | 'X402_SIGN_IN_INVALID_PAYLOAD'
  | 'X402_SIGN_IN_PARSE_ERROR'
  | 'X402_SIGN_IN_INVALID_MESSAGE'
  | 'X402_SIGN_IN_ADDRESS_MISMATCH'
  | 'X402_SIGN_IN_INVALID_CHAIN_ID'
  | 'X402_SIGN_IN_CHAIN_MISMATCH'
  | 'X402_SIGN_IN_UNSUPPORTED_CHAIN'
  | 'X402_SIGN_IN_MISSING_NONCE'
  | 'X402_SIGN_IN_DOMAIN_MISMATCH'
  | 'X402_SIGN_IN_TIMESTAMP_MISMATCH'
  | 'X402_SIGN_IN_EXPIRED'
  | 'X402_SIGN_IN_FUTURE_TIMESTAMP'
  | 'X402_SIGN_IN_NOT_BEFORE'
  | 'X402_SIGN_IN_INVALID_SIGNATURE'
  | 'X402_SIGN_IN_INVALID_WALLET'
  | 'X402_SIGN_IN_NONCE_REUSED';

export interface SiwxFailure {
  code: SiwxFailureCode;
  /** Safe to show the caller: it names the failed check, never internals. */
  message: string;
}

export type WalletChain = 'base' | 'solana';

/** A verified wallet. EVM addresses are lower-cased; Solana addresses are base58 as signed. */
export interface WalletPrincipal {
  kind: 'wallet';
  address: string;
  chain: WalletChain;
}

export type SiwxOutcome = { ok: true; principal: WalletPrincipal } | { ok: false; failure: SiwxFailure };

/** Either a value or a failure, for the steps of the check. */
export type Checked<T> = { ok: true; value: T } | { ok: false; failure: SiwxFailure };

export const passed = <T>(value: T): Checked<T> => ({ ok: true, value });
export const failed = (code: SiwxFailureCode, message: string): { ok: false; failure: SiwxFailure } => ({ ok: false, failure: { code, message } });

/** The spec's 401 for a failed sign-in: `{error, code}`. */
export function siwxFailureError(failure: SiwxFailure): ApiError {
  return new ApiError(401, { error: failure.message, code: failure.code }, { 'WWW-Authenticate': 'Bearer' });
}
