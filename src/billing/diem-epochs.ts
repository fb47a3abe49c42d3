// DIEM: each UTC day (an epoch) an account with staked tokens receives 1 USD worth of DIEM per
// staked unit; what is left of the previous epoch's DIEM expires. Applied lazily, when the account
// next reserves, and exactly once per epoch: the decision is taken under the DIEM balance row's lock,
// so of many first requests of the day the first allocates and expires, and the others, which waited
// for the lock, see its allocation (the entries also carry the epoch in their external id). It runs
// in a transaction of its own, before the reservation's: holding the DIEM row while the reservation
// then waits for the key's row would deadlock with a request that holds the key and wants the DIEM row.
import type { Database } from '../store/database.js';
import { appendEntry, lockBalance } from './ledger.js';
import { MICRO, accountOwner } from '../money.js';

export const epochOf = (now: Date) => now.toISOString().slice(0, 10);

export function nextEpochBegins(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** The account's staked units (its daily DIEM, one USD's worth each); 0 for an unknown account. */
export const stakedUnitsOf = async (database: Database, accountId: string) =>
  BigInt((await database('accounts').where({ id: accountId }).first<{ staked_units: string } | undefined>('staked_units'))?.staked_units ?? 0);

const MAX_ACCOUNTS = 10_000;

/**
 * Begins accounts' epochs, remembering per account the last epoch this process saw begun: once an
 * epoch's allocation is made it stays made, so the requests of a capped key or a staking account
 * after the day's first read nothing here. Whether the account stakes at all comes from
 * `stakedUnits`, in the service the cached balance snapshot (a second or so old at most): staking
 * changes by an operator's act, and the allocation itself reads the units under the lock.
 */
export class DiemEpochs {
  private readonly begun = new Map<string, string>();

  constructor(
    private readonly database: Database,
    private readonly stakedUnits: (accountId: string) => Promise<bigint> = (accountId) => stakedUnitsOf(database, accountId),
  ) {}

  /** Begins the account's epoch of `now` if it has staked units and the epoch is not begun yet. */
  async ensure(accountId: string, now: Date): Promise<void> {
    const epoch = epochOf(now);
    if (this.begun.get(accountId) === epoch) return;
    if ((await this.stakedUnits(accountId)) <= 0n) return;
    if (!(await beginEpoch(this.database, accountId, epoch))) return; // no stake after all: nothing to remember
    this.begun.delete(accountId); // re-inserted last, so the oldest entries are the first dropped
    if (this.begun.size >= MAX_ACCOUNTS) this.begun.delete(this.begun.keys().next().value!);
    this.begun.set(accountId, epoch);
  }
}

/** Makes the epoch's allocation unless made already; false when the account turned out to stake nothing. */
async function beginEpoch(database: Database, accountId: string, epoch: string): Promise<boolean> {
  const allocationId = `diem:${accountId}:${epoch}`;
  const allocated = async (reader: Database) => (await reader('ledger_entries').where({ external_id: allocationId }).first('id')) !== undefined;
  // Once made, an epoch's allocation stays made: finding it needs no lock (every request but the
  // day's first ends here). Not finding it decides nothing until the lock is held, since a request
  // that waited for the lock would otherwise take today's fresh allocation for yesterday's remainder.
  if (await allocated(database)) return true;
  return database.transaction(async (trx) => {
    const owner = accountOwner(accountId);
    const balance = await lockBalance(trx, owner, 'DIEM');
    if (await allocated(trx)) return true;
    const staked = await stakedUnitsOf(trx, accountId);
    if (staked <= 0n) return false;
    if (balance.available > 0n) {
      await appendEntry(trx, {
        owner,
        currency: 'DIEM',
        amount: -balance.available,
        kind: 'diem_expiry',
        sku: 'diem-epoch',
        externalId: `diem-expiry:${accountId}:${epoch}`,
        notes: `unused DIEM expires at the start of epoch ${epoch}`,
      });
    }
    await appendEntry(trx, {
      owner,
      currency: 'DIEM',
      amount: staked * MICRO,
      kind: 'diem_allocation',
      sku: 'diem-epoch',
      units: Number(staked),
      externalId: allocationId,
      notes: `DIEM allocation for epoch ${epoch}: ${staked} staked`,
    });
    return true;
  });
}
