// The API-key cache across replicas on one PostgreSQL database (docs/decisions/0014): every change
// to a key is announced by a trigger and each replica's change feed evicts it, so a key revoked or
// changed anywhere (another replica's API, the CLI, plain SQL) is refused or seen everywhere within
// the delivery of one notification. The replicas here cache keys for an hour, connected or not, so
// nothing but the feed can explain a prompt refusal.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { createServer } from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readConfigFiles } from '../../src/catalog/config-files.js';
import { updateKey } from '../../src/accounts/api-keys.js';
import { KEY_CHANGE_FEED_APPLICATION, KEY_CHANGES_CHANNEL, KeyChangeFeed } from '../../src/accounts/key-change-feed.js';
import { hashSecret } from '../../src/accounts/key-secret.js';
import { buildApp, PROJECT_ROOT, type App } from '../../src/app.js';
import { setKeyTier } from '../../src/limits/key-tiers.js';
import { loadLimitsConfig } from '../../src/limits/limits-config.js';
import { apiClient, type ApiClient } from '../support/client.js';
import { RUN_DIR } from '../support/paths.js';
import { createDatabase } from '../support/postgres-server.js';

const postgresUrl = inject('postgresUrl');
const quietLogger = { error: console.error, warn: () => undefined, info: () => undefined };
const HOUR_MS = 3_600_000;
/**
 * How long a poll waits for a change to reach the other replica (it takes milliseconds). Generous
 * so that load cannot fail it: what proves the change came through the feed is the caches' hour.
 */
const FEED_DEADLINE_MS = 20_000;

interface Replica {
  app: App;
  call: ApiClient;
  close(): Promise<void>;
}

async function startReplica(databaseUrl: string): Promise<Replica> {
  const dataDir = mkdtempSync(join(RUN_DIR, 'key-replica-'));
  const app = await buildApp({
    dataDir,
    databaseUrl,
    // The project's config names the default models; a fresh data folder has none, and fetching them is not what this tests.
    environment: { DATA_DIR: dataDir, MODEL_DOWNLOADS: 'off' },
    logger: quietLogger,
    keyCache: { ttlMs: HOUR_MS, unwatchedTtlMs: HOUR_MS, negativeTtlMs: HOUR_MS },
  });
  const server = createServer(app.koa.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app.listening(baseUrl);
  return {
    app,
    call: apiClient(baseUrl),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves once `probe` holds, polled every 20 ms; fails after FEED_DEADLINE_MS. */
async function until(probe: () => Promise<boolean>): Promise<void> {
  await expect.poll(probe, { timeout: FEED_DEADLINE_MS, interval: 20 }).toBe(true);
}

/**
 * A TCP relay to the database whose open connections can be frozen: bytes stop flowing both ways
 * while the sockets stay open, as when a NAT entry is dropped. New connections flow normally.
 */
async function startFreezableRelay(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const pairs: [Socket, Socket][] = [];
  const frozen: Socket[] = [];
  const server = createTcpServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    client.pipe(upstream).on('error', () => undefined);
    upstream.pipe(client).on('error', () => undefined);
    pairs.push([client, upstream]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    freeze() {
      for (const [client, upstream] of pairs.splice(0)) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
        frozen.push(client, upstream);
      }
    },
    async close() {
      for (const socket of [...frozen, ...pairs.flat()]) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!postgresUrl)('API-key cache on replicas sharing PostgreSQL', () => {
  let databaseUrl: string;
  let replicaA: Replica;
  let replicaB: Replica;
  let adminKey: string;
  let sql: pg.Client;

  beforeAll(async () => {
    databaseUrl = await createDatabase(postgresUrl, `key_cache_${process.pid}`);
    replicaA = await startReplica(databaseUrl);
    adminKey = replicaA.app.bootstrap.adminKey!.secret;
    replicaB = await startReplica(databaseUrl);
    sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await replicaB?.close();
    await replicaA?.close();
  });

  async function newKey(apiKeyType: 'ADMIN' | 'INFERENCE' = 'INFERENCE') {
    const response = await replicaA.call('createApiKey', { key: adminKey, body: { apiKeyType, description: 'replicated' } });
    expect(response.status).toBe(200);
    return (response.body as { data: { id: string; apiKey: string } }).data;
  }
  const modelsStatus = async (replica: Replica, key: string) => (await replica.call('listModels', { key })).status;
  /** Both replicas answer with the key, so both hold it in their caches. */
  async function cacheOnBoth(key: string): Promise<void> {
    expect(await modelsStatus(replicaA, key)).toBe(200);
    expect(await modelsStatus(replicaB, key)).toBe(200);
  }
  const feedConnections = async () =>
    Number(
      (await sql.query(`select count(*) from pg_stat_activity where datname = current_database() and application_name = $1`, [KEY_CHANGE_FEED_APPLICATION]))
        .rows[0].count,
    );

  it('revoking a key on one replica is refused on another, with an hour left in its cache', async () => {
    const key = await newKey();
    await cacheOnBoth(key.apiKey);
    expect((await replicaA.call('deleteApiKey', { key: adminKey, query: { id: key.id } })).status).toBe(200);
    expect(await modelsStatus(replicaA, key.apiKey)).toBe(401);
    await until(async () => (await modelsStatus(replicaB, key.apiKey)) === 401);
  });

  it("changing a key's privacy or expiry on one replica is seen on another", async () => {
    const key = await newKey();
    await cacheOnBoth(key.apiKey);
    expect((await replicaB.app.services.keys.authenticate(key.apiKey))?.modelPrivacy).toBe('ALL');
    const patched = await replicaA.call('updateApiKey', { key: adminKey, body: { id: key.id, modelPrivacy: 'PRIVATE_TEXT' } });
    expect(patched.status).toBe(200);
    await until(async () => (await replicaB.app.services.keys.authenticate(key.apiKey))?.modelPrivacy === 'PRIVATE_TEXT');
    const expired = await replicaA.call('updateApiKey', { key: adminKey, body: { id: key.id, expiresAt: '2020-01-01' } });
    expect(expired.status).toBe(200);
    await until(async () => (await modelsStatus(replicaB, key.apiKey)) === 401);
  });

  it("changing a key's type or tier outside the API (SQL, the CLI's setKeyTier) is seen on another replica", async () => {
    const key = await newKey('INFERENCE');
    await cacheOnBoth(key.apiKey);
    expect((await replicaB.call('getApiKeys', { key: key.apiKey })).status).toBe(401); // Admin API key required
    await sql.query(`update api_keys set key_type = 'ADMIN' where id = $1`, [key.id]);
    await until(async () => (await replicaB.call('getApiKeys', { key: key.apiKey })).status === 200);
    const limits = loadLimitsConfig(readConfigFiles(join(PROJECT_ROOT, 'config'), {}));
    await setKeyTier(replicaA.app.services.database, limits, replicaA.app.bootstrap.accountId, key.id, 'paid');
    await until(async () => (await replicaB.app.services.keys.authenticate(key.apiKey))?.rateLimitTier === 'paid');
  });

  it('revoking a key with the CLI (keys revoke) is refused on both replicas', async () => {
    const key = await newKey();
    await cacheOnBoth(key.apiKey);
    const dataDir = mkdtempSync(join(RUN_DIR, 'key-cli-'));
    const environment: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
    delete environment.NODE_OPTIONS;
    delete environment.CONFIG_DIR;
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'keys', 'revoke', '--id', key.id], {
        cwd: PROJECT_ROOT,
        env: environment,
        stdio: 'ignore',
      });
      child.once('error', reject);
      child.once('exit', resolve);
    }).finally(() => rmSync(dataDir, { recursive: true, force: true }));
    expect(code).toBe(0);
    for (const replica of [replicaA, replicaB]) {
      await until(async () => (await modelsStatus(replica, key.apiKey)) === 401);
    }
  });

  it('an authenticated request with a cached key makes no query (the balance headers come from a snapshot refreshed at most once a second)', async () => {
    const key = await newKey();
    await cacheOnBoth(key.apiKey);
    const database = replicaB.app.services.database;
    const statements: string[] = [];
    const record = (query: { sql: string }) => statements.push(query.sql);
    database.on('query', record);
    try {
      expect(await replicaB.app.services.keys.authenticate(key.apiKey)).toMatchObject({ keyId: key.id });
      expect(statements).toEqual([]);
      for (let request = 0; request < 5; request += 1) expect(await modelsStatus(replicaB, key.apiKey)).toBe(200);
    } finally {
      database.removeListener('query', record);
    }
    // The X-Service-Balance-* headers come from the balance snapshot (src/billing/balance-snapshots.ts):
    // its once-a-second refresh may fall within the five requests (more than once on a loaded machine).
    // The batched last-used and request-log writes run on their own timers, whatever the requests do,
    // and may fall in too.
    const snapshotRefresh = /^select (\* from "balances" where "owner" = \$1|"staked_units" from "accounts" where "id" = \$1 limit \$2)$/;
    const timedFlush = /^(update api_keys k set last_used_at = u\.at|insert into request_log )/;
    const byRequests = statements.filter((statement) => !timedFlush.test(statement));
    expect(byRequests.filter((statement) => !snapshotRefresh.test(statement))).toEqual([]);
  });

  it('announces inserts, revocations and changes on api_keys on commit, but not lastUsedAt writes or rolled-back changes', async () => {
    const listener = new pg.Client({ connectionString: databaseUrl });
    const payloads: string[] = [];
    await listener.connect();
    try {
      // The replicas' feeds send heartbeats on the channel too; those are not key changes.
      listener.on('notification', ({ payload = '' }) => payload.startsWith('heartbeat ') || payloads.push(payload));
      await listener.query(`LISTEN ${KEY_CHANGES_CHANNEL}`);
      const key = await newKey();
      const hash = hashSecret(key.apiKey);
      await replicaA.app.services.keys.authenticate(key.apiKey);
      await replicaA.app.services.keys.flushLastUsed();
      await sql.query('begin');
      await sql.query(`update api_keys set description = 'never' where id = $1`, [key.id]);
      await sql.query('rollback');
      await updateKey(replicaA.app.services.database, replicaA.app.bootstrap.accountId, { id: key.id, description: 'renamed' });
      await sql.query(`update api_keys set revoked_at = now() where id = $1`, [key.id]);
      await sql.query('select 1'); // one more round trip, so every notification has arrived
      await listener.query('select 1');
      expect(payloads).toEqual([hash, hash, hash]);
      const lastUsed = await sql.query('select last_used_at from api_keys where id = $1', [key.id]);
      expect(lastUsed.rows[0].last_used_at).toBeInstanceOf(Date);
    } finally {
      await listener.end();
    }
  });

  it("after the feed's connection is killed, the cache is cleared when it listens again and a revocation is again refused", async () => {
    const missed = await newKey();
    const later = await newKey();
    await cacheOnBoth(missed.apiKey);
    await cacheOnBoth(later.apiKey);
    expect(await feedConnections()).toBe(2);
    const database = (await sql.query('select current_database() as name')).rows[0].name as string;
    // No connection may be made, so the feeds cannot listen again before the revocation below
    // (a database refuses that change from its own sessions; the server's `postgres` one makes it).
    const server = new pg.Client({ connectionString: `${postgresUrl}/postgres` });
    await server.connect();
    await server.query(`alter database "${database}" allow_connections false`);
    try {
      await sql.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1`, [
        KEY_CHANGE_FEED_APPLICATION,
      ]);
      await until(async () => (await feedConnections()) === 0);
      // Revoked while nobody listens: this notification reaches no replica.
      await sql.query(`update api_keys set revoked_at = now() where id = $1`, [missed.id]);
    } finally {
      await server.query(`alter database "${database}" allow_connections true`);
      await server.end();
    }
    await until(async () => (await feedConnections()) === 2);
    // The replicas trust their entries for an hour even while disconnected here, so only the
    // clearing on reconnection can refuse the missed key.
    for (const replica of [replicaA, replicaB]) {
      await until(async () => (await modelsStatus(replica, missed.apiKey)) === 401);
    }
    expect(await modelsStatus(replicaB, later.apiKey)).toBe(200);
    expect((await replicaA.call('deleteApiKey', { key: adminKey, query: { id: later.id } })).status).toBe(200);
    await until(async () => (await modelsStatus(replicaB, later.apiKey)) === 401);
  });

  it('a feed connection that stops answering without closing counts as lost within its heartbeat timeout, and the feed listens again', async () => {
    const relay = await startFreezableRelay(databaseUrl);
    const watched: boolean[] = [];
    const forgotten: string[] = [];
    const warnings: string[] = [];
    const feed = await KeyChangeFeed.start(
      relay.url,
      { forgetSecretHash: (hash) => forgotten.push(hash), changesWatched: (state) => watched.push(state) },
      { ...quietLogger, warn: (message: string) => void warnings.push(message) },
      {
        heartbeatIntervalMs: 100,
        heartbeatTimeoutMs: 300,
      },
    );
    try {
      expect(watched[0]).toBe(false);
      // On a loaded machine a LISTEN or heartbeat can itself take past 300 ms and be retried: start once it listens.
      await until(async () => feed.listening);
      const [frozenAt, warnedBefore] = [watched.length, warnings.length];
      relay.freeze();
      await until(async () => watched.length > frozenAt);
      expect(watched[frozenAt]).toBe(false);
      // Lost by the heartbeat's deadline (or its query's timeout, the same 300 ms), with the socket still open.
      expect(warnings[warnedBefore]).toMatch(/^API key change feed lost \((no heartbeat within 300 ms|Query read timeout)\)/);
      await until(async () => feed.listening);
      expect(watched.at(-1)).toBe(true);
      await sql.query('select pg_notify($1, $2)', [KEY_CHANGES_CHANNEL, 'after-reconnection']);
      await until(async () => forgotten.includes('after-reconnection'));
    } finally {
      await feed.close();
      await relay.close();
    }
  });
});
