// A new embedded database is created by initdb in a child process (src/store/pglite-initdb.ts):
// the folder it leaves opens as a database, a folder that has one is left alone, and a child that
// fails says why.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../src/store/database.js';
import { initializePglite } from '../../src/store/pglite-initdb.js';
import { PGLITE_TEMPLATE_DIR, RUN_DIR } from '../support/paths.js';

describe('creating the embedded database in a child process', () => {
  const folders: string[] = [];
  const scratch = () => {
    const folder = mkdtempSync(join(RUN_DIR, 'pglite-initdb-'));
    folders.push(folder);
    return folder;
  };
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('creates a database that the service then opens and migrates', async () => {
    const dataDir = scratch();
    const database = await openDatabase({ dataDir });
    try {
      expect(statSync(join(dataDir, 'pglite', 'PG_VERSION')).isFile()).toBe(true);
      const { rows } = await database.raw<{ rows: { count: string }[] }>('select count(*) as count from accounts');
      expect(rows[0]!.count).toBe('0');
    } finally {
      await closeDatabase(database);
    }
  }, 60_000);

  it('leaves a folder that holds a database alone', async () => {
    const before = statSync(join(PGLITE_TEMPLATE_DIR, 'PG_VERSION')).mtimeMs;
    await initializePglite(PGLITE_TEMPLATE_DIR, []);
    expect(statSync(join(PGLITE_TEMPLATE_DIR, 'PG_VERSION')).mtimeMs).toBe(before);
  });

  it('reports the failure when initdb cannot create the folder', async () => {
    const file = join(scratch(), 'not-a-folder');
    writeFileSync(file, '');
    await expect(initializePglite(join(file, 'pglite'), [])).rejects.toThrow(/creating the embedded database in .* failed: \S/);
  }, 60_000);
});
