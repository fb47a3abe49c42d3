// Once per test run: make the embedded-database template, and start a real PostgreSQL server for
// the suites that need real concurrency, and a Redis server for the shared rate-limit counters. On
// CI a missing PostgreSQL or Redis fails the run; on a developer machine without it those suites
// say so and skip.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/store/database.js';
import { PGLITE_TEMPLATE_DIR, RUN_DIR } from './paths.js';
import { findPostgresBin, startPostgres, type PostgresServer } from './postgres-server.js';
import { findRedisServer, startRedis, type RedisServer } from './redis-server.js';

let postgres: PostgresServer | undefined;
let redis: RedisServer | undefined;

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

  const redisBin = findRedisServer();
  if (redisBin) {
    redis = await startRedis(redisBin, join(directory, 'redis'));
    project.provide('redisUrl', redis.url);
  } else if (process.env.CI) {
    throw new Error('CI needs redis-server for the shared rate-limit counters: install redis-server (make setup-test does)');
  } else {
    project.provide('redisUrl', '');
  }
}

export async function teardown(): Promise<void> {
  postgres?.stop();
  redis?.stop();
  rmSync(RUN_DIR, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** redis://… of the run's Redis server; empty when redis-server is not installed (not on CI). */
    redisUrl: string;
  }
}
