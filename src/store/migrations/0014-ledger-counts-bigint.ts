// A ledger entry's token counts and execution time are 64-bit: an engine's count is bounded by the
// request (its prompt bound and completion limit), and a bound over 2^31 tokens is a legal request,
// so a 32-bit column could refuse a charge the service has already made.
import type { Knex } from 'knex';

const COLUMNS = ['prompt_tokens', 'completion_tokens', 'execution_ms'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ledger_entries', (table) => {
    for (const column of COLUMNS) table.bigInteger(column).nullable().alter();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ledger_entries', (table) => {
    for (const column of COLUMNS) table.integer(column).nullable().alter();
  });
}
