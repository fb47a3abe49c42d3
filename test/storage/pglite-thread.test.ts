// The embedded database runs on a thread of its own (src/store/pglite-thread.ts): a long statement
// leaves the event loop free, PostgreSQL's errors keep their fields across the thread boundary, and
// a closed database refuses statements instead of hanging on them.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Database } from '../../src/store/database.js';
import { turnsDuring } from '../support/event-loop.js';
import { PGLITE_TEMPLATE_DIR, RUN_DIR } from '../support/paths.js';

function openCopy(folders: string[]): Promise<Database> {
  const dataDir = mkdtempSync(join(RUN_DIR, 'pglite-thread-'));
  folders.push(dataDir);
  cpSync(PGLITE_TEMPLATE_DIR, join(dataDir, 'pglite'), { recursive: true });
  return openDatabase({ dataDir });
}

describe('the embedded database on its own thread', () => {
  const folders: string[] = [];
  let database: Database;

  beforeAll(async () => {
    database = await openCopy(folders);
  }, 60_000);

  afterAll(async () => {
    await closeDatabase(database);
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('keeps the event loop turning while a long statement runs', async () => {
    // PGlite runs a statement synchronously on the thread that calls it: on the event loop, not one
    // timer could fire until this count was done.
    const started = performance.now();
    let total: string | undefined;
    const count = database
      .raw<{ rows: { total: string }[] }>('select count(*) as total from generate_series(1, 4000000)')
      .then(({ rows }) => (total = rows[0]!.total));
    const ticks = await turnsDuring(count);
    const elapsed = performance.now() - started;
    expect(total).toBe('4000000');
    // Only meaningful if the statement took long enough to block anything (it takes hundreds of milliseconds).
    expect(elapsed).toBeGreaterThan(50);
    expect(ticks).toBeGreaterThan(100);
  }, 60_000);

  it("reports PostgreSQL's errors with their code, constraint and detail", async () => {
    await database.raw('create temporary table pglite_thread_unique (id int primary key)');
    await database.raw('insert into pglite_thread_unique values (1)');
    const failure = await database.raw('insert into pglite_thread_unique values (1)').then(
      () => undefined,
      (error: unknown) => error as Error & { code?: string; constraint?: string; detail?: string },
    );
    expect(failure).toBeInstanceOf(Error);
    expect(failure?.message).toMatch(/duplicate key value violates unique constraint/);
    expect(failure?.code).toBe('23505');
    expect(failure?.constraint).toBe('pglite_thread_unique_pkey');
    expect(failure?.detail).toBe('Key (id)=(1) already exists.');
  });

  it('refuses a parameter that cannot cross to the thread, and keeps serving', async () => {
    await expect(database.raw('select ? as value', [new WeakMap() as unknown as string])).rejects.toThrow(/could not be cloned/);
    await expect(database.raw('select 2 as two')).resolves.toMatchObject({ rows: [{ two: 2 }] });
  });

  it('runs a transaction on the one connection, and rolls it back on failure', async () => {
    await database.raw('create temporary table pglite_thread_rows (id int primary key)');
    await expect(
      database.transaction(async (trx) => {
        await trx.raw('insert into pglite_thread_rows values (1)');
        await trx.raw('insert into pglite_thread_rows values (1)');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await database.raw<{ rows: { total: string }[] }>('select count(*) as total from pglite_thread_rows');
    expect(rows[0]!.total).toBe('0');
  });

  it('refuses statements once closed, and gives the folder back', async () => {
    const other = await openCopy(folders);
    await other.raw('select 1');
    await closeDatabase(other);
    await expect(other.raw('select 1')).rejects.toThrow();
    // The folder's lock went with it: the same folder opens again in this process.
    const reopened = await openDatabase({ dataDir: folders[folders.length - 1]! });
    await expect(reopened.raw('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    await closeDatabase(reopened);
  }, 60_000);
});
