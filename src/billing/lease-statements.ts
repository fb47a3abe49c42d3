// The database side of credit leases (docs/decisions/0013-credit-leases.md). A lease is a row of
// `reservations` held by one process (request_id `lease:<holder>`): the slice of an owner's balance
// the process may spend without asking the database again. Granting moves money from the balance's
// free part into `reserved` in one conditional statement, exactly as a single request's reservation
// does, so granted slices can never exceed the balance on any number of replicas. Flushing turns
// settled charges into ledger entries and takes them out of the lease and the balance together.
import type { Knex } from 'knex';
import type { Database } from '../store/database.js';
import { INSERT_CHARGES, storedCount, storedDecimal, type ChargeRow } from './charge-rows.js';
import type { EntryInput } from './ledger.js';
import { releaseAll } from './reservations.js';
import type { Currency } from '../money.js';

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

/**
 * One settled request, waiting to be written. Its `chargeId` (made when it settled) is unique in the
 * ledger: a batch retried after its COMMIT's reply was lost writes none of it again.
 */
export type PendingCharge = Omit<EntryInput, 'owner' | 'currency' | 'kind'> & { chargeId: string };

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

/**
 * Writes the settled charges of every batch (one per owner and currency) inside the flush
 * transaction: the ledger entries, the balances and the leases, under the balance rows' locks, in
 * two statements however many owners the flush carries. Charges are taken from the lease; a lease
 * that was swept while this process stalled (it cannot happen while the process renews it) no
 * longer covers them, so they are charged from the free balance as far as it goes and the rest is
 * not charged: the ledger never overdraws, at the cost of under-charging a stalled process.
 * The outcomes are in the order of `batches`.
 */
export async function flushCharges(trx: Knex.Transaction, batches: FlushBatch[], leaseExpiresAt: Date): Promise<FlushOutcome[]> {
  const { balances, leases, written } = await lockBalancesAndLeases(trx, batches);
  const writes: FlushWrites = { entries: [], balances: [], leases: [] };
  const outcomes = batches.map((batch) =>
    chargeBatch(
      { ...batch, charges: batch.charges.filter((charge) => !written.has(charge.chargeId)) },
      balances.get(balanceKey(batch.owner, batch.currency)),
      batch.leaseId ? leases.get(batch.leaseId) : undefined,
      writes,
    ),
  );
  await writeFlush(trx, writes, leaseExpiresAt);
  return outcomes;
}

interface LockedBalance {
  amount: bigint;
  reserved: bigint;
}

interface FlushWrites {
  entries: ChargeRow[];
  balances: { owner: string; currency: Currency; amount: string; reserved: string }[];
  leases: { id: string; amount: string }[];
}

const balanceKey = (owner: string, currency: string) => `${currency}:${owner}`;

/** One batch's arithmetic on the locked rows: its entries, balance and lease go into `writes`. */
function chargeBatch(batch: FlushBatch, balance: LockedBalance | undefined, leaseAmount: bigint | undefined, writes: FlushWrites): FlushOutcome {
  let amount = balance?.amount ?? 0n;
  let reserved = balance?.reserved ?? 0n;
  const leased = leaseAmount ?? 0n;
  const total = sum(batch.charges);
  const fromLease = total < leased ? total : leased;
  const free = amount - reserved;
  const extra = total - fromLease < free ? total - fromLease : free > 0n ? free : 0n;
  let collectible = fromLease + extra;
  const charged = collectible;
  for (const charge of batch.charges) {
    const wanted = -charge.amount;
    const take = wanted < collectible ? wanted : collectible;
    if (take <= 0n) continue;
    collectible -= take;
    amount -= take;
    writes.entries.push({
      owner: batch.owner,
      currency: batch.currency,
      amount: (-take).toString(),
      balance_after: amount.toString(),
      kind: 'charge',
      sku: charge.sku,
      units: storedDecimal(charge.units),
      price_per_unit_usd: storedDecimal(charge.pricePerUnitUsd),
      api_key_id: charge.apiKeyId ?? null,
      request_id: charge.requestId ?? null,
      model_id: charge.modelId ?? null,
      prompt_tokens: storedCount(charge.promptTokens),
      completion_tokens: storedCount(charge.completionTokens),
      execution_ms: storedCount(charge.executionMs),
      external_id: null,
      notes: take < wanted ? `${charge.notes ?? ''} (charged ${take} of ${wanted}: the lease had lapsed)`.trim() : (charge.notes ?? ''),
      created_by: charge.createdBy ?? null,
      charge_id: charge.chargeId,
    });
  }
  reserved -= fromLease;
  // A balance or lease row that was not there under the lock is not written.
  if (balance) writes.balances.push({ owner: batch.owner, currency: batch.currency, amount: amount.toString(), reserved: reserved.toString() });
  if (leaseAmount !== undefined) writes.leases.push({ id: batch.leaseId!, amount: (leased - fromLease).toString() });
  return {
    fromLease,
    charged,
    leaseAmount: leaseAmount !== undefined ? leased - fromLease : 0n,
    leaseFound: leaseAmount !== undefined,
    balanceAmount: amount,
    balanceReserved: reserved,
  };
}

// A flush is two statements inside its transaction, whatever it carries: on the embedded database
// each statement has a fixed cost on its WebAssembly executor, and on PostgreSQL each is a round trip
// made while balance rows are locked (docs/decisions/0049).

/**
 * Locks the batches' balance rows, in (owner, currency) order, then their lease rows, in id order,
 * and reads them. Every flush locks balances in the database's one order, so two replicas' flushes
 * never deadlock; and every writer of a balance and a lease locks the balance first (see
 * `lockBalancesOf` in reservations.ts). Each CTE is materialized and read by one scalar subquery,
 * in select-list order, so the balances are locked before the leases, each row once; a locking
 * SELECT sorts before it locks. A row that does not exist is missing from the maps. `written` holds
 * the batches' charges already in the ledger (a retry of a flush whose COMMIT went through): read
 * under the balances' locks, which every writer of an owner's entries holds, so it is exact and
 * those charges move neither the balance nor the lease again.
 */
async function lockBalancesAndLeases(
  trx: Knex.Transaction,
  batches: FlushBatch[],
): Promise<{ balances: Map<string, LockedBalance>; leases: Map<string, bigint>; written: Set<string> }> {
  const result = await trx.raw(
    `with balance as materialized (
       select b.owner, b.currency, b.amount::text as amount, b.reserved::text as reserved
         from balances b
        where (b.owner, b.currency) in (select w.owner, w.currency from json_to_recordset(?::json) as w(owner text, currency text))
        order by b.owner, b.currency
          for update of b
     ), lease as materialized (
       select r.id, r.amount::text as amount
         from reservations r
        where r.id in (select value::uuid from json_array_elements_text(?::json))
        order by r.id
          for update of r
     ), written as materialized (
       select e.charge_id
         from ledger_entries e
        where e.charge_id in (select value::uuid from json_array_elements_text(?::json))
     )
     select (select coalesce(json_agg(balance), '[]'::json) from balance) as balances,
            (select coalesce(json_agg(lease), '[]'::json) from lease) as leases,
            (select coalesce(json_agg(written.charge_id), '[]'::json) from written) as written`,
    [
      JSON.stringify(batches.map(({ owner, currency }) => ({ owner, currency }))),
      JSON.stringify(batches.flatMap(({ leaseId }) => (leaseId ? [leaseId] : []))),
      JSON.stringify(batches.flatMap(({ charges }) => charges.map((charge) => charge.chargeId))),
    ],
  );
  const row = (result.rows as { balances: unknown; leases: unknown; written: unknown }[])[0]!;
  const balances = parsedJson(row.balances) as { owner: string; currency: string; amount: string; reserved: string }[];
  const leases = parsedJson(row.leases) as { id: string; amount: string }[];
  return {
    balances: new Map(
      balances.map((balance) => [balanceKey(balance.owner, balance.currency), { amount: BigInt(balance.amount), reserved: BigInt(balance.reserved) }]),
    ),
    leases: new Map(leases.map((lease) => [lease.id, BigInt(lease.amount)])),
    written: new Set(parsedJson(row.written) as string[]),
  };
}

/** A json column as the driver hands it over: parsed already (pg), or as text. */
const parsedJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/** The ledger entries, the balances and the leases, written in one statement (data-modifying CTEs all run, once each). */
async function writeFlush(trx: Knex.Transaction, writes: FlushWrites, leaseExpiresAt: Date): Promise<void> {
  await trx.raw(
    `with entries as (${INSERT_CHARGES}), balance as (
       update balances b set amount = x.amount, reserved = x.reserved
         from json_to_recordset(?::json) as x(owner text, currency text, amount bigint, reserved bigint)
        where b.owner = x.owner and b.currency = x.currency
     ), lease as (
       update reservations r set amount = x.amount, expires_at = ?
         from json_to_recordset(?::json) as x(id uuid, amount bigint)
        where r.id = x.id
     )
     select 1`,
    [JSON.stringify(writes.entries), JSON.stringify(writes.balances), leaseExpiresAt, JSON.stringify(writes.leases)],
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
 * Gives leases' remaining amounts back to their balances (the caller has flushed their charges
 * first), in one transaction however many: a lease is a reservation row, and this is its release.
 */
export async function returnLeases(database: Database, leaseIds: string[]): Promise<void> {
  await releaseAll(database, leaseIds);
}
