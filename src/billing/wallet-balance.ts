// A wallet's x402 credit, as GET /x402/balance and the X-Balance-Remaining header show it. Only USD:
// wallets are credited by stablecoin top-ups and have no DIEM epochs of their own.
import type { Knex } from 'knex';
import type { CreditLeases } from './credit-leases.js';
import { balancesOf } from './ledger.js';
import { formatMicro, walletOwner } from '../money.js';

/**
 * What the wallet can still spend: its credit less what running requests have reserved. With this
 * process's credit leases: their charges written first, and their unused slice counted as available.
 */
export async function walletAvailableMicro(database: Knex, address: string, leases?: CreditLeases): Promise<bigint> {
  const owner = walletOwner(address);
  await leases?.flush();
  return (await balancesOf(database, owner)).USD.available + (leases?.unused(owner, 'USD') ?? 0n);
}

/** X-Balance-Remaining, as a decimal USD string, from the leases' snapshots. */
export async function walletBalanceHeader(leases: CreditLeases, address: string): Promise<Record<string, string>> {
  const owner = walletOwner(address);
  const snapshot = await leases.snapshots.get(owner);
  return { 'X-Balance-Remaining': formatMicro(leases.available(owner, 'USD', snapshot.USD)) };
}
