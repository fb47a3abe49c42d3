// Credits sold outside x402 (an invoice paid by wire, a grant): an operator adds them to an account,
// through the API or the CLI, recorded in the ledger with who did it and why. Idempotent on the
// operator's own reference, so a retried call never credits twice; a reference reused for another
// credit (another account, amount or reason) is refused with 409, so no credit is dropped unseen.
import type { Database } from '../store/database.js';
import { apiError, notFound } from '../errors.js';
import { credit, ExternalIdConflict } from './ledger.js';
import { accountOwner, toMicro } from '../money.js';

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
  }).catch((error: unknown) => {
    throw error instanceof ExternalIdConflict ? externalIdConflict(input.externalId) : error;
  });
  return { accountId: account.id as string, amount, ...result };
}

const externalIdConflict = (externalId: string) =>
  apiError('EXTERNAL_ID_CONFLICT', {
    message: `externalId ${externalId} was already used for a different credit (another account, amount or reason); nothing was credited`,
  });
