// Boots the real service for a test: buildApp() on an ephemeral port, with its own copy of the
// embedded-database template (or a fresh PostgreSQL database), the project's config unless a
// test passes its own, and the first ADMIN key in hand.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { buildApp, type App, type AppOptions } from '../../src/app.js';
import type { Logger } from '../../src/observability/logger.js';
import { apiClient, type ApiClient } from './client.js';
import { PGLITE_TEMPLATE_DIR, RUN_DIR } from './paths.js';

export interface TestApp {
  baseUrl: string;
  app: App;
  /** Its HTTP server: for a test that waits until the service has seen a client leave. */
  server: Server;
  call: ApiClient;
  adminKey: string;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  configDir?: string;
  environment?: NodeJS.ProcessEnv;
  /** Use this PostgreSQL database instead of an embedded copy. */
  databaseUrl?: string;
  /** Another replica on a `databaseUrl` a first one already set up: no ADMIN key is made (adminKey is ''). */
  replica?: boolean;
  /** The rate limiter's clock (ms since the Unix epoch), so a test drives its windows. */
  clock?: () => number;
  /** Where the service logs; by default errors go to the console and nothing else is logged. */
  logger?: Logger;
  /** Serve the web console built into this folder (test/support/console-build.ts). */
  consoleDir?: string;
  /** Handlers in place of some operations' own (a test's misbehaving handler). */
  handlers?: AppOptions['handlers'];
}

const quietLogger = { error: console.error, warn: () => undefined, info: () => undefined };

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(RUN_DIR, 'app-'));
  if (!options.databaseUrl) cpSync(PGLITE_TEMPLATE_DIR, join(dataDir, 'pglite'), { recursive: true });
  const app = await buildApp({
    dataDir,
    databaseUrl: options.databaseUrl,
    configDir: options.configDir,
    environment: { DATA_DIR: dataDir, MODEL_DOWNLOADS: 'off', ...options.environment },
    logger: options.logger ?? quietLogger,
    clock: options.clock,
    consoleDir: options.consoleDir,
    handlers: options.handlers,
  });
  if (!app.bootstrap.adminKey && !options.replica) throw new Error('test database was not empty');
  const server: Server = createServer(app.koa.callback());
  // As src/main.ts: idle connections are kept 65 s. With Node's 5 s default, a client that reuses a
  // pooled connection after a long synchronous pause in this same process (the first conformance
  // check compiles every schema: seconds on a busy machine) races the server closing it: ECONNRESET.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app.listening(baseUrl);
  return {
    baseUrl,
    app,
    server,
    call: apiClient(baseUrl),
    adminKey: app.bootstrap.adminKey?.secret ?? '',
    dataDir,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
