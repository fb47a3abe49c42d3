// PaidRequest, pipeline step 6 as a handler meets it: admit for the model the handler names,
// put the headers on the response, count a refusal against the error budgets.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../generated/operations.js';
import { keyPrincipal } from '../support/principals.js';
import { apiError, badRequest } from '../../src/errors.js';
import { PaidRequest } from '../../src/http/paid-request.js';
import { limitsFrom } from '../support/config-files.js';
import { MemoryCounterStore } from '../../src/limits/memory-store.js';
import { RateLimiter } from '../../src/limits/rate-limiter.js';
import type { Services } from '../../src/services.js';

const now = Date.UTC(2026, 10, 21, 12, 0, 30);
const config = limitsFrom({ tiers: { paid: { limits: { XS: { rpm: 5, tpm: 100 } } } }, error_budgets: { failed_requests: 1 } });

function setup() {
  const limits = new RateLimiter({ store: new MemoryCounterStore(), config, catalog: { models: [] }, clock: () => now });
  const principal = keyPrincipal();
  // Admission reads only services.limits; nothing here reserves credits.
  const services = { limits } as unknown as Services;
  return () => new PaidRequest(services, OPERATIONS.createEmbedding, principal, randomUUID());
}

describe('PaidRequest', () => {
  it('admits the model the handler names and reports the counted windows as headers', async () => {
    const step = setup()();
    await step.admit('some-embedding', 40);
    expect(step.headers()).toMatchObject({ 'x-ratelimit-remaining-requests': '4', 'x-ratelimit-remaining-tokens': '60', 'x-ratelimit-type': 'api_key' });
    await step.finished(); // nothing was charged: the tokens counted at admission are given back
    expect(step.headers()).toMatchObject({ 'x-ratelimit-remaining-tokens': '100' });
  });

  it('limits nothing when the name resolves to no model', async () => {
    const step = setup()();
    await step.admit(undefined, 40);
    expect(step.headers()).toEqual({});
  });

  it('counts a refusal after admission against the failed-requests budget, and refuses once it is crossed', async () => {
    const next = setup();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const step = next();
      await step.admit('some-embedding');
      await step.failed(badRequest('no such input'));
    }
    await expect(next().admit('some-embedding')).rejects.toMatchObject({ status: 429, body: { customMessage: expect.stringContaining('FAILED_REQUESTS') } });
  });

  it('counts nothing for a request the client abandoned (499), one it could not pay (402), a limit (429) or our own failure (5xx)', async () => {
    const next = setup();
    const notTheCallers = ['CLIENT_CLOSED_REQUEST', 'INSUFFICIENT_BALANCE', 'MODEL_OVERLOADED', 'INFERENCE_FAILED'] as const;
    for (const code of notTheCallers) {
      const step = next();
      await step.admit('some-embedding');
      await step.failed(apiError(code));
    }
    expect(await next().admit('some-embedding')).toBeUndefined();
  });
});
