// The credit of an x402 payment is idempotent on its ledger external id (x402:<network>:<transaction>),
// and a transaction already credited for another payment is refused rather than taken for a repeat:
// a facilitator that reports one transaction for two payments (a fault, or a settlement batching
// both) must not leave the second one marked credited with nothing credited. Records only, on the
// embedded database: the receipts are what a facilitator would return.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { PaymentPayload, PaymentRequirements, SettleResponse } from '@x402/core/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf } from '../../src/billing/ledger.js';
import { walletOwner } from '../../src/money.js';
import { claimPayment, creditPayment, findPayment, markSettled } from '../../src/payments/x402/payment-records.js';
import { reconcilePayments } from '../../src/payments/x402/reconcile.js';
import { openDatabase, type Database } from '../../src/store/database.js';
import { PGLITE_TEMPLATE_DIR, RUN_DIR } from '../support/paths.js';

const USD = 1_000_000n;
const NETWORK = 'eip155:8453';
const requirements = {
  scheme: 'exact',
  network: NETWORK,
  amount: '5000000',
  asset: '0x0000000000000000000000000000000000000001',
  payTo: '0x0000000000000000000000000000000000000002',
  maxTimeoutSeconds: 300,
  extra: {},
} as PaymentRequirements;
const payload = { x402Version: 2, accepted: requirements, payload: {} } as unknown as PaymentPayload;

describe('x402 payment credits: one transaction, one credit', () => {
  let database: Database;
  let dataDir: string;
  const now = new Date();
  beforeAll(async () => {
    dataDir = mkdtempSync(join(RUN_DIR, 'x402-conflicts-'));
    cpSync(PGLITE_TEMPLATE_DIR, join(dataDir, 'pglite'), { recursive: true });
    database = await openDatabase({ dataDir });
  });
  afterAll(async () => {
    await database?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  let nonces = 0;
  /** A payment recorded and settled with this receipt's transaction, as topUp leaves it before crediting. */
  async function settledPayment(payer: string, amountMicro: bigint, transaction: string): Promise<{ id: string; settlement: SettleResponse }> {
    nonces += 1;
    const claim = await claimPayment(
      database,
      {
        network: NETWORK,
        payer,
        nonce: `0x${nonces.toString(16).padStart(64, '0')}`,
        owner: walletOwner(payer),
        amountMicro,
        payload,
        requirements,
        validBefore: null,
      },
      now,
    );
    if (!claim.claimed) throw new Error('the payment was already recorded');
    const settlement: SettleResponse = { success: true, transaction, network: NETWORK, payer };
    await markSettled(database, claim.id, settlement, now);
    return { id: claim.id, settlement };
  }

  const walletUsd = async (payer: string) => (await balancesOf(database, walletOwner(payer))).USD.amount;
  const payerA = '0x00000000000000000000000000000000000000aa';
  const payerB = '0x00000000000000000000000000000000000000bb';

  it('credits a payment once however often its credit is asked for', async () => {
    const paid = await settledPayment(payerA, 5n * USD, `0x${'a1'.repeat(32)}`);
    expect((await creditPayment(database, paid.id, paid.settlement, now)).creditedNow).toBe(true);
    expect((await creditPayment(database, paid.id, paid.settlement, now)).creditedNow).toBe(false);
    expect(await walletUsd(payerA)).toBe(5n * USD);
  });

  it('refuses to credit a second payment reported with an already credited transaction, and keeps it for review', async () => {
    const transaction = `0x${'b2'.repeat(32)}`;
    const first = await settledPayment(payerA, 5n * USD, transaction);
    await creditPayment(database, first.id, first.settlement, now);
    const before = { a: await walletUsd(payerA), b: await walletUsd(payerB) };
    // Another payer, and the same payer again with the same amount: neither is the first payment.
    for (const payer of [payerB, payerA]) {
      const second = await settledPayment(payer, 5n * USD, transaction);
      await expect(creditPayment(database, second.id, second.settlement, now)).rejects.toThrow(transaction);
      expect(await findPayment(database, second.id)).toMatchObject({ status: 'settled', failureReason: expect.stringContaining(transaction) });
    }
    expect({ a: await walletUsd(payerA), b: await walletUsd(payerB) }).toEqual(before);
    expect(await database('ledger_entries').where({ external_id: `x402:${NETWORK}:${transaction}` })).toHaveLength(1);
  });

  it('reconciliation passes over a payment it cannot credit and credits the others', async () => {
    const owed = await settledPayment(payerB, 6n * USD, `0x${'c3'.repeat(32)}`);
    const before = await walletUsd(payerB);
    expect(await reconcilePayments(database, new Map(), () => now, 0)).toBe(1);
    expect(await walletUsd(payerB)).toBe(before + 6n * USD);
    expect(await findPayment(database, owed.id)).toMatchObject({ status: 'credited' });
  });
});
