// One charge the database cannot store must not keep the others out of the ledger: a flush the
// database refuses is written again apart, the refused charge keeps its money (written without its
// details), and every other charge is in the ledger to the micro-USD. On the embedded database and
// on a real PostgreSQL server.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount } from '../../src/accounts/bootstrap.js';
import { CreditLeases, type LeaseHold } from '../../src/billing/credit-leases.js';
import { balancesOf, credit, ledgerSum } from '../../src/billing/ledger.js';
import { accountOwner, toMicro } from '../../src/money.js';
import { openDatabase, type Database } from '../../src/store/database.js';
import { RUN_DIR } from '../support/paths.js';
import { createDatabase } from '../support/postgres-server.js';
import { join } from 'node:path';

const postgresUrl = inject('postgresUrl');

const kinds = [
  { name: 'the embedded database', url: async () => undefined },
  ...(postgresUrl ? [{ name: 'PostgreSQL', url: () => createDatabase(postgresUrl, `refused_rows_${process.pid}_${Date.now()}`) }] : []),
];

describe.each(kinds)('ledger flushes on $name', ({ name, url }) => {
  let database: Database;
  let leases: CreditLeases;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: await url(), dataDir: join(RUN_DIR, `refused-rows-${name.length}`) });
    leases = new CreditLeases({ database, flushIntervalMs: 60_000, sliceMicro: toMicro('1.00') });
  });
  afterAll(async () => {
    await leases?.close();
    await database?.destroy();
  });

  async function fundedOwner(): Promise<string> {
    const accountId = await createAccount(database, `refused rows ${Math.random()}`);
    const owner = accountOwner(accountId);
    await credit(database, { owner, currency: 'USD', amount: toMicro('5.00'), sku: 'test-credit', externalId: `refused-rows:${accountId}` });
    return owner;
  }

  async function settled(owner: string, requestId: string, details: { notes?: string; promptTokens?: number }): Promise<void> {
    const hold = (await leases.reserve(owner, 'USD', toMicro('0.01'))) as LeaseHold;
    leases.settle(hold, 1_000n, { sku: 'test-llm-tokens', requestId, completionTokens: 3, ...details });
  }

  it('writes every good charge and keeps the money of one the database refuses', async () => {
    const owner = await fundedOwner();
    const other = await fundedOwner();
    for (let index = 0; index < 10; index += 1) await settled(owner, `good-${index}`, { notes: 'fine' });
    // A NUL character: neither PostgreSQL's text nor its JSON parser takes it.
    await settled(owner, 'refused', { notes: 'bad \u0000 notes' });
    for (let index = 0; index < 10; index += 1) await settled(other, `other-${index}`, { notes: 'fine' });
    await leases.flush();

    const rows = await database('ledger_entries')
      .whereIn('owner', [owner, other])
      .andWhere({ kind: 'charge' })
      .select('owner', 'request_id', 'amount', 'notes');
    expect(rows).toHaveLength(21);
    expect(rows.every((row) => BigInt(row.amount) === -1_000n)).toBe(true);
    expect(rows.find((row) => row.request_id === 'refused')?.notes).toBe('details not stored: the ledger refused them');
    for (const who of [owner, other]) {
      await leases.drain(true);
      const balance = await balancesOf(database, who);
      expect(balance.USD.amount).toBe(await ledgerSum(database, who, 'USD'));
    }
    expect((await balancesOf(database, owner)).USD.amount).toBe(toMicro('5.00') - 11_000n);
    expect((await balancesOf(database, other)).USD.amount).toBe(toMicro('5.00') - 10_000n);
  });

  it('stores token counts over 2^31 and leaves a count its column cannot hold empty', async () => {
    const owner = await fundedOwner();
    await settled(owner, 'large', { promptTokens: 2 ** 31 });
    await settled(owner, 'huge', { promptTokens: 10 ** 13 });
    await settled(owner, 'fraction', { promptTokens: 1.5 });
    await leases.flush();
    const rows = await database('ledger_entries').where({ owner, kind: 'charge' }).orderBy('id').select('request_id', 'prompt_tokens', 'amount');
    expect(rows.map((row) => [row.request_id, row.prompt_tokens === null ? null : Number(row.prompt_tokens)])).toEqual([
      ['large', 2 ** 31],
      ['huge', 10 ** 13],
      ['fraction', null],
    ]);
  });
});
