// A charge written in a credit lease's batch carries the id its process gave it when the request
// settled, unique among the ledger's entries, so a batch retried after a lost COMMIT reply cannot
// write it twice (docs/decisions/0013-credit-leases.md). Not the request id: a caller may send its
// own X-Request-Id, and two requests sharing one must both be charged. The column is new, so every
// existing row holds null and an operator's database cannot fail the index build with old duplicates.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ledger_entries', (table) => {
    table.uuid('charge_id').nullable();
  });
  await knex.raw('create unique index ledger_entries_charge_id_unique on ledger_entries (charge_id) where charge_id is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists ledger_entries_charge_id_unique');
  await knex.schema.alterTable('ledger_entries', (table) => {
    table.dropColumn('charge_id');
  });
}
