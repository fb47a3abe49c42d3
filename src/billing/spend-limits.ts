// Per-key consumption limits (api-surface.md §3.5.10): USD and DIEM caps per EPOCH (UTC day),
// MONTH (UTC calendar month) or LIFETIME. Spend counts settled charges plus what the key has
// reserved in flight; the reserving transaction locks the key row, so concurrent requests of one
// key are checked one after another and cannot overshoot the cap together.
import type { Knex } from 'knex';
import type { Currency } from './money.js';

export type LimitPeriod = 'EPOCH' | 'MONTH' | 'LIFETIME';

export interface KeyLimits {
  apiKeyId: string;
  period: LimitPeriod;
  /** Caps in micro-units; null means none. */
  usd: bigint | null;
  diem: bigint | null;
}

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

/** Locks the key row for the rest of the transaction and returns the headroom left under each cap. */
export async function lockKeyHeadroom(trx: Knex.Transaction, limits: KeyLimits, now: Date): Promise<Record<Currency, bigint | null>> {
  await trx('api_keys').where({ id: limits.apiKeyId }).forUpdate().first('id');
  const spent = await keySpendSince(trx, limits.apiKeyId, periodStart(limits.period, now));
  const reserved = await keyReserved(trx, limits.apiKeyId);
  const headroom = (cap: bigint | null, currency: Currency) => (cap === null ? null : cap - spent[currency] - reserved[currency]);
  return { USD: headroom(limits.usd, 'USD'), DIEM: headroom(limits.diem, 'DIEM') };
}
