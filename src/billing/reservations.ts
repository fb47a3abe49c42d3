// Reserve before work, settle after. A reservation takes its amount out of the owner's available
// balance in one conditional statement (`amount - reserved >= x`), so parallel requests can never
// overdraw, on any number of replicas. Settling charges the measured cost (never more than was
// reserved) and frees the rest; releasing frees all of it. A reservation left behind by a crashed
// process expires and is released by the sweeper, at boot and periodically.
import type { Knex } from 'knex';
import type { Database } from '../store/database.js';
import { appendEntry, ensureBalanceRow, lockBalance, toBalance, type Balance, type EntryInput } from './ledger.js';
import { MAX_BALANCE_MICRO, type Currency } from '../money.js';

export interface ReservationRequest {
  owner: string;
  currency: Currency;
  amount: bigint;
  apiKeyId?: string | null;
  requestId?: string | null;
  ttlMs: number;
  /** The available balance must also be at least this much (the admission minimum). */
  minimumAvailable?: bigint;
}

interface ReservationRow {
  id: string;
  owner: string;
  currency: Currency;
  amount: string;
  api_key_id: string | null;
}

/** Reserves inside the caller's transaction; returns the reservation id, or undefined when the balance is short. */
export async function reserveIn(trx: Knex, request: ReservationRequest): Promise<string | undefined> {
  if (request.amount < 0n) throw new Error('a reservation cannot be negative');
  const required = request.minimumAvailable !== undefined && request.minimumAvailable > request.amount ? request.minimumAvailable : request.amount;
  if (required > MAX_BALANCE_MICRO) return undefined; // more than the database's column holds: no balance covers it
  await ensureBalanceRow(trx, request.owner, request.currency);
  const taken = await trx('balances')
    .where({ owner: request.owner, currency: request.currency })
    .andWhereRaw('amount - reserved >= ?', [required.toString()])
    .update({ reserved: trx.raw('reserved + ?', [request.amount.toString()]) });
  if (taken === 0) return undefined;
  const [row] = await trx('reservations')
    .insert({
      owner: request.owner,
      currency: request.currency,
      amount: request.amount.toString(),
      api_key_id: request.apiKeyId ?? null,
      request_id: request.requestId ?? null,
      expires_at: new Date(Date.now() + request.ttlMs),
    })
    .returning(['id']);
  return (row as { id: string }).id;
}

/**
 * Locks the balance rows of these reservations (or credit leases, also rows of `reservations`), in
 * the database's (owner, currency) order, as the ledger flush locks them, and returns each
 * reservation's balance. Every transaction that touches a balance and a reservation locks the
 * balance first (reserving, granting and flushing a lease, settling and releasing), so two of them
 * never each hold one row while waiting for the other: a sweep releasing a lapsed lease while its
 * holder flushes it would otherwise deadlock, and PostgreSQL would abort one of them. The
 * reservations are read without a lock (their owner and currency never change); one already gone
 * is missing from the map.
 */
async function lockBalancesOf(trx: Knex.Transaction, reservationIds: string[]): Promise<Map<string, Balance>> {
  const result = await trx.raw(
    `select r.id, b.amount::text as amount, b.reserved::text as reserved
       from balances b join reservations r on r.owner = b.owner and r.currency = b.currency
      where r.id in (select value::uuid from json_array_elements_text(?::json))
      order by b.owner, b.currency
        for update of b`,
    [JSON.stringify(reservationIds)],
  );
  return new Map((result.rows as { id: string; amount: string; reserved: string }[]).map((row) => [row.id, toBalance(row)]));
}

/**
 * Deletes a reservation under its balance row's lock, taken first (`lockBalancesOf`). Without a row
 * (already released), the balance of `fallback` is locked (undefined without one). The balance
 * returned is as it was before the delete.
 */
async function takeReservation(
  trx: Knex.Transaction,
  reservationId: string,
  fallback?: { owner: string; currency: Currency },
): Promise<{ reservation?: ReservationRow; balance: Balance } | undefined> {
  let balance = (await lockBalancesOf(trx, [reservationId])).get(reservationId);
  if (!balance && fallback) balance = await lockBalance(trx, fallback.owner, fallback.currency);
  if (!balance) return undefined;
  const [reservation] = (await trx('reservations').where({ id: reservationId }).delete().returning('*')) as ReservationRow[];
  return { reservation, balance };
}

export interface SettleOutcome {
  /** What was charged: the measured cost, capped by what could still be collected. */
  charged: bigint;
  balanceAfter: bigint;
  /** The reservation had already expired and been released (the process stalled past its lifetime). */
  expired: boolean;
}

/** Charges `amount` against the reservation and frees the rest, in one transaction. */
export async function settle(
  database: Database,
  reservationId: string,
  amount: bigint,
  entry: Omit<EntryInput, 'owner' | 'currency' | 'amount' | 'kind'>,
  fallback: { owner: string; currency: Currency },
): Promise<SettleOutcome> {
  return database.transaction(async (trx) => {
    const { reservation, balance } = (await takeReservation(trx, reservationId, fallback))!;
    const { owner, currency } = reservation ?? fallback;
    const reserved = reservation ? BigInt(reservation.amount) : 0n;
    // Never charge past the reservation (it was the request's maximum price), nor past what the
    // balance still holds when the reservation had expired.
    const ceiling = reservation ? reserved : balance.available;
    const charged = amount < 0n ? 0n : amount > ceiling ? ceiling : amount;
    if (charged === 0n) {
      if (reserved > 0n)
        await trx('balances')
          .where({ owner, currency })
          .update({ reserved: trx.raw('reserved - ?', [reserved.toString()]) });
      return { charged, balanceAfter: balance.amount, expired: !reservation };
    }
    const appended = await appendEntry(trx, { ...entry, owner, currency, amount: -charged, kind: 'charge' }, -reserved, balance);
    return { charged, balanceAfter: appended!.balanceAfter, expired: !reservation };
  });
}

/** Frees a reservation entirely (work failed on our side, or nothing was produced). */
export async function release(database: Database, reservationId: string): Promise<void> {
  await releaseAll(database, [reservationId]);
}

/**
 * Frees reservations (or leases) entirely, in one transaction of two statements however many: their
 * balance rows are locked first (`lockBalancesOf`), then the rows are deleted and their amounts
 * leave `reserved`. Returns how many were still there.
 */
export async function releaseAll(database: Database, reservationIds: string[]): Promise<number> {
  if (reservationIds.length === 0) return 0;
  return database.transaction(async (trx) => {
    await lockBalancesOf(trx, reservationIds);
    const result = await trx.raw(
      `with taken as (
         delete from reservations where id in (select value::uuid from json_array_elements_text(?::json)) returning owner, currency, amount
       ), freed as (
         select owner, currency, sum(amount) as amount from taken group by owner, currency
       ), moved as (
         update balances b set reserved = b.reserved - f.amount from freed f where b.owner = f.owner and b.currency = f.currency
       )
       select count(*)::int as released from taken`,
      [JSON.stringify(reservationIds)],
    );
    return Number((result.rows as { released: number }[])[0]!.released);
  });
}

/** Releases every reservation past its expiry; returns how many. */
export async function releaseExpired(database: Database, now = new Date()): Promise<number> {
  const expired = await database('reservations').where('expires_at', '<', now).select<{ id: string }[]>('id');
  return releaseAll(
    database,
    expired.map(({ id }) => id),
  );
}
