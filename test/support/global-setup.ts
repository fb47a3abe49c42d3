// Once per test run: make the embedded-database template, and start a real PostgreSQL server for
// the suites that need real concurrency, and a Redis server for the shared rate-limit counters. On
// CI a missing PostgreSQL or Redis fails the run; on a developer machine without it those suites
// say so and skip. Each test project (vitest.config.ts) runs this file in the one vitest process:
// the first starts the run's services, the others share them, and the last to finish stops them.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/store/database.js';
import { PGLITE_TEMPLATE_DIR, RUN_DIR } from './paths.js';
import { findPostgresBin, startPostgres } from './postgres-server.js';
import { findRedisServer, startRedis } from './redis-server.js';
import { reportWorkerCrashes } from './worker-crash-report.js';

interface RunServices {
  postgresUrl: string;
  redisUrl: string;
  /** Projects set up and not yet torn down. */
  users: number;
  stop(): void;
}

// On globalThis: each project loads this file as a module of its own.
const run = globalThis as { testRunServices?: Promise<RunServices> };

/** The embedded database's migrated template, which the tests copy instead of making their own. */
async function buildPgliteTemplate(directory: string): Promise<void> {
  const scratch = join(directory, 'template-build');
  rmSync(scratch, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: scratch });
  await database.destroy();
  cpSync(join(scratch, 'pglite'), PGLITE_TEMPLATE_DIR, { recursive: true, filter: (source) => !source.endsWith('service.lock') });
  rmSync(scratch, { recursive: true, force: true });
}

async function startRunServices(): Promise<RunServices> {
  const directory = RUN_DIR;
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });

  const bin = findPostgresBin();
  if (!bin && process.env.CI) throw new Error('CI needs a PostgreSQL server for the storage suites: install postgresql (make setup does)');
  const redisBin = findRedisServer();
  if (!redisBin && process.env.CI) throw new Error('CI needs redis-server for the shared rate-limit counters: install redis-server (make setup-test does)');

  // Side by side: each mostly waits on a child process or the database's thread.
  const [template, postgres, redis] = await Promise.allSettled([
    buildPgliteTemplate(directory),
    bin ? startPostgres(bin, join(directory, 'postgres')) : undefined,
    redisBin ? startRedis(redisBin, join(directory, 'redis')) : undefined,
  ]);
  const stop = () => {
    if (postgres.status === 'fulfilled') postgres.value?.stop();
    if (redis.status === 'fulfilled') redis.value?.stop();
    rmSync(RUN_DIR, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  for (const started of [template, postgres, redis]) {
    if (started.status === 'rejected') {
      stop();
      throw started.reason;
    }
  }
  const url = (started: typeof postgres | typeof redis) => (started.status === 'fulfilled' ? started.value?.url : undefined) ?? '';
  return { postgresUrl: url(postgres), redisUrl: url(redis), users: 0, stop };
}

export async function setup(project: TestProject): Promise<void> {
  reportWorkerCrashes();
  run.testRunServices ??= startRunServices();
  const services = await run.testRunServices;
  services.users += 1;
  project.provide('postgresUrl', services.postgresUrl);
  project.provide('redisUrl', services.redisUrl);
}

export async function teardown(): Promise<void> {
  const services = await run.testRunServices;
  if (!services) return;
  services.users -= 1;
  if (services.users === 0) services.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… of the run's PostgreSQL server; empty when PostgreSQL is not installed (not on CI). */
    postgresUrl: string;
    /** redis://… of the run's Redis server; empty when redis-server is not installed (not on CI). */
    redisUrl: string;
  }
}
