// What each key has spent, from the ledger: the trailing seven days (one grouped query for all the
// keys listed) and, for keys with a consumption limit, the current limit period.
import type { Knex } from 'knex';
import type { Currency } from '../money.js';
import { keySpendSince, periodStart } from '../billing/spend-limits.js';
import { hasConsumptionLimit, type ApiKeyRow, type KeyUsage } from './api-key-records.js';

const WEEK_MS = 7 * 86_400_000;

export async function keyUsage(database: Knex, rows: ApiKeyRow[], now = new Date()): Promise<Map<string, KeyUsage>> {
  const usage = new Map<string, KeyUsage>(rows.map((row) => [row.id, { trailingSevenDays: { USD: 0n, DIEM: 0n }, currentPeriod: { USD: 0n, DIEM: 0n } }]));
  if (rows.length === 0) return usage;
  const trailing = await database('ledger_entries')
    .whereIn(
      'api_key_id',
      rows.map((row) => row.id),
    )
    .andWhere('kind', 'charge')
    .andWhere('created_at', '>=', new Date(now.getTime() - WEEK_MS))
    .groupBy('api_key_id', 'currency')
    .select<{ api_key_id: string; currency: Currency; spent: string }[]>('api_key_id', 'currency', database.raw('-sum(amount) as spent'));
  for (const row of trailing) usage.get(row.api_key_id)!.trailingSevenDays[row.currency] = BigInt(row.spent);
  for (const row of rows.filter(hasConsumptionLimit)) {
    usage.get(row.id)!.currentPeriod = await keySpendSince(database, row.id, periodStart(row.limit_period, now));
  }
  return usage;
}
