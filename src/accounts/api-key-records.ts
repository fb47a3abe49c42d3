// Rows of api_keys and their public shapes (the reference API's key records).
import type { components } from '../../generated/api-types.js';
import { formatMicro, type Currency } from '../money.js';
import { badRequest } from '../errors.js';
import { parseDateTime, storableTime } from '../time.js';
import type { KeyType } from '../principal.js';

export type ApiKeyRecord = components['schemas']['ApiKey'];
export type LimitPeriod = components['schemas']['LimitPeriod'];
import type { ModelPrivacy } from '../catalog/catalog.js';

export type { ModelPrivacy };

export interface ApiKeyRow {
  id: string;
  account_id: string;
  key_type: KeyType;
  secret_hash: string;
  last6_chars: string;
  description: string;
  expires_at: Date | null;
  limit_usd: string | null;
  limit_diem: string | null;
  limit_vcu: string | null;
  limit_period: LimitPeriod;
  model_privacy: ModelPrivacy;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
  /** Null: the default tier (src/limits). */
  rate_limit_tier: string | null;
}

const amount = (value: string | null): number | null => (value === null ? null : Number(value));
const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

export function consumptionLimitsOf(row: ApiKeyRow) {
  return { usd: amount(row.limit_usd), diem: amount(row.limit_diem), vcu: amount(row.limit_vcu) };
}

export function hasConsumptionLimit(row: ApiKeyRow): boolean {
  return row.limit_usd !== null || row.limit_diem !== null;
}

/** The record shape, with the key's spend from the ledger (key-usage.ts). */
/** Spend of one key in micro-units: trailing seven days, and the current limit period. */
export interface KeyUsage {
  trailingSevenDays: Record<Currency, bigint>;
  currentPeriod: Record<Currency, bigint>;
}

const NO_USAGE: KeyUsage = { trailingSevenDays: { USD: 0n, DIEM: 0n }, currentPeriod: { USD: 0n, DIEM: 0n } };
const fourDecimals = (micro: bigint) => formatMicro(micro, 4);

export function toApiKeyRecord(row: ApiKeyRow, usage: KeyUsage = NO_USAGE): ApiKeyRecord {
  return {
    id: row.id,
    apiKeyType: row.key_type,
    description: row.description,
    createdAt: row.created_at.toISOString(),
    expiresAt: iso(row.expires_at),
    lastUsedAt: iso(row.last_used_at),
    last6Chars: row.last6_chars,
    consumptionLimits: consumptionLimitsOf(row),
    limitPeriod: row.limit_period,
    modelPrivacy: row.model_privacy,
    usage: {
      trailingSevenDays: { usd: fourDecimals(usage.trailingSevenDays.USD), diem: fourDecimals(usage.trailingSevenDays.DIEM), vcu: '0.0000' },
    },
    ...(hasConsumptionLimit(row) ? { currentPeriodUsage: { usd: fourDecimals(usage.currentPeriod.USD), diem: fourDecimals(usage.currentPeriod.DIEM) } } : {}),
  };
}

/** `expiresAt` as clients send it: "" or null mean never; a bare date means the end of that UTC day. */
export function parseExpiresAt(value: string | null | undefined): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : parseDateTime(value);
  if (!date) throw badRequest('expiresAt is not a valid date', { _errors: [], expiresAt: { _errors: ['is not a valid date'] } }, 'INVALID_REQUEST');
  // Before 1970 means the same as its first instant: the key has expired.
  return storableTime(date);
}

/**
 * A new key's expiry as parseExpiresAt reads it, refused when already past: such a key would be
 * dead on arrival. (An existing key may be updated to a past expiry: that is how it is stopped.)
 */
export function newKeyExpiresAt(value: string | undefined, now: Date): string | undefined {
  const expiresAt = parseExpiresAt(value);
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    const message = 'is in the past; a new key must expire in the future (or send "" for never)';
    throw badRequest(`expiresAt ${message}`, { _errors: [], expiresAt: { _errors: [message] } }, 'INVALID_REQUEST');
  }
  return value;
}
