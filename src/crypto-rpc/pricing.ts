// Credits of a JSON-RPC request (docs/decisions/0011): every item costs its network's base
// credits times its method's tier, and an item the node answered with a JSON-RPC error costs 5.
// Before forwarding, the maximum (every item at its tier price, or 5 if that were dearer) is
// reserved; after, the answer is matched to the items by id and the measured credits charged.
// Money is integer: the credit price is held in pico-USD and the request's total is rounded up to
// the micro-dollar once, so a 5-credit error (3.5 micro-USD) costs 4, never 3 or 0.
import type { RpcNetwork } from '../catalog/rpc-networks.js';
import { TIER_MULTIPLIER, type MethodTier } from './methods.js';

export const ERROR_ITEM_CREDITS = 5;
const PICO_PER_MICRO = 1_000_000n;

/** One request item as priced: its id (null when the client left it out) and its tier price. */
export interface PricedItem {
  id: string | number | null;
  credits: number;
}

export const itemCredits = (network: RpcNetwork, tier: MethodTier) => network.baseCredits * TIER_MULTIPLIER[tier];

/** The most a request can be billed: each item at its tier price or the error price, whichever is dearer. */
export function maximumCredits(items: readonly PricedItem[]): number {
  return items.reduce((total, item) => total + Math.max(item.credits, ERROR_ITEM_CREDITS), 0);
}

interface AnswerItem {
  id?: unknown;
  error?: unknown;
}

/**
 * Credits of the node's answer. Each answered item is matched to the first unmatched request item
 * with the same id (ids may repeat in a batch): an error costs 5, a result its item's tier price.
 * An item the node left unanswered is not billed; an answer matching no item (a node's batch-level
 * error, id null) is billed as an error. Never more than the maximum reserved.
 */
export function measuredCredits(items: readonly PricedItem[], answer: unknown): number {
  const unmatched = [...items];
  let total = 0;
  for (const entry of (Array.isArray(answer) ? answer : [answer]) as AnswerItem[]) {
    const index = unmatched.findIndex((item) => item.id === (entry.id ?? null));
    const item = index >= 0 ? unmatched.splice(index, 1)[0] : undefined;
    total += entry.error !== undefined && entry.error !== null ? ERROR_ITEM_CREDITS : (item?.credits ?? ERROR_ITEM_CREDITS);
  }
  return Math.min(total, maximumCredits(items));
}

/** Micro-USD of `credits` at `picoUsdPerCredit`, rounded up once. */
export function creditsToMicroUsd(credits: number, picoUsdPerCredit: bigint): bigint {
  const pico = BigInt(credits) * picoUsdPerCredit;
  return (pico + PICO_PER_MICRO - 1n) / PICO_PER_MICRO;
}
