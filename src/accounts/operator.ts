// The operator is the first account (decision 0005): its ADMIN keys alone credit accounts, read
// the deployments, which describe the operator's own infrastructure, and read every account's requests.
import { forbidden } from '../errors.js';
import type { Database } from '../store/database.js';

/** Whether the account is the operator's. */
export async function isOperator(database: Database, accountId: string): Promise<boolean> {
  const account = await database('accounts').where({ id: accountId }).first<{ is_operator: boolean } | undefined>('is_operator');
  return account?.is_operator === true;
}

/** Throws the 403 unless the account is the operator's; `action` completes "Only the operator's ADMIN keys may …". */
export async function requireOperator(database: Database, accountId: string, action: string): Promise<void> {
  if (!(await isOperator(database, accountId))) throw forbidden(`Only the operator's ADMIN keys may ${action}`, 'UNAUTHORIZED');
}
