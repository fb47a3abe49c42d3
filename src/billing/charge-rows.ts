// The ledger rows a credit lease's flush writes (lease-statements.ts), and the one statement that
// inserts them. A charge's charge_id is unique in the ledger (migration 0012): a row already written
// by a flush whose reply was lost is skipped, never written twice.
/** The columns a flushed charge writes, with their SQL types (the rest take their defaults). */
const CHARGE_COLUMNS = [
  ['owner', 'text'],
  ['currency', 'text'],
  ['amount', 'bigint'],
  ['balance_after', 'bigint'],
  ['kind', 'text'],
  ['sku', 'text'],
  ['units', 'numeric'],
  ['price_per_unit_usd', 'numeric'],
  ['api_key_id', 'uuid'],
  ['request_id', 'text'],
  ['model_id', 'text'],
  ['prompt_tokens', 'bigint'],
  ['completion_tokens', 'bigint'],
  ['execution_ms', 'bigint'],
  ['external_id', 'text'],
  ['notes', 'text'],
  ['created_by', 'text'],
  ['charge_id', 'uuid'],
] as const;
export type ChargeRow = Record<(typeof CHARGE_COLUMNS)[number][0], string | number | null>;
// A flush's ledger entries go in with one parameter: a multi-row insert binds 18 parameters a row,
// and building, sending and parsing those cost more than the database spends expanding one JSON
// array (docs/decisions/0049).
export const INSERT_CHARGES = `insert into ledger_entries (${CHARGE_COLUMNS.map(([name]) => name).join(', ')})
  select ${CHARGE_COLUMNS.map(([name]) => name).join(', ')}
  from json_to_recordset(?::json) as entry(${CHARGE_COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ')})
  on conflict (charge_id) where charge_id is not null do nothing`;

/**
 * A count as its bigint column stores it: a whole number from 0 to 2^53 (what a JavaScript number
 * holds exactly), else null. Counts are details of a charge; one the column cannot take must never
 * keep the charge's money out of the ledger.
 */
export function storedCount(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** A decimal for the `units` and `price_per_unit_usd` columns (numeric, with 18 digits before the point at most): finite and in range, else 0. */
export function storedDecimal(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1e18 ? value : 0;
}
