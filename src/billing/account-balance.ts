// An account's spendable position, as GET /billing/balance and the balance headers show it.
import type { Knex } from 'knex';
import type { CreditLeases } from './credit-leases.js';
import { stakedUnitsOf } from './diem-epochs.js';
import { balancesOf } from './ledger.js';
import { accountOwner, formatMicro, fromMicro } from '../money.js';
import { MINIMUM_BALANCE_MICRO } from './request-charge.js';

export interface AccountBalance {
  usd: bigint;
  diem: bigint;
  usdAvailable: bigint;
  diemAvailable: bigint;
  stakedUnits: bigint;
}

/** With this process's credit leases: their charges written first, and their unused slices counted as available. */
export async function accountBalance(database: Knex, accountId: string, leases?: CreditLeases): Promise<AccountBalance> {
  const owner = accountOwner(accountId);
  await leases?.flush();
  const [balances, stakedUnits] = await Promise.all([balancesOf(database, owner), stakedUnitsOf(database, accountId)]);
  return {
    usd: balances.USD.amount,
    diem: balances.DIEM.amount,
    usdAvailable: balances.USD.available + (leases?.unused(owner, 'USD') ?? 0n),
    diemAvailable: balances.DIEM.available + (leases?.unused(owner, 'DIEM') ?? 0n),
    stakedUnits,
  };
}

export function balanceSummary(balance: AccountBalance) {
  const diemUsable = balance.diemAvailable > 0n;
  const usdUsable = balance.usdAvailable >= MINIMUM_BALANCE_MICRO;
  return {
    canConsume: diemUsable || usdUsable,
    consumptionCurrency: diemUsable ? ('DIEM' as const) : usdUsable ? ('USD' as const) : null,
    balances: { diem: fromMicro(balance.diem), usd: fromMicro(balance.usd) },
    diemEpochAllocation: Number(balance.stakedUnits),
  };
}

/**
 * The x-service-balance-* headers: balances before the request, as decimal strings. Sent on every
 * authenticated response, so they come from the leases' balance snapshots, not a query.
 */
export async function balanceHeaders(leases: CreditLeases, accountId: string): Promise<Record<string, string>> {
  const amounts = await leases.snapshots.amounts(accountOwner(accountId));
  return { 'x-service-balance-usd': formatMicro(amounts.USD), 'x-service-balance-diem': formatMicro(amounts.DIEM) };
}
