// Once per test run: make the embedded-database template, and start a real PostgreSQL server for
// the suites that need real concurrency. On CI a missing PostgreSQL fails the run; on a developer
// machine without it those suites say so and skip.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/store/database.js';
import { PGLITE_TEMPLATE_DIR, TEST_DATA_DIR } from './paths.js';
import { findPostgresBin, startPostgres, type PostgresServer } from './postgres-server.js';

let postgres: PostgresServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  mkdirSync(TEST_DATA_DIR, { recursive: true });
  rmSync(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
  const scratch = join(TEST_DATA_DIR, 'template-build');
  rmSync(scratch, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: scratch });
  await database.destroy();
  cpSync(join(scratch, 'pglite'), PGLITE_TEMPLATE_DIR, { recursive: true, filter: (source) => !source.endsWith('service.lock') });
  rmSync(scratch, { recursive: true, force: true });

  const bin = findPostgresBin();
  if (bin) {
    postgres = await startPostgres(bin, join(TEST_DATA_DIR, 'postgres'));
    project.provide('postgresUrl', postgres.url);
  } else if (process.env.CI) {
    throw new Error('CI needs a PostgreSQL server for the storage suites: install postgresql (make setup does)');
  } else {
    project.provide('postgresUrl', '');
  }
}

export async function teardown(): Promise<void> {
  postgres?.stop();
  if (existsSync(join(TEST_DATA_DIR, 'postgres'))) rmSync(join(TEST_DATA_DIR, 'postgres'), { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
