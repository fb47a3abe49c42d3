// Web3 keys (POST /api_keys/generate_web3_key): which account a wallet's stake is recorded on
// (`accounts stake --wallet`, or the account made for an allowlisted wallet), the signed challenge
// tokens already spent (the primary key is the single-use check, so two concurrent uses cannot both
// insert; rows are kept only until the token would have expired anyway), and the key the tokens
// are signed with, generated once so every replica shares it.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('account_wallets', (table) => {
    table.text('address').primary(); // EVM, lower-cased
    table.uuid('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['account_id']);
  });
  await knex.schema.createTable('web3_key_tokens_used', (table) => {
    table.text('token_id').primary();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.index(['expires_at']);
  });
  await knex.schema.createTable('service_secrets', (table) => {
    table.text('name').primary();
    table.text('value').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('service_secrets');
  await knex.schema.dropTable('web3_key_tokens_used');
  await knex.schema.dropTable('account_wallets');
}
