// Media jobs (video, audio) queued through this service: our queue id, the upstream's, who paid
// and through which request (its ledger charge carries the same request id, so a refund is exactly
// that charge).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('media_jobs', (table) => {
    table.uuid('id').primary(); // the queue_id clients see
    table.text('kind').notNullable().checkIn(['video', 'audio']);
    table.text('owner').notNullable(); // ledger owner: `account:<uuid>` or `wallet:<address>`
    table.text('model_id').notNullable();
    table.text('upstream_queue_id').notNullable();
    table.text('request_id').notNullable();
    table.text('status').notNullable().checkIn(['queued', 'completed', 'refunded']);
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('refunded_at', { useTz: true }).nullable();
    table.index(['owner', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('media_jobs');
}
