// GET /api_keys/rate_limits: the calling key's tier, balances and expiry, and its limits for every
// model it can list. Models without limits (video, music, voice changer) list an empty array.
import type { components } from '../../generated/api-types.js';
import type { KeyPrincipal } from '../principal.js';
import { accountBalance, balanceSummary } from '../billing/account-balance.js';
import type { CreditLeases } from '../billing/credit-leases.js';
import { nextEpochBegins } from '../billing/diem-epochs.js';
import { fromMicro } from '../money.js';
import type { Catalog } from '../catalog/catalog.js';
import { privacyAllows } from '../catalog/discovery.js';
import type { Database } from '../store/database.js';
import { modelLimitClass } from './limit-scopes.js';
import type { Tier } from './limits-config.js';
import type { RateLimiter } from './rate-limiter.js';

type RateLimitStatus = components['schemas']['RateLimitStatus'];
type RateLimit = components['schemas']['RateLimit'];

/** The limits of every model the key can list (as GET /models lists them for it). */
export function modelRateLimits(catalog: Pick<Catalog, 'models'>, tier: Tier, privacy: KeyPrincipal['modelPrivacy']): RateLimitStatus['rateLimits'] {
  return catalog.models
    .filter((model) => privacyAllows(privacy, model.record))
    .map((model) => {
      const limitClass = modelLimitClass(model);
      const limits = limitClass ? tier.limits[limitClass] : undefined;
      const rateLimits: RateLimit[] = limits
        ? [
            { amount: limits.rpm, type: 'RPM' as const },
            ...(limits.rpd === null ? [] : [{ amount: limits.rpd, type: 'RPD' as const }]),
            ...(limits.tpm === null ? [] : [{ amount: limits.tpm, type: 'TPM' as const }]),
          ]
        : [];
      return { apiModelId: model.record.id, rateLimits };
    });
}

export async function rateLimitStatus(
  limiter: RateLimiter,
  catalog: Catalog,
  database: Database,
  principal: KeyPrincipal,
  leases?: CreditLeases,
): Promise<RateLimitStatus> {
  const tier = limiter.tierOf(principal);
  const balance = await accountBalance(database, principal.accountId, leases);
  return {
    accessPermitted: balanceSummary(balance).canConsume,
    apiTier: { id: tier.id, isCharged: tier.charged },
    balances: { USD: fromMicro(balance.usd), DIEM: fromMicro(balance.diem) },
    keyExpiration: principal.expiresAt ? principal.expiresAt.toISOString() : null,
    nextEpochBegins: nextEpochBegins(new Date(limiter.clock())).toISOString(),
    rateLimits: modelRateLimits(catalog, tier, principal.modelPrivacy),
  };
}
