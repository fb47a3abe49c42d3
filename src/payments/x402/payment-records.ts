// The x402_payments table (migration 0005). The insert of a pending row is the claim on a
// payment: of two concurrent attempts with one signed payment exactly one inserts, and the other
// sees the row. The credit and the row's move to `credited` happen in one transaction, under the
// row's lock, so a payment is credited once even when a request and reconciliation race.
import type { PaymentPayload, PaymentRequirements, SettleResponse } from '@x402/core/types';
import { appendOnce, ExternalIdConflict, lockBalance } from '../../billing/ledger.js';
import type { Database } from '../../store/database.js';

export type PaymentStatus = 'pending' | 'settled' | 'credited' | 'failed';

export interface PaymentRecord {
  id: string;
  network: string;
  payer: string;
  nonce: string;
  status: PaymentStatus;
  owner: string;
  amountMicro: bigint;
  payload: PaymentPayload;
  requirements: PaymentRequirements;
  transaction: string | null;
  settlement: SettleResponse | null;
  failureReason: string | null;
  validBefore: Date | null;
  updatedAt: Date;
}

/** A payment as it is first claimed, before anything about its settlement is known. */
export type NewPayment = Pick<PaymentRecord, 'network' | 'payer' | 'nonce' | 'owner' | 'amountMicro' | 'payload' | 'requirements' | 'validBefore'>;

interface PaymentRow {
  id: string;
  network: string;
  payer: string;
  nonce: string;
  status: PaymentStatus;
  owner: string;
  amount_micro: string;
  payload: PaymentPayload | string;
  requirements: PaymentRequirements | string;
  transaction: string | null;
  settlement: SettleResponse | string | null;
  failure_reason: string | null;
  valid_before: Date | string | null;
  updated_at: Date | string;
}

const TABLE = 'x402_payments';
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function toRecord(row: PaymentRow): PaymentRecord {
  return {
    id: row.id,
    network: row.network,
    payer: row.payer,
    nonce: row.nonce,
    status: row.status,
    owner: row.owner,
    amountMicro: BigInt(row.amount_micro),
    payload: json(row.payload),
    requirements: json(row.requirements),
    transaction: row.transaction,
    settlement: row.settlement === null ? null : json(row.settlement),
    failureReason: row.failure_reason,
    validBefore: row.valid_before === null ? null : new Date(row.valid_before),
    updatedAt: new Date(row.updated_at),
  };
}

export async function findPayment(database: Database, id: string): Promise<PaymentRecord | undefined> {
  const row = await database<PaymentRow>(TABLE).where({ id }).first();
  return row && toRecord(row);
}

export async function findPaymentByIdentity(database: Database, network: string, payer: string, nonce: string): Promise<PaymentRecord | undefined> {
  const row = await database<PaymentRow>(TABLE).where({ network, payer, nonce }).first();
  return row && toRecord(row);
}

export type Claim = { claimed: true; id: string } | { claimed: false; existing: PaymentRecord };

/**
 * Records a verified payment as pending, or reports the row that already holds it. A failed
 * row is taken over (back to pending): its payment never moved money, so trying it again (say,
 * after the payer topped up their token balance) is safe.
 */
export async function claimPayment(database: Database, payment: NewPayment, now: Date): Promise<Claim> {
  const fields = {
    status: 'pending',
    owner: payment.owner,
    amount_micro: payment.amountMicro.toString(),
    amount_base_units: payment.requirements.amount,
    asset: payment.requirements.asset,
    pay_to: payment.requirements.payTo,
    payload: JSON.stringify(payment.payload),
    requirements: JSON.stringify(payment.requirements),
    valid_before: payment.validBefore,
    updated_at: now,
  };
  const identity = { network: payment.network, payer: payment.payer, nonce: payment.nonce };
  const inserted = await database(TABLE)
    .insert({ ...identity, ...fields, created_at: now })
    .onConflict(['network', 'payer', 'nonce'])
    .ignore()
    .returning(['id']);
  if (inserted.length > 0) return { claimed: true, id: String((inserted[0] as { id: string }).id) };
  const retaken = await database(TABLE)
    .where({ ...identity, status: 'failed' })
    .update({ ...fields, transaction: null, settlement: null, failure_reason: null })
    .returning(['id']);
  if (retaken.length > 0) return { claimed: true, id: String((retaken[0] as { id: string }).id) };
  const existing = await findPaymentByIdentity(database, payment.network, payment.payer, payment.nonce);
  if (!existing) throw new Error('x402: a conflicting payment row vanished'); // rows are never deleted
  return { claimed: false, existing };
}

/** The money moved: remember the transaction before crediting, so a crash in between is recoverable. */
export async function markSettled(database: Database, id: string, settlement: SettleResponse, now: Date): Promise<void> {
  await database(TABLE)
    .where({ id, status: 'pending' })
    .update({ status: 'settled', transaction: settlement.transaction, settlement: JSON.stringify(settlement), updated_at: now });
}

/** Outcome unknown (a timeout): keep the row pending with whatever the facilitator said. */
export async function markUndetermined(database: Database, id: string, note: string, settlement: SettleResponse | undefined, now: Date): Promise<void> {
  await database(TABLE)
    .where({ id, status: 'pending' })
    .update({
      failure_reason: note,
      ...(settlement?.transaction ? { transaction: settlement.transaction } : {}),
      ...(settlement ? { settlement: JSON.stringify(settlement) } : {}),
      updated_at: now,
    });
}

export async function markFailed(database: Database, id: string, reason: string, settlement: SettleResponse | undefined, now: Date): Promise<void> {
  await database(TABLE)
    .where({ id })
    .whereIn('status', ['pending'])
    .update({ status: 'failed', failure_reason: reason, ...(settlement ? { settlement: JSON.stringify(settlement) } : {}), updated_at: now });
}

export interface CreditedPayment {
  record: PaymentRecord;
  balanceAfterMicro: bigint;
  /** False when the row had already been credited (by a racing request or reconciliation). */
  creditedNow: boolean;
}

/**
 * Credits the payer's wallet and marks the row credited, in one transaction under the row's
 * lock. The ledger's external id `x402:<network>:<transaction>` is a second guard: one on-chain
 * transfer is one credit. The entry names the payment, so a transaction already credited for
 * another payment (a facilitator's fault, or one settlement batching two payments) is a conflict,
 * not a repeat: the row stays `settled` with the reason, nothing is credited, and ExternalIdConflict
 * is thrown, for an operator to look into, rather than the row passing for credited.
 */
export async function creditPayment(database: Database, id: string, settlement: SettleResponse, now: Date): Promise<CreditedPayment> {
  const outcome = await database.transaction(async (trx): Promise<CreditedPayment | ExternalIdConflict> => {
    const row = await trx<PaymentRow>(TABLE).where({ id }).forUpdate().first();
    if (!row) throw new Error(`x402: payment ${id} not found`);
    if (row.status === 'credited') {
      const balance = await lockBalance(trx, row.owner, 'USD');
      return { record: toRecord(row), balanceAfterMicro: balance.amount, creditedNow: false };
    }
    if (row.status === 'failed') throw new Error(`x402: payment ${id} failed; it cannot be credited`);
    let entry: Awaited<ReturnType<typeof appendOnce>>;
    try {
      entry = await appendOnce(trx, {
        owner: row.owner,
        currency: 'USD',
        amount: BigInt(row.amount_micro),
        kind: 'credit',
        sku: 'x402-top-up',
        externalId: `x402:${row.network}:${settlement.transaction}`,
        notes: `x402 top-up on ${row.network}, transaction ${settlement.transaction}, payment ${row.id}`,
      });
    } catch (error) {
      if (!(error instanceof ExternalIdConflict)) throw error;
      const reason = `transaction ${settlement.transaction} was already credited for another payment; not credited`;
      await trx(TABLE).where({ id }).update({ failure_reason: reason, updated_at: now });
      return error;
    }
    const [updated] = (await trx(TABLE)
      .where({ id })
      .update({
        status: 'credited',
        transaction: settlement.transaction,
        settlement: JSON.stringify(settlement),
        failure_reason: null,
        ledger_entry_id: entry.id,
        updated_at: now,
      })
      .returning('*')) as PaymentRow[];
    return { record: toRecord(updated!), balanceAfterMicro: entry.balanceAfter, creditedNow: !entry.duplicate };
  });
  if (outcome instanceof ExternalIdConflict) throw outcome;
  return outcome;
}

/** Rows reconciliation must finish: settled ones, and pending ones untouched since `pendingBefore`. */
export async function unfinishedPayments(database: Database, pendingBefore: Date): Promise<PaymentRecord[]> {
  const rows = await database<PaymentRow>(TABLE)
    .where({ status: 'settled' })
    .orWhere((query) => query.where({ status: 'pending' }).andWhere('updated_at', '<', pendingBefore))
    .orderBy('created_at');
  return rows.map(toRecord);
}
