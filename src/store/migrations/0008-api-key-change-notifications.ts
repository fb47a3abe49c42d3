// Every change to an API key that its authentication depends on is announced on the channel
// `api_key_changes`, with the key's secret hash as the payload, so each replica can drop the key
// from its in-process cache (src/accounts/key-change-feed.ts). A trigger, rather than a call in
// each writer, covers every write: the service, the CLI, and an operator's own SQL. It runs in the
// writing transaction, so the notification is delivered on commit and never for a rollback.
// Only last_used_at (written in batches every few seconds) changes nothing a cache holds.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function notify_api_key_change() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then perform pg_notify('api_key_changes', old.secret_hash); end if;
      if tg_op <> 'DELETE' then perform pg_notify('api_key_changes', new.secret_hash); end if;
      return null;
    end $$`);
  await knex.raw(`
    create trigger api_key_inserted_or_deleted after insert or delete on api_keys
      for each row execute procedure notify_api_key_change()`);
  await knex.raw(`
    create trigger api_key_updated after update on api_keys
      for each row when ((to_jsonb(old) - 'last_used_at') is distinct from (to_jsonb(new) - 'last_used_at'))
      execute procedure notify_api_key_change()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger api_key_updated on api_keys');
  await knex.raw('drop trigger api_key_inserted_or_deleted on api_keys');
  await knex.raw('drop function notify_api_key_change()');
}
