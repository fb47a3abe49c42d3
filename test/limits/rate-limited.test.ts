// rateLimited(): step 6 of the pipeline around a handler whose model is known from the request.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OperationInput } from '../../generated/operations.js';
import type { KeyPrincipal } from '../../src/accounts/principals.js';
import { badRequest } from '../../src/errors.js';
import { parseLimitsConfig } from '../../src/limits/limits-config.js';
import { MemoryCounterStore } from '../../src/limits/memory-store.js';
import { RateLimiter } from '../../src/limits/rate-limiter.js';
import type { HandlerContext } from '../../src/operations/handler-context.js';
import { rateLimited } from '../../src/operations/rate-limited.js';

const now = Date.UTC(2026, 10, 21, 12, 0, 30);
const config = parseLimitsConfig({ tiers: { paid: { limits: { XS: { rpm: 5, tpm: 100 } } } }, error_budgets: { failed_requests: 1 } });

function setup() {
  const limits = new RateLimiter({ store: new MemoryCounterStore(), config, catalog: { models: [] }, clock: () => now });
  const principal: KeyPrincipal = { kind: 'key', accountId: randomUUID(), keyId: randomUUID(), keyType: 'INFERENCE', modelPrivacy: 'ALL', expiresAt: null, spendLimited: false };
  // The wrapper reads only services.limits and the principal; the rest of the context is not used.
  const context = { services: { limits }, principal } as unknown as HandlerContext;
  const input = { body: { model: 'some-embedding', input: 'hello' } } as OperationInput<'createEmbedding'>;
  return { context, input };
}

describe('rateLimited', () => {
  it('admits, settles the tokens the handler reports, and puts the headers on the result', async () => {
    const { context, input } = setup();
    const handler = rateLimited('createEmbedding', { modelId: ({ body }) => body.model, expectedTokens: () => 40, usedTokens: () => 7 }, async () => ({
      status: 200 as const,
      headers: { 'x-service-model-id': 'some-embedding' },
      body: { object: 'list' as const, data: [], model: 'some-embedding', usage: { prompt_tokens: 7, total_tokens: 7 } },
    }));
    const result = await handler(input, context);
    expect(result.headers).toMatchObject({ 'x-service-model-id': 'some-embedding', 'x-ratelimit-remaining-requests': '4', 'x-ratelimit-remaining-tokens': '93', 'x-ratelimit-type': 'api_key' });
  });

  it('counts a 4xx from the handler against the failed-requests budget, and refuses once it is crossed', async () => {
    const { context, input } = setup();
    const handler = rateLimited('createEmbedding', { modelId: ({ body }) => body.model }, async () => {
      throw badRequest('no such input');
    });
    await expect(handler(input, context)).rejects.toMatchObject({ status: 400 });
    await expect(handler(input, context)).rejects.toMatchObject({ status: 400 });
    await expect(handler(input, context)).rejects.toMatchObject({ status: 429, body: { customMessage: expect.stringContaining('FAILED_REQUESTS') } });
  });
});
