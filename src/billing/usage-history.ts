// The account's ledger, page by page, as JSON or CSV. Entries come in id order (the order they were
// written), ascending or descending; the cursor is the id of the last entry of the previous page, so a
// page continues after it in that order whatever was written meanwhile. The (owner, id) index
// (migration 0017) serves both directions.
import type { Knex } from 'knex';
import type { components } from '../../generated/api-types.js';
import { timeBound } from '../time.js';
import { fromMicro, type Currency } from '../money.js';

export type UsageEntry = components['schemas']['UsageEntry'];

export interface HistoryQuery {
  owner: string;
  start?: string;
  end?: string;
  /** A bucket this service does not keep (BUNDLED_CREDITS) holds no entries. */
  currency?: Currency | 'BUNDLED_CREDITS';
  pageSize: number;
  cursor?: string;
  /** asc: oldest first (the default); desc: newest first. */
  order: 'asc' | 'desc';
}

interface EntryRow {
  id: string;
  created_at: Date;
  sku: string;
  units: string;
  price_per_unit_usd: string;
  amount: string;
  currency: Currency;
  notes: string;
  request_id: string | null;
  /** bigint columns: the driver hands them over as text (or numbers on the embedded database). */
  prompt_tokens: string | number | null;
  completion_tokens: string | number | null;
  execution_ms: string | number | null;
}

const countOf = (value: string | number | null) => (value === null ? null : Number(value));

/** Entry ids are int8; a cursor the spec's pattern admits can still be beyond every possible id. */
const LARGEST_ENTRY_ID = 2n ** 63n - 1n;

export async function usageHistory(database: Knex, query: HistoryQuery): Promise<{ data: UsageEntry[]; nextCursor: string | null }> {
  // Ascending, nothing follows such a cursor; descending, every entry does (and the column cannot take it).
  const beyondEveryId = query.cursor !== undefined && BigInt(query.cursor) >= LARGEST_ENTRY_ID;
  if (beyondEveryId && query.order === 'asc') return { data: [], nextCursor: null };
  const builder = database<EntryRow>('ledger_entries').where('owner', query.owner);
  if (query.start) builder.andWhere('created_at', '>=', timeBound(query.start));
  if (query.end) builder.andWhere('created_at', '<', timeBound(query.end));
  if (query.currency) builder.andWhere('currency', query.currency);
  if (query.cursor && !beyondEveryId) builder.andWhere('id', query.order === 'asc' ? '>' : '<', query.cursor);
  const rows = await builder.orderBy('id', query.order).limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  return {
    data: page.map(toUsageEntry),
    nextCursor: rows.length > query.pageSize ? String(page[page.length - 1]!.id) : null,
  };
}

function toUsageEntry(row: EntryRow): UsageEntry {
  return {
    timestamp: row.created_at.toISOString(),
    sku: row.sku,
    units: Number(row.units),
    pricePerUnitUsd: Number(row.price_per_unit_usd),
    amount: fromMicro(BigInt(row.amount)),
    currency: row.currency,
    notes: row.notes,
    inferenceDetails: row.request_id
      ? {
          requestId: row.request_id,
          promptTokens: countOf(row.prompt_tokens),
          completionTokens: countOf(row.completion_tokens),
          inferenceExecutionTime: countOf(row.execution_ms),
        }
      : null,
  };
}

const CSV_COLUMNS = [
  'timestamp',
  'sku',
  'pricePerUnitUsd',
  'units',
  'amount',
  'currency',
  'notes',
  'inferenceDetails.requestId',
  'inferenceDetails.promptTokens',
  'inferenceDetails.completionTokens',
  'inferenceDetails.inferenceExecutionTime',
] as const;

function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // Quote what would break a row, and neutralise spreadsheet formulas in free text.
  const safe = /^[=+\-@\t\r]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(entries: UsageEntry[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const entry of entries) {
    const details = entry.inferenceDetails;
    lines.push(
      [
        entry.timestamp,
        entry.sku,
        entry.pricePerUnitUsd,
        entry.units,
        entry.amount,
        entry.currency,
        entry.notes,
        details?.requestId,
        details?.promptTokens,
        details?.completionTokens,
        details?.inferenceExecutionTime,
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
