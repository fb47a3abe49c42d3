// Rows of api_keys and their public shapes (api-surface.md §3.5.10).
import type { components } from '../../generated/api-types.js';
import { badRequest } from '../errors.js';
import type { KeyType } from './key-secret.js';

export type ApiKeyRecord = components['schemas']['ApiKey'];
export type LimitPeriod = components['schemas']['LimitPeriod'];
export type ModelPrivacy = components['schemas']['ModelPrivacy'];

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
}

const amount = (value: string | null): number | null => (value === null ? null : Number(value));
const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

export function consumptionLimitsOf(row: ApiKeyRow) {
  return { usd: amount(row.limit_usd), diem: amount(row.limit_diem), vcu: amount(row.limit_vcu) };
}

export function hasConsumptionLimit(row: ApiKeyRow): boolean {
  return row.limit_usd !== null || row.limit_diem !== null;
}

/** The record shape. Usage figures are zero until the credits ledger records spend against keys. */
export function toApiKeyRecord(row: ApiKeyRow): ApiKeyRecord {
  const zero = '0.0000';
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
    usage: { trailingSevenDays: { usd: zero, diem: zero, vcu: zero } },
    ...(hasConsumptionLimit(row) ? { currentPeriodUsage: { usd: zero, diem: zero } } : {}),
  };
}

/** `expiresAt` as clients send it: "" or null mean never; a bare date means the end of that UTC day. */
export function parseExpiresAt(value: string | null | undefined): Date | null {
  if (value === undefined || value === null || value === '') return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T23:59:59.999Z`);
  // RFC 3339 allows a leap second (:60), which the spec's date-time accepts but Date cannot parse:
  // read it as one second after :59.
  const leapSecond = /^(.+[Tt ]\d{2}:\d{2}:)60(.*)$/.exec(value);
  const date = leapSecond ? new Date(new Date(`${leapSecond[1]}59${leapSecond[2]}`).getTime() + 1000) : new Date(value);
  if (Number.isNaN(date.getTime())) throw badRequest('expiresAt is not a valid date', { _errors: [], expiresAt: { _errors: ['is not a valid date'] } }, 'INVALID_REQUEST');
  return date;
}
