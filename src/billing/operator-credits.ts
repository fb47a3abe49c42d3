// Credits sold outside x402 (an invoice paid by wire, a grant): an operator adds them to an account,
// through the API or the CLI, recorded in the ledger with who did it and why. Idempotent on the
// operator's own reference, so a retried call never credits twice.
import type { Database } from '../store/database.js';
import { notFound } from '../errors.js';
import { credit } from './ledger.js';
import { accountOwner, toMicro } from './money.js';

export interface OperatorCredit {
  accountId: string;
  amountUsd: number | string;
  reason: string;
  externalId: string;
  /** Who: `key:<id>` or `cli:<user>`. */
  createdBy: string;
}

export async function creditAccount(database: Database, input: OperatorCredit) {
  const account = await database('accounts').where({ id: input.accountId.toLowerCase() }).first('id');
  if (!account) throw notFound('Account not found', 'ACCOUNT_NOT_FOUND');
  const amount = toMicro(input.amountUsd);
  const result = await credit(database, {
    owner: accountOwner(account.id as string),
    currency: 'USD',
    amount,
    sku: 'operator-credit',
    // Namespaced so an operator's reference can never collide with a payment's or an epoch's id.
    externalId: `operator:${input.externalId}`,
    notes: input.reason,
    createdBy: input.createdBy,
  });
  return { accountId: account.id as string, amount, ...result };
}
