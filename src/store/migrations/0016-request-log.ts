// The request log (GET /requests): one row per API request answered, written in batches
// (src/observability/request-log.ts). Rows are read newest first by their serial id, for one account
// or for all (the operator), and pruned by age; token counts are 64-bit for the reason 0014 gives.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('request_log', (table) => {
    table.bigIncrements('id').primary();
    table.text('request_id').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable(); // when the request arrived
    table.uuid('account_id').nullable(); // no foreign key: the log outlives nothing and must not slow the batch insert
    table.uuid('api_key_id').nullable();
    table.text('wallet').nullable();
    table.text('operation_id').nullable();
    table.text('method').notNullable();
    table.text('path').notNullable();
    table.text('model_requested').nullable();
    table.text('model').nullable();
    table.text('deployment').nullable();
    table.smallint('status').notNullable();
    table.text('error_code').nullable();
    table.boolean('stream').notNullable();
    table.bigInteger('prompt_tokens').nullable();
    table.bigInteger('cached_tokens').nullable();
    table.bigInteger('completion_tokens').nullable();
    table.double('ttft_ms').nullable();
    table.double('duration_ms').notNullable();
    table.double('output_tokens_per_second').nullable();
    table.bigInteger('cost_micro').nullable();
    table.text('currency').nullable();
    table.index(['account_id', 'id']); // an account's records, newest first (the operator's read all by the primary key)
    table.index(['created_at']); // pruning, and the performance window
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('request_log');
}
