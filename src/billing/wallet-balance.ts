// A wallet's x402 credit, as GET /x402/balance and the X-Balance-Remaining header show it. Only USD:
// wallets are credited by stablecoin top-ups and have no DIEM epochs of their own.
import type { Knex } from 'knex';
import { balancesOf } from './ledger.js';
import { formatMicro, walletOwner } from './money.js';

/** What the wallet can still spend: its credit less what running requests have reserved. */
export async function walletAvailableMicro(database: Knex, address: string): Promise<bigint> {
  return (await balancesOf(database, walletOwner(address))).USD.available;
}

/** X-Balance-Remaining (service-spec.md, Response headers), as a decimal USD string. */
export async function walletBalanceHeader(database: Knex, address: string): Promise<Record<string, string>> {
  return { 'X-Balance-Remaining': formatMicro(await walletAvailableMicro(database, address)) };
}
