// CAIP-2 network ids (x402 v2 names networks this way) and the v1 short names that legacy
// clients send instead. Only the namespaces we have a rail for are recognised.
import type { Network } from '@x402/core/types';

export const NAMESPACES = ['eip155', 'solana'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const BASE_MAINNET: Network = 'eip155:8453';
export const SOLANA_MAINNET: Network = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

/** v1 network names (a fixed enum in the legacy `x402` package) and their CAIP-2 ids. */
const V1_NETWORKS: Record<string, Network> = {
  base: BASE_MAINNET,
  'base-sepolia': 'eip155:84532',
  solana: SOLANA_MAINNET,
  'solana-devnet': 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
};

export function namespaceOf(network: string): Namespace | undefined {
  const match = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/.exec(network);
  return match && (NAMESPACES as readonly string[]).includes(match[1]!) ? (match[1] as Namespace) : undefined;
}

/** The chain id of an eip155 network (`eip155:8453` → 8453), or undefined for anything else. */
export function evmChainId(network: string): number | undefined {
  const match = /^eip155:([1-9][0-9]{0,15})$/.exec(network);
  return match ? Number(match[1]) : undefined;
}

/** A network as a payment names it: CAIP-2 as is, a v1 short name mapped; undefined if unknown. */
export function toCaip2(name: string): Network | undefined {
  if (name.includes(':')) return name as Network;
  return V1_NETWORKS[name];
}
