// Creating, reading, updating and revoking API keys. Every write happens inside one transaction
// that first locks the account row, so concurrent creates cannot exceed the active-key cap.
import type { Database } from '../store/database.js';
import { apiError, notFound } from '../errors.js';
import type { KeyType } from '../principal.js';
import { generateSecret, hashSecret } from './key-secret.js';
import { keyUsage } from './key-usage.js';
import {
  consumptionLimitsOf,
  parseExpiresAt,
  toApiKeyRecord,
  type ApiKeyRecord,
  type ApiKeyRow,
  type LimitPeriod,
  type ModelPrivacy,
} from './api-key-records.js';

export const MAX_ACTIVE_KEYS_PER_ACCOUNT = 500;

export interface ConsumptionLimitInput {
  usd?: number | null;
  diem?: number | null;
  vcu?: number | null;
}

export interface CreateKeyInput {
  apiKeyType: KeyType;
  description: string;
  consumptionLimit?: ConsumptionLimitInput;
  limitPeriod?: LimitPeriod;
  modelPrivacy?: ModelPrivacy;
  expiresAt?: string;
  /** Who asked: a key id, `cli` or `bootstrap`; kept for the audit trail. */
  createdBy?: string;
}

export interface UpdateKeyInput {
  id: string;
  description?: string;
  consumptionLimit?: ConsumptionLimitInput;
  limitPeriod?: LimitPeriod;
  modelPrivacy?: ModelPrivacy;
  expiresAt?: string | null;
}

export interface CreatedKey {
  id: string;
  apiKey: string;
  apiKeyType: KeyType;
  description: string;
  expiresAt: string | null;
  consumptionLimit: { usd: number | null; diem: number | null; vcu: number | null };
  limitPeriod: LimitPeriod;
  modelPrivacy: ModelPrivacy;
}

const activeKeys = (database: Database) =>
  database<ApiKeyRow>('api_keys')
    .whereNull('revoked_at')
    .andWhere((query) => query.whereNull('expires_at').orWhere('expires_at', '>', database.fn.now()));

function limitColumns(limit: ConsumptionLimitInput | undefined): Partial<ApiKeyRow> {
  if (limit === undefined) return {};
  const column = (value: number | null | undefined) => (value === undefined || value === null ? null : value.toFixed(6));
  return { limit_usd: column(limit.usd), limit_diem: column(limit.diem), limit_vcu: column(limit.vcu) };
}

export async function createKey(database: Database, accountId: string, input: CreateKeyInput): Promise<CreatedKey> {
  const secret = generateSecret(input.apiKeyType);
  const row = await database.transaction(async (trx) => {
    await trx('accounts').where({ id: accountId }).forUpdate().first();
    const { count } = (await activeKeys(trx).where({ account_id: accountId }).count({ count: '*' }).first<{ count: string }>())!;
    if (Number(count) >= MAX_ACTIVE_KEYS_PER_ACCOUNT) {
      throw apiError('API_KEY_LIMIT_REACHED', { message: `An account may hold at most ${MAX_ACTIVE_KEYS_PER_ACCOUNT} active API keys; delete one first.` });
    }
    const [inserted] = await trx<ApiKeyRow>('api_keys')
      .insert({
        account_id: accountId,
        key_type: input.apiKeyType,
        secret_hash: hashSecret(secret),
        last6_chars: secret.slice(-6),
        description: input.description,
        expires_at: parseExpiresAt(input.expiresAt),
        limit_period: input.limitPeriod ?? 'EPOCH',
        model_privacy: input.modelPrivacy ?? 'ALL',
        created_by: input.createdBy ?? null,
        ...limitColumns(input.consumptionLimit),
      } as Partial<ApiKeyRow>)
      .returning('*');
    return inserted as ApiKeyRow;
  });
  return {
    id: row.id,
    apiKey: secret,
    apiKeyType: row.key_type,
    description: row.description,
    expiresAt: row.expires_at ? row.expires_at.toISOString() : null,
    consumptionLimit: consumptionLimitsOf(row),
    limitPeriod: row.limit_period,
    modelPrivacy: row.model_privacy,
  };
}

export async function listKeys(database: Database, accountId: string): Promise<ApiKeyRecord[]> {
  const rows = await database<ApiKeyRow>('api_keys')
    .where({ account_id: accountId })
    .whereNull('revoked_at')
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  return withUsage(database, rows);
}

async function withUsage(database: Database, rows: ApiKeyRow[]): Promise<ApiKeyRecord[]> {
  const usage = await keyUsage(database, rows);
  return rows.map((row) => toApiKeyRecord(row, usage.get(row.id)));
}

async function findRow(database: Database, accountId: string, id: string): Promise<ApiKeyRow> {
  const row = await database<ApiKeyRow>('api_keys').where({ account_id: accountId, id: id.toLowerCase() }).whereNull('revoked_at').first();
  if (!row) throw notFound('API key could not be found', 'API_KEY_NOT_FOUND');
  return row;
}

export async function getKey(database: Database, accountId: string, id: string): Promise<ApiKeyRecord> {
  const [record] = await withUsage(database, [await findRow(database, accountId, id)]);
  return record!;
}

export async function updateKey(database: Database, accountId: string, input: UpdateKeyInput): Promise<ApiKeyRecord> {
  await findRow(database, accountId, input.id);
  const changes: Partial<ApiKeyRow> = {
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.limitPeriod !== undefined ? { limit_period: input.limitPeriod } : {}),
    ...(input.modelPrivacy !== undefined ? { model_privacy: input.modelPrivacy } : {}),
    ...(input.expiresAt !== undefined ? { expires_at: parseExpiresAt(input.expiresAt) } : {}),
    ...limitColumns(input.consumptionLimit),
  };
  if (Object.keys(changes).length === 0) return getKey(database, accountId, input.id);
  const [row] = await database<ApiKeyRow>('api_keys')
    .where({ account_id: accountId, id: input.id.toLowerCase() })
    .whereNull('revoked_at')
    .update(changes)
    .returning('*');
  if (!row) throw notFound('API key could not be found', 'API_KEY_NOT_FOUND');
  const [record] = await withUsage(database, [row as ApiKeyRow]);
  return record!;
}

/** Revokes a key; returns its secret hash so callers can evict it from caches. */
export async function revokeKey(database: Database, accountId: string, id: string): Promise<string> {
  const [row] = await database<ApiKeyRow>('api_keys')
    .where({ account_id: accountId, id: id.toLowerCase() })
    .whereNull('revoked_at')
    .update({ revoked_at: new Date() })
    .returning(['secret_hash']);
  if (!row) throw notFound('API key could not be found', 'API_KEY_NOT_FOUND');
  return (row as ApiKeyRow).secret_hash;
}

/** The key with this secret hash unless it is revoked (an expired key is returned; callers check expiresAt). */
export async function findUnrevokedKeyByHash(database: Database, secretHash: string): Promise<ApiKeyRow | undefined> {
  return database<ApiKeyRow>('api_keys').where({ secret_hash: secretHash }).whereNull('revoked_at').first();
}

/**
 * Writes the keys' last uses in one statement, however many keys: on the embedded database a
 * statement's fixed cost on the main thread dwarfs what it carries (docs/decisions/0049). A time
 * older than the stored one never moves it back.
 */
export async function recordKeyUse(database: Database, usedAt: Map<string, Date>): Promise<void> {
  if (usedAt.size === 0) return;
  const uses = [...usedAt].map(([id, at]) => ({ id, at: at.toISOString() }));
  await database.raw(
    `update api_keys k set last_used_at = u.at
       from jsonb_to_recordset(?::jsonb) as u(id uuid, at timestamptz)
      where k.id = u.id and (k.last_used_at is null or k.last_used_at < u.at)`,
    [JSON.stringify(uses)],
  );
}
