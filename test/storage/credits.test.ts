// The credits ledger under load, on a real PostgreSQL server (where requests truly race) and on the
// embedded PGlite database (where they queue on one connection): reservations never overdraw,
// exactly the affordable number of requests is admitted, and balance = sum of ledger entries.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createKey } from '../../src/accounts/api-keys.js';
import { createAccount } from '../../src/accounts/bootstrap.js';
import { balancesOf, credit, ledgerSum } from '../../src/billing/ledger.js';
import { accountOwner, toMicro } from '../../src/money.js';
import { RequestCharge, type Price } from '../../src/billing/request-charge.js';
import { releaseExpired } from '../../src/billing/reservations.js';
import type { ApiError } from '../../src/errors.js';
import type { Database } from '../../src/store/database.js';
import { databaseBackends } from '../support/database-backends.js';

const postgresUrl = inject('postgresUrl');
const usd = (amount: string): Price => ({ usd: toMicro(amount), diem: toMicro(amount) });

const backends = databaseBackends(postgresUrl, 'credits', 20);

for (const backend of backends) {
  describe.skipIf(backend.name === 'PostgreSQL' && !postgresUrl)(`credits on ${backend.name}`, () => {
    let database: Database;
    let close: () => Promise<void>;
    beforeAll(async () => ({ database, close } = await backend.open()));
    afterAll(() => close?.());

    async function fundedAccount(balance: string, limits?: { usd?: number; diem?: number }) {
      const accountId = await createAccount(database, `test ${Math.random()}`);
      if (balance !== '0')
        await credit(database, {
          owner: accountOwner(accountId),
          currency: 'USD',
          amount: toMicro(balance),
          sku: 'test-credit',
          externalId: `test:${accountId}`,
        });
      const key = await createKey(database, accountId, { apiKeyType: 'INFERENCE', description: 'test', consumptionLimit: limits, limitPeriod: 'EPOCH' });
      const payer = { kind: 'account' as const, accountId, apiKeyId: key.id };
      const charge = (requestId: string) => new RequestCharge({ database, reservationTtlMs: 60_000 }, payer, requestId);
      return { accountId, owner: accountOwner(accountId), charge };
    }

    async function expectLedgerConsistent(owner: string) {
      const balances = await balancesOf(database, owner);
      expect(balances.USD.amount).toBe(await ledgerSum(database, owner, 'USD'));
      expect(balances.DIEM.amount).toBe(await ledgerSum(database, owner, 'DIEM'));
      expect(balances.USD.amount).toBeGreaterThanOrEqual(0n);
      expect(balances.USD.reserved).toBe(0n);
      return balances;
    }

    it('admits exactly the affordable number of 200 concurrent requests and never overdraws', async () => {
      const { owner, charge } = await fundedAccount('5.00');
      const charges = Array.from({ length: 200 }, (_, index) => charge(`req-${index}`));
      // Reservations need max(price, the 0.10 minimum) available: 5.00 - 0.05k >= 0.10 ⇒ k = 0..98.
      const outcomes = await Promise.allSettled(charges.map((item) => item.reserve(usd('0.05'))));
      const admitted = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
      expect(admitted).toBe(99);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') expect((outcome.reason as ApiError).body).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
      }
      await Promise.all(charges.filter((item) => item.isOpen).map((item) => item.settle(usd('0.04'), { sku: 'test' })));
      const balances = await expectLedgerConsistent(owner);
      expect(balances.USD.amount).toBe(toMicro('5.00') - 99n * toMicro('0.04'));
    });

    it('caps a charge at the reservation and refunds a released one completely', async () => {
      const { owner, charge } = await fundedAccount('1.00');
      const capped = charge('capped');
      await capped.reserve(usd('0.10'));
      expect(await capped.settle(usd('0.50'), { sku: 'test' })).toEqual({ currency: 'USD', charged: toMicro('0.10') });
      const failed = charge('failed');
      await failed.reserve(usd('0.20'));
      await failed.release();
      const balances = await expectLedgerConsistent(owner);
      expect(balances.USD.amount).toBe(toMicro('0.90'));
    });

    it('a settlement the database refuses charges nothing, and the request then releases its reservation at once', async () => {
      const { owner, charge } = await fundedAccount('1.00');
      const refused = charge('refused');
      await refused.reserve(usd('0.20'));
      // A NUL is a character no text column takes: the settling transaction fails as a whole.
      await expect(refused.settle(usd('0.10'), { sku: 'test', notes: 'a \u0000 note' })).rejects.toThrow();
      expect((await balancesOf(database, owner)).USD.reserved).toBe(toMicro('0.20'));
      await refused.release(); // what the pipeline does for a request that failed (paid-request.ts)
      const balances = await expectLedgerConsistent(owner);
      expect(balances.USD.amount).toBe(toMicro('1.00'));
    });

    it('releases a reservation whose process died once it expires', async () => {
      const { owner, accountId } = await fundedAccount('1.00');
      const stranded = new RequestCharge(
        { database, reservationTtlMs: 1 },
        { kind: 'account', accountId, apiKeyId: (await createKey(database, accountId, { apiKeyType: 'INFERENCE', description: 'x' })).id },
        'stranded',
      );
      await stranded.reserve(usd('0.50'));
      expect((await balancesOf(database, owner)).USD.reserved).toBe(toMicro('0.50'));
      // the sweep as a minute later sees it lapsed (its lifetime is 1 ms), without waiting
      expect(await releaseExpired(database, new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
      expect((await balancesOf(database, owner)).USD).toMatchObject({ amount: toMicro('1.00'), reserved: 0n });
    });

    it('applies a credit with the same external id exactly once under concurrency', async () => {
      const accountId = await createAccount(database, 'idempotent');
      const owner = accountOwner(accountId);
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          credit(database, { owner, currency: 'USD', amount: toMicro('2.50'), sku: 'top-up', externalId: `payment:${accountId}` }),
        ),
      );
      expect(results.filter((result) => !result.duplicate)).toHaveLength(1);
      const balances = await expectLedgerConsistent(owner);
      expect(balances.USD.amount).toBe(toMicro('2.50'));
    });

    it('holds a key USD spend limit exactly under 50 concurrent requests', async () => {
      const { owner, charge } = await fundedAccount('100.00', { usd: 1 });
      const charges = Array.from({ length: 50 }, (_, index) => charge(`limited-${index}`));
      const outcomes = await Promise.allSettled(charges.map((item) => item.reserve(usd('0.05'))));
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(20);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') expect((outcome.reason as ApiError).body).toMatchObject({ code: 'API_KEY_USD_SPEND_LIMIT_EXCEEDED' });
      }
      await Promise.all(charges.filter((item) => item.isOpen).map((item) => item.settle(usd('0.05'), { sku: 'test' })));
      await expect(charge('after').reserve(usd('0.01'))).rejects.toMatchObject({ status: 402, body: { code: 'API_KEY_USD_SPEND_LIMIT_EXCEEDED' } });
      await expectLedgerConsistent(owner);
    });

    it('refuses a balance under the 0.10 USD minimum with 402 INSUFFICIENT_BALANCE', async () => {
      const { charge } = await fundedAccount('0.09');
      await expect(charge('poor').reserve(usd('0.0001'))).rejects.toMatchObject({ status: 402, body: { code: 'INSUFFICIENT_BALANCE' } });
    });

    it('refuses with 402 INSUFFICIENT_BALANCE a maximum beyond what any balance can hold, holding nothing', async () => {
      const { owner, charge } = await fundedAccount('5.00');
      const beyond = { usd: 2n ** 64n, diem: 2n ** 64n };
      await expect(charge('beyond').reserve(beyond)).rejects.toMatchObject({ status: 402, body: { code: 'INSUFFICIENT_BALANCE' } });
      await charge('within').reserve(usd('0.01'));
      const balances = await balancesOf(database, owner);
      expect(balances.USD).toMatchObject({ amount: toMicro('5.00'), reserved: toMicro('0.01') });
    });

    it('spends the daily DIEM allocation before USD, once per epoch', async () => {
      const { owner, accountId, charge } = await fundedAccount('1.00');
      await database('accounts').where({ id: accountId }).update({ staked_units: 1 });
      const first = charge('diem-1');
      await first.reserve(usd('0.60'));
      expect(first.currency).toBe('DIEM');
      await first.settle(usd('0.60'), { sku: 'test' });
      const second = charge('diem-2'); // 0.40 DIEM left: not enough for 0.60, so USD
      await second.reserve(usd('0.60'));
      expect(second.currency).toBe('USD');
      await second.settle(usd('0.30'), { sku: 'test' });
      const balances = await expectLedgerConsistent(owner);
      expect(balances.DIEM.amount).toBe(toMicro('0.40'));
      expect(balances.USD.amount).toBe(toMicro('0.70'));
      expect(await database('ledger_entries').where({ owner, kind: 'diem_allocation' }).count<{ count: string }[]>({ count: '*' })).toEqual([{ count: '1' }]);
    });
  });
}
