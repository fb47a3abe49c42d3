// The credits ledger (docs/decisions/0005-credits-ledger.md). Money is integer micro-units
// (1e-6 USD, or 1e-6 DIEM) in bigint columns; the ledger is append-only and a balance row is the
// running sum of its owner's entries, updated in the same transaction as each entry.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('accounts', (table) => {
    // The operator's account (the first one) may credit accounts through the API.
    table.boolean('is_operator').notNullable().defaultTo(false);
    // Staked amount in whole tokens: each one grants 1 USD of DIEM per UTC day.
    table.bigInteger('staked_units').notNullable().defaultTo(0);
  });
  await knex.raw('update accounts set is_operator = true where id = (select id from accounts order by created_at limit 1)');

  await knex.schema.createTable('balances', (table) => {
    // owner: `account:<uuid>` or `wallet:<address>`
    table.text('owner').notNullable();
    table.text('currency').notNullable().checkIn(['USD', 'DIEM']);
    table.bigInteger('amount').notNullable().defaultTo(0);
    table.bigInteger('reserved').notNullable().defaultTo(0);
    table.primary(['owner', 'currency']);
  });
  await knex.raw('alter table balances add constraint balances_reserved_covered check (reserved >= 0 and amount - reserved >= 0)');

  await knex.schema.createTable('ledger_entries', (table) => {
    table.bigIncrements('id').primary();
    table.text('owner').notNullable();
    table.text('currency').notNullable().checkIn(['USD', 'DIEM']);
    table.bigInteger('amount').notNullable(); // negative = debit
    table.bigInteger('balance_after').notNullable();
    table.text('kind').notNullable().checkIn(['credit', 'charge', 'diem_allocation', 'diem_expiry', 'adjustment']);
    table.text('sku').notNullable();
    table.decimal('units', 30, 6).notNullable().defaultTo(0);
    table.decimal('price_per_unit_usd', 30, 12).notNullable().defaultTo(0);
    table.uuid('api_key_id').nullable();
    table.text('request_id').nullable();
    table.text('model_id').nullable();
    table.integer('prompt_tokens').nullable();
    table.integer('completion_tokens').nullable();
    table.integer('execution_ms').nullable();
    // Credits from outside are idempotent on this id (a payment id, an operator's reference, an epoch).
    table.text('external_id').nullable().unique();
    table.text('notes').notNullable().defaultTo('');
    table.text('created_by').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['owner', 'created_at', 'id']);
    table.index(['api_key_id', 'created_at']);
  });

  await knex.schema.createTable('reservations', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('owner').notNullable();
    table.text('currency').notNullable().checkIn(['USD', 'DIEM']);
    table.bigInteger('amount').notNullable();
    table.uuid('api_key_id').nullable();
    table.text('request_id').nullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['expires_at']);
    table.index(['api_key_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reservations');
  await knex.schema.dropTable('ledger_entries');
  await knex.schema.dropTable('balances');
  await knex.schema.alterTable('accounts', (table) => {
    table.dropColumn('is_operator');
    table.dropColumn('staked_units');
  });
}
