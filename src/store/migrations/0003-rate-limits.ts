// Rate limits (docs/decisions/0008-rate-limits.md): the tier of each key, and the breach log that
// GET /api_keys/rate_limits/log reads. Counters themselves are not here: they live in memory or
// Redis, since one statement here costs more than the rest of a request.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('api_keys', (table) => {
    // Null: the default tier of config/rate-limits.yaml, so changing the default moves every such key.
    table.text('rate_limit_tier').nullable();
  });
  await knex.schema.createTable('rate_limit_breaches', (table) => {
    table.bigIncrements('id').primary();
    table.uuid('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    table.uuid('api_key_id').notNullable();
    // A model id, or `endpoint:api/v1/…` for limits kept per endpoint.
    table.text('model_id').notNullable();
    table.text('rate_limit_tier').notNullable();
    table.text('rate_limit_type').notNullable().checkIn(['RPM', 'RPD', 'TPM', 'FAILED_REQUESTS', 'UNSUPPORTED_FEATURE_REQUESTS']);
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['account_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limit_breaches');
  await knex.schema.alterTable('api_keys', (table) => table.dropColumn('rate_limit_tier'));
}
