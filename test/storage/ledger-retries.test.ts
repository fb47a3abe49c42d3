// A credit lease's flush retried after its COMMIT went through (the reply was lost with the
// connection) must not charge twice: on a real PostgreSQL server and on the embedded PGlite
// database, which run the same migrations and statements.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createKey } from '../../src/accounts/api-keys.js';
import { createAccount } from '../../src/accounts/bootstrap.js';
import { CreditLeases } from '../../src/billing/credit-leases.js';
import { flushCharges, grantLease, type FlushBatch } from '../../src/billing/lease-statements.js';
import { balancesOf, credit, ledgerSum } from '../../src/billing/ledger.js';
import { accountOwner, toMicro } from '../../src/money.js';
import { RequestCharge } from '../../src/billing/request-charge.js';
import type { Database } from '../../src/store/database.js';
import { databaseBackends } from '../support/database-backends.js';

const postgresUrl = inject('postgresUrl');

const backends = databaseBackends(postgresUrl, 'ledger_retries');

for (const backend of backends) {
  describe.skipIf(backend.name === 'PostgreSQL' && !postgresUrl)(`ledger retries on ${backend.name}`, () => {
    let database: Database;
    let close: () => Promise<void>;
    beforeAll(async () => ({ database, close } = await backend.open()));
    afterAll(() => close?.());

    async function fundedOwner(balance: string): Promise<{ owner: string; accountId: string }> {
      const accountId = await createAccount(database, `retry test ${Math.random()}`);
      const owner = accountOwner(accountId);
      await credit(database, { owner, currency: 'USD', amount: toMicro(balance), sku: 'test-credit', externalId: `retry-test:${accountId}` });
      return { owner, accountId };
    }

    it('writes a flush retried after its commit once: one entry per charge, the balance and the lease charged once', async () => {
      const { owner } = await fundedOwner('5.00');
      const leaseId = randomUUID();
      const expiresAt = new Date(Date.now() + 60_000);
      const grant = await grantLease(database, { leaseId, holder: 'retry-test', owner, currency: 'USD', need: 1n, want: toMicro('1.00'), expiresAt });
      expect(grant?.granted).toBe(toMicro('1.00'));
      const batch: FlushBatch = {
        owner,
        currency: 'USD',
        leaseId,
        charges: [1, 2, 3].map((index) => ({ amount: -toMicro('0.10'), sku: 'test', requestId: `retried-${index}`, chargeId: randomUUID() })),
      };
      const first = await database.transaction((trx) => flushCharges(trx, [batch], expiresAt));
      // The retry: the same charges again, as the lease puts them back when it saw the flush fail.
      const retried = await database.transaction((trx) => flushCharges(trx, [batch], expiresAt));

      const entries = await database('ledger_entries').where({ owner, kind: 'charge' }).orderBy('id');
      expect(entries.map((entry) => entry.request_id)).toEqual(['retried-1', 'retried-2', 'retried-3']);
      expect(first[0]).toMatchObject({ charged: toMicro('0.30'), leaseAmount: toMicro('0.70') });
      expect(retried[0]).toMatchObject({ charged: 0n, fromLease: 0n, leaseAmount: toMicro('0.70'), balanceAmount: toMicro('4.70') });
      const balance = (await balancesOf(database, owner)).USD;
      expect(balance).toMatchObject({ amount: toMicro('4.70'), reserved: toMicro('0.70') });
      expect(balance.amount).toBe(await ledgerSum(database, owner, 'USD'));
    });

    it('writes the new charges of a retried flush that gained some since it failed', async () => {
      const { owner } = await fundedOwner('5.00');
      const leaseId = randomUUID();
      const expiresAt = new Date(Date.now() + 60_000);
      await grantLease(database, { leaseId, holder: 'retry-test', owner, currency: 'USD', need: 1n, want: toMicro('1.00'), expiresAt });
      const charge = (requestId: string) => ({ amount: -toMicro('0.10'), sku: 'test', requestId, chargeId: randomUUID() });
      const earlier = [charge('before-1'), charge('before-2')];
      await database.transaction((trx) => flushCharges(trx, [{ owner, currency: 'USD', leaseId, charges: earlier }], expiresAt));
      const [outcome] = await database.transaction((trx) =>
        flushCharges(trx, [{ owner, currency: 'USD', leaseId, charges: [...earlier, charge('after')] }], expiresAt),
      );
      expect(outcome).toMatchObject({ charged: toMicro('0.10'), leaseAmount: toMicro('0.70'), balanceAmount: toMicro('4.70') });
      const entries = await database('ledger_entries').where({ owner, kind: 'charge' }).orderBy('id');
      expect(entries.map((entry) => [entry.request_id, entry.balance_after])).toEqual([
        ['before-1', '4900000'],
        ['before-2', '4800000'],
        ['after', '4700000'],
      ]);
    });

    it('charges two requests that share a request id (a caller may send its own X-Request-Id) twice', async () => {
      const { owner, accountId } = await fundedOwner('5.00');
      const key = await createKey(database, accountId, { apiKeyType: 'INFERENCE', description: 'retry test' });
      const leases = new CreditLeases({ database, flushIntervalMs: 60_000, sliceMicro: toMicro('1.00') });
      try {
        for (let index = 0; index < 2; index += 1) {
          const request = new RequestCharge({ database, reservationTtlMs: 60_000, leases }, { kind: 'account', accountId, apiKeyId: key.id }, 'the-same-id');
          await request.reserve({ usd: toMicro('0.05'), diem: toMicro('0.05') });
          await request.settle({ usd: toMicro('0.02'), diem: toMicro('0.02') }, { sku: 'test' });
        }
        await leases.flush();
        expect(await database('ledger_entries').where({ owner, kind: 'charge', request_id: 'the-same-id' })).toHaveLength(2);
      } finally {
        await leases.close();
      }
      expect((await balancesOf(database, owner)).USD).toMatchObject({ amount: toMicro('4.96'), reserved: 0n });
    });
  });
}
