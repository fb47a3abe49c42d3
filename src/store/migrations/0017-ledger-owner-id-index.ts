// The ledger is paged by id for one owner, oldest or newest first (GET /billing/usage-history). The
// (owner, created_at, id) index orders by time first, so a page read through it sorts all of the
// owner's entries; an (owner, id) btree reads a page in either direction and stops at its end.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ledger_entries', (table) => {
    table.index(['owner', 'id'], 'ledger_entries_owner_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ledger_entries', (table) => {
    table.dropIndex(['owner', 'id'], 'ledger_entries_owner_id_index');
  });
}
