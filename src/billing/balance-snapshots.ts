// What the balance headers show (x-service-balance-*, X-Balance-Remaining) without a query per
// request: each owner's balance rows as last read, refreshed in the background once they are older
// than a second, and kept current by every grant and flush of this process's credit leases. Charges
// this process settled but has not written yet are taken off, so a caller sees its own spending at once.
import type { Knex } from 'knex';
import { andThen, type Awaitable } from '../awaitable.js';
import { stakedUnitsOf } from './diem-epochs.js';
import { balancesOf } from './ledger.js';
import { accountOwner, type Currency } from '../money.js';

export interface CurrencyPosition {
  amount: bigint;
  reserved: bigint;
}

export type BalanceSnapshot = Record<Currency, CurrencyPosition> & {
  /** An account's staked units (its daily DIEM); 0 for a wallet. */
  stakedUnits: bigint;
};

interface Entry {
  snapshot: BalanceSnapshot;
  readAt: number;
  refreshing?: Promise<BalanceSnapshot>;
}

/** Settled charges of this process not yet in the database, per owner and currency. */
export type UnflushedCharges = (owner: string, currency: Currency) => { pendingTotal: bigint } | undefined;

const MAX_OWNERS = 10_000;
const ACCOUNT_PREFIX = accountOwner('');

export class BalanceSnapshots {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly database: Knex,
    private readonly unflushed: UnflushedCharges,
    private readonly maxAgeMs = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The owner's balance rows: read once, then served from memory (at once) and refreshed behind the scenes. */
  get(owner: string): Awaitable<BalanceSnapshot> {
    const entry = this.entries.get(owner);
    if (!entry) return this.refresh(owner);
    if (this.now() - entry.readAt > this.maxAgeMs && !entry.refreshing) void this.refresh(owner).catch(() => undefined);
    return entry.snapshot;
  }

  /** The balances as the headers show them: the database's amount less the unflushed charges. */
  amounts(owner: string): Awaitable<Record<Currency, bigint>> {
    return andThen(this.get(owner), (snapshot) => {
      const shown = (currency: Currency) => snapshot[currency].amount - (this.unflushed(owner, currency)?.pendingTotal ?? 0n);
      return { USD: shown('USD'), DIEM: shown('DIEM') };
    });
  }

  /** A grant or flush of this process read the row: keep it. */
  record(owner: string, currency: Currency, amount: bigint, reserved: bigint): void {
    const entry = this.entries.get(owner);
    if (entry) entry.snapshot = { ...entry.snapshot, [currency]: { amount, reserved } };
  }

  /** A credit from outside changed the balance: read it again next time. */
  forget(owner: string): void {
    this.entries.delete(owner);
  }

  private refresh(owner: string): Promise<BalanceSnapshot> {
    const existing = this.entries.get(owner);
    if (existing?.refreshing) return existing.refreshing;
    const accountId = owner.startsWith(ACCOUNT_PREFIX) ? owner.slice(ACCOUNT_PREFIX.length) : undefined;
    const staked = accountId ? stakedUnitsOf(this.database, accountId) : Promise.resolve(0n);
    const reading = Promise.all([balancesOf(this.database, owner), staked]).then(([rows, stakedUnits]) => {
      const snapshot = {
        USD: { amount: rows.USD.amount, reserved: rows.USD.reserved },
        DIEM: { amount: rows.DIEM.amount, reserved: rows.DIEM.reserved },
        stakedUnits,
      };
      this.entries.delete(owner); // re-inserted last, so the oldest entries are the first dropped
      if (this.entries.size >= MAX_OWNERS) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(owner, { snapshot, readAt: this.now() });
      return snapshot;
    });
    if (existing) {
      existing.refreshing = reading;
      reading.catch(() => undefined).finally(() => (existing.refreshing = undefined));
    }
    return reading;
  }
}
