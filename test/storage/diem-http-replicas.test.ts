// The first paid requests of a day over HTTP, spread over two replicas of the service on one
// PostgreSQL database: the account's DIEM is allocated once, and every request is charged in DIEM
// (not in USD, as when the allocation was taken for yesterday's remainder and expired).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { balancesOf, ledgerSum } from '../../src/billing/ledger.js';
import { accountOwner, toMicro } from '../../src/money.js';
import { creditTestAccount } from '../support/credit.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream.js';
import { createDatabase } from '../support/postgres-server.js';
import { fixtureVariant } from '../support/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const postgresUrl = inject('postgresUrl');
const HELD_FIXTURE = fixtureVariant('held');
const REQUESTS = 20;

describe.skipIf(!postgresUrl)('DIEM epochs over HTTP, two replicas on PostgreSQL', () => {
  let replicas: TestApp[] = [];
  let upstream: FakeUpstream;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    const databaseUrl = await createDatabase(postgresUrl, `diem_http_${process.pid}_${Date.now()}`);
    const environment = { FIXTURE_UPSTREAM_URL: upstream.url, DATABASE_POOL_MAX: '20' };
    const first = await startTestApp({ databaseUrl, configDir: HELD_FIXTURE, environment });
    replicas = [first, await startTestApp({ databaseUrl, configDir: HELD_FIXTURE, environment, replica: true })];
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await upstream?.close();
  });

  it(`charges ${REQUESTS} parallel first requests of a staked account in DIEM, allocating it once`, async () => {
    const [first] = replicas as [TestApp, TestApp];
    const { database } = first.app.services;
    const accountId = first.app.bootstrap.accountId;
    const owner = accountOwner(accountId);
    await creditTestAccount(first, '10');
    await database('accounts').where({ id: accountId }).update({ staked_units: 1 });
    const body = JSON.stringify({ model: 'chat-basic', messages: [{ role: 'user', content: 'pay in DIEM' }], max_tokens: 50 });
    const statuses = await Promise.all(
      Array.from({ length: REQUESTS }, (_, index) =>
        fetch(`${replicas[index % 2]!.baseUrl}/api/v1/chat/completions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${first.adminKey}`, 'content-type': 'application/json' },
          body,
        }).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
    expect(statuses).toEqual(statuses.map(() => 200));
    for (const replica of replicas) await replica.app.services.credits.drain();
    const charges = await database('ledger_entries').where({ owner, kind: 'charge' });
    expect(charges.map((charge) => charge.currency)).toEqual(charges.map(() => 'DIEM'));
    expect(charges).toHaveLength(REQUESTS);
    expect(await database('ledger_entries').where({ owner, kind: 'diem_allocation' })).toHaveLength(1);
    const balances = await balancesOf(database, owner);
    expect(balances.USD.amount).toBe(toMicro('10'));
    expect(balances.DIEM.amount).toBe(await ledgerSum(database, owner, 'DIEM'));
    expect(balances.DIEM.reserved).toBe(0n);
  });
});
