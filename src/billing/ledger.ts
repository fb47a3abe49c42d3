// The append-only ledger. Every movement of money is one entry; the owner's balance row moves in
// the same transaction, under the row's lock, so `balances.amount` always equals the sum of the
// owner's entries (a test proves it after load). Credits from outside carry an external id and are
// applied at most once, whatever the concurrency.
import type { Knex } from 'knex';
import type { Database } from '../store/database.js';
import type { Currency } from './money.js';

export type EntryKind = 'credit' | 'charge' | 'diem_allocation' | 'diem_expiry' | 'adjustment';

export interface EntryInput {
  owner: string;
  currency: Currency;
  /** Signed micro-units: positive credits, negative debits. */
  amount: bigint;
  kind: EntryKind;
  sku: string;
  units?: number;
  pricePerUnitUsd?: number;
  apiKeyId?: string | null;
  requestId?: string | null;
  modelId?: string | null;
  promptTokens?: number | null;
  completionTokens?: number | null;
  executionMs?: number | null;
  externalId?: string | null;
  notes?: string;
  createdBy?: string | null;
}

export interface BalanceRow {
  owner: string;
  currency: Currency;
  amount: string;
  reserved: string;
}

export interface Balance {
  amount: bigint;
  reserved: bigint;
  /** What new reservations may still take. */
  available: bigint;
}

export async function ensureBalanceRow(trx: Knex, owner: string, currency: Currency): Promise<void> {
  await trx('balances').insert({ owner, currency, amount: 0, reserved: 0 }).onConflict(['owner', 'currency']).ignore();
}

/** Locks the owner's balance row for this transaction and returns it. */
export async function lockBalance(trx: Knex.Transaction, owner: string, currency: Currency): Promise<Balance> {
  await ensureBalanceRow(trx, owner, currency);
  const row = (await trx<BalanceRow>('balances').where({ owner, currency }).forUpdate().first())!;
  return toBalance(row);
}

function toBalance(row: Pick<BalanceRow, 'amount' | 'reserved'> | undefined): Balance {
  const amount = BigInt(row?.amount ?? 0);
  const reserved = BigInt(row?.reserved ?? 0);
  return { amount, reserved, available: amount - reserved };
}

/**
 * Appends an entry and moves the balance; the caller's transaction must hold the balance row's
 * lock (lockBalance). Returns undefined, changing nothing, when the external id was already used.
 */
export async function appendEntry(trx: Knex.Transaction, entry: EntryInput, reservedDelta = 0n): Promise<{ id: string; balanceAfter: bigint } | undefined> {
  const current = await lockBalance(trx, entry.owner, entry.currency);
  const balanceAfter = current.amount + entry.amount;
  const inserted = await trx('ledger_entries')
    .insert({
      owner: entry.owner,
      currency: entry.currency,
      amount: entry.amount.toString(),
      balance_after: balanceAfter.toString(),
      kind: entry.kind,
      sku: entry.sku,
      units: entry.units ?? 0,
      price_per_unit_usd: entry.pricePerUnitUsd ?? 0,
      api_key_id: entry.apiKeyId ?? null,
      request_id: entry.requestId ?? null,
      model_id: entry.modelId ?? null,
      prompt_tokens: entry.promptTokens ?? null,
      completion_tokens: entry.completionTokens ?? null,
      execution_ms: entry.executionMs ?? null,
      external_id: entry.externalId ?? null,
      notes: entry.notes ?? '',
      created_by: entry.createdBy ?? null,
    })
    .onConflict('external_id')
    .ignore()
    .returning(['id']);
  if (inserted.length === 0) return undefined;
  await trx('balances')
    .where({ owner: entry.owner, currency: entry.currency })
    .update({ amount: balanceAfter.toString(), reserved: trx.raw('reserved + ?', [reservedDelta.toString()]) });
  return { id: String((inserted[0] as { id: string | number }).id), balanceAfter };
}

type CreditListener = (owner: string) => void;
const creditListeners = new Set<CreditListener>();

/** Hears every credit this process applies (caches of balances forget the owner); returns the unsubscribe. */
export function onCredit(listener: CreditListener): () => void {
  creditListeners.add(listener);
  return () => creditListeners.delete(listener);
}

export interface CreditResult {
  entryId?: string;
  balanceAfter: bigint;
  /** True when this external id had been credited before: nothing changed. */
  duplicate: boolean;
}

/** Adds money from outside (an operator, a payment, an allocation), at most once per external id. */
export async function credit(database: Database, entry: Omit<EntryInput, 'kind'> & { kind?: EntryKind }): Promise<CreditResult> {
  if (entry.amount <= 0n) throw new Error('a credit must be positive');
  const result = await database.transaction(async (trx): Promise<CreditResult> => {
    const appended = await appendEntry(trx, { ...entry, kind: entry.kind ?? 'credit' });
    if (appended) return { entryId: appended.id, balanceAfter: appended.balanceAfter, duplicate: false };
    const balance = await lockBalance(trx, entry.owner, entry.currency);
    return { balanceAfter: balance.amount, duplicate: true };
  });
  for (const listener of creditListeners) listener(entry.owner);
  return result;
}

export async function balancesOf(database: Knex, owner: string): Promise<Record<Currency, Balance>> {
  const rows = await database<BalanceRow>('balances').where({ owner });
  const find = (currency: Currency) => toBalance(rows.find((row) => row.currency === currency));
  return { USD: find('USD'), DIEM: find('DIEM') };
}

/** The sum of the owner's entries, straight from the ledger (for audits and tests). */
export async function ledgerSum(database: Knex, owner: string, currency: Currency): Promise<bigint> {
  const [row] = await database('ledger_entries').where({ owner, currency }).sum<{ sum: string | null }[]>({ sum: 'amount' });
  return BigInt(row?.sum ?? 0);
}
