import { describe, expect, it } from 'vitest';
import { costInDecimal, maximumTokenCost, tokenCost, type TextModelPricing } from '../../src/billing/prices.js';

const pricing: TextModelPricing = { input: { usd: 0.15, diem: 0.3 }, output: { usd: 0.6, diem: 1.2 } };

describe('token prices', () => {
  it('prices prompt and completion tokens per million, rounded up to whole micro-units', () => {
    // 10 × 0.15 + 3 × 0.6 = 3.3 micro-USD -> 4; DIEM 10 × 0.3 + 3 × 1.2 = 6.6 -> 7
    expect(tokenCost(pricing, { prompt_tokens: 10, completion_tokens: 3 })).toEqual({ usd: 4n, diem: 7n });
    expect(tokenCost(pricing, { prompt_tokens: 1_000_000, completion_tokens: 1_000_000 })).toEqual({ usd: 750_000n, diem: 1_500_000n });
    expect(tokenCost(pricing, { prompt_tokens: 0, completion_tokens: 0 })).toEqual({ usd: 0n, diem: 0n });
  });

  it('is exact where floating point is not (0.1 + 0.2)', () => {
    const cents: TextModelPricing = { input: { usd: 0.1, diem: 0 }, output: { usd: 0.2, diem: 0 } };
    expect(tokenCost(cents, { prompt_tokens: 10, completion_tokens: 10 }).usd).toBe(3n);
  });

  it('charges cached prompt tokens at cache_input, and switches to extended prices past the threshold', () => {
    const cached: TextModelPricing = { ...pricing, cache_input: { usd: 0.015, diem: 0.03 } };
    // 100 uncached × 0.15 + 900 cached × 0.015 + 0 = 15 + 13.5 = 28.5 -> 29
    expect(tokenCost(cached, { prompt_tokens: 1000, completion_tokens: 0, prompt_tokens_details: { cached_tokens: 900 } }).usd).toBe(29n);
    const tiered: TextModelPricing = { ...pricing, extended: { context_token_threshold: 100, input: { usd: 1, diem: 1 }, output: { usd: 2, diem: 2 } } };
    expect(tokenCost(tiered, { prompt_tokens: 100, completion_tokens: 1 }).usd).toBe(16n); // 15 + 0.6 -> 16
    expect(tokenCost(tiered, { prompt_tokens: 101, completion_tokens: 1 }).usd).toBe(103n);
  });

  it('charges cache writes at cache_write, and cache reads and writes at input where the model has no cache prices', () => {
    const cache: TextModelPricing = { ...pricing, cache_input: { usd: 0.015, diem: 0.03 }, cache_write: { usd: 0.1875, diem: 0.375 } };
    const usage = { prompt_tokens: 1000, completion_tokens: 10, prompt_tokens_details: { cached_tokens: 600, cache_creation_input_tokens: 300 } };
    // 100 × 0.15 + 600 × 0.015 + 300 × 0.1875 + 10 × 0.6 = 15 + 9 + 56.25 + 6 = 86.25 -> 87
    expect(tokenCost(cache, usage).usd).toBe(87n);
    // 1000 × 0.15 + 10 × 0.6 = 156
    expect(tokenCost(pricing, usage).usd).toBe(156n);
    // reads and writes together never count more tokens than the prompt: 10 reads, 0 writes
    const over = { prompt_tokens: 10, completion_tokens: 0, prompt_tokens_details: { cached_tokens: 8, cache_creation_input_tokens: 8 } };
    expect(tokenCost(cache, over).usd).toBe(1n); // 8 × 0.015 + 2 × 0.1875 = 0.495 -> 1
  });

  it('bounds the prompt at the dearest of input, cache_input and cache_write', () => {
    const dearWrites: TextModelPricing = { ...pricing, cache_write: { usd: 0.3, diem: 0.2 } };
    // USD: writes dearer (1000 × 0.3 + 10 × 0.6 = 306); DIEM: input dearer (1000 × 0.3 + 10 × 1.2 = 312)
    expect(maximumTokenCost(dearWrites, 1000, 10)).toEqual({ usd: 306n, diem: 312n });
  });

  it('bounds a request by its prompt and every choice at its token limit, and shows decimals', () => {
    expect(maximumTokenCost(pricing, 10, 100, 2)).toEqual(tokenCost(pricing, { prompt_tokens: 10, completion_tokens: 200 }));
    expect(costInDecimal({ usd: 7n, diem: 1_500_000n })).toEqual({ usd: 0.000007, diem: 1.5 });
  });
});
