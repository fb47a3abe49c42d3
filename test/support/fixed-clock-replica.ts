// A replica of the real service (buildApp) for the multi-replica tests: on the database and Redis
// named by DATABASE_URL and REDIS_URL, with its clock fixed at CLOCK_MS so that every replica counts
// in the window the test chose.
import { buildApp, type App } from '../../src/app.js';

export async function bootFixedClockReplica(environment: NodeJS.ProcessEnv = process.env): Promise<App> {
  const clockMs = Number(environment.CLOCK_MS);
  if (!Number.isFinite(clockMs)) throw new Error('CLOCK_MS must be a number of milliseconds');
  return buildApp({
    dataDir: environment.DATA_DIR!,
    databaseUrl: environment.DATABASE_URL,
    configDir: environment.CONFIG_DIR,
    environment,
    logger: { error: console.error, warn: () => undefined, info: () => undefined },
    clock: () => clockMs,
  });
}
