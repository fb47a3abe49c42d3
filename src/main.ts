// `npm start`: runs the service on the settings of the environment (docs/configuration.md). It logs JSON lines
// to stdout (src/observability/logger.ts); the two lines meant for a person — the first ADMIN key
// and the address it listens on — are printed as plain text.
import './config/heap-growth.js'; // first: V8 settings of the server process
import { createServer } from 'node:http';
import { buildApp } from './app.js';
import { readSettings, type Settings } from './config/environment.js';
import { installUndiciFetch } from './providers/openai-compatible/undici-fetch.js';
import { createLogger } from './observability/logger.js';

let settings: Settings;
try {
  settings = readSettings();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
installUndiciFetch();
const logger = createLogger({ level: settings.logLevel });
// The config files interpolate ${DATA_DIR}: they see the folder the service actually uses.
const environment = { ...process.env, DATA_DIR: settings.dataDir };
const app = await buildApp({ dataDir: settings.dataDir, databaseUrl: settings.databaseUrl, configDir: settings.configDir, environment, logger });

if (app.bootstrap.adminKey) {
  console.log(
    ['', 'First start: created an account with this ADMIN API key. It is shown once; store it now.', '', `  ${app.bootstrap.adminKey.secret}`, ''].join('\n'),
  );
}

const server = createServer(app.koa.callback());
server.keepAliveTimeout = 65_000;
server.listen(settings.port, settings.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  app.listening(`http://${settings.host.includes(':') ? `[${settings.host}]` : settings.host}:${port}`);
  logger.flush(); // the boot's log lines before the banner
  console.log(`listening on http://${settings.host}:${port}  (API: /api/v1, reference: /docs)`);
});

// A stop stops listening, lets the requests in flight finish (answers meanwhile close their
// keep-alive connections), cuts off what still runs after SHUTDOWN_GRACE_SECONDS (a cut request sees
// its client gone: it releases its credit, or a stream reads on for its usage and is charged it),
// then writes the ledger and closes the database. A second signal cuts off at once.
let stopping = false;
let cutShort: () => void = () => undefined;
const secondSignal = new Promise<void>((resolve) => (cutShort = resolve));
async function stop(signal: string): Promise<void> {
  if (stopping) {
    logger.warn(`${signal} again: cutting off the ${app.inFlight.size} request(s) still in flight`);
    cutShort();
    return;
  }
  stopping = true;
  logger.info(`${signal}: shutting down`, { inFlight: app.inFlight.size, graceSeconds: settings.shutdownGraceMs / 1000 });
  server.close();
  app.inFlight.stop();
  server.closeIdleConnections();
  if (!(await app.inFlight.allFinished(settings.shutdownGraceMs, secondSignal))) {
    logger.warn(`${signal}: cutting off ${app.inFlight.size} request(s) still running after the grace period`);
    server.closeAllConnections();
    await app.inFlight.allFinished(settings.abandonedStreamDrainMs + 1_000, secondSignal);
  }
  server.closeAllConnections(); // the keep-alive ones, idle now
  await app.close();
  logger.flush(); // lines still buffered (written asynchronously) go out before the process ends
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
