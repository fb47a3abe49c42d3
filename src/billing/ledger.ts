// The append-only ledger. Every movement of money is one entry; the owner's balance row moves in
// the same transaction, under the row's lock, so `balances.amount` always equals the sum of the
// owner's entries (a test proves it after load). Credits from outside carry an external id and are
// applied at most once, whatever the concurrency; an id reused for a different credit is refused,
// never taken for a repeat (that would drop the second credit without a word).
import type { Knex } from 'knex';
import type { Database } from '../store/database.js';
import type { Currency } from '../money.js';
import { storedCount, storedDecimal } from './charge-rows.js';

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

export function toBalance(row: Pick<BalanceRow, 'amount' | 'reserved'> | undefined): Balance {
  const amount = BigInt(row?.amount ?? 0);
  const reserved = BigInt(row?.reserved ?? 0);
  return { amount, reserved, available: amount - reserved };
}

/**
 * Appends an entry and moves the balance, under the balance row's lock (taken here unless the
 * caller passes the row as its transaction locked it and has not moved it since: `locked`).
 * Returns undefined, changing nothing, when the external id was already used.
 */
export async function appendEntry(
  trx: Knex.Transaction,
  entry: EntryInput,
  reservedDelta = 0n,
  locked?: Balance,
): Promise<{ id: string; balanceAfter: bigint } | undefined> {
  const current = locked ?? (await lockBalance(trx, entry.owner, entry.currency));
  const balanceAfter = current.amount + entry.amount;
  const inserted = await trx('ledger_entries')
    .insert({
      owner: entry.owner,
      currency: entry.currency,
      amount: entry.amount.toString(),
      balance_after: balanceAfter.toString(),
      kind: entry.kind,
      sku: entry.sku,
      units: storedDecimal(entry.units),
      price_per_unit_usd: storedDecimal(entry.pricePerUnitUsd),
      api_key_id: entry.apiKeyId ?? null,
      request_id: entry.requestId ?? null,
      model_id: entry.modelId ?? null,
      prompt_tokens: storedCount(entry.promptTokens),
      completion_tokens: storedCount(entry.completionTokens),
      execution_ms: storedCount(entry.executionMs),
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

/** An external id already used for a different entry: nothing was applied. Callers word it for their caller. */
export class ExternalIdConflict extends Error {
  constructor(readonly externalId: string) {
    super(`the external id ${externalId} was already used for a different entry`);
  }
}

// What makes two entries with one external id the same credit (who, what, how much, and why);
// not who applied it (a retry may come from another operator key) or when.
const DEFINING = ['owner', 'currency', 'amount', 'kind', 'sku', 'notes'] as const;

function sameEntry(stored: Record<(typeof DEFINING)[number], unknown>, entry: EntryInput): boolean {
  const asked = { ...entry, amount: entry.amount.toString(), notes: entry.notes ?? '' };
  return DEFINING.every((field) => String(stored[field]) === String(asked[field]));
}

/**
 * Appends an entry that carries an external id, at most once: a repeat of the same entry is
 * answered with the entry it made (`duplicate`), a reuse of the id for a different entry throws
 * ExternalIdConflict. Needs the caller's transaction, as appendEntry does.
 */
export async function appendOnce(trx: Knex.Transaction, entry: EntryInput): Promise<{ id: string; balanceAfter: bigint; duplicate: boolean }> {
  if (!entry.externalId) throw new Error('appendOnce needs an external id');
  const appended = await appendEntry(trx, entry);
  if (appended) return { ...appended, duplicate: false };
  // The insert that won has committed (ours waited for it), so this statement sees it.
  const stored = await trx('ledger_entries')
    .where({ external_id: entry.externalId })
    .first(['id', ...DEFINING]);
  if (!stored || !sameEntry(stored, entry)) throw new ExternalIdConflict(entry.externalId);
  const balance = await lockBalance(trx, entry.owner, entry.currency);
  return { id: String(stored.id), balanceAfter: balance.amount, duplicate: true };
}

type CreditListener = (owner: string) => void;
const creditListeners = new Set<CreditListener>();

/** Hears every credit this process applies (caches of balances forget the owner); returns the unsubscribe. */
export function onCredit(listener: CreditListener): () => void {
  creditListeners.add(listener);
  return () => creditListeners.delete(listener);
}

export interface CreditResult {
  /** The entry: the one just made, or for a duplicate the one the external id made before. */
  entryId: string;
  balanceAfter: bigint;
  /** True when this external id had been credited before, with the same content: nothing changed. */
  duplicate: boolean;
}

/**
 * Adds money from outside (an operator, a payment, an allocation), at most once per external id;
 * throws ExternalIdConflict when the id was used for a different credit.
 */
export async function credit(
  database: Database,
  entry: Omit<EntryInput, 'kind' | 'externalId'> & { kind?: EntryKind; externalId: string },
): Promise<CreditResult> {
  if (entry.amount <= 0n) throw new Error('a credit must be positive');
  const result = await database.transaction((trx) => appendOnce(trx, { ...entry, kind: entry.kind ?? 'credit' }));
  if (!result.duplicate) for (const listener of creditListeners) listener(entry.owner);
  return { entryId: result.id, balanceAfter: result.balanceAfter, duplicate: result.duplicate };
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
