// The reservation path under many parallel first requests, on a real PostgreSQL server with two
// replicas (two connection pools, each with its own credit leases, as two processes would have):
// the day's DIEM allocation is made, and yesterday's remainder expired, exactly once however the
// first requests of the day race; and a key's spend cap holds exactly while requests reserve and
// settle at the same time.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createKey } from '../../src/accounts/api-keys.js';
import { createAccount } from '../../src/accounts/bootstrap.js';
import { CreditLeases } from '../../src/billing/credit-leases.js';
import { balancesOf, credit, ledgerSum } from '../../src/billing/ledger.js';
import { accountOwner, toMicro } from '../../src/money.js';
import { RequestCharge, type Price } from '../../src/billing/request-charge.js';
import type { ApiError } from '../../src/errors.js';
import { openDatabase, type Database } from '../../src/store/database.js';
import { RUN_DIR } from '../support/paths.js';
import { createDatabase } from '../support/postgres-server.js';

const postgresUrl = inject('postgresUrl');
// Every request of the cap tests holds a connection of its own: with fewer, a settlement waits for
// one behind admissions queued on the key's lock, and on a loaded machine past the pool's 10 s
// acquire timeout, which left its reservation behind (and allSettled hid the error).
const REQUESTS = 40;
const POOL_MAX = REQUESTS / 2 + 5;
const price = (amount: string): Price => ({ usd: toMicro(amount), diem: toMicro(amount) });

describe.skipIf(!postgresUrl)('DIEM epochs and key spend caps on PostgreSQL, two replicas', () => {
  let replicas: { database: Database; leases: CreditLeases }[] = [];
  beforeAll(async () => {
    const url = await createDatabase(postgresUrl, `diem_caps_${process.pid}_${Date.now()}`);
    for (let index = 0; index < 2; index += 1) {
      const database = await openDatabase({ databaseUrl: url, dataDir: RUN_DIR, poolMax: POOL_MAX });
      replicas.push({ database, leases: new CreditLeases({ database, flushIntervalMs: 60_000 }) });
    }
  });
  afterAll(async () => {
    for (const replica of replicas) {
      await replica.leases.close();
      await replica.database.destroy();
    }
    replicas = [];
  });

  async function account(options: { usd: string; staked?: number; limits?: { usd?: number; diem?: number } }) {
    const { database } = replicas[0]!;
    const accountId = await createAccount(database, `diem-caps ${Math.random()}`);
    const owner = accountOwner(accountId);
    await credit(database, { owner, currency: 'USD', amount: toMicro(options.usd), sku: 'test-credit', externalId: `diem-caps:${accountId}` });
    if (options.staked) await database('accounts').where({ id: accountId }).update({ staked_units: options.staked });
    const key = await createKey(database, accountId, {
      apiKeyType: 'INFERENCE',
      description: 'diem-caps',
      consumptionLimit: options.limits,
      limitPeriod: 'EPOCH',
    });
    const payer = { kind: 'account' as const, accountId, apiKeyId: key.id, spendLimited: options.limits !== undefined };
    const charge = (index: number, now?: Date) => {
      const { database: pool, leases } = replicas[index % 2]!;
      const settings = { database: pool, reservationTtlMs: 60_000, leases, diemEpochs: leases.diemEpochs, now: now && (() => now) };
      return new RequestCharge(settings, payer, `request-${index}`);
    };
    return { accountId, owner, charge };
  }

  async function consistent(owner: string) {
    for (const replica of replicas) await replica.leases.drain();
    const { database } = replicas[0]!;
    const balances = await balancesOf(database, owner);
    expect(balances.USD.amount).toBe(await ledgerSum(database, owner, 'USD'));
    expect(balances.DIEM.amount).toBe(await ledgerSum(database, owner, 'DIEM'));
    expect(balances.USD.reserved).toBe(0n);
    expect(balances.DIEM.reserved).toBe(0n);
    return balances;
  }

  const count = async (owner: string, kind: string) =>
    Number((await replicas[0]!.database('ledger_entries').where({ owner, kind }).count<{ count: string }[]>({ count: '*' }))[0]!.count);

  // Yesterday's remainder is expired by the first request of today; with none left there is no
  // expiry entry at all, so nothing but the allocation itself says the epoch was already begun.
  for (const spentYesterday of ['0.50', '2.00']) {
    it(`allocates the day's DIEM once when 20 first requests of the day race (${spentYesterday} of 2.00 spent yesterday)`, async () => {
      const { owner, charge } = await account({ usd: '10.00', staked: 2 });
      const yesterday = new Date('2030-03-01T12:00:00Z');
      const first = charge(0, yesterday);
      await first.reserve(price(spentYesterday));
      expect(first.currency).toBe('DIEM');
      await first.settle(price(spentYesterday), { sku: 'test' });

      const today = new Date('2030-03-02T00:00:01Z');
      const charges = Array.from({ length: 20 }, (_, index) => charge(index, today));
      await Promise.all(charges.map((item) => item.reserve(price('0.05'))));
      expect(charges.map((item) => item.currency)).toEqual(charges.map(() => 'DIEM'));
      await Promise.all(charges.map((item) => item.settle(price('0.05'), { sku: 'test' })));

      const balances = await consistent(owner);
      expect(balances.DIEM.amount).toBe(toMicro('2.00') - 20n * toMicro('0.05'));
      expect(balances.USD.amount).toBe(toMicro('10.00'));
      expect(await count(owner, 'diem_allocation')).toBe(2);
      const expiries = await replicas[0]!.database('ledger_entries').where({ owner, kind: 'diem_expiry' });
      const remainder = toMicro('2.00') - toMicro(spentYesterday);
      expect(expiries.map((entry) => BigInt(entry.amount))).toEqual(remainder > 0n ? [-remainder] : []);
    });
  }

  it('allocates the very first DIEM once when 20 first requests race', async () => {
    const { owner, charge } = await account({ usd: '10.00', staked: 1 });
    const charges = Array.from({ length: 20 }, (_, index) => charge(index));
    await Promise.all(charges.map((item) => item.reserve(price('0.05'))));
    expect(charges.map((item) => item.currency)).toEqual(charges.map(() => 'DIEM'));
    await Promise.all(charges.map((item) => item.settle(price('0.05'), { sku: 'test' })));
    const balances = await consistent(owner);
    expect(balances.DIEM.amount).toBe(0n);
    expect(await count(owner, 'diem_allocation')).toBe(1);
    expect(await count(owner, 'diem_expiry')).toBe(0);
  });

  it(`holds a 1.00 USD key cap exactly while ${REQUESTS} requests over two replicas reserve and settle at once`, async () => {
    const { owner, charge } = await account({ usd: '100.00', limits: { usd: 1 } });
    // Each request settles as soon as it is admitted, so settlements commit while others are admitted.
    const outcomes = await Promise.allSettled(
      Array.from({ length: REQUESTS }, async (_, index) => {
        const item = charge(index);
        await item.reserve(price('0.10'));
        await item.settle(price('0.10'), { sku: 'test' });
      }),
    );
    const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    for (const outcome of refused) expect((outcome.reason as ApiError).body).toMatchObject({ code: 'API_KEY_USD_SPEND_LIMIT_EXCEEDED' });
    const balances = await consistent(owner);
    expect(toMicro('100.00') - balances.USD.amount).toBe(toMicro('1.00'));
    expect(refused).toHaveLength(REQUESTS - 10);
  });

  it(`holds a 1.00 DIEM key cap exactly while ${REQUESTS} requests over two replicas reserve and settle at once`, async () => {
    const { owner, charge } = await account({ usd: '100.00', staked: 5, limits: { diem: 1 } });
    const outcomes = await Promise.allSettled(
      Array.from({ length: REQUESTS }, async (_, index) => {
        const item = charge(index);
        await item.reserve(price('0.10'));
        await item.settle(price('0.10'), { sku: 'test' });
        return item.currency;
      }),
    );
    const currencies = outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : outcome.reason));
    expect(currencies.filter((currency) => currency !== 'DIEM' && currency !== 'USD')).toEqual([]); // every request was charged
    const inDiem = currencies.filter((currency) => currency === 'DIEM');
    const balances = await consistent(owner);
    // Past the DIEM cap the requests are charged in USD instead (DIEM first, then USD).
    expect(toMicro('5.00') - balances.DIEM.amount).toBe(toMicro('1.00'));
    expect(inDiem).toHaveLength(10);
  });

  it("reads neither the account nor the day's allocation once this replica saw the epoch begun; the next day it begins the next", async () => {
    const { accountId, owner } = await account({ usd: '10.00', staked: 3, limits: { usd: 5 } });
    const { database, leases } = replicas[0]!;
    const key = await database('api_keys').where({ account_id: accountId }).first<{ id: string }>('id');
    const payer = { kind: 'account' as const, accountId, apiKeyId: key!.id, spendLimited: true };
    const statements: string[] = [];
    const record = (query: { sql: string }) => statements.push(query.sql);
    const charged = async (diemEpochs: typeof leases.diemEpochs | undefined, now: Date) => {
      statements.length = 0;
      database.on('query', record);
      try {
        const item = new RequestCharge({ database, reservationTtlMs: 60_000, leases, diemEpochs, now: () => now }, payer, `epoch-${Math.random()}`);
        await item.reserve(price('0.10'));
        await item.settle(price('0.10'), { sku: 'test' });
        return item.currency;
      } finally {
        database.off('query', record);
      }
    };
    const epochReads = () => statements.filter((sql) => /^select .*(staked_units|external_id)/.test(sql));
    const today = new Date('2031-05-01T10:00:00Z');
    expect(await charged(leases.diemEpochs, today)).toBe('DIEM');
    expect(epochReads().length).toBeGreaterThan(0); // the day's first: it allocates
    expect(await charged(leases.diemEpochs, today)).toBe('DIEM');
    expect(epochReads()).toEqual([]);
    // Without the record, every reservation looks the account and the allocation up again.
    expect(await charged(undefined, today)).toBe('DIEM');
    expect(epochReads()).toHaveLength(2);

    const tomorrow = new Date('2031-05-02T00:00:05Z');
    expect(await charged(leases.diemEpochs, tomorrow)).toBe('DIEM');
    expect(await charged(leases.diemEpochs, tomorrow)).toBe('DIEM');
    expect(epochReads()).toEqual([]);
    const balances = await consistent(owner);
    expect(await count(owner, 'diem_allocation')).toBe(2);
    expect(balances.DIEM.amount).toBe(toMicro('3.00') - 2n * toMicro('0.10'));
  });
});
