// Sign-in nonces already used (SIGN-IN-WITH-X): each nonce signs a wallet in once. The primary key
// is the check itself, so two concurrent replays cannot both insert. Rows are kept only while the
// message could still pass the freshness checks; after that the time checks refuse it anyway.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('siwx_nonces', (table) => {
    // `<chain>:<address>`: EVM lower-cased, Solana base58 as signed.
    table.text('wallet').notNullable();
    table.text('nonce').notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.primary(['wallet', 'nonce']);
    table.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('siwx_nonces');
}
