// DIEM: each UTC day (an epoch) an account with staked tokens receives 1 USD worth of DIEM per
// staked unit; what is left of the previous epoch's DIEM expires. Applied lazily, when the account
// next reserves, and exactly once per epoch (the entries carry the epoch in their external id).
import type { Knex } from 'knex';
import { appendEntry, lockBalance } from './ledger.js';
import { MICRO, accountOwner } from './money.js';

export const epochOf = (now: Date) => now.toISOString().slice(0, 10);

export function nextEpochBegins(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

export async function ensureDiemEpoch(trx: Knex.Transaction, accountId: string, now: Date): Promise<void> {
  const account = await trx('accounts').where({ id: accountId }).first<{ staked_units: string } | undefined>('staked_units');
  const staked = BigInt(account?.staked_units ?? 0);
  if (staked <= 0n) return;
  const epoch = epochOf(now);
  const allocationId = `diem:${accountId}:${epoch}`;
  if (await trx('ledger_entries').where({ external_id: allocationId }).first('id')) return;
  const owner = accountOwner(accountId);
  const balance = await lockBalance(trx, owner, 'DIEM');
  if (balance.available > 0n) {
    await appendEntry(trx, {
      owner, currency: 'DIEM', amount: -balance.available, kind: 'diem_expiry', sku: 'diem-epoch',
      externalId: `diem-expiry:${accountId}:${epoch}`, notes: `unused DIEM expires at the start of epoch ${epoch}`,
    });
  }
  await appendEntry(trx, {
    owner, currency: 'DIEM', amount: staked * MICRO, kind: 'diem_allocation', sku: 'diem-epoch', units: Number(staked),
    externalId: allocationId, notes: `DIEM allocation for epoch ${epoch}: ${staked} staked`,
  });
}
