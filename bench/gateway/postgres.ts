// The throwaway PostgreSQL cluster of the `postgres` candidate, started with the test suite's own
// helper (initdb + pg_ctl, durability off, as the `postgres` user when run as root).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase, findPostgresBin, startPostgres } from '../../test/support/postgres-server.js';
import { onCleanup, temporaryFolder } from './processes.js';

export interface BenchPostgres {
  databaseUrl: string;
  /** The postmaster: its children are the backends and background workers (for their CPU). */
  postmasterPid: number;
  stop(): void;
}

/** Starts a cluster with one empty database, or returns undefined when PostgreSQL is not installed. */
export async function startBenchPostgres(): Promise<BenchPostgres | undefined> {
  const bin = findPostgresBin();
  if (!bin) return undefined;
  const directory = temporaryFolder('bench-gateway-pg-');
  const server = await startPostgres(bin, directory);
  // Registered after the folder, so it runs before the folder is removed.
  const stop = onCleanup(() => server.stop());
  // pg_ctl's data folder is `<directory>/data` (test/support/postgres-server.ts); the first line
  // of postmaster.pid is the postmaster's PID.
  const postmasterPid = Number(readFileSync(join(directory, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const databaseUrl = await createDatabase(server.url, 'bench_gateway');
  return { databaseUrl, postmasterPid, stop };
}
