// x402 top-up payments (docs/decisions/0009-x402-settlement.md). A row is written after the
// facilitator verified the payment and before it is settled, so a crash at any point leaves a
// trace that reconciliation can finish: pending → settled → credited, or failed. The unique key
// is the payment's single-use identity on its chain, so one signed payment is settled and
// credited at most once whatever the concurrency.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('x402_payments', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('network').notNullable(); // CAIP-2
    table.text('payer').notNullable(); // EVM lower case, Solana base58 as signed
    // EVM: the EIP-3009 authorization nonce; Solana: the signed transaction.
    table.text('nonce').notNullable();
    table.text('status').notNullable().checkIn(['pending', 'settled', 'credited', 'failed']);
    table.text('owner').notNullable(); // the ledger owner credited: wallet:<payer>
    table.bigInteger('amount_micro').notNullable();
    table.decimal('amount_base_units', 78, 0).notNullable();
    table.text('asset').notNullable();
    table.text('pay_to').notNullable();
    // What was verified, kept so reconciliation can inspect the chain without the client.
    table.jsonb('payload').notNullable();
    table.jsonb('requirements').notNullable();
    table.text('transaction').nullable(); // hash or signature once known (also a broadcast-but-unconfirmed one)
    table.jsonb('settlement').nullable(); // the facilitator's SettleResponse
    table.text('failure_reason').nullable();
    table.timestamp('valid_before', { useTz: true }).nullable();
    table.bigInteger('ledger_entry_id').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.unique(['network', 'payer', 'nonce']);
    table.index(['status', 'updated_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('x402_payments');
}
