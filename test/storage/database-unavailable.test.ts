// What counts as "the database cannot be used now" (a 503), from errors the drivers really raise:
// a server that refuses connections, a session ended by the server (57P01), a pool with no
// connection to hand out in time, the embedded database's thread gone; and what does not (a wrong
// statement, a constraint), which stays a 500 or the caller's own error.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import knexFactory from 'knex';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { PgliteThread } from '../../src/store/pglite-thread.js';
import { isDatabaseUnavailable } from '../../src/store/unavailable.js';
import { PGLITE_TEMPLATE_DIR, RUN_DIR } from '../support/paths.js';
import { freePort } from '../support/postgres-server.js';
import { gate } from '../support/gate.js';

const postgresUrl = inject('postgresUrl');
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the statement succeeded'),
    (error: unknown) => error,
  );

describe.skipIf(!postgresUrl)('isDatabaseUnavailable on PostgreSQL', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  const open = (url: string, pool: { min: number; max: number }, acquireConnectionTimeout = 2_000) => {
    const database = knexFactory({ client: 'pg', connection: url, pool, acquireConnectionTimeout });
    cleanups.push(() => database.destroy());
    return database;
  };

  it('is true for a server that refuses connections', async () => {
    const database = open(`postgres://postgres@127.0.0.1:${await freePort()}/postgres`, { min: 0, max: 1 });
    const error = await failure(database.raw('select 1'));
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
  });

  it('is true for a session the server ended (57P01), also inside a transaction', async () => {
    const database = open(`${postgresUrl}/postgres`, { min: 0, max: 2 });
    const error = await failure(database.transaction(async (trx) => trx.raw('select pg_terminate_backend(pg_backend_pid())')));
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
  });

  it('is true for a pool that hands out no connection in time', async () => {
    const database = open(`${postgresUrl}/postgres`, { min: 0, max: 1 }, 300);
    // The only connection is held by a transaction until the test has seen the refusal, not for a time.
    const holds = gate();
    const released = gate();
    const holding = database.transaction(async (trx) => {
      await trx.raw('select 1');
      holds.open();
      await released.opened;
    });
    await holds.opened;
    const error = await failure(database.raw('select 1'));
    released.open();
    await holding;
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
  });

  it('is false for a wrong statement and for a broken constraint', async () => {
    const database = open(`${postgresUrl}/postgres`, { min: 0, max: 1 });
    expect(isDatabaseUnavailable(await failure(database.raw('select * from no_such_table')))).toBe(false);
    expect(isDatabaseUnavailable(await failure(database.raw('select 1 / 0')))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
  });
});

describe('isDatabaseUnavailable on the embedded database', () => {
  it('is false for a wrong statement, and true once its thread is gone', async () => {
    const directory = mkdtempSync(join(RUN_DIR, 'unavailable-'));
    cpSync(PGLITE_TEMPLATE_DIR, directory, { recursive: true });
    const thread = new PgliteThread(directory, []);
    try {
      await thread.waitReady;
      expect(isDatabaseUnavailable(await failure(thread.query('select * from no_such_table')))).toBe(false);
    } finally {
      await thread.close();
    }
    expect(isDatabaseUnavailable(await failure(thread.query('select 1')))).toBe(true);
    rmSync(directory, { recursive: true, force: true });
  });
});
