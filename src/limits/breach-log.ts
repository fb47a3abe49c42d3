// The breach log of GET /api_keys/rate_limits/log, in the database: it is read by an account's
// admins on any replica and must outlive restarts, and it is written rarely (once per window per
// key, model and limit, or once per error-budget crossing), so a statement per write is cheap.
import type { Database } from '../store/database.js';

export type BreachType = 'RPM' | 'RPD' | 'TPM' | 'FAILED_REQUESTS' | 'UNSUPPORTED_FEATURE_REQUESTS';

export interface Breach {
  accountId: string;
  apiKeyId: string;
  modelId: string;
  tier: string;
  type: BreachType;
  at: Date;
}

interface BreachRow {
  id: string;
  account_id: string;
  api_key_id: string;
  model_id: string;
  rate_limit_tier: string;
  rate_limit_type: BreachType;
  created_at: Date;
}

/** How long entries are kept: the log shows the latest 50, so older rows only cost space. */
const RETENTION_MS = 30 * 86_400_000;

export async function recordBreach(database: Database, breach: Breach): Promise<void> {
  await database.transaction(async (trx) => {
    await trx('rate_limit_breaches').insert({
      account_id: breach.accountId,
      api_key_id: breach.apiKeyId,
      model_id: breach.modelId,
      rate_limit_tier: breach.tier,
      rate_limit_type: breach.type,
      created_at: breach.at,
    });
    await trx('rate_limit_breaches')
      .where({ account_id: breach.accountId })
      .where('created_at', '<', new Date(breach.at.getTime() - RETENTION_MS))
      .delete();
  });
}

/** The account's latest breaches, newest first. */
export async function recentBreaches(database: Database, accountId: string, limit = 50) {
  const rows = await database<BreachRow>('rate_limit_breaches')
    .where({ account_id: accountId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .select('api_key_id', 'model_id', 'rate_limit_tier', 'rate_limit_type', 'created_at');
  return rows.map((row) => ({
    apiKeyId: row.api_key_id,
    modelId: row.model_id,
    rateLimitTier: row.rate_limit_tier,
    rateLimitType: row.rate_limit_type,
    timestamp: new Date(row.created_at).toISOString(),
  }));
}
