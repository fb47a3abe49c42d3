// config/rate-limits.yaml: the tiers (each the default table with its own overrides), the tier a key
// gets when none is set on it, and the error-budget thresholds. The file is optional (without it:
// one tier `paid` with the defaults); when present it is validated at boot and every problem listed.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readConfigFile } from '../catalog/config-files.js';
import { DEFAULT_LIMITS, LIMIT_CLASSES, isLimitClass, type ClassLimits, type LimitTable } from './limit-table.js';

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

export const FILE_NAME = 'rate-limits.yaml';

// The reference API's newer published thresholds: more than 50 failed requests,
// or more than 200 unsupported-feature requests, in 30 seconds.
export const DEFAULT_ERROR_BUDGETS: ErrorBudgets = { windowMs: 30_000, failedRequests: 50, unsupportedFeatureRequests: 200 };

export const DEFAULT_CONFIG: LimitsConfig = {
  defaultTier: 'paid',
  tiers: { paid: { id: 'paid', charged: true, limits: DEFAULT_LIMITS } },
  errorBudgets: DEFAULT_ERROR_BUDGETS,
};

const isMapping = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function overrideClass(base: ClassLimits, value: unknown, where: string, problems: string[]): ClassLimits {
  if (!isMapping(value)) {
    problems.push(`${where} must be a mapping of rpm, rpd, tpm`);
    return base;
  }
  const result = { ...base };
  for (const [name, amount] of Object.entries(value)) {
    if (name !== 'rpm' && name !== 'rpd' && name !== 'tpm') problems.push(`${where}.${name}: unknown limit (use rpm, rpd, tpm)`);
    else if (name === 'tpm' && base.tpm === null) problems.push(`${where}.tpm: this class is not metered in tokens`);
    else if (!isCount(amount)) problems.push(`${where}.${name} must be a whole number ≥ 0`);
    else result[name] = amount;
  }
  return result;
}

function readTier(id: string, value: unknown, problems: string[]): Tier {
  const where = `${FILE_NAME} tiers.${id}`;
  const tier: Tier = { id, charged: true, limits: { ...DEFAULT_LIMITS } };
  if (value === null || value === undefined) return tier;
  if (!isMapping(value)) {
    problems.push(`${where} must be a mapping`);
    return tier;
  }
  for (const [field, content] of Object.entries(value)) {
    if (field === 'charged') {
      if (typeof content === 'boolean') tier.charged = content;
      else problems.push(`${where}.charged must be true or false`);
    } else if (field === 'limits') {
      if (!isMapping(content)) problems.push(`${where}.limits must be a mapping by class`);
      else
        for (const [name, override] of Object.entries(content)) {
          if (isLimitClass(name)) tier.limits[name] = overrideClass(DEFAULT_LIMITS[name], override, `${where}.limits.${name}`, problems);
          else problems.push(`${where}.limits.${name}: unknown class (use ${LIMIT_CLASSES.join(', ')})`);
        }
    } else problems.push(`${where}.${field}: unknown field (use charged, limits)`);
  }
  return tier;
}

function readBudgets(value: unknown, problems: string[]): ErrorBudgets {
  const budgets = { ...DEFAULT_ERROR_BUDGETS };
  if (value === undefined || value === null) return budgets;
  if (!isMapping(value)) {
    problems.push(`${FILE_NAME} error_budgets must be a mapping`);
    return budgets;
  }
  const fields = { window_seconds: 'windowMs', failed_requests: 'failedRequests', unsupported_feature_requests: 'unsupportedFeatureRequests' } as const;
  for (const [name, amount] of Object.entries(value)) {
    const field = fields[name as keyof typeof fields];
    if (!field) problems.push(`${FILE_NAME} error_budgets.${name}: unknown field (use ${Object.keys(fields).join(', ')})`);
    else if (!isCount(amount) || amount === 0) problems.push(`${FILE_NAME} error_budgets.${name} must be a whole number ≥ 1`);
    else budgets[field] = field === 'windowMs' ? amount * 1000 : amount;
  }
  return budgets;
}

/** Parses the file's content; throws one error listing every problem. */
export function parseLimitsConfig(content: unknown): LimitsConfig {
  const problems: string[] = [];
  if (!isMapping(content)) throw new Error(`config: ${FILE_NAME} must be a mapping`);
  for (const field of Object.keys(content)) {
    if (!['default_tier', 'tiers', 'error_budgets'].includes(field))
      problems.push(`${FILE_NAME} ${field}: unknown field (use default_tier, tiers, error_budgets)`);
  }
  const tiers: Record<string, Tier> = {};
  if (content.tiers !== undefined && !isMapping(content.tiers)) problems.push(`${FILE_NAME} tiers must be a mapping by tier id`);
  for (const [id, value] of Object.entries(isMapping(content.tiers) ? content.tiers : {})) tiers[id] = readTier(id, value, problems);
  const defaultTier = content.default_tier ?? 'paid';
  if (typeof defaultTier !== 'string') problems.push(`${FILE_NAME} default_tier must be a tier id`);
  else if (!tiers[defaultTier]) {
    if (defaultTier === 'paid' && content.tiers === undefined) tiers.paid = DEFAULT_CONFIG.tiers.paid!;
    else problems.push(`${FILE_NAME} default_tier ${defaultTier} is not one of the tiers`);
  }
  const errorBudgets = readBudgets(content.error_budgets, problems);
  if (problems.length > 0) throw new Error(`config: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  return { defaultTier: defaultTier as string, tiers, errorBudgets };
}

export function loadLimitsConfig(configDir: string, environment: NodeJS.ProcessEnv): LimitsConfig {
  if (!existsSync(join(configDir, FILE_NAME))) return DEFAULT_CONFIG;
  return parseLimitsConfig(readConfigFile(configDir, FILE_NAME, environment));
}
