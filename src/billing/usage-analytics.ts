// Spend aggregated by day, model and key for the analytics endpoint. Charges only (credits are not
// spend); amounts are positive numbers in each currency. A model's type is the catalog's, for every
// configured model, served or not; a model no longer configured (or a charge no model made) has none.
import type { Knex } from 'knex';
import type { components } from '../../generated/api-types.js';
import type { ModelRecord } from '../catalog/catalog.js';
import { fromMicro } from '../money.js';

export type UsageAnalytics = components['schemas']['UsageAnalytics'];

const DAY_MS = 86_400_000;
export const MAX_ANALYTICS_DAYS = 90;
const TOP = 50;

export interface AnalyticsRange {
  /** First and last day, inclusive, as YYYY-MM-DD (UTC). */
  startDate: string;
  endDate: string;
  lookback: string;
}

// Dates outside 1970..9999 are clamped, so any well-formed date stays a well-formed day.
const EARLIEST = Date.parse('1970-01-01T00:00:00.000Z');
const LATEST = Date.parse('9999-12-31T00:00:00.000Z');
const clamp = (time: number) => Math.min(LATEST, Math.max(EARLIEST, time));
const dayOf = (time: number) => new Date(clamp(time)).toISOString().slice(0, 10);
const dayStart = (date: string) => clamp(Date.parse(`${date}T00:00:00.000Z`));

/** Resolves the query into a range of at most 90 days, never rejecting a well-formed query. */
export function analyticsRange(query: { lookback?: string; startDate?: string; endDate?: string }, now: Date): AnalyticsRange {
  if (query.startDate || query.endDate) {
    let end = query.endDate ?? dayOf(dayStart(query.startDate!) + 6 * DAY_MS);
    let start = query.startDate ?? dayOf(dayStart(end) - 6 * DAY_MS);
    if (dayStart(start) > dayStart(end)) [start, end] = [end, start];
    if ((dayStart(end) - dayStart(start)) / DAY_MS >= MAX_ANALYTICS_DAYS) start = dayOf(dayStart(end) - (MAX_ANALYTICS_DAYS - 1) * DAY_MS);
    return { startDate: start, endDate: end, lookback: `${(dayStart(end) - dayStart(start)) / DAY_MS + 1}d` };
  }
  const days = Math.min(MAX_ANALYTICS_DAYS, Number((query.lookback ?? '7d').slice(0, -1)));
  const endDate = dayOf(now.getTime());
  return { startDate: dayOf(dayStart(endDate) - (days - 1) * DAY_MS), endDate, lookback: `${days}d` };
}

interface Row {
  day: string;
  currency: 'USD' | 'DIEM';
  model_id: string | null;
  sku: string;
  api_key_id: string | null;
  description: string | null;
  spent: string;
  units: string;
}

export async function usageAnalytics(
  database: Knex,
  owner: string,
  range: AnalyticsRange,
  configuredModels: ReadonlyMap<string, Pick<ModelRecord, 'type'>>,
): Promise<UsageAnalytics> {
  const rows = (await database('ledger_entries as entry')
    .leftJoin('api_keys as key', 'key.id', 'entry.api_key_id')
    .where('entry.owner', owner)
    .andWhere('entry.kind', 'charge')
    .andWhere('entry.created_at', '>=', new Date(dayStart(range.startDate)))
    .andWhere('entry.created_at', '<', new Date(dayStart(range.endDate) + DAY_MS))
    .groupByRaw("to_char(entry.created_at at time zone 'UTC', 'YYYY-MM-DD'), entry.currency, entry.model_id, entry.sku, entry.api_key_id, key.description")
    .select(
      database.raw("to_char(entry.created_at at time zone 'UTC', 'YYYY-MM-DD') as day"),
      'entry.currency',
      'entry.model_id',
      'entry.sku',
      'entry.api_key_id',
      'key.description',
      database.raw('-sum(entry.amount) as spent'),
      database.raw('sum(entry.units) as units'),
    )) as Row[];

  const days: string[] = [];
  for (let time = dayStart(range.startDate); time <= dayStart(range.endDate); time += DAY_MS) days.push(dayOf(time));
  const byDate = new Map(days.map((day) => [day, { date: day, USD: 0, DIEM: 0 }]));
  const byModel = new Map<string, UsageAnalytics['byModel'][number]>();
  const byKey = new Map<string, UsageAnalytics['byKey'][number]>();
  const modelDaily = new Map<string, Record<string, number>>();
  const keyDaily = new Map<string, Record<string, number>>();
  const addDaily = (table: Map<string, Record<string, number>>, day: string, name: string, amount: number) => {
    const entry = table.get(day) ?? {};
    entry[name] = (entry[name] ?? 0) + amount;
    table.set(day, entry);
  };
  for (const row of rows) {
    const amount = fromMicro(BigInt(row.spent));
    const units = Number(row.units);
    const isUsd = row.currency === 'USD';
    byDate.get(row.day)![row.currency] += amount;
    const modelName = row.model_id ?? row.sku;
    const modelType = (row.model_id === null ? undefined : configuredModels.get(row.model_id)?.type) ?? null;
    const model = byModel.get(modelName) ?? { modelName, unitType: row.sku, modelType, totalUsd: 0, totalDiem: 0, totalUnits: 0 };
    model.totalUsd += isUsd ? amount : 0;
    model.totalDiem += isUsd ? 0 : amount;
    model.totalUnits += units;
    byModel.set(modelName, model);
    const keyName = row.description ?? row.api_key_id ?? 'unknown';
    const key = byKey.get(row.api_key_id ?? '') ?? { apiKeyId: row.api_key_id, description: keyName, totalUsd: 0, totalDiem: 0, totalUnits: 0 };
    key.totalUsd += isUsd ? amount : 0;
    key.totalDiem += isUsd ? 0 : amount;
    key.totalUnits += units;
    byKey.set(row.api_key_id ?? '', key);
    addDaily(modelDaily, row.day, modelName, amount);
    addDaily(keyDaily, row.day, keyName, amount);
  }
  const total = (entry: { totalUsd: number; totalDiem: number }) => entry.totalUsd + entry.totalDiem;
  const models = [...byModel.values()].sort((a, b) => total(b) - total(a));
  const keys = [...byKey.values()].sort((a, b) => total(b) - total(a));
  const daily = (table: Map<string, Record<string, number>>) => days.map((day) => ({ ...(table.get(day) ?? {}), date: dayStart(day) }));
  return {
    lookback: range.lookback,
    byDate: [...byDate.values()],
    byModel: models,
    byModelDaily: daily(modelDaily),
    topModels: models.slice(0, TOP).map((model) => model.modelName),
    byKey: keys,
    byKeyDaily: daily(keyDaily),
    topKeyNames: keys.slice(0, TOP).map((key) => key.description),
  };
}
