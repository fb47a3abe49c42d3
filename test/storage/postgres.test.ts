// The store on a real PostgreSQL server: the same migrations as the embedded PGlite database, the
// locks that PGlite (one connection, nothing ever contends) cannot exercise, and a full HTTP round
// trip. Each test gets its own fresh database on the throwaway server from test/support/global-setup.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createKey, MAX_ACTIVE_KEYS_PER_ACCOUNT } from '../../src/accounts/api-keys.js';
import { createAccount, ensureFirstAccount } from '../../src/accounts/bootstrap.js';
import { buildApp, PROJECT_ROOT } from '../../src/app.js';
import { ApiError } from '../../src/errors.js';
import { openDatabase, type Database } from '../../src/store/database.js';
import { migrationSource } from '../../src/store/migrations/index.js';
import { PGLITE_TEMPLATE_DIR, TEST_DATA_DIR } from '../support/paths.js';
import { createDatabase } from '../support/postgres-server.js';
import { startTestApp } from '../support/test-app.js';
import { errorOf } from '../support/error-body.js';

const postgresUrl = inject('postgresUrl');
const FIXTURE_CONFIG = join(PROJECT_ROOT, 'test', 'fixtures', 'config');
const quietLogger = { error: console.error, warn: () => undefined, info: () => undefined };

it.runIf(process.env.CI)('has a PostgreSQL server on CI', () => {
  expect(postgresUrl, 'CI must run the storage suites against a real PostgreSQL server').not.toBe('');
});

describe.skipIf(!postgresUrl)('Storage on PostgreSQL', () => {
  // Everything a test opens is closed after it, even when it fails half way.
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  let databaseCounter = 0;
  async function freshDatabaseUrl(label: string): Promise<string> {
    databaseCounter += 1;
    return createDatabase(postgresUrl, `storage_${label}_${process.pid}_${databaseCounter}`);
  }

  async function openPostgres(url: string, poolMax?: number): Promise<Database> {
    const database = await openDatabase({ databaseUrl: url, dataDir: TEST_DATA_DIR, poolMax });
    cleanups.push(() => database.destroy());
    return database;
  }

  /** An embedded database in its own temp folder: migrated from scratch, or copied from the migrated template. */
  async function openPglite(fromTemplate: boolean): Promise<Database> {
    const dataDir = mkdtempSync(join(TEST_DATA_DIR, 'storage-pglite-'));
    if (fromTemplate) cpSync(PGLITE_TEMPLATE_DIR, join(dataDir, 'pglite'), { recursive: true });
    const database = await openDatabase({ dataDir });
    cleanups.push(async () => {
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    });
    return database;
  }

  const tempDataDir = () => {
    const dataDir = mkdtempSync(join(TEST_DATA_DIR, 'storage-app-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    return dataDir;
  };

  // Every table the migrations make (accounts and api_keys, and whatever later migrations add).
  async function describeSchema(database: Database) {
    const columns = await database.raw(
      `select table_name, column_name, ordinal_position, data_type, is_nullable, column_default,
              character_maximum_length, numeric_precision, numeric_scale
         from information_schema.columns
        where table_schema = 'public'
        order by table_name, ordinal_position`,
    );
    // PGlite is PostgreSQL 18, which also lists NOT NULL as constraints (contype 'n'); the server here
    // may be older. Nullability is compared through the columns above, so those rows are left out.
    const constraints = await database.raw(
      `select conrelid::regclass::text as table_name, conname, contype, pg_get_constraintdef(oid) as definition
         from pg_constraint
        where connamespace = 'public'::regnamespace and contype <> 'n'
        order by table_name, conname`,
    );
    const indexes = await database.raw(
      `select tablename, indexname, indexdef from pg_indexes
        where schemaname = 'public'
        order by tablename, indexname`,
    );
    const migrations = await database('knex_migrations').orderBy('id').pluck('name');
    return { columns: columns.rows as object[], constraints: constraints.rows as object[], indexes: indexes.rows as object[], migrations };
  }

  it('runs the migrations on PostgreSQL into the same tables, columns, constraints and indexes as on PGlite', async () => {
    const postgres = await openPostgres(await freshDatabaseUrl('schema'));
    const pglite = await openPglite(false);
    const [onPostgres, onPglite] = await Promise.all([describeSchema(postgres), describeSchema(pglite)]);

    expect(onPostgres.columns.map((column) => `${(column as { table_name: string }).table_name}.${(column as { column_name: string }).column_name}`)).toEqual(
      expect.arrayContaining([
        'accounts.id',
        'accounts.name',
        'api_keys.id',
        'api_keys.account_id',
        'api_keys.key_type',
        'api_keys.secret_hash',
        'api_keys.revoked_at',
      ]),
    );
    expect(onPostgres.columns).toEqual(onPglite.columns);
    expect(onPostgres.constraints).toEqual(onPglite.constraints);
    expect(onPostgres.indexes).toEqual(onPglite.indexes);
    expect(onPostgres.migrations).toEqual(await migrationSource.getMigrations([]));
    expect(onPglite.migrations).toEqual(onPostgres.migrations);
  });

  async function insertActiveKeys(database: Database, accountId: string, count: number): Promise<void> {
    const rows = Array.from({ length: count }, (_, index) => ({
      account_id: accountId,
      key_type: 'INFERENCE',
      secret_hash: randomBytes(32).toString('hex'),
      last6_chars: 'abcdef',
      description: `seeded ${index}`,
    }));
    await database.batchInsert('api_keys', rows, 250);
  }

  const activeCount = async (database: Database, accountId: string) =>
    (await database('api_keys').where({ account_id: accountId }).whereNull('revoked_at').count({ count: '*' }))[0]!.count;

  // createKey locks the account row (SELECT … FOR UPDATE) before it counts the active keys. Without
  // that lock, every transaction here would count 495 under READ COMMITTED at the same moment, all
  // would pass the `< 500` check and insert, and the account would end with up to 535 keys: the
  // check and the insert are two statements, and nothing else serializes them. With the lock, the
  // transactions for one account queue on its row; each waiter's count runs after the previous
  // holder committed (READ COMMITTED takes a fresh snapshot per statement), so it sees every key
  // inserted before it. PGlite cannot show either behaviour: its one connection runs the
  // transactions one after another, which is why this test runs on PostgreSQL only.
  it.each([
    { name: 'one knex instance with the default pool of 10', pools: [undefined] },
    { name: 'two knex instances with pools of 40 each', pools: [40, 40] },
  ])('createKey lets exactly 5 of 40 parallel calls through at 495 active keys ($name)', async ({ pools }) => {
    const url = await freshDatabaseUrl('cap');
    const instances: Database[] = [];
    for (const poolMax of pools) instances.push(await openPostgres(url, poolMax));
    const [first] = instances as [Database];
    const accountId = await createAccount(first, 'crowded');
    const freeSlots = 5;
    await insertActiveKeys(first, accountId, MAX_ACTIVE_KEYS_PER_ACCOUNT - freeSlots);
    // Warm every pool up to its size, so the calls below start their transactions together instead of
    // waiting in turn for new connections to open.
    await Promise.all(instances.map((database, index) => Promise.all(Array.from({ length: pools[index] ?? 10 }, () => database.raw('select pg_sleep(0.05)')))));

    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, index) =>
        createKey(instances[index % instances.length]!, accountId, { apiKeyType: 'INFERENCE', description: `racer ${index}` }),
      ),
    );

    const created = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(created).toHaveLength(freeSlots);
    expect(refused).toHaveLength(40 - freeSlots);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(ApiError);
      expect((reason as ApiError).status).toBe(409);
      expect((reason as ApiError).body).toMatchObject({ code: 'API_KEY_LIMIT_REACHED' });
    }
    expect(await activeCount(first, accountId)).toBe(String(MAX_ACTIVE_KEYS_PER_ACCOUNT));
  });

  it('two buildApp() instances started together on an empty database create one account and one ADMIN key', async () => {
    const databaseUrl = await freshDatabaseUrl('first_start');
    const start = () => buildApp({ dataDir: tempDataDir(), databaseUrl, configDir: FIXTURE_CONFIG, environment: {}, logger: quietLogger });
    const apps = await Promise.all([start(), start()]);
    for (const app of apps) cleanups.push(() => app.close());

    expect(apps.filter((app) => app.bootstrap.adminKey !== undefined)).toHaveLength(1);
    expect(apps[0]!.bootstrap.accountId).toBe(apps[1]!.bootstrap.accountId);
    const database = apps[0]!.services.database;
    expect(await database('accounts').count({ count: '*' })).toEqual([{ count: '1' }]);
    expect(await database('api_keys').where({ key_type: 'ADMIN' }).count({ count: '*' })).toEqual([{ count: '1' }]);
    expect(await database('api_keys').count({ count: '*' })).toEqual([{ count: '1' }]);
  });

  // Replicas booting together all call openDatabase() on the same database; each must wait for the
  // one that migrates instead of failing on knex's own tables or lock.
  it('openDatabase() from six knex instances at once on an empty database migrates it once and opens every instance', async () => {
    const url = await freshDatabaseUrl('migrate_race');
    const instances = await Promise.all(Array.from({ length: 6 }, () => openPostgres(url)));
    expect(instances).toHaveLength(6);
    expect(await instances[0]!('knex_migrations').orderBy('id').pluck('name')).toEqual(await migrationSource.getMigrations([]));
    expect(await instances[0]!('knex_migrations_lock').select('is_locked')).toEqual([{ is_locked: 0 }]);
  });

  it('ensureFirstAccount on five separate knex instances at once creates exactly one account and hands out one admin key', async () => {
    const url = await freshDatabaseUrl('bootstrap');
    const instances: Database[] = [];
    for (let index = 0; index < 5; index += 1) instances.push(await openPostgres(url));
    const results = await Promise.all(instances.map((database) => ensureFirstAccount(database)));

    const withKey = results.filter((result) => result.adminKey !== undefined);
    expect(withKey).toHaveLength(1);
    expect(new Set(results.map((result) => result.accountId))).toEqual(new Set([withKey[0]!.accountId]));
    expect(await instances[0]!('accounts').count({ count: '*' })).toEqual([{ count: '1' }]);
    expect(await instances[0]!('api_keys').where({ key_type: 'ADMIN', account_id: withKey[0]!.accountId }).count({ count: '*' })).toEqual([{ count: '1' }]);
  });

  it('serves a full key life cycle over HTTP: create with the admin key, use on GET /models, delete, then 401', async () => {
    const service = await startTestApp({ databaseUrl: await freshDatabaseUrl('http'), configDir: FIXTURE_CONFIG });
    cleanups.push(() => service.close());

    const created = await service.call('createApiKey', {
      key: service.adminKey,
      body: { apiKeyType: 'INFERENCE', description: 'round trip on PostgreSQL' },
    });
    expect(created.status).toBe(200);
    const { id, apiKey } = (created.body as { data: { id: string; apiKey: string } }).data;

    const listed = await service.call('listModels', { key: apiKey });
    expect(listed.status).toBe(200);
    expect((listed.body as { data: { id: string }[] }).data.map((model) => model.id)).toEqual(['private-chat', 'anonymized-chat', 'private-coder']);

    const keys = await service.call('getApiKeys', { key: service.adminKey });
    expect((keys.body as { data: { id: string }[] }).data.map((key) => key.id)).toContain(id);

    const deleted = await service.call('deleteApiKey', { key: service.adminKey, query: { id } });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });

    const refused = await service.call('listModels', { key: apiKey });
    expect(refused.status).toBe(401);
    expect(errorOf(refused.body)).toEqual({ message: 'Authentication failed', code: 'AUTHENTICATION_FAILED' });
    const row = await service.app.services.database('api_keys').where({ id }).first<{ revoked_at: Date | null }>('revoked_at');
    expect(row?.revoked_at).toBeInstanceOf(Date);
  });

  // int8 (count(*), bigint columns) has no safe JavaScript number: node-pg returns it as a string by
  // default, while PGlite returns a number, or a BigInt above 2^53. src/store/database.ts installs a
  // string parser for int8 (OID 20) on both drivers so code written against one never breaks on the
  // other, and every conversion of a count or an amount is explicit (Number(count), BigInt(value)).
  it('returns int8 (count(*) and values above 2^53) as strings on both PostgreSQL and PGlite', async () => {
    const postgres = await openPostgres(await freshDatabaseUrl('int8'));
    const pglite = await openPglite(true);
    for (const database of [postgres, pglite]) {
      await createAccount(database, 'counted');
      const [{ count }] = (await database('accounts').count({ count: '*' })) as [{ count: unknown }];
      expect(count).toBe('1');
      const { rows } = await database.raw(`select 9007199254740993::int8 as big, count(*) as total from api_keys`);
      expect(rows).toEqual([{ big: '9007199254740993', total: '0' }]);
    }
  });
});
