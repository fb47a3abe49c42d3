// Setting a key's rate-limit tier (operator CLI). The tier must exist in config/rate-limits.yaml;
// null returns the key to the default tier. Replicas pick the change up at once: the database
// announces every change to api_keys to their key caches (src/accounts/key-change-feed.ts).
import type { Database } from '../store/database.js';
import type { LimitsConfig } from './limits-config.js';

export async function setKeyTier(database: Database, config: LimitsConfig, accountId: string, keyId: string, tier: string | null): Promise<void> {
  if (tier !== null && !config.tiers[tier]) throw new Error(`no tier ${tier} in rate-limits.yaml (tiers: ${Object.keys(config.tiers).join(', ')})`);
  const updated = await database('api_keys')
    .where({ account_id: accountId, id: keyId.toLowerCase() })
    .whereNull('revoked_at')
    .update({ rate_limit_tier: tier });
  if (updated === 0) throw new Error(`no active key ${keyId} in account ${accountId}`);
}
