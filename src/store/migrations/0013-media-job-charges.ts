// A media job records what its queueing charged, and in which currency, so a refund gives back
// exactly that: not every charge under the job's request id (a caller may send its own
// X-Request-Id on many requests). Rows from before this hold null; their refund falls back to the
// ledger charge that names the job in its notes.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('media_jobs', (table) => {
    table.text('charged_currency').nullable();
    table.bigInteger('charged_micro').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('media_jobs', (table) => {
    table.dropColumn('charged_currency');
    table.dropColumn('charged_micro');
  });
}
