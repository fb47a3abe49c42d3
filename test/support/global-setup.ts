// Once per test run: make the embedded-database template, and start a real PostgreSQL server for
// the suites that need real concurrency. On CI a missing PostgreSQL fails the run; on a developer
// machine without it those suites say so and skip.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/store/database.js';
import { PGLITE_TEMPLATE_DIR, RUN_DIR } from './paths.js';
import { findPostgresBin, startPostgres, type PostgresServer } from './postgres-server.js';

let postgres: PostgresServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  const directory = RUN_DIR;
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  const scratch = join(directory, 'template-build');
  rmSync(scratch, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: scratch });
  await database.destroy();
  cpSync(join(scratch, 'pglite'), PGLITE_TEMPLATE_DIR, { recursive: true, filter: (source) => !source.endsWith('service.lock') });
  rmSync(scratch, { recursive: true, force: true });

  const bin = findPostgresBin();
  if (bin) {
    postgres = await startPostgres(bin, join(directory, 'postgres'));
    project.provide('postgresUrl', postgres.url);
  } else if (process.env.CI) {
    throw new Error('CI needs a PostgreSQL server for the storage suites: install postgresql (make setup does)');
  } else {
    project.provide('postgresUrl', '');
  }
}

export async function teardown(): Promise<void> {
  postgres?.stop();
  rmSync(RUN_DIR, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
