// The operator is the first account (decision 0005): its ADMIN keys alone credit accounts and read
// the deployments, which describe the operator's own infrastructure.
import { forbidden } from '../errors.js';
import type { Database } from '../store/database.js';

/** Throws the 403 unless the account is the operator's; `action` completes "Only the operator's ADMIN keys may …". */
export async function requireOperator(database: Database, accountId: string, action: string): Promise<void> {
  const account = await database('accounts').where({ id: accountId }).first<{ is_operator: boolean } | undefined>('is_operator');
  if (!account?.is_operator) throw forbidden(`Only the operator's ADMIN keys may ${action}`, 'UNAUTHORIZED');
}
