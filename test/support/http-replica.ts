// One replica for test/storage/rate-limits-http-replicas.test.ts: the real service (buildApp) served
// over HTTP like src/main.ts, on the PostgreSQL database and Redis named by DATABASE_URL and REDIS_URL,
// but with its clock fixed at CLOCK_MS, so both replicas count in one window the test chose instead of
// a UTC minute that may turn during a burst. Prints "listening on <url>"; SIGTERM closes it.
import { createServer } from 'node:http';
import { bootFixedClockReplica } from './fixed-clock-replica.js';
import { installUndiciFetch } from '../../src/providers/openai-compatible/undici-fetch.js';

const environment = process.env;
installUndiciFetch();
const app = await bootFixedClockReplica(environment);
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
