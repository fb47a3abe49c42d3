// The database side of credit leases (docs/decisions/0013-credit-leases.md). A lease is a row of
// `reservations` held by one process (request_id `lease:<holder>`): the slice of an owner's balance
// the process may spend without asking the database again. Granting moves money from the balance's
// free part into `reserved` in one conditional statement, exactly as a single request's reservation
// does, so granted slices can never exceed the balance on any number of replicas. Flushing turns
// settled charges into ledger entries and takes them out of the lease and the balance together.
import type { Knex } from 'knex';
import type { Database } from '../store/database.js';
import type { EntryInput } from './ledger.js';
import { release } from './reservations.js';
import type { Currency } from './money.js';

export const leaseHolderTag = (holder: string) => `lease:${holder}`;

export interface GrantRequest {
  leaseId: string;
  holder: string;
  owner: string;
  currency: Currency;
  /** The grant happens only if the balance's free part is at least this much. */
  need: bigint;
  /** How much to take when the free part allows (never less than `need`). */
  want: bigint;
  expiresAt: Date;
}

export interface GrantResult {
  granted: bigint;
  /** The lease row's amount after the grant (less than expected: the row had been swept). */
  leaseAmount: bigint;
  balanceAmount: bigint;
  balanceReserved: bigint;
}

/**
 * Takes min(want, free) into the lease, if free >= need: one statement, one round trip. The lease
 * row is created, or grown when the process already holds it.
 */
export async function grantLease(database: Database, request: GrantRequest): Promise<GrantResult | undefined> {
  const result = await database.raw(
    `with wanted as (
       select owner, currency, least(?::bigint, amount - reserved) as take
         from balances
        where owner = ? and currency = ? and amount - reserved >= ?::bigint
          for update
     ), taken as (
       update balances b set reserved = b.reserved + w.take
         from wanted w
        where b.owner = w.owner and b.currency = w.currency
       returning b.amount, b.reserved, w.take
     ), lease as (
       insert into reservations (id, owner, currency, amount, request_id, expires_at)
       select ?::uuid, ?, ?, take, ?, ? from taken
       on conflict (id) do update set amount = reservations.amount + excluded.amount, expires_at = excluded.expires_at
       returning amount
     )
     select taken.take::text as granted, lease.amount::text as lease_amount, taken.amount::text as balance_amount, taken.reserved::text as balance_reserved
       from taken, lease`,
    [
      request.want.toString(),
      request.owner,
      request.currency,
      request.need.toString(),
      request.leaseId,
      request.owner,
      request.currency,
      leaseHolderTag(request.holder),
      request.expiresAt,
    ],
  );
  const row = (result.rows as { granted: string; lease_amount: string; balance_amount: string; balance_reserved: string }[])[0];
  if (!row) return undefined;
  return {
    granted: BigInt(row.granted),
    leaseAmount: BigInt(row.lease_amount),
    balanceAmount: BigInt(row.balance_amount),
    balanceReserved: BigInt(row.balance_reserved),
  };
}

/** One settled request, waiting to be written. */
export type PendingCharge = Omit<EntryInput, 'owner' | 'currency' | 'kind'>;

export interface FlushBatch {
  owner: string;
  currency: Currency;
  /** Undefined when the slice has no lease row (it was returned or lost). */
  leaseId: string | undefined;
  charges: PendingCharge[];
}

export interface FlushOutcome {
  /** Taken out of the lease (the lease shrinks by this much). */
  fromLease: bigint;
  /** What the ledger recorded in all (less than asked only when a lost lease left too little). */
  charged: bigint;
  /** The lease row's amount afterwards; 0 when it no longer exists. */
  leaseAmount: bigint;
  leaseFound: boolean;
  balanceAmount: bigint;
  balanceReserved: bigint;
}

const sum = (charges: PendingCharge[]) => charges.reduce((total, charge) => total - charge.amount, 0n);

/** The columns a flushed charge writes, with their SQL types (the rest take their defaults). */
const CHARGE_COLUMNS = [
  ['owner', 'text'],
  ['currency', 'text'],
  ['amount', 'bigint'],
  ['balance_after', 'bigint'],
  ['kind', 'text'],
  ['sku', 'text'],
  ['units', 'numeric'],
  ['price_per_unit_usd', 'numeric'],
  ['api_key_id', 'uuid'],
  ['request_id', 'text'],
  ['model_id', 'text'],
  ['prompt_tokens', 'integer'],
  ['completion_tokens', 'integer'],
  ['execution_ms', 'integer'],
  ['external_id', 'text'],
  ['notes', 'text'],
  ['created_by', 'text'],
] as const;
type ChargeRow = Record<(typeof CHARGE_COLUMNS)[number][0], string | number | null>;
// A flush's ledger entries go in with one parameter: a multi-row insert binds 17 parameters a row
// (some 20,000 for a second of traffic), and building, sending and parsing those cost twice what the
// database spends expanding one JSON array (measured on the embedded database).
const INSERT_CHARGES = `insert into ledger_entries (${CHARGE_COLUMNS.map(([name]) => name).join(', ')})
  select ${CHARGE_COLUMNS.map(([name]) => name).join(', ')}
  from json_to_recordset(?::json) as entry(${CHARGE_COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ')})`;

/**
 * Writes one owner's settled charges inside the flush transaction: the ledger entries (one insert),
 * the balance, and the lease, under the balance row's lock. Charges are taken from the lease; a
 * lease that was swept while this process stalled (it cannot happen while the process renews it)
 * no longer covers them, so they are charged from the free balance as far as it goes and the rest
 * is not charged: the ledger never overdraws, at the cost of under-charging a stalled process.
 */
export async function flushCharges(trx: Knex.Transaction, batch: FlushBatch, leaseExpiresAt: Date): Promise<FlushOutcome> {
  const { balance, lease } = await lockBalanceAndLease(trx, batch);
  let amount = BigInt(balance?.amount ?? 0);
  let reserved = BigInt(balance?.reserved ?? 0);
  const leaseAmount = BigInt(lease?.amount ?? 0);
  const total = sum(batch.charges);
  const fromLease = total < leaseAmount ? total : leaseAmount;
  const free = amount - reserved;
  const extra = total - fromLease < free ? total - fromLease : free > 0n ? free : 0n;
  let collectible = fromLease + extra;
  const charged = collectible;
  const rows: ChargeRow[] = [];
  for (const charge of batch.charges) {
    const wanted = -charge.amount;
    const take = wanted < collectible ? wanted : collectible;
    if (take <= 0n) continue;
    collectible -= take;
    amount -= take;
    rows.push({
      owner: batch.owner,
      currency: batch.currency,
      amount: (-take).toString(),
      balance_after: amount.toString(),
      kind: 'charge',
      sku: charge.sku,
      units: charge.units ?? 0,
      price_per_unit_usd: charge.pricePerUnitUsd ?? 0,
      api_key_id: charge.apiKeyId ?? null,
      request_id: charge.requestId ?? null,
      model_id: charge.modelId ?? null,
      prompt_tokens: charge.promptTokens ?? null,
      completion_tokens: charge.completionTokens ?? null,
      execution_ms: charge.executionMs ?? null,
      external_id: null,
      notes: take < wanted ? `${charge.notes ?? ''} (charged ${take} of ${wanted}: the lease had lapsed)`.trim() : (charge.notes ?? ''),
      created_by: charge.createdBy ?? null,
    });
  }
  reserved -= fromLease;
  await writeFlush(trx, batch, rows, {
    balance: balance ? { amount, reserved } : undefined,
    lease: lease ? { amount: leaseAmount - fromLease, expiresAt: leaseExpiresAt } : undefined,
  });
  return {
    fromLease,
    charged,
    leaseAmount: lease ? leaseAmount - fromLease : 0n,
    leaseFound: lease !== undefined,
    balanceAmount: amount,
    balanceReserved: reserved,
  };
}

// A flush is two statements inside its transaction, not five: on the embedded database each one
// costs ~0.4–0.5 ms of its WebAssembly executor whatever it carries, and on PostgreSQL each is a
// round trip made while the balance row is locked.

/**
 * Locks the owner's balance row, then the lease row (the order every writer of both takes, see
 * `takeReservation`), and reads them; either is undefined when it does not exist. A scalar subquery reads its CTE in select-
 * list order, and a CTE referenced more than once is computed once, so each row is locked once.
 */
async function lockBalanceAndLease(
  trx: Knex.Transaction,
  batch: FlushBatch,
): Promise<{ balance?: { amount: string; reserved: string }; lease?: { amount: string } }> {
  const result = await trx.raw(
    `with balance as (
       select amount, reserved from balances where owner = ? and currency = ? for update
     ), lease as (
       select amount from reservations where id = ?::uuid for update
     )
     select (select amount::text from balance) as balance_amount,
            (select reserved::text from balance) as balance_reserved,
            (select amount::text from lease) as lease_amount`,
    [batch.owner, batch.currency, batch.leaseId ?? null],
  );
  const row = (result.rows as { balance_amount: string | null; balance_reserved: string | null; lease_amount: string | null }[])[0]!;
  return {
    ...(row.balance_amount !== null ? { balance: { amount: row.balance_amount, reserved: row.balance_reserved! } } : {}),
    ...(row.lease_amount !== null ? { lease: { amount: row.lease_amount } } : {}),
  };
}

/**
 * The ledger entries, the balance and the lease, written in one statement (data-modifying CTEs all
 * run, once each). A balance or lease row that was not there under the lock is not written.
 */
async function writeFlush(
  trx: Knex.Transaction,
  batch: FlushBatch,
  rows: ChargeRow[],
  after: { balance?: { amount: bigint; reserved: bigint }; lease?: { amount: bigint; expiresAt: Date } },
): Promise<void> {
  await trx.raw(
    `with entries as (${INSERT_CHARGES}), balance as (
       update balances set amount = ?::bigint, reserved = ?::bigint where ?::boolean and owner = ? and currency = ?
     ), lease as (
       update reservations set amount = ?::bigint, expires_at = ? where ?::boolean and id = ?::uuid
     )
     select 1`,
    [
      JSON.stringify(rows),
      (after.balance?.amount ?? 0n).toString(),
      (after.balance?.reserved ?? 0n).toString(),
      after.balance !== undefined,
      batch.owner,
      batch.currency,
      (after.lease?.amount ?? 0n).toString(),
      after.lease?.expiresAt ?? new Date(0),
      after.lease !== undefined,
      batch.leaseId ?? null,
    ],
  );
}

/** Keeps every lease of this process alive; returns the ids of those that still exist. */
export async function renewLeases(database: Knex, holder: string, expiresAt: Date): Promise<Set<string>> {
  const rows = (await database('reservations')
    .where({ request_id: leaseHolderTag(holder) })
    .update({ expires_at: expiresAt })
    .returning('id')) as { id: string }[];
  return new Set(rows.map((row) => row.id));
}

/**
 * Gives a lease's remaining amount back to the balance (the caller has flushed its charges first):
 * a lease is a reservation row, and this is a reservation's release.
 */
export async function returnLease(database: Database, leaseId: string): Promise<void> {
  await release(database, leaseId);
}
