// An account's spendable position, as GET /billing/balance and the balance headers show it.
import type { Knex } from 'knex';
import { balancesOf } from './ledger.js';
import { accountOwner, formatMicro, fromMicro } from './money.js';
import { MINIMUM_BALANCE_MICRO } from './request-charge.js';

export interface AccountBalance {
  usd: bigint;
  diem: bigint;
  usdAvailable: bigint;
  diemAvailable: bigint;
  stakedUnits: bigint;
}

export async function accountBalance(database: Knex, accountId: string): Promise<AccountBalance> {
  const [balances, account] = await Promise.all([
    balancesOf(database, accountOwner(accountId)),
    database('accounts').where({ id: accountId }).first<{ staked_units: string } | undefined>('staked_units'),
  ]);
  return {
    usd: balances.USD.amount,
    diem: balances.DIEM.amount,
    usdAvailable: balances.USD.available,
    diemAvailable: balances.DIEM.available,
    stakedUnits: BigInt(account?.staked_units ?? 0),
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
 * authenticated response, so it reads the balance rows alone (one query), not the whole position.
 */
export async function balanceHeaders(database: Knex, accountId: string): Promise<Record<string, string>> {
  const balances = await balancesOf(database, accountOwner(accountId));
  return { 'x-service-balance-usd': formatMicro(balances.USD.amount), 'x-service-balance-diem': formatMicro(balances.DIEM.amount) };
}
