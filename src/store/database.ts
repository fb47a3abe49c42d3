// The database handle. DATABASE_URL set: PostgreSQL through `pg` (a pool, for replicas and real
// concurrency). Unset: embedded PGlite in the data folder, so a first run needs no server.
// PGlite is one connection: every query queues on it, so code must never need a second
// connection while a transaction is open (do all of a transaction's work through its `trx`).
// Both drivers return int8 as a string, so counts and money are converted explicitly, never by accident.
import knexFactory, { type Knex } from 'knex';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { PgliteThread } from './pglite-thread.js';
import { migrationSource } from './migrations/index.js';
import { initializePglite } from './pglite-initdb.js';

export type Database = Knex;

export interface DatabaseOptions {
  /** postgres://… ; unset means embedded PGlite. */
  databaseUrl?: string;
  /** Folder for the embedded database (and other local state). */
  dataDir: string;
  /** PostgreSQL connections in the pool (default 10). */
  poolMax?: number;
  /** The embedded database's shared_buffers (default 16MB). */
  pgliteSharedBuffers?: string;
}

const INT8_OID = 20;

/**
 * Added to PGlite's own start parameters: a small buffer cache. Its shared_buffers otherwise comes
 * to 160 MB, which grows the WebAssembly heap past its 128 MB floor and stays resident; 16 MB holds
 * this service's hot rows (accounts, keys, balances, leases), and a miss is a read of the data
 * folder through the OS page cache. Measured in docs/decisions/0016-memory.md.
 */
function pgliteSettings(sharedBuffers = '16MB'): string[] {
  return ['-c', `shared_buffers=${sharedBuffers}`];
}

/** Advisory lock key that serializes migrations across processes sharing one PostgreSQL database. */
const MIGRATION_LOCK = 727_000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (!options.databaseUrl) {
    const database = await openPglite(options.dataDir, options.pgliteSharedBuffers);
    await database.migrate.latest({ migrationSource });
    return database;
  }
  const database = openPostgres(options.databaseUrl, options.poolMax);
  try {
    await migratePostgres(database, options.databaseUrl);
  } catch (error) {
    await database.destroy();
    throw error;
  }
  return database;
}

// knex's own migration lock does not cover replicas starting together: each one creates
// knex_migrations if it looks missing (the loser fails with "relation already exists"), and a
// second migrator finding the lock taken fails rather than waits (knex/knex#2818, #1950). A session
// advisory lock, held on a connection of its own so the pool size does not matter, makes the
// others wait; when their turn comes the migrations are done and latest() has nothing to do.
async function migratePostgres(database: Database, url: string): Promise<void> {
  const lockHolder = new pg.Client({ connectionString: url });
  await lockHolder.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await database.migrate.latest({ migrationSource });
  } finally {
    await lockHolder.end(); // ending the session releases the lock
  }
}

function openPostgres(url: string, poolMax = 10): Database {
  // node-pg already returns int8 as a string; keep it that way explicitly.
  pg.types.setTypeParser(INT8_OID, (value: string) => value);
  return knexFactory({
    client: 'pg',
    connection: url,
    pool: { min: 0, max: poolMax },
    acquireConnectionTimeout: 10_000,
  });
}

async function openPglite(dataDir: string, sharedBuffers?: string): Promise<Database> {
  // Imported here: a service on PostgreSQL never loads PGlite (docs/decisions/0016-memory.md). The
  // database itself runs on a thread of its own (pglite-thread.ts).
  const { default: ClientPgLite } = await import('knex-pglite');
  const settings = pgliteSettings(sharedBuffers);
  const directory = join(dataDir, 'pglite');
  mkdirSync(directory, { recursive: true });
  const release = lockDataDir(directory);
  let pglite: PgliteThread;
  try {
    await initializePglite(directory, settings);
    pglite = new PgliteThread(directory, settings);
    await pglite.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const database = knexFactory({
    // knex-pglite's typings declare a generic Client constructor; knex accepts it as `client`.
    client: ClientPgLite as unknown as typeof Knex.Client,
    dialect: 'postgres',
    connection: { pglite } as unknown as Knex.StaticConnectionConfig,
    // A single connection: a query that waits long for it means a code path broke the one-connection rule.
    acquireConnectionTimeout: 15_000,
  });
  // The lock is by pid: this process may reopen the folder, others may not until it closes the
  // database (closeDatabase) or exits.
  process.once('exit', release);
  releases.set(database, () => {
    process.removeListener('exit', release);
    release();
  });
  return database;
}

const releases = new WeakMap<Database, () => void>();

/** Closes the database and, for the embedded one, hands its folder back to other processes. */
export async function closeDatabase(database: Database): Promise<void> {
  try {
    await database.destroy();
  } finally {
    releases.get(database)?.();
  }
}
