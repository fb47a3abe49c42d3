// Responses kept for GET /responses/{id} and previous_response_id: who made it (only they may read,
// continue or delete it), the response object as answered, and every input item the model was
// given (earlier turns included, so continuing needs this one row, whatever became of older ones).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('stored_responses', (table) => {
    table.text('id').primary(); // resp_…
    table.text('owner').notNullable(); // ledger owner: `account:<uuid>` or `wallet:<address>`
    table.jsonb('response').notNullable();
    table.jsonb('input_items').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.index(['owner', 'created_at']);
    table.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('stored_responses');
}
