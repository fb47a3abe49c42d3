// What tokens cost, from a text or embedding model's catalog prices (USD and DIEM per one million
// tokens). Pure functions over integers: a price is turned into pico-units per token once (exact for
// prices with up to 6 decimals), multiplied by token counts, and rounded up to whole micro-units
// (1e-6 USD, the ledger's unit) only at the end, so a request is never undercharged by rounding.
import type { components } from '../../generated/api-types.js';

export type TextModelPricing = components['schemas']['TextModelPricing'];
type CatalogPrice = components['schemas']['Price'];

/** An amount in micro-units of each currency (the same shape billing reserves and settles). */
export interface TokenCost {
  usd: bigint;
  diem: bigint;
}

export interface TokenCounts {
  prompt_tokens: number;
  /** The tokens of every choice together (n choices are all charged). */
  completion_tokens: number;
  /** The prompt cache's reads and writes, both part of prompt_tokens. */
  prompt_tokens_details?: { cached_tokens?: number; cache_creation_input_tokens?: number } | null;
}

const PICO_PER_MICRO = 1_000_000n;

/** Price per 1M tokens (decimal) -> pico-units per token (integer): USD/1M tokens = micro-USD/token. */
function picoPerToken(pricePerMillion: number): bigint {
  return BigInt(Math.round(pricePerMillion * 1e6));
}

function tokens(price: CatalogPrice | undefined, count: number, currency: 'usd' | 'diem'): bigint {
  if (!price || count <= 0) return 0n;
  return picoPerToken(price[currency]) * BigInt(count);
}

function ceilToMicro(pico: bigint): bigint {
  return (pico + PICO_PER_MICRO - 1n) / PICO_PER_MICRO;
}

/** The prices that apply: the `extended` set once the prompt passes its threshold. */
function pricesFor(pricing: TextModelPricing, promptTokens: number) {
  const extended = pricing.extended;
  return extended && promptTokens > extended.context_token_threshold ? extended : pricing;
}

/** The prompt tokens by price: read from the cache, written to it, and the rest (held to prompt_tokens). */
export function promptTokenClasses(usage: TokenCounts): { uncached: number; cached: number; cacheWrite: number } {
  const cached = Math.min(usage.prompt_tokens_details?.cached_tokens ?? 0, usage.prompt_tokens);
  const cacheWrite = Math.min(usage.prompt_tokens_details?.cache_creation_input_tokens ?? 0, usage.prompt_tokens - cached);
  return { uncached: usage.prompt_tokens - cached - cacheWrite, cached, cacheWrite };
}

/**
 * The cost of a request's measured usage: uncached prompt tokens at `input`, cache reads at
 * `cache_input` and cache writes at `cache_write` (each at `input` where the model has no such
 * price), completion tokens at `output`; summed exactly, rounded up once.
 */
export function tokenCost(pricing: TextModelPricing, usage: TokenCounts): TokenCost {
  const prices = pricesFor(pricing, usage.prompt_tokens);
  const { uncached, cached, cacheWrite } = promptTokenClasses(usage);
  const cost = (currency: 'usd' | 'diem') =>
    ceilToMicro(
      tokens(prices.input, uncached, currency) +
        tokens(prices.cache_input ?? prices.input, cached, currency) +
        tokens(prices.cache_write ?? prices.input, cacheWrite, currency) +
        tokens(prices.output, usage.completion_tokens, currency),
    );
  return { usd: cost('usd'), diem: cost('diem') };
}

/**
 * The most a request can cost before it runs: its prompt (estimated) and every choice at its token
 * limit. Any prompt token may turn out a cache write (often dearer than `input`) or read, so the
 * prompt is priced all at the dearest of the three.
 */
export function maximumTokenCost(pricing: TextModelPricing, promptTokens: number, maxCompletionTokens: number, choices = 1): TokenCost {
  const usage = { prompt_tokens: promptTokens, completion_tokens: maxCompletionTokens * choices };
  const costs = [
    tokenCost(pricing, usage),
    tokenCost(pricing, { ...usage, prompt_tokens_details: { cache_creation_input_tokens: promptTokens } }),
    tokenCost(pricing, { ...usage, prompt_tokens_details: { cached_tokens: promptTokens } }),
  ];
  const dearest = (currency: 'usd' | 'diem') => costs.reduce((most, cost) => (cost[currency] > most ? cost[currency] : most), 0n);
  return { usd: dearest('usd'), diem: dearest('diem') };
}

/** Micro-units as the decimal number the API's `cost` fields show. */
export function costInDecimal(cost: TokenCost): { usd: number; diem: number } {
  return { usd: Number(cost.usd) / 1e6, diem: Number(cost.diem) / 1e6 };
}

/** Whether a model's `pricing` is the per-token shape (text and embedding models). */
export function isTextPricing(pricing: unknown): pricing is TextModelPricing {
  const value = pricing as Partial<TextModelPricing> | undefined;
  return typeof value?.input?.usd === 'number' && typeof value?.output?.usd === 'number';
}
