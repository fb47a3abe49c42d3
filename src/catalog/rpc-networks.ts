// config/rpc-networks.yaml: which networks are proxied, to which node, in which method family and
// at which base price, plus the USD price of one credit. Read by the catalog at boot; every problem
// is reported at once, as for the other config files.

export const RPC_FAMILIES = ['evm', 'solana', 'starknet'] as const;
export type RpcFamily = (typeof RPC_FAMILIES)[number];

export interface RpcNetwork {
  /** The node's JSON-RPC endpoint (http or https). */
  url: string;
  family: RpcFamily;
  /** Credits of one standard call; tiers multiply it (pricing.ts). */
  baseCredits: number;
}

export interface RpcNetworksConfig {
  /** Served networks only: those whose url is set. */
  networks: Record<string, RpcNetwork>;
  /** USD per credit in pico-USD (1e-12), so 0.7 micro-USD stays an integer until the total is rounded. */
  picoUsdPerCredit: bigint;
}

// "Most EVM chains" cost 20 in the reference API; a network that states neither field is one of them.
const DEFAULT_FAMILY: RpcFamily = 'evm';
const DEFAULT_BASE_CREDITS = 20;
export const DEFAULT_USD_PER_CREDIT = '0.0000007';
const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PICO_DIGITS = 12;

const isMapping = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A non-negative decimal (string or number) in pico-units; undefined when it is not one or is finer than 1e-12. */
export function decimalToPico(value: unknown): bigint | undefined {
  const text = typeof value === 'number' ? value.toFixed(PICO_DIGITS) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return undefined;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > PICO_DIGITS) return undefined;
  return BigInt(match[1]!) * 10n ** BigInt(PICO_DIGITS) + BigInt(fraction.padEnd(PICO_DIGITS, '0') || '0');
}

function readNetwork(name: string, value: unknown, problems: string[]): RpcNetwork | undefined {
  const where = `rpc-networks.yaml networks.${name}`;
  if (!NAME.test(name) || name.length > 64) problems.push(`${where}: a name is lower-case words joined by '-'`);
  if (!isMapping(value)) return void problems.push(`${where} must be a mapping of url, family, base_credits`);
  for (const field of Object.keys(value)) {
    if (!['url', 'family', 'base_credits'].includes(field)) problems.push(`${where}.${field}: unknown field (use url, family, base_credits)`);
  }
  const family = value.family ?? DEFAULT_FAMILY;
  if (!RPC_FAMILIES.includes(family as RpcFamily)) problems.push(`${where}.family must be one of ${RPC_FAMILIES.join(', ')}`);
  const baseCredits = value.base_credits ?? DEFAULT_BASE_CREDITS;
  if (typeof baseCredits !== 'number' || !Number.isInteger(baseCredits) || baseCredits < 1) problems.push(`${where}.base_credits must be a whole number ≥ 1`);
  const url = value.url ?? '';
  if (typeof url !== 'string') return void problems.push(`${where}.url must be a string`);
  if (url.trim() === '') return undefined; // configured but not served here
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    // reported below
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return void problems.push(`${where}.url must be an http(s) URL`);
  return { url, family: family as RpcFamily, baseCredits: baseCredits as number };
}

/** Parses the file's content, adding what is wrong to `problems`. */
export function parseRpcNetworks(content: unknown, problems: string[]): RpcNetworksConfig {
  const networks: Record<string, RpcNetwork> = {};
  if (!isMapping(content)) {
    problems.push('rpc-networks.yaml must be a mapping');
    return { networks, picoUsdPerCredit: decimalToPico(DEFAULT_USD_PER_CREDIT)! };
  }
  for (const field of Object.keys(content)) {
    if (field !== 'networks' && field !== 'usd_per_credit') problems.push(`rpc-networks.yaml ${field}: unknown field (use networks, usd_per_credit)`);
  }
  const price = decimalToPico(content.usd_per_credit ?? DEFAULT_USD_PER_CREDIT);
  if (price === undefined || price === 0n) problems.push('rpc-networks.yaml usd_per_credit must be a positive decimal with at most 12 places');
  const entries = content.networks ?? {};
  if (!isMapping(entries)) problems.push('rpc-networks.yaml networks must be a mapping by network name');
  for (const [name, value] of Object.entries(isMapping(entries) ? entries : {})) {
    const network = readNetwork(name, value, problems);
    if (network) networks[name] = network;
  }
  return { networks, picoUsdPerCredit: price ?? decimalToPico(DEFAULT_USD_PER_CREDIT)! };
}
