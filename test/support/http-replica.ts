// One replica for test/storage/rate-limits-http-replicas.test.ts: the real service (buildApp) served
// over HTTP like src/main.ts, on the PostgreSQL database and Redis named by DATABASE_URL and REDIS_URL,
// but with its clock fixed at CLOCK_MS, so both replicas count in one window the test chose instead of
// a UTC minute that may turn during a burst. Prints "listening on <url>"; SIGTERM closes it.
import { createServer } from 'node:http';
import { buildApp } from '../../src/app.js';
import { installUndiciFetch } from '../../src/providers/openai-compatible/undici-fetch.js';

const environment = process.env;
const clockMs = Number(environment.CLOCK_MS);
if (!Number.isFinite(clockMs)) throw new Error('CLOCK_MS must be a number of milliseconds');
installUndiciFetch();
const app = await buildApp({
  dataDir: environment.DATA_DIR!,
  databaseUrl: environment.DATABASE_URL,
  configDir: environment.CONFIG_DIR,
  environment,
  logger: { error: console.error, warn: () => undefined, info: () => undefined },
  clock: () => clockMs,
});
const server = createServer(app.koa.callback());
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  app.listening(baseUrl);
  console.log(`listening on ${baseUrl}`);
});
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void app.close().then(() => process.exit(0));
});
