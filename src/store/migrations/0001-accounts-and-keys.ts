import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('accounts', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('name').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('api_keys', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    table.text('key_type').notNullable().checkIn(['INFERENCE', 'ADMIN']);
    // SHA-256 of the secret: keys are 256-bit random, so a fast hash is enough and lookups stay O(1).
    table.text('secret_hash').notNullable().unique();
    table.text('last6_chars').notNullable();
    table.text('description').notNullable();
    table.timestamp('expires_at', { useTz: true }).nullable();
    table.decimal('limit_usd', 20, 6).nullable();
    table.decimal('limit_diem', 20, 6).nullable();
    table.decimal('limit_vcu', 20, 6).nullable();
    table.text('limit_period').notNullable().defaultTo('EPOCH').checkIn(['EPOCH', 'MONTH', 'LIFETIME']);
    table.text('model_privacy').notNullable().defaultTo('ALL').checkIn(['ALL', 'PRIVATE_TEXT', 'PRIVATE_ONLY']);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('last_used_at', { useTz: true }).nullable();
    table.timestamp('revoked_at', { useTz: true }).nullable();
    table.text('created_by').nullable();
    table.index(['account_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('api_keys');
  await knex.schema.dropTable('accounts');
}
