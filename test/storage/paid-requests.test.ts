// Paid requests over HTTP against a balance that covers only some of them, on a real PostgreSQL
// server: the upstream holds every admitted request until all have been answered or admitted, so the
// reservations all overlap and exactly the affordable number is admitted. Then the balance is what
// the ledger says, and it never went negative.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { balancesOf, ledgerSum } from '../../src/billing/ledger.js';
import { accountOwner, toMicro } from '../../src/money.js';
import { creditTestAccount } from '../support/credit.js';
import { reply, startFakeUpstream, type Behaviour, type FakeUpstream } from '../support/fake-upstream.js';
import { createDatabase } from '../support/postgres-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { fixtureVariant } from '../support/fixtures.js';
import { errorOf } from '../support/error-body.js';

const postgresUrl = inject('postgresUrl');
const HELD_FIXTURE = fixtureVariant('held');
const REQUESTS = 200;
const body = JSON.stringify({ model: 'chat-basic', messages: [{ role: 'user', content: 'admit me' }], max_tokens: 1000 });

describe.skipIf(!postgresUrl)('paid requests on PostgreSQL', () => {
  let service: TestApp;
  let upstream: FakeUpstream;
  let release: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held: Behaviour = async (exchange) => {
    await gate;
    await reply()(exchange);
  };

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    const databaseUrl = await createDatabase(postgresUrl, `paid_${process.pid}_${Date.now()}`);
    service = await startTestApp({ databaseUrl, configDir: HELD_FIXTURE, environment: { FIXTURE_UPSTREAM_URL: upstream.url, DATABASE_POOL_MAX: '30' } });
  });
  afterAll(async () => {
    await service?.close();
    await upstream?.close();
  });

  const post = () =>
    fetch(`${service.baseUrl}/api/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${service.adminKey}`, 'content-type': 'application/json' },
      body,
    });

  it(`admits exactly the affordable number of ${REQUESTS} concurrent chat requests`, async () => {
    const owner = accountOwner(service.app.bootstrap.accountId);
    const { database, credits } = service.app.services;
    // Measure one request's reservation (its maximum price, held on this process's credit lease)
    // while the upstream holds it.
    await creditTestAccount(service, '0.11'); // the 0.10 minimum and one reservation
    upstream.script(held);
    const probe = post();
    await expect.poll(() => credits.state().heldMicro, { timeout: 10_000 }).toBeGreaterThan(0n);
    const reservation = credits.state().heldMicro;
    // Top up to 0.10 + 100.5·R: with the probe's R held, 0.10 + 99.5·R is available, and the (j+1)-th
    // request is admitted while 0.10 + 99.5·R - j·R >= 0.10, that is for j = 0..99: exactly 100.
    const target = toMicro('0.1') + 100n * reservation + reservation / 2n;
    const current = (await balancesOf(database, owner)).USD.amount;
    await creditTestAccount(service, (Number(target - current) / 1e6).toFixed(6));
    for (let index = 0; index < REQUESTS; index += 1) upstream.script(held);
    let refused = 0;
    const responses = Array.from({ length: REQUESTS }, () =>
      post().then(async (response) => {
        if (response.status === 402) refused += 1;
        return { status: response.status, body: await response.json() };
      }),
    );
    // Every request is now either refused or held upstream with its reservation: let them all finish.
    await expect.poll(() => refused + upstream.requests.length - 1, { timeout: 30_000, interval: 50 }).toBe(REQUESTS);
    release();
    const results = await Promise.all(responses);
    expect((await probe).status).toBe(200);
    const admitted = results.filter((result) => result.status === 200).length;
    expect(admitted).toBe(100);
    for (const result of results.filter((item) => item.status !== 200)) expect(errorOf(result.body)).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    await credits.drain(); // the ledger as written, the lease given back
    const balances = await balancesOf(database, owner);
    expect(balances.USD.reserved).toBe(0n);
    expect(balances.USD.amount).toBeGreaterThanOrEqual(0n);
    expect(balances.USD.amount).toBe(await ledgerSum(database, owner, 'USD'));
    const { count } = (await database('ledger_entries').where({ owner, kind: 'charge' }).count({ count: '*' }).first<{ count: string }>())!;
    expect(Number(count)).toBe(admitted + 1);
  });
});
