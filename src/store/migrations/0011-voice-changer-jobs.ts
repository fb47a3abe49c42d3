// Voice-changer jobs live in media_jobs beside video and audio jobs: a third kind, and a status for
// a job whose audio has been handed over (the voice changer delivers it once; a later retrieve is a
// 404, while POST /audio/voice-changer/complete still reaches the provider).
import type { Knex } from 'knex';

const KINDS = ['video', 'audio', 'voice-changer'];
const STATUSES = ['queued', 'delivered', 'completed', 'refunded'];

const list = (values: string[]) => values.map((value) => `'${value}'`).join(', ');

/** PostgreSQL names the checks of 0007 (unnamed column checks) `<table>_<column>_check`. */
async function replaceCheck(knex: Knex, column: string, values: string[]): Promise<void> {
  await knex.raw(`alter table media_jobs drop constraint if exists media_jobs_${column}_check`);
  await knex.raw(`alter table media_jobs add constraint media_jobs_${column}_check check (${column} in (${list(values)}))`);
}

export async function up(knex: Knex): Promise<void> {
  await replaceCheck(knex, 'kind', KINDS);
  await replaceCheck(knex, 'status', STATUSES);
}

export async function down(knex: Knex): Promise<void> {
  await knex('media_jobs').where({ kind: 'voice-changer' }).delete();
  await knex('media_jobs').where({ status: 'delivered' }).update({ status: 'completed' });
  await replaceCheck(knex, 'kind', ['video', 'audio']);
  await replaceCheck(knex, 'status', ['queued', 'completed', 'refunded']);
}
