// Idempotency keys of the JSON-RPC proxy (docs/decisions/0011): one row per (caller, key), kept
// 24 hours. The primary key is the claim itself, so two concurrent first uses cannot both forward;
// a `pending` row holds a short lease, so a crash mid-request frees the key instead of locking it
// for a day. A `done` row keeps the answer that a retry gets back.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rpc_idempotency', (table) => {
    // The payer: `account:<id>` or `wallet:<address>` (keys of one account share their keys).
    table.text('caller').notNullable();
    table.text('idempotency_key').notNullable();
    // sha256 of the network and the canonical body: the same key with another body is refused.
    table.text('request_hash').notNullable();
    table.text('state').notNullable(); // pending | done
    table.timestamp('lease_expires_at', { useTz: true }).notNullable();
    table.text('response_body');
    table.jsonb('response_headers');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.primary(['caller', 'idempotency_key']);
    table.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rpc_idempotency');
}
