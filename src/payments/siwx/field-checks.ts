// The checks on a parsed message that need no cryptography: it was meant for this service (domain
// and URI), it is fresh (Issued At, Expiration Time, Not Before, the payload timestamp) and it
// carries a nonce. They run before signature verification, which is the expensive step.
import { parseDateTime } from '../../time.js';
import type { SignInMessage } from './message.js';
import { failed, passed, type Checked } from './result.js';

export interface FreshnessPolicy {
  /** How old Issued At may be (5 minutes). */
  maxAgeMs: number;
  /** The longest Expiration Time − Issued At accepted (10 minutes). */
  maxLifetimeMs: number;
  /** Allowance for clocks running ahead of ours. */
  clockSkewMs: number;
  /** How far the payload's timestamp may lie from Issued At (30 s). */
  timestampToleranceMs: number;
}

export const DEFAULT_FRESHNESS: FreshnessPolicy = {
  maxAgeMs: 5 * 60_000,
  maxLifetimeMs: 10 * 60_000,
  clockSkewMs: 30_000,
  timestampToleranceMs: 30_000,
};

export interface ExpectedAudience {
  /** The service host as clients see it, with the port when not the default (e.g. api.example.com). */
  domain: string;
  /** The service's base URL; the message URI must have the same origin. */
  uri: string;
}

export function checkAudience(message: SignInMessage, expected: ExpectedAudience): Checked<void> {
  if (message.domain.toLowerCase() !== expected.domain.toLowerCase()) {
    return failed('X402_SIGN_IN_DOMAIN_MISMATCH', `The message is for ${message.domain.slice(0, 100)}, not ${expected.domain}`);
  }
  let origin: string;
  try {
    origin = new URL(message.uri).origin;
  } catch {
    return failed('X402_SIGN_IN_INVALID_MESSAGE', 'The sign-in message URI is not a URL');
  }
  if (origin !== new URL(expected.uri).origin) {
    return failed('X402_SIGN_IN_DOMAIN_MISMATCH', `The message URI is not on ${new URL(expected.uri).origin}`);
  }
  return passed(undefined);
}

/** The nonce, present and shaped as EIP-4361 requires (at least 8 letters or digits). */
export function checkNonce(message: SignInMessage): Checked<string> {
  if (message.nonce === undefined || message.nonce === '') return failed('X402_SIGN_IN_MISSING_NONCE', 'The sign-in message has no nonce');
  if (!/^[A-Za-z0-9]{8,128}$/.test(message.nonce)) return failed('X402_SIGN_IN_INVALID_MESSAGE', 'The nonce must be 8 to 128 letters or digits');
  return passed(message.nonce);
}

/** Freshness; on success, the last instant at which this message could still be accepted. */
export function checkFreshness(message: SignInMessage, timestamp: number | undefined, now: number, policy: FreshnessPolicy): Checked<Date> {
  const issuedAt = parseDateTime(message.issuedAt)?.getTime();
  if (issuedAt === undefined) return failed('X402_SIGN_IN_INVALID_MESSAGE', '"Issued At" is not a date-time');
  if (issuedAt > now + policy.clockSkewMs) return failed('X402_SIGN_IN_FUTURE_TIMESTAMP', '"Issued At" is in the future');
  if (now - issuedAt > policy.maxAgeMs) return failed('X402_SIGN_IN_EXPIRED', `The sign-in was issued more than ${policy.maxAgeMs / 60_000} minutes ago`);
  if (timestamp !== undefined && Math.abs(timestamp - issuedAt) > policy.timestampToleranceMs) {
    return failed('X402_SIGN_IN_TIMESTAMP_MISMATCH', `The timestamp is more than ${policy.timestampToleranceMs / 1000} s from "Issued At"`);
  }
  let acceptedUntil = issuedAt + policy.maxAgeMs;
  if (message.expirationTime !== undefined) {
    const expiresAt = parseDateTime(message.expirationTime)?.getTime();
    if (expiresAt === undefined) return failed('X402_SIGN_IN_INVALID_MESSAGE', '"Expiration Time" is not a date-time');
    if (expiresAt <= issuedAt) return failed('X402_SIGN_IN_INVALID_MESSAGE', '"Expiration Time" is not after "Issued At"');
    if (expiresAt - issuedAt > policy.maxLifetimeMs) {
      return failed('X402_SIGN_IN_INVALID_MESSAGE', `The sign-in lifetime exceeds ${policy.maxLifetimeMs / 60_000} minutes`);
    }
    if (expiresAt <= now) return failed('X402_SIGN_IN_EXPIRED', 'The sign-in has expired');
    acceptedUntil = Math.min(acceptedUntil, expiresAt);
  }
  if (message.notBefore !== undefined) {
    const notBefore = parseDateTime(message.notBefore)?.getTime();
    if (notBefore === undefined) return failed('X402_SIGN_IN_INVALID_MESSAGE', '"Not Before" is not a date-time');
    if (notBefore > now + policy.clockSkewMs) return failed('X402_SIGN_IN_NOT_BEFORE', 'The sign-in is not valid yet ("Not Before")');
  }
  return passed(new Date(acceptedUntil));
}
