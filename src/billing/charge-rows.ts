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
  ['prompt_tokens', 'integer'],
  ['completion_tokens', 'integer'],
  ['execution_ms', 'integer'],
  ['external_id', 'text'],
  ['notes', 'text'],
  ['created_by', 'text'],
  ['charge_id', 'uuid'],
] as const;
export type ChargeRow = Record<(typeof CHARGE_COLUMNS)[number][0], string | number | null>;
// A flush's ledger entries go in with one parameter: a multi-row insert binds 18 parameters a row
// (some 20,000 for a second of traffic), and building, sending and parsing those cost twice what the
// database spends expanding one JSON array (measured on the embedded database).
export const INSERT_CHARGES = `insert into ledger_entries (${CHARGE_COLUMNS.map(([name]) => name).join(', ')})
  select ${CHARGE_COLUMNS.map(([name]) => name).join(', ')}
  from json_to_recordset(?::json) as entry(${CHARGE_COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ')})
  on conflict (charge_id) where charge_id is not null do nothing`;
