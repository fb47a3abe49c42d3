// Two service processes (buildApp served over HTTP: test/support/http-replica.ts) on one PostgreSQL
// database and one Redis, called over HTTP: a request limit holds for the sum of both. 40 chat
// requests, spread over the two, against 25 a minute: exactly 25 are answered and 15 refused with 429.
// Both replicas' clocks are fixed at one instant, so the burst cannot straddle two minutes.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ensureFirstAccount } from '../../src/accounts/bootstrap.js';
import { PROJECT_ROOT } from '../../src/app.js';
import { creditAccount } from '../../src/billing/operator-credits.js';
import { closeDatabase, openDatabase } from '../../src/store/database.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream.js';
import { RUN_DIR } from '../support/paths.js';
import { createDatabase } from '../support/postgres-server.js';
import { fixtureVariant } from '../support/fixtures.js';

const postgresUrl = inject('postgresUrl');
const redisUrl = inject('redisUrl');
const LIMIT = 25;
const REQUESTS = 40;

function startServer(environment: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/http-replica.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...environment },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const listening = /listening on (http:\/\/\S+)/.exec(line);
      if (listening) resolve({ child, baseUrl: listening[1]! });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

describe.skipIf(!postgresUrl || !redisUrl)('Rate limits across two service processes over HTTP', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  let upstream: FakeUpstream;
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`answers exactly ${LIMIT} of ${REQUESTS} chat requests spread over both`, async () => {
    upstream = await startFakeUpstream();
    cleanups.push(() => upstream.close());
    const databaseUrl = await createDatabase(postgresUrl, `limits_http_${process.pid}`);
    const database = await openDatabase({ databaseUrl, dataDir: RUN_DIR });
    const { accountId, adminKey } = await ensureFirstAccount(database);
    await creditAccount(database, { accountId, amountUsd: '10', reason: 'test', externalId: 'replicas-http', createdBy: 'test' });
    await closeDatabase(database);
    const configDir = mkdtempSync(join(RUN_DIR, 'http-replicas-config-'));
    cleanups.push(() => rmSync(configDir, { recursive: true, force: true }));
    cpSync(fixtureVariant('held'), configDir, { recursive: true });
    writeFileSync(join(configDir, 'rate-limits.yaml'), `tiers:\n  paid: { limits: { M: { rpm: ${LIMIT} } } }\n`);
    // One instant for both replicas, the start of a minute: one request window, whose counters
    // live (in real time) for that whole minute.
    const clockMs = String(Math.floor(Date.now() / 60_000) * 60_000);
    const servers = await Promise.all(
      [0, 1].map(async (index) => {
        const dataDir = mkdtempSync(join(RUN_DIR, `http-replica-${index}-`));
        const server = await startServer({
          DATABASE_URL: databaseUrl,
          REDIS_URL: redisUrl,
          REDIS_KEY_PREFIX: `http-replicas:${process.pid}:`,
          CONFIG_DIR: configDir,
          DATA_DIR: dataDir,
          FIXTURE_UPSTREAM_URL: upstream.url,
          CLOCK_MS: clockMs,
        });
        cleanups.push(() => {
          server.child.kill('SIGTERM');
          rmSync(dataDir, { recursive: true, force: true });
        });
        return server;
      }),
    );
    const body = JSON.stringify({ model: 'chat-basic', messages: [{ role: 'user', content: 'count me' }], max_tokens: 10 });
    const statuses = await Promise.all(
      Array.from({ length: REQUESTS }, (_, index) =>
        fetch(`${servers[index % 2]!.baseUrl}/api/v1/chat/completions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${adminKey!.secret}`, 'content-type': 'application/json' },
          body,
        }).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(REQUESTS - LIMIT);
    expect(upstream.requests).toHaveLength(LIMIT);
  });
});
