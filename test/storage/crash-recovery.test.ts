// A server killed with SIGKILL in the middle of a paid request leaves its reservation behind; no
// reservation is held forever. On the embedded database (one process owns it) the next boot releases
// them all; on PostgreSQL (replicas share it) they are released once expired, at boot or by the sweeper.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureFirstAccount } from '../../src/accounts/bootstrap.js';
import { PROJECT_ROOT } from '../../src/app.js';
import { balancesOf, ledgerSum } from '../../src/billing/ledger.js';
import { releaseExpired } from '../../src/billing/reservations.js';
import { accountOwner, toMicro } from '../../src/money.js';
import { creditAccount } from '../../src/billing/operator-credits.js';
import { closeDatabase, openDatabase } from '../../src/store/database.js';
import { hang, startFakeUpstream, type FakeUpstream } from '../support/fake-upstream.js';
import { PGLITE_TEMPLATE_DIR, RUN_DIR } from '../support/paths.js';
import { createDatabase } from '../support/postgres-server.js';
import { fixtureVariant } from '../support/fixtures.js';

const postgresUrl = inject('postgresUrl');
const HELD_FIXTURE = fixtureVariant('held');

function startServer(environment: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CONFIG_DIR: HELD_FIXTURE, ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const listening = /listening on (http:\/\/\S+)/.exec(line);
      if (listening) resolve({ child, baseUrl: listening[1]! });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

const cases = [
  { name: 'the embedded database', databaseUrl: async () => '', environment: {} },
  {
    name: 'PostgreSQL',
    databaseUrl: async () => createDatabase(postgresUrl, `crash_${process.pid}_${Date.now()}`),
    environment: { RESERVATION_TTL_SECONDS: '1', CREDIT_LEASE_TTL_SECONDS: '1' },
  },
];

for (const testCase of cases) {
  describe.skipIf(testCase.name === 'PostgreSQL' && !postgresUrl)(`SIGKILL mid-request on ${testCase.name}`, () => {
    let upstream: FakeUpstream;
    let dataDir: string;
    let databaseUrl: string;
    beforeAll(async () => {
      upstream = await startFakeUpstream();
      dataDir = mkdtempSync(join(RUN_DIR, 'crash-'));
      databaseUrl = await testCase.databaseUrl();
      // The embedded case starts from a copy of the migrated template (a fresh one is tested in pglite-initdb.test.ts).
      if (!databaseUrl) cpSync(PGLITE_TEMPLATE_DIR, join(dataDir, 'pglite'), { recursive: true });
    });
    afterAll(async () => {
      await upstream?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const open = () => openDatabase({ dataDir, databaseUrl: databaseUrl || undefined });

    it('leaves no reservation held once the service is back', async () => {
      let database = await open();
      const { accountId, adminKey } = await ensureFirstAccount(database);
      await creditAccount(database, { accountId, amountUsd: '5', reason: 'test', externalId: 'crash-test', createdBy: 'test' });
      await closeDatabase(database);
      const environment = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, FIXTURE_UPSTREAM_URL: upstream.url, ...testCase.environment };

      upstream.script(hang());
      const first = await startServer(environment);
      void fetch(`${first.baseUrl}/api/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminKey!.secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'chat-basic', messages: [{ role: 'user', content: 'never answered' }] }),
      }).catch(() => undefined);
      await expect.poll(() => upstream.requests.length, { timeout: 10_000 }).toBe(1); // reserved, now at the upstream
      first.child.kill('SIGKILL');
      await exited(first.child);

      database = await open();
      expect(await database('reservations').count<{ count: string }[]>({ count: '*' })).toEqual([{ count: '1' }]);
      if (testCase.environment.RESERVATION_TTL_SECONDS) {
        // On PostgreSQL the next boot releases what has expired: wait until the dead process's reservation has.
        const unexpired = () => database('reservations').where('expires_at', '>=', new Date()).count<{ count: string }[]>({ count: '*' });
        await expect.poll(unexpired, { timeout: 10_000 }).toEqual([{ count: '0' }]);
      }
      await closeDatabase(database);

      const second = await startServer(environment);
      const balance = await fetch(`${second.baseUrl}/api/v1/billing/balance`, { headers: { authorization: `Bearer ${adminKey!.secret}` } });
      expect(await balance.json()).toMatchObject({ balances: { usd: 5 } });
      second.child.kill('SIGTERM');
      await exited(second.child);

      database = await open();
      expect(await database('reservations').count<{ count: string }[]>({ count: '*' })).toEqual([{ count: '0' }]);
      const usd = (await balancesOf(database, accountOwner(accountId))).USD;
      expect(usd).toEqual({ amount: toMicro('5'), reserved: 0n, available: toMicro('5') });
      await closeDatabase(database);
    });
  });
}

// What a SIGKILL can lose with credit leases (docs/decisions/0013): the charges settled since the
// last flush, an under-charge; never an over-charge, never a reservation held past its lease.
describe.skipIf(!postgresUrl)('SIGKILL with settled but unflushed charges on PostgreSQL', () => {
  let upstream: FakeUpstream;
  let dataDir: string;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    dataDir = mkdtempSync(join(RUN_DIR, 'kill-loss-'));
  });
  afterAll(async () => {
    await upstream?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses at most the charges settled within the last flush interval, and strands nothing', async () => {
    const databaseUrl = await createDatabase(postgresUrl, `kill_loss_${process.pid}_${Date.now()}`);
    let database = await openDatabase({ dataDir, databaseUrl });
    const { accountId, adminKey } = await ensureFirstAccount(database);
    await creditAccount(database, { accountId, amountUsd: '5', reason: 'test', externalId: 'kill-loss', createdBy: 'test' });
    await closeDatabase(database);
    const flushIntervalMs = 300;
    const environment = {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      FIXTURE_UPSTREAM_URL: upstream.url,
      CREDIT_FLUSH_INTERVAL_MS: String(flushIntervalMs),
      CREDIT_LEASE_TTL_SECONDS: '1',
    };
    const server = await startServer(environment);
    const chat = async () => {
      const response = await fetch(`${server.baseUrl}/api/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminKey!.secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'chat-basic', messages: [{ role: 'user', content: 'charge me' }] }),
      });
      const body = (await response.json()) as { cost: { usd: number } };
      expect(response.status).toBe(200);
      return { requestId: response.headers.get('x-request-id')!, cost: toMicro(body.cost.usd) };
    };
    const early: { requestId: string; cost: bigint }[] = [];
    for (let index = 0; index < 10; index += 1) early.push(await chat());
    // The service's own flush writes them (no later than a flush interval or two).
    database = await open();
    const written = () =>
      database('ledger_entries')
        .whereIn(
          'request_id',
          early.map((request) => request.requestId),
        )
        .count<{ count: string }[]>({ count: '*' });
    await expect.poll(written, { timeout: 10_000 }).toEqual([{ count: '10' }]);
    await closeDatabase(database);
    const late = [];
    for (let index = 0; index < 10; index += 1) late.push(await chat());
    server.child.kill('SIGKILL');
    await exited(server.child);

    database = await open();
    const owner = accountOwner(accountId);
    const charges = (await database('ledger_entries').where({ owner, kind: 'charge' })) as { request_id: string; amount: string }[];
    const charged = new Map(charges.map((entry) => [entry.request_id, -BigInt(entry.amount)]));
    // Everything settled before the last flush interval is in the ledger, at exactly its cost.
    for (const request of early) expect(charged.get(request.requestId)).toBe(request.cost);
    // Nothing is charged that was not served, nor more than it cost; what is missing is among the last requests.
    const served = new Map([...early, ...late].map((request) => [request.requestId, request.cost]));
    for (const [requestId, amount] of charged) expect(amount).toBe(served.get(requestId));
    const lost = [...served.keys()].filter((requestId) => !charged.has(requestId));
    for (const requestId of lost) expect(late.map((request) => request.requestId)).toContain(requestId);
    // The dead process's lease is still held; it is released once expired (its 1 s lifetime), and the balance is the ledger's.
    let released = 0;
    await expect.poll(async () => (released += await releaseExpired(database)), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const usd = (await balancesOf(database, owner)).USD;
    expect(usd.reserved).toBe(0n);
    expect(usd.amount).toBe(await ledgerSum(database, owner, 'USD'));
    expect(usd.amount).toBe(toMicro('5') - [...charged.values()].reduce((sum, amount) => sum + amount, 0n));
    await closeDatabase(database);

    function open() {
      return openDatabase({ dataDir, databaseUrl });
    }
  });
});
