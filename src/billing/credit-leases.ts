// Credit leases (docs/decisions/0013-credit-leases.md): this process holds, per owner and currency,
// a slice of the balance granted by the database in one statement, and admits and settles paid
// requests against it in memory. Settled charges are written as batched ledger entries, one
// transaction per flush (every second, or sooner when many are waiting); a slice down to a quarter
// of its last grant is topped up in the background, so requests rarely wait for the database; an
// idle slice goes back to the balance; the process renews its leases while it lives, and a dead process's leases expire and
// are released by the sweeper, so a crash never strands money. A slice never exceeds what the
// database granted, and grants never exceed the balance, so nothing overdraws on any number of
// replicas. What a SIGKILL can lose is the unflushed charges: an under-charge, never an over-charge.
import { randomUUID } from 'node:crypto';
import type { Awaitable } from '../awaitable.js';
import type { Database } from '../store/database.js';
import { BalanceSnapshots, type CurrencyPosition } from './balance-snapshots.js';
import { DiemEpochs } from './diem-epochs.js';
import { flushCharges, grantLease, renewLeases, returnLeases, type FlushBatch, type PendingCharge } from './lease-statements.js';
import { registerGauge } from '../observability/metrics.js';
import { isDatabaseUnavailable } from '../store/unavailable.js';
import { onCredit } from './ledger.js';
import { accountOwner, MAX_BALANCE_MICRO, type Currency } from '../money.js';

export interface CreditLeaseSettings {
  database: Database;
  /** How long a lease lives without being renewed (a dead process's slice returns after this). */
  ttlMs?: number;
  /** Settled charges are written at least this often. */
  flushIntervalMs?: number;
  /** A slice unused this long goes back to the balance. */
  idleReturnMs?: number;
  /** What a grant takes when the balance allows: enough for many requests, little enough to share. */
  sliceMicro?: bigint;
  logger?: Pick<Console, 'error'>;
  now?: () => number;
}

/** One owner's slice in one currency. `free` is what new requests may still reserve. */
class Slice {
  leaseId: string | undefined;
  granted = 0n;
  held = 0n;
  pendingTotal = 0n;
  pending: PendingCharge[] = [];
  lastUsed = 0;
  lastGrant = 0n;
  /** A background top-up is queued or running. */
  refilling = false;
  /** No background top-up before this time: the last one found the balance (nearly) spent. */
  refillAfter = 0;

  constructor(
    readonly owner: string,
    readonly currency: Currency,
  ) {}

  get free(): bigint {
    return this.granted - this.held - this.pendingTotal;
  }

  get idle(): boolean {
    return this.held === 0n && this.pending.length === 0;
  }
}

/** One request's hold on a slice, from reserve to settle or release. */
export interface LeaseHold {
  readonly owner: string;
  readonly currency: Currency;
  readonly amount: bigint;
}

interface OpenHold extends LeaseHold {
  slice: Slice;
  open: boolean;
  /** The charge its settlement queued, until it is written. */
  charge?: PendingCharge;
}

const max = (a: bigint, b: bigint) => (a > b ? a : b);
const min = (a: bigint, b: bigint) => (a < b ? a : b);
const sliceKey = (owner: string, currency: Currency) => `${currency}:${owner}`;
/** Charges pile up no longer than this many before a flush is started. */
const FLUSH_AT_PENDING = 512;

/** A slice's charges on their way to the ledger. */
interface PendingBatch {
  slice: Slice;
  batch: FlushBatch;
  total: bigint;
}

function pendingBatch(slice: Slice, charges: PendingCharge[]): PendingBatch {
  const total = charges.reduce((sum, charge) => sum - charge.amount, 0n);
  return { slice, total, batch: { owner: slice.owner, currency: slice.currency, leaseId: slice.leaseId, charges } };
}

/** Puts charges back at the head of their slices' queues, for the next flush. */
function requeue(batches: PendingBatch[]): void {
  for (const { slice, batch } of batches) slice.pending.unshift(...batch.charges);
}

/** A charge with its money and ids only: what the ledger must hold whatever else it could not store. */
function withoutDetails(charge: PendingCharge): PendingCharge {
  return {
    chargeId: charge.chargeId,
    amount: charge.amount,
    sku: printable(charge.sku),
    requestId: charge.requestId === undefined || charge.requestId === null ? charge.requestId : printable(charge.requestId),
    apiKeyId: charge.apiKeyId,
    notes: 'details not stored: the ledger refused them',
  };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const printable = (text: string) => text.replace(/[\u0000-\u001f]/g, '');

export class CreditLeases {
  readonly holder = randomUUID();
  readonly snapshots: BalanceSnapshots;
  /** The DIEM epochs this process saw begun, with staking read from the snapshots. */
  readonly diemEpochs: DiemEpochs;
  private readonly slices = new Map<string, Slice>();
  private readonly database: Database;
  private readonly ttlMs: number;
  private readonly idleReturnMs: number;
  private readonly sliceMicro: bigint;
  private readonly now: () => number;
  private readonly timer: NodeJS.Timeout;
  /** This process's lease statements run one at a time, so a slice's view of its lease stays exact. */
  private queue: Promise<unknown> = Promise.resolve();
  private flushQueued = false;
  /** Top-ups and flushes started in the background and not yet finished (settled() waits for them). */
  private readonly background = new Set<Promise<unknown>>();
  private readonly flushIntervalMs: number;
  private lastRenewal = 0;
  private closed = false;
  private closing = false;
  private readonly stopObserving: () => void;
  private readonly unregisterGauges: (() => void)[];
  private flushes = { written: 0, failed: 0, lastAt: 0 };

  constructor(private readonly settings: CreditLeaseSettings) {
    this.database = settings.database;
    this.ttlMs = settings.ttlMs ?? 30_000;
    this.idleReturnMs = settings.idleReturnMs ?? 10_000;
    this.flushIntervalMs = settings.flushIntervalMs ?? 1_000;
    this.sliceMicro = settings.sliceMicro ?? 1_000_000n;
    this.now = settings.now ?? Date.now;
    this.snapshots = new BalanceSnapshots(this.database, (owner, currency) => this.slices.get(sliceKey(owner, currency)));
    this.diemEpochs = new DiemEpochs(this.database, async (accountId) => (await this.snapshots.get(accountOwner(accountId))).stakedUnits);
    // A credit written by this process (an operator, a top-up, a refund) shows in the next request's headers.
    this.stopObserving = onCredit((owner) => this.snapshots.forget(owner));
    this.unregisterGauges = [
      registerGauge('service_credit_lease_slices', 'Balance slices (owner and currency) this process holds a credit lease on', () => this.slices.size),
      registerGauge(
        'service_credit_leased_micro',
        "Micro-units of this process's leases: granted by the database, held by running requests, settled but not yet written",
        'state',
        () => {
          const state = this.state();
          return { granted: Number(state.grantedMicro), held: Number(state.heldMicro), unflushed: Number(state.unflushedMicro) };
        },
      ),
      registerGauge('service_credit_unflushed_charges', 'Settled charges waiting for the next ledger flush', () => this.state().pendingCharges),
      registerGauge('service_credit_ledger_entries_written', 'Charges this process has written to the ledger (cumulative)', () => this.flushes.written),
      registerGauge('service_credit_flush_failures', 'Ledger flushes that failed and were retried (cumulative)', () => this.flushes.failed),
      registerGauge('service_credit_seconds_since_flush', 'Seconds since the last successful ledger flush (0 before the first)', () =>
        this.flushes.lastAt ? (this.now() - this.flushes.lastAt) / 1000 : 0,
      ),
    ];
    // Often enough to flush on time and to renew each lease at least twice before it would expire.
    this.timer = setInterval(() => void this.tick(), Math.min(this.flushIntervalMs, this.ttlMs / 3));
    this.timer.unref();
  }

  /**
   * Holds `amount` for a request, if the owner's free credit is at least max(amount, minimum);
   * undefined when it is not. Asks the database only when the slice is too small.
   */
  reserve(owner: string, currency: Currency, amount: bigint, minimum = 0n): Awaitable<LeaseHold | undefined> {
    if (amount < 0n) throw new Error('a reservation cannot be negative');
    if (this.closed) throw new Error('credit leases are closed');
    const slice = this.sliceOf(owner, currency);
    const required = max(amount, minimum);
    if (required > MAX_BALANCE_MICRO) return undefined; // more than the database's column holds: no balance covers it
    slice.lastUsed = this.now();
    // Nearly always the slice has room: the hold is taken at once, without a promise.
    return slice.free >= required ? this.hold(slice, amount) : this.reserveGrowing(slice, amount, required);
  }

  private async reserveGrowing(slice: Slice, amount: bigint, required: bigint): Promise<LeaseHold | undefined> {
    while (slice.free < required) {
      if (!(await this.grow(slice, required))) return undefined;
    }
    return this.hold(slice, amount);
  }

  private hold(slice: Slice, amount: bigint): OpenHold {
    slice.held += amount;
    return { owner: slice.owner, currency: slice.currency, amount, slice, open: true };
  }

  /** Charges `cost` (capped at the hold) and frees the rest; returns what was charged. */
  settle(hold: LeaseHold, cost: bigint, charge: Omit<PendingCharge, 'amount' | 'chargeId'>): bigint {
    const open = this.finish(hold);
    const charged = cost < 0n ? 0n : cost > open.amount ? open.amount : cost;
    if (charged > 0n) {
      open.charge = { ...charge, amount: -charged, chargeId: randomUUID() };
      open.slice.pending.push(open.charge);
      open.slice.pendingTotal += charged;
      // Many charges waiting: write them now rather than at the next tick.
      if (open.slice.pending.length >= FLUSH_AT_PENDING) this.flushSoon();
      // Running low: take more before a request has to wait for it. (Flushing would not help: a
      // settled charge leaves the slice's free part whether it is written yet or not.)
      if (open.slice.free * 4n < open.slice.lastGrant) this.refillSoon(open.slice);
    }
    return charged;
  }

  /**
   * Takes back the charge of a settled hold whose request then failed, while it is still waiting
   * for the flush; false once it is being written or was (it then stands in the ledger).
   */
  withdraw(hold: LeaseHold): boolean {
    const open = hold as OpenHold;
    const index = open.charge ? open.slice.pending.indexOf(open.charge) : -1;
    if (index < 0) return open.charge === undefined;
    open.slice.pending.splice(index, 1);
    open.slice.pendingTotal += open.charge!.amount; // the amount is negative: the slice gets it back
    open.charge = undefined;
    return true;
  }

  /** Frees a hold without charging. */
  release(hold: LeaseHold): void {
    this.finish(hold);
  }

  /** The owner's free credit as far as this process knows it: the database's free part plus this slice's. */
  available(owner: string, currency: Currency, position: CurrencyPosition): bigint {
    return position.amount - position.reserved + this.unused(owner, currency);
  }

  /** What this process's slice holds that no request uses: the owner's, though the database counts it reserved. */
  unused(owner: string, currency: Currency): bigint {
    return this.slices.get(sliceKey(owner, currency))?.free ?? 0n;
  }

  /** Writes every settled charge now (for readers of the ledger in this process, and for shutdown). */
  flush(): Promise<void> {
    return this.serialized(() => this.writePending());
  }

  /**
   * Flushes, then gives back every lease no request holds (all of them when `force`d, at shutdown):
   * afterwards the database alone tells the balance, as an audit of the ledger needs.
   */
  async drain(force = false): Promise<void> {
    await this.flush();
    await this.serialized(() => this.returnSlices([...this.slices.values()], force));
  }

  /** Resolves once the top-ups and flushes started in the background have finished: for shutdown, and for readers of unused(). */
  async settled(): Promise<void> {
    while (this.background.size > 0) await Promise.allSettled([...this.background]);
  }

  async close(): Promise<void> {
    this.closing = true; // no more background top-ups: the drain below returns every lease
    clearInterval(this.timer);
    this.stopObserving();
    for (const unregister of this.unregisterGauges) unregister();
    await this.settled();
    await this.drain(true);
    this.closed = true;
  }

  /** Figures for /metrics and the logs. */
  state() {
    let held = 0n;
    let granted = 0n;
    let unflushed = 0n;
    let pending = 0;
    for (const slice of this.slices.values()) {
      held += slice.held;
      granted += slice.granted;
      unflushed += slice.pendingTotal;
      pending += slice.pending.length;
    }
    return { slices: this.slices.size, grantedMicro: granted, heldMicro: held, unflushedMicro: unflushed, pendingCharges: pending };
  }

  private finish(hold: LeaseHold): OpenHold {
    const open = hold as OpenHold;
    if (!open.open) throw new Error('this hold was already settled or released');
    open.open = false;
    open.slice.held -= open.amount;
    open.slice.lastUsed = this.now();
    return open;
  }

  private sliceOf(owner: string, currency: Currency): Slice {
    const key = sliceKey(owner, currency);
    let slice = this.slices.get(key);
    if (!slice) this.slices.set(key, (slice = new Slice(owner, currency)));
    return slice;
  }

  /** Grows the slice so that `required` fits; false when the balance cannot cover it. */
  private grow(slice: Slice, required: bigint): Promise<boolean> {
    return this.serialized(async () => {
      if (slice.free >= required) return true; // another request grew it meanwhile
      const need = required - slice.free;
      return (await this.take(slice, need, min(max(need, max(this.sliceMicro, required * 4n)), MAX_BALANCE_MICRO))) !== undefined;
    });
  }

  /** Queues a top-up of a slice running low; at most one at a time per slice. */
  private refillSoon(slice: Slice): void {
    if (slice.refilling || this.closing || this.now() < slice.refillAfter) return;
    slice.refilling = true;
    this.inBackground(() =>
      this.serialized(async () => {
        if (this.closing || slice.free * 4n >= slice.lastGrant) return; // closing, or grown meanwhile
        const granted = await this.take(slice, 1n, this.sliceMicro);
        // The balance could not give a full slice: the owner is close to spent, so retrying on every
        // request would only add statements; requests that need more still grow the slice themselves.
        if (granted === undefined || granted < this.sliceMicro) slice.refillAfter = this.now() + this.flushIntervalMs;
      })
        .catch((error: unknown) => this.settings.logger?.error('credit leases: top-up failed:', error))
        .finally(() => {
          slice.refilling = false;
        }),
    );
  }

  /** Runs `work` on the next turn of the event loop, off the caller's path, tracked until it ends. */
  private inBackground(work: () => Promise<unknown>): void {
    const running: Promise<unknown> = new Promise((resolve) => setImmediate(resolve)).then(work);
    this.background.add(running);
    const forget = () => this.background.delete(running);
    running.then(forget, forget);
  }

  /**
   * Takes between `need` and `want` more into the slice's lease (a new lease if it has none): one
   * statement. Returns what was granted, or undefined when the free balance is below `need`.
   * Callers hold the serialization (this.serialized).
   */
  private async take(slice: Slice, need: bigint, want: bigint): Promise<bigint | undefined> {
    const leaseId = slice.leaseId ?? randomUUID();
    const result = await grantLease(this.database, {
      leaseId,
      holder: this.holder,
      owner: slice.owner,
      currency: slice.currency,
      need,
      want,
      expiresAt: this.expiry(),
    });
    if (!result) return undefined;
    // Lease statements are serialized, so the row's amount is exact: it is less than expected only
    // when the lease had been swept (a stall past its lifetime) and was created anew.
    slice.granted = result.leaseAmount;
    slice.leaseId = leaseId;
    slice.lastGrant = result.granted;
    this.snapshots.record(slice.owner, slice.currency, result.balanceAmount, result.balanceReserved);
    return result.granted;
  }

  private serialized<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private expiry(): Date {
    return new Date(this.now() + this.ttlMs);
  }

  private flushSoon(): void {
    if (this.flushQueued) return;
    this.flushQueued = true;
    this.inBackground(() => this.flush().catch((error: unknown) => this.settings.logger?.error('credit leases: flush failed:', error)));
  }

  /** Every tick: write what was settled, keep the leases alive, give back the idle ones. */
  private async tick(): Promise<void> {
    try {
      await this.serialized(async () => {
        await this.writePending();
        await this.renewIfDue();
        const idleSince = this.now() - this.idleReturnMs;
        await this.returnSlices(
          [...this.slices.values()].filter((slice) => slice.lastUsed < idleSince),
          false,
        );
      });
    } catch (error) {
      this.settings.logger?.error('credit leases: tick failed:', error);
    }
  }

  /**
   * One transaction for every slice with settled charges. They stay pending while the database
   * cannot be reached. A flush the database refuses is written again apart (writeApart), so that
   * one charge it cannot store never holds back the others.
   */
  private async writePending(): Promise<void> {
    this.flushQueued = false;
    const batches: PendingBatch[] = [];
    for (const slice of this.slices.values()) {
      if (slice.pending.length === 0) continue;
      batches.push(pendingBatch(slice, slice.pending.splice(0)));
    }
    if (batches.length === 0) return;
    try {
      await this.writeBatches(batches);
    } catch (error) {
      this.flushes.failed += 1;
      if (isDatabaseUnavailable(error)) {
        requeue(batches);
        throw error;
      }
      this.settings.logger?.error('credit leases: the database refused a flush; writing its charges one owner at a time:', error);
      await this.writeApart(batches);
    }
  }

  /**
   * Each batch in a transaction of its own, and in a batch the database still refuses each charge
   * alone; a charge refused alone is written with its money and ids only (its details are what the
   * database could not take), and stays pending only if even that fails. Charges are kept for the
   * next flush from the moment the database cannot be reached.
   */
  private async writeApart(batches: PendingBatch[]): Promise<void> {
    let unavailable: unknown;
    const attempt = async (batch: PendingBatch): Promise<boolean> => {
      if (unavailable !== undefined) {
        requeue([batch]);
        return true;
      }
      try {
        await this.writeBatches([batch]);
        return true;
      } catch (error) {
        if (!isDatabaseUnavailable(error)) return false;
        unavailable = error;
        requeue([batch]);
        return true;
      }
    };
    for (const batch of batches) {
      if (await attempt(batch)) continue;
      for (const charge of batch.batch.charges) {
        if (await attempt(pendingBatch(batch.slice, [charge]))) continue;
        this.settings.logger?.error(`credit leases: the ledger refused the charge of request ${charge.requestId ?? '(none)'}; writing it without its details`);
        if (await attempt(pendingBatch(batch.slice, [withoutDetails(charge)]))) continue;
        this.settings.logger?.error(`credit leases: the ledger refused the charge of request ${charge.requestId ?? '(none)'} again; it stays pending`);
        requeue([pendingBatch(batch.slice, [charge])]);
      }
    }
    if (unavailable !== undefined) throw unavailable;
  }

  /** Writes the batches in one transaction and moves their slices to what the database now holds. */
  private async writeBatches(batches: PendingBatch[]): Promise<void> {
    const outcomes = await this.database.transaction((trx) =>
      flushCharges(
        trx,
        batches.map(({ batch }) => batch),
        this.expiry(),
      ),
    );
    this.flushes.lastAt = this.now();
    this.flushes.written += batches.reduce((sum, { batch }) => sum + batch.charges.length, 0);
    batches.forEach(({ slice, total }, index) => {
      const outcome = outcomes[index]!;
      slice.pendingTotal -= total;
      slice.granted = outcome.leaseAmount;
      if (!outcome.leaseFound) slice.leaseId = undefined;
      this.snapshots.record(slice.owner, slice.currency, outcome.balanceAmount, outcome.balanceReserved);
    });
  }

  private async renewIfDue(): Promise<void> {
    const leased = [...this.slices.values()].filter((slice) => slice.leaseId);
    if (leased.length === 0 || this.now() - this.lastRenewal < this.ttlMs / 3) return;
    const alive = await renewLeases(this.database, this.holder, this.expiry());
    this.lastRenewal = this.now();
    for (const slice of leased) {
      if (alive.has(slice.leaseId!)) continue;
      // Swept while this process could not renew it: it covers nothing any more.
      slice.leaseId = undefined;
      slice.granted = 0n;
    }
  }

  /**
   * Gives the slices' leases back, in one transaction, and forgets the slices (those requests still
   * hold are kept, and given back only when `force`d).
   */
  private async returnSlices(slices: Slice[], force: boolean): Promise<void> {
    const returning = slices.filter((slice) => force || slice.idle);
    if (returning.length === 0) return;
    await returnLeases(
      this.database,
      returning.flatMap((slice) => (slice.leaseId ? [slice.leaseId] : [])),
    );
    for (const slice of returning) {
      slice.leaseId = undefined;
      slice.granted = 0n;
      if (slice.idle) this.slices.delete(sliceKey(slice.owner, slice.currency));
    }
  }
}
