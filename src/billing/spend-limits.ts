// Per-key consumption limits, as in the reference API: USD and DIEM caps per EPOCH (UTC day),
// MONTH (UTC calendar month) or LIFETIME. Spend counts settled charges plus what the key has
// reserved in flight; the reserving transaction locks the key row, so concurrent requests of one
// key are checked one after another and cannot overshoot the cap together.
import type { Knex } from 'knex';
import { toMicro, type Currency } from './money.js';

export type LimitPeriod = 'EPOCH' | 'MONTH' | 'LIFETIME';

interface KeyLimitRow {
  limit_usd: string | null;
  limit_diem: string | null;
  limit_period: LimitPeriod;
}

const microOf = (value: string | null) => (value === null ? null : toMicro(value));

export function periodStart(period: LimitPeriod, now: Date): Date {
  if (period === 'LIFETIME') return new Date(0);
  if (period === 'MONTH') return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Settled charges of a key since `since`, per currency, in micro-units (positive). */
export async function keySpendSince(database: Knex, apiKeyId: string, since: Date): Promise<Record<Currency, bigint>> {
  const rows = await database('ledger_entries')
    .where({ api_key_id: apiKeyId, kind: 'charge' })
    .andWhere('created_at', '>=', since)
    .groupBy('currency')
    .select<{ currency: Currency; spent: string }[]>('currency', database.raw('-sum(amount) as spent'));
  const spent = { USD: 0n, DIEM: 0n };
  for (const row of rows) spent[row.currency] = BigInt(row.spent);
  return spent;
}

async function keyReserved(trx: Knex, apiKeyId: string): Promise<Record<Currency, bigint>> {
  const rows = await trx('reservations')
    .where({ api_key_id: apiKeyId })
    .groupBy('currency')
    .select<{ currency: Currency; reserved: string }[]>('currency', trx.raw('sum(amount) as reserved'));
  const reserved = { USD: 0n, DIEM: 0n };
  for (const row of rows) reserved[row.currency] = BigInt(row.reserved);
  return reserved;
}

/**
 * The headroom left under each of the key's caps (null: no cap). A key with a cap has its row
 * locked for the rest of the transaction, so its requests are admitted one after another; a key
 * without one is not locked at all.
 */
export async function lockKeyHeadroom(trx: Knex.Transaction, apiKeyId: string, now: Date): Promise<Record<Currency, bigint | null>> {
  const columns = ['limit_usd', 'limit_diem', 'limit_period'];
  const unlocked = (await trx('api_keys').where({ id: apiKeyId }).first(columns)) as KeyLimitRow | undefined;
  if (!unlocked || (unlocked.limit_usd === null && unlocked.limit_diem === null)) return { USD: null, DIEM: null };
  const row = (await trx('api_keys').where({ id: apiKeyId }).forUpdate().first(columns)) as KeyLimitRow;
  const spent = await keySpendSince(trx, apiKeyId, periodStart(row.limit_period, now));
  const reserved = await keyReserved(trx, apiKeyId);
  const headroom = (cap: bigint | null, currency: Currency) => (cap === null ? null : cap - spent[currency] - reserved[currency]);
  return { USD: headroom(microOf(row.limit_usd), 'USD'), DIEM: headroom(microOf(row.limit_diem), 'DIEM') };
}
