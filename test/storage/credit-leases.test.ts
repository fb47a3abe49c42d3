// Credit leases on a real PostgreSQL server, with two replicas (two lease holders) sharing one
// account: granted slices never exceed the balance, so nothing overdraws however the requests
// interleave; once flushed, balance = Σ ledger; a slice goes back to the balance when drained, and
// a lease swept while its holder stalled never makes the ledger overdraw.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createKey } from '../../src/accounts/api-keys.js';
import { createAccount } from '../../src/accounts/bootstrap.js';
import { CreditLeases, type LeaseHold } from '../../src/billing/credit-leases.js';
import { balancesOf, credit, ledgerSum } from '../../src/billing/ledger.js';
import { accountOwner, toMicro } from '../../src/money.js';
import { RequestCharge, type Price } from '../../src/billing/request-charge.js';
import { releaseExpired } from '../../src/billing/reservations.js';
import type { ApiError } from '../../src/errors.js';
import { openDatabase, type Database } from '../../src/store/database.js';
import { RUN_DIR } from '../support/paths.js';
import { createDatabase } from '../support/postgres-server.js';

const postgresUrl = inject('postgresUrl');
const usd = (amount: string): Price => ({ usd: toMicro(amount), diem: toMicro(amount) });

describe.skipIf(!postgresUrl)('credit leases on PostgreSQL, two replicas', () => {
  let database: Database;
  let replicas: CreditLeases[];
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: await createDatabase(postgresUrl, `leases_${process.pid}_${Date.now()}`), dataDir: RUN_DIR, poolMax: 20 });
    // A long flush interval: the tests decide when charges are written.
    replicas = [0, 1].map(() => new CreditLeases({ database, flushIntervalMs: 60_000, sliceMicro: toMicro('1.00') }));
  });
  afterAll(async () => {
    for (const replica of replicas ?? []) await replica.close();
    await database?.destroy();
  });

  async function fundedAccount(balance: string) {
    const accountId = await createAccount(database, `lease test ${Math.random()}`);
    await credit(database, {
      owner: accountOwner(accountId),
      currency: 'USD',
      amount: toMicro(balance),
      sku: 'test-credit',
      externalId: `lease-test:${accountId}`,
    });
    const key = await createKey(database, accountId, { apiKeyType: 'INFERENCE', description: 'lease test' });
    const payer = { kind: 'account' as const, accountId, apiKeyId: key.id };
    const charge = (replica: number, requestId: string) =>
      new RequestCharge({ database, reservationTtlMs: 60_000, leases: replicas[replica] }, payer, requestId);
    return { owner: accountOwner(accountId), charge };
  }

  async function drainedAndConsistent(owner: string) {
    for (const replica of replicas) await replica.drain();
    const balances = await balancesOf(database, owner);
    expect(balances.USD.amount).toBe(await ledgerSum(database, owner, 'USD'));
    expect(balances.USD.reserved).toBe(0n);
    expect(await database('reservations').where({ owner }).count<{ count: string }[]>({ count: '*' })).toEqual([{ count: '0' }]);
    return balances.USD;
  }

  it('holds, settles and releases at once on a slice with room: only growing the slice waits for the database', async () => {
    const { owner, charge } = await fundedAccount('5.00');
    const first = charge(0, 'at-once-1');
    const granting = replicas[0]!.reserve(owner, 'USD', toMicro('0.05'));
    expect(granting).toBeInstanceOf(Promise); // the first request of the owner: a slice is granted
    const firstHold = (await granting)!;
    // The slice has room: the credit leases answer without a promise (the one module, with the rate
    // limiter, whose answers stay synchronous: decision 0035).
    const hold = replicas[0]!.reserve(owner, 'USD', toMicro('0.05'));
    expect(hold).not.toBeInstanceOf(Promise);
    expect(replicas[0]!.settle(hold as LeaseHold, toMicro('0.01'), { sku: 'test', requestId: 'at-once-2' })).toBe(toMicro('0.01'));
    expect(replicas[0]!.release(firstHold)).toBeUndefined();
    // A request's charge on top of them is plain async, and lands on the same slice.
    await first.reserve(usd('0.05'));
    expect(await first.settle(usd('0.01'), { sku: 'test' })).toEqual({ currency: 'USD', charged: toMicro('0.01') });
    const balance = await drainedAndConsistent(owner);
    expect(balance.amount).toBe(toMicro('4.98'));
  });

  it('takes back the charge of a request that failed after settling while it waits for the flush, and not once it is written', async () => {
    const { owner, charge } = await fundedAccount('5.00');
    const failed = charge(0, 'failed-after-settling');
    await failed.reserve(usd('0.05'));
    failed.settle(usd('0.02'), { sku: 'test' });
    const answered = charge(0, 'answered');
    await answered.reserve(usd('0.05'));
    answered.settle(usd('0.01'), { sku: 'test' });
    expect(failed.withdraw()).toBe(true);
    await replicas[0]!.flush();
    const late = charge(0, 'failed-after-flush');
    await late.reserve(usd('0.05'));
    late.settle(usd('0.03'), { sku: 'test' });
    await replicas[0]!.flush();
    expect(late.withdraw()).toBe(false);
    const entries = await database('ledger_entries').where({ owner, kind: 'charge' }).orderBy('request_id').select('request_id', 'amount');
    expect(entries).toEqual([
      { request_id: 'answered', amount: String(-toMicro('0.01')) },
      { request_id: 'failed-after-flush', amount: String(-toMicro('0.03')) },
    ]);
    expect((await drainedAndConsistent(owner)).amount).toBe(toMicro('4.96'));
  });

  it('never overdraws under 200 concurrent requests split across two replicas', async () => {
    const { owner, charge } = await fundedAccount('5.00');
    const charges = Array.from({ length: 200 }, (_, index) => charge(index % 2, `lease-${index}`));
    const outcomes = await Promise.allSettled(charges.map((item) => item.reserve(usd('0.05'))));
    const admitted = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect((outcome.reason as ApiError).body).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    }
    // One process would admit exactly 99 (5.00 - 0.05k >= 0.10). Two replicas never admit more; near
    // the floor the last cents may sit in the other replica's slice, so a request or two fewer.
    expect(admitted).toBeLessThanOrEqual(99);
    expect(admitted).toBeGreaterThanOrEqual(97);
    const granted = await balancesOf(database, owner);
    expect(granted.USD.reserved).toBeLessThanOrEqual(granted.USD.amount); // the slices fit in the balance
    await Promise.all(charges.filter((item) => item.isOpen).map((item) => item.settle(usd('0.04'), { sku: 'test' })));
    const balance = await drainedAndConsistent(owner);
    expect(balance.amount).toBe(toMicro('5.00') - BigInt(admitted) * toMicro('0.04'));
    const { count } = (await database('ledger_entries').where({ owner, kind: 'charge' }).count({ count: '*' }).first<{ count: string }>())!;
    expect(Number(count)).toBe(admitted);
  });

  it('writes settled charges in one flush, with balance_after running down the batch', async () => {
    const { owner, charge } = await fundedAccount('2.00');
    for (let index = 0; index < 5; index += 1) {
      const item = charge(0, `batch-${index}`);
      await item.reserve(usd('0.01'));
      await item.settle(usd('0.01'), { sku: 'test' });
    }
    expect(await database('ledger_entries').where({ owner, kind: 'charge' })).toHaveLength(0); // not yet written
    await replicas[0]!.flush();
    const entries = await database('ledger_entries').where({ owner, kind: 'charge' }).orderBy('id');
    expect(entries.map((entry) => entry.balance_after)).toEqual(['1990000', '1980000', '1970000', '1960000', '1950000']);
    expect((await drainedAndConsistent(owner)).amount).toBe(toMicro('1.95'));
  });

  it("writes every owner's charges in one flush of two statements; two replicas flushing the same owners at once do not deadlock", async () => {
    const accounts = [await fundedAccount('3.00'), await fundedAccount('3.00'), await fundedAccount('3.00')];
    for (const [index, { charge }] of accounts.entries()) {
      for (const replica of [0, 1]) {
        const item = charge(replica, `owners-${index}-${replica}`);
        await item.reserve(usd('0.10'));
        await item.settle(usd('0.10'), { sku: 'test' });
      }
    }
    const statements: string[] = [];
    const record = (query: { sql: string }) => statements.push(query.sql);
    database.on('query', record);
    try {
      await Promise.all(replicas.map((replica) => replica.flush()));
    } finally {
      database.off('query', record);
    }
    const withoutTransactions = () => statements.filter((sql) => !/^\s*(begin|commit|rollback)/i.test(sql));
    // Two a flush, besides BEGIN and COMMIT, for three owners.
    expect(withoutTransactions()).toHaveLength(4);
    statements.length = 0;
    database.on('query', record);
    try {
      await replicas[0]!.drain();
    } finally {
      database.off('query', record);
    }
    // Nothing was left to flush; the three leases went back in one transaction of two statements.
    expect(withoutTransactions()).toHaveLength(2);
    for (const { owner } of accounts) {
      const entries = await database('ledger_entries').where({ owner, kind: 'charge' }).orderBy('id');
      expect(entries.map((entry) => entry.balance_after)).toEqual(['2900000', '2800000']);
      expect((await drainedAndConsistent(owner)).amount).toBe(toMicro('2.80'));
    }
  });

  // Each spend reserves and settles 0.10: small enough that a grant takes one slice (1.00).
  const spendTenCents = async (charge: (replica: number, requestId: string) => RequestCharge, requestId: string) => {
    const item = charge(0, requestId);
    await item.reserve(usd('0.10'));
    await item.settle(usd('0.10'), { sku: 'test' });
  };

  it('tops a slice running low up in the background, before a request needs it, and writes no ledger entry for it', async () => {
    const { owner, charge } = await fundedAccount('3.00');
    const replica = replicas[0]!;
    for (let index = 0; index < 7; index += 1) await spendTenCents(charge, `low-${index}`);
    await replica.settled(); // a top-up, had one been started, has finished
    expect(replica.unused(owner, 'USD')).toBe(toMicro('0.30')); // still above a quarter of the grant
    expect((await balancesOf(database, owner)).USD.reserved).toBe(toMicro('1.00'));
    await spendTenCents(charge, 'low-7'); // 0.20 left: under a quarter, so a top-up is queued
    await replica.settled();
    expect(replica.unused(owner, 'USD')).toBe(toMicro('1.20'));
    expect((await balancesOf(database, owner)).USD.reserved).toBe(toMicro('2.00'));
    // Topping up moved no money: the eight charges still wait for the flush.
    expect(await database('ledger_entries').where({ owner, kind: 'charge' })).toHaveLength(0);
    expect((await drainedAndConsistent(owner)).amount).toBe(toMicro('2.20'));
  });

  it('tops up only what the balance has left, then stops asking until the flush interval has passed', async () => {
    const { owner, charge } = await fundedAccount('1.10');
    const replica = replicas[0]!;
    for (let index = 0; index < 8; index += 1) await spendTenCents(charge, `spent-${index}`);
    await replica.settled();
    expect(replica.unused(owner, 'USD')).toBe(toMicro('0.30')); // 0.20 and the last 0.10 of the balance
    const leased = await balancesOf(database, owner);
    expect(leased.USD.reserved).toBe(leased.USD.amount); // the whole balance is leased
    // Money arrives; the slice runs dry again, but the short top-up holds off the next one.
    await credit(database, { owner, currency: 'USD', amount: toMicro('5.00'), sku: 'test-credit', externalId: `more:${owner}` });
    for (let index = 8; index < 11; index += 1) await spendTenCents(charge, `spent-${index}`);
    await replica.settled();
    expect(replica.unused(owner, 'USD')).toBe(0n);
    expect((await balancesOf(database, owner)).USD.reserved).toBe(toMicro('1.10'));
    await spendTenCents(charge, 'spent-11'); // a request that needs credit still grows the slice itself
    expect(replica.unused(owner, 'USD')).toBe(toMicro('0.90'));
    expect((await drainedAndConsistent(owner)).amount).toBe(toMicro('6.10') - toMicro('1.20'));
  });

  it("releases a lapsed lease while its holder's flush has it, without a deadlock: both lock the balance first", async () => {
    const { owner, charge } = await fundedAccount('2.00');
    const item = charge(0, 'flushing');
    await item.reserve(usd('0.10'));
    await item.settle(usd('0.10'), { sku: 'test' }); // a charge waiting in replica 0's lease
    const waitingForLocks = async () => {
      const sql = `select count(*)::int as count from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`;
      const { rows } = (await database.raw(sql)) as { rows: { count: number }[] };
      return rows[0]!.count;
    };
    // A flush's order, held open between its steps: the balance row now, the lease row below.
    const flush = await database.transaction();
    try {
      await flush('balances').where({ owner, currency: 'USD' }).forUpdate().first();
      // Another replica's sweeper meets the lease as lapsed and releases it; it waits for the flush.
      const sweep = releaseExpired(database, new Date('9999-12-31T00:00:00Z'));
      await expect.poll(waitingForLocks).toBe(1);
      // Had the release taken the lease row before the balance row, this would wait on it while it
      // waits on the balance: PostgreSQL would abort one of the two.
      expect(await flush('reservations').where({ owner }).forUpdate().first()).toMatchObject({ owner, request_id: expect.stringMatching(/^lease:/) });
      await flush.commit();
      expect(await sweep).toBe(1);
    } finally {
      if (!flush.isCompleted()) await flush.rollback();
    }
    // The charge still reaches the ledger: the lease being gone, from the free balance.
    expect((await drainedAndConsistent(owner)).amount).toBe(toMicro('1.90'));
  });

  it('charges a request settled after its lease was swept from the free balance alone, never overdrawing', async () => {
    const { owner, charge } = await fundedAccount('0.50');
    const item = charge(1, 'stalled');
    await item.reserve(usd('0.20'));
    // The lease takes the whole 0.50; the sweeper of another replica releases it as if this one had stalled.
    expect(await releaseExpired(database, new Date('9999-12-31T00:00:00Z'))).toBe(1);
    const other = charge(0, 'other');
    await other.reserve(usd('0.30')); // the other replica now holds 0.50 of the freed balance
    await item.settle(usd('0.20'), { sku: 'test' });
    await replicas[1]!.flush();
    await other.settle(usd('0.30'), { sku: 'test' });
    const balance = await drainedAndConsistent(owner);
    expect(balance.amount).toBeGreaterThanOrEqual(0n);
    expect(balance.amount).toBe(toMicro('0.50') - toMicro('0.30')); // the stalled charge found nothing free
  });
});
