// The two databases a storage test runs on: a fresh database on the real PostgreSQL server, and a
// fresh embedded PGlite one (copied from the template the global setup made), each with its close.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../src/store/database.js';
import { PGLITE_TEMPLATE_DIR, RUN_DIR } from './paths.js';
import { createDatabase } from './postgres-server.js';

export interface DatabaseBackend {
  name: 'PostgreSQL' | 'PGlite';
  open(): Promise<{ database: Database; close: () => Promise<void> }>;
}

/** `prefix` names the databases and folders made; `postgresPoolMax` is the PostgreSQL pool's size (default 10). */
export function databaseBackends(postgresUrl: string | undefined, prefix: string, postgresPoolMax?: number): DatabaseBackend[] {
  return [
    {
      name: 'PostgreSQL',
      open: async () => {
        const url = await createDatabase(postgresUrl!, `${prefix}_${process.pid}_${Date.now()}`);
        const database = await openDatabase({ databaseUrl: url, dataDir: RUN_DIR, poolMax: postgresPoolMax });
        return { database, close: () => database.destroy() };
      },
    },
    {
      name: 'PGlite',
      open: async () => {
        const dataDir = mkdtempSync(join(RUN_DIR, `${prefix.replaceAll('_', '-')}-`));
        cpSync(PGLITE_TEMPLATE_DIR, join(dataDir, 'pglite'), { recursive: true });
        const database = await openDatabase({ dataDir });
        return {
          database,
          close: async () => {
            await database.destroy();
            rmSync(dataDir, { recursive: true, force: true });
          },
        };
      },
    },
  ];
}
