// Per-key consumption limits, as in the reference API: USD and DIEM caps per EPOCH (UTC day),
// MONTH (UTC calendar month) or LIFETIME. Spend counts settled charges plus what the key has
// reserved in flight; the reserving transaction locks the key row, so concurrent requests of one
// key are checked one after another and cannot overshoot the cap together. Charges and
// reservations are read in one statement: a settlement moves an amount from a reservation to a
// charge in one commit, and two reads could fall either side of it and see the amount in neither.
import type { Knex } from 'knex';
import { toMicro, type Currency } from '../money.js';

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

/** Settled charges since `since` plus reservations in flight, per currency, as one snapshot (one statement). */
async function keyUsedSince(trx: Knex, apiKeyId: string, since: Date): Promise<Record<Currency, bigint>> {
  const charged = trx('ledger_entries')
    .where({ api_key_id: apiKeyId, kind: 'charge' })
    .andWhere('created_at', '>=', since)
    .select('currency', trx.raw('-amount as amount'));
  const held = trx('reservations').where({ api_key_id: apiKeyId }).select('currency', 'amount');
  const rows = await trx
    .from(charged.unionAll(held, true).as('used'))
    .groupBy('currency')
    .select<{ currency: Currency; used: string }[]>('currency', trx.raw('sum(amount) as used'));
  const used = { USD: 0n, DIEM: 0n };
  for (const row of rows) used[row.currency] = BigInt(row.used);
  return used;
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
  const used = await keyUsedSince(trx, apiKeyId, periodStart(row.limit_period, now));
  const headroom = (cap: bigint | null, currency: Currency) => (cap === null ? null : cap - used[currency]);
  return { USD: headroom(microOf(row.limit_usd), 'USD'), DIEM: headroom(microOf(row.limit_diem), 'DIEM') };
}
