// Voices cloned through POST /audio/voices: the handle callers see (`vv_…`), who made it (only they
// may use it), the model it belongs to, the upstream's own voice id, and when it stops working.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('cloned_voices', (table) => {
    table.text('id').primary(); // vv_…
    table.text('owner').notNullable(); // ledger owner: `account:<uuid>` or `wallet:<address>`
    table.text('model_id').notNullable();
    table.text('upstream_voice_id').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('cloned_voices');
}
