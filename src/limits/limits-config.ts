// config/rate-limits.yaml: the tiers (each the default table with its own overrides), the tier a key
// gets when none is set on it, and the error-budget thresholds. The file is optional (without it:
// one tier `paid` with the defaults); when present it is validated at boot against
// config/schemas/rate-limits.schema.yaml with the other files, and every problem listed.
import type { RateLimitsFile } from '../../generated/config-types.js';
import { ConfigProblems, type CheckedConfig } from '../catalog/config-files.js';
import { DEFAULT_LIMITS, type LimitClass, type LimitTable } from './limit-table.js';

export interface Tier {
  id: string;
  /** Whether requests under this tier are billed (GET /api_keys/rate_limits apiTier.isCharged). */
  charged: boolean;
  limits: LimitTable;
}

export interface ErrorBudgets {
  windowMs: number;
  /** More than this many failed requests in the window blocks the (caller, model) pair. */
  failedRequests: number;
  /** More than this many requests for a feature the model lacks blocks the pair. */
  unsupportedFeatureRequests: number;
}

export interface LimitsConfig {
  defaultTier: string;
  tiers: Record<string, Tier>;
  errorBudgets: ErrorBudgets;
}

export const FILE_NAME = 'rate-limits.yaml' as const;

// The reference API's newer published thresholds: more than 50 failed requests,
// or more than 200 unsupported-feature requests, in 30 seconds.
export const DEFAULT_ERROR_BUDGETS: ErrorBudgets = { windowMs: 30_000, failedRequests: 50, unsupportedFeatureRequests: 200 };

export const DEFAULT_CONFIG: LimitsConfig = {
  defaultTier: 'paid',
  tiers: { paid: { id: 'paid', charged: true, limits: DEFAULT_LIMITS } },
  errorBudgets: DEFAULT_ERROR_BUDGETS,
};

type TierEntry = NonNullable<RateLimitsFile['tiers']>[string];

/** A tier's table: the defaults, each class overridden by what the file names (the schema allows tpm only where the class has it). */
function tierOf(id: string, entry: TierEntry): Tier {
  const limits = { ...DEFAULT_LIMITS };
  for (const [name, override] of Object.entries(entry?.limits ?? {})) {
    const limitClass = name as LimitClass; // the schema names every class, and only those
    limits[limitClass] = { ...DEFAULT_LIMITS[limitClass], ...override };
  }
  return { id, charged: entry?.charged ?? true, limits };
}

/** The file's content as served (its shape is config/schemas/rate-limits.schema.yaml's); problems are added. */
function limitsConfigOf(file: RateLimitsFile, problems: ConfigProblems): LimitsConfig {
  const tiers: Record<string, Tier> = {};
  for (const [id, entry] of Object.entries(file.tiers ?? {})) tiers[id] = tierOf(id, entry);
  const defaultTier = file.default_tier ?? 'paid';
  if (!tiers[defaultTier]) {
    if (defaultTier === 'paid' && file.tiers === undefined) tiers.paid = DEFAULT_CONFIG.tiers.paid!;
    else problems.add(FILE_NAME, '/default_tier', `${defaultTier} is not one of the tiers`);
  }
  const budgets = file.error_budgets ?? {};
  const errorBudgets: ErrorBudgets = {
    windowMs: budgets.window_seconds === undefined ? DEFAULT_ERROR_BUDGETS.windowMs : budgets.window_seconds * 1000,
    failedRequests: budgets.failed_requests ?? DEFAULT_ERROR_BUDGETS.failedRequests,
    unsupportedFeatureRequests: budgets.unsupported_feature_requests ?? DEFAULT_ERROR_BUDGETS.unsupportedFeatureRequests,
  };
  return { defaultTier, tiers, errorBudgets };
}

/** The checked file's limits; without the file, the defaults. */
export function loadLimitsConfig(config: CheckedConfig): LimitsConfig {
  const file = config.files[FILE_NAME];
  if (file === undefined) return DEFAULT_CONFIG;
  const problems = new ConfigProblems();
  const limits = limitsConfigOf(file, problems);
  problems.throwIfAny(config.dir);
  return limits;
}
