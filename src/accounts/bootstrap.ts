// First start: with no account in the database, create one with an ADMIN key and hand its secret
// back once, so a newcomer can call the API at once. An advisory lock makes concurrent first
// starts (several replicas booting together) create exactly one account.
import type { Database } from '../store/database.js';
import { createKey } from './api-keys.js';

const BOOTSTRAP_LOCK = 727_001;

export interface BootstrapResult {
  accountId: string;
  adminKey?: { id: string; secret: string };
}

export async function createAccount(database: Database, name: string, options: { operator?: boolean } = {}): Promise<string> {
  const [row] = await database('accounts')
    .insert({ name, is_operator: options.operator ?? false })
    .returning(['id']);
  return (row as { id: string }).id;
}

export async function ensureFirstAccount(database: Database): Promise<BootstrapResult> {
  return database.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [BOOTSTRAP_LOCK]);
    const existing = await trx('accounts').orderBy('created_at').first<{ id: string } | undefined>('id');
    if (existing) return { accountId: existing.id };
    // The first account is the operator's: its ADMIN keys may also credit accounts.
    const accountId = await createAccount(trx, 'default', { operator: true });
    const key = await createKey(trx, accountId, { apiKeyType: 'ADMIN', description: 'first admin key', createdBy: 'bootstrap' });
    return { accountId, adminKey: { id: key.id, secret: key.apiKey } };
  });
}
