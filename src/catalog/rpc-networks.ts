// config/rpc-networks.yaml: which networks are proxied, to which node, in which method family and
// at which base price, plus the USD price of one credit. Read by the catalog at boot; every problem
// is reported at once, as for the other config files.
import type { RpcNetworksFile } from '../../generated/config-types.js';
import type { ConfigProblems } from './config-files.js';

export const FILE_NAME = 'rpc-networks.yaml';

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
const PICO_DIGITS = 12;

/** A non-negative decimal (string or number) in pico-units; undefined when it is not one or is finer than 1e-12. */
export function decimalToPico(value: unknown): bigint | undefined {
  const text = typeof value === 'number' ? value.toFixed(PICO_DIGITS) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return undefined;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > PICO_DIGITS) return undefined;
  return BigInt(match[1]!) * 10n ** BigInt(PICO_DIGITS) + BigInt(fraction.padEnd(PICO_DIGITS, '0') || '0');
}

/** The file as served (its shape is config/schemas/rpc-networks.schema.yaml's); a zero price is added to `problems`. */
export function parseRpcNetworks(file: RpcNetworksFile | undefined, problems: ConfigProblems): RpcNetworksConfig {
  const networks: Record<string, RpcNetwork> = {};
  for (const [name, network] of Object.entries(file?.networks ?? {})) {
    const url = network.url?.trim() ?? '';
    // configured but not served here
    if (url !== '') networks[name] = { url, family: network.family ?? DEFAULT_FAMILY, baseCredits: network.base_credits ?? DEFAULT_BASE_CREDITS };
  }
  const price = decimalToPico(file?.usd_per_credit ?? DEFAULT_USD_PER_CREDIT);
  if (price === undefined || price === 0n) problems.add(FILE_NAME, '/usd_per_credit', 'must be a positive decimal with at most 12 places');
  return { networks, picoUsdPerCredit: price || decimalToPico(DEFAULT_USD_PER_CREDIT)! };
}
