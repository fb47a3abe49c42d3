// services.limits on a clock the test moves: windows, headers, token settlement, error budgets and
// the 429s, against the in-process store and against Redis.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { OPERATION_IDS, OPERATIONS, SERVICE_VERSION } from '../../generated/operations.js';
import type { KeyPrincipal } from '../../src/principal.js';
import { keyPrincipal } from '../support/principals.js';
import type { CatalogModel, ModelRecord } from '../../src/catalog/catalog.js';
import type { EngineRoute } from '../../src/catalog/engine-routes.js';
import { ApiError } from '../../src/errors.js';
import { Admission } from '../../src/limits/admission.js';
import type { CounterStore } from '../../src/limits/counter-store.js';
import { limitsFrom } from '../support/config-files.js';
import { MemoryCounterStore } from '../../src/limits/memory-store.js';
import { modelRateLimits } from '../../src/limits/rate-limit-status.js';
import { RateLimiter, type AdmitRequest } from '../../src/limits/rate-limiter.js';
import { RedisCounterStore } from '../../src/limits/redis-store.js';
import { conformanceProblems } from '../support/conformance.js';

const redisUrl = inject('redisUrl');
const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);
const unix = (ms: number) => String(ms / 1000);

const model = (id: string, type: ModelRecord['type'], extra: Partial<CatalogModel> = {}): CatalogModel => ({
  record: { id, type, object: 'model', owned_by: 'test', model_spec: {} } as ModelRecord,
  route: { engine: 'espeak' } as EngineRoute,
  ...extra,
});
const catalog = {
  models: [model('chat', 'text', { sizeClass: 'XS' }), model('embed', 'embedding'), model('picture', 'image'), model('clip', 'video'), model('song', 'music')],
};
const config = limitsFrom({
  tiers: { paid: { limits: { XS: { rpm: 3, rpd: 100, tpm: 1000 }, image: { rpm: 5, rpd: 2 } } }, partner: { limits: { XS: { rpm: 4 } } } },
  error_budgets: { window_seconds: 30, failed_requests: 3, unsupported_feature_requests: 2 },
});

const stores: [string, () => CounterStore][] = [
  ['memory', () => new MemoryCounterStore()],
  ...(redisUrl ? [['Redis', () => new RedisCounterStore({ url: redisUrl, prefix: `test:${randomUUID()}:` })] as [string, () => CounterStore]] : []),
];

/** The 429 an admission was refused with (admit() answers at once when admitted, a rejected promise when refused). */
async function refusal(answer: unknown): Promise<ApiError> {
  const error = await Promise.resolve(answer).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** How these headers break the spec on this status of a rate-limited operation (or of the shared 429). */
function headerProblems(status: number, headers: Record<string, string>): unknown[] {
  const limited = OPERATION_IDS.find((id) => !['none', 'rpc'].includes(OPERATIONS[id].rateLimit));
  const operationId = limited ?? (status === 429 ? 'createApiKey' : undefined);
  if (!operationId) return [];
  const all = new Headers({ ...headers, 'x-request-id': 'r', 'CF-RAY': 'r', 'x-service-version': SERVICE_VERSION });
  // Only what concerns these headers: the operation's other required headers are not set here.
  const problems = conformanceProblems(operationId, { status, headers: all, body: undefined }).filter((problem) => problem.startsWith('headers'));
  return problems
    .flatMap((problem) => JSON.parse(problem.slice('headers: '.length)) as { instancePath: string; params: unknown }[])
    .filter((error) => /ratelimit|retry-after/i.test(error.instancePath + JSON.stringify(error.params)));
}

describe.each(stores)('rate limiter on the %s store', (_name, makeStore) => {
  let now = T0 + 5_000;
  const limiter = new RateLimiter({ store: makeStore(), config, catalog, clock: () => now });
  afterAll(() => limiter.close());
  const principal = () => keyPrincipal();
  const chat = (caller: KeyPrincipal, expectedTokens = 10): AdmitRequest => ({ principal: caller, modelId: 'chat', rateLimitClass: 'text', expectedTokens });

  it('counts the headers down, refuses the request over the limit, and resets with the minute', async () => {
    now = T0 + 5_000;
    const caller = principal();
    const seen = [];
    for (let index = 0; index < 3; index += 1) seen.push((await limiter.admit(chat(caller))).headers());
    expect(seen.map((headers) => headers['x-ratelimit-remaining-requests'])).toEqual(['2', '1', '0']);
    expect(seen.map((headers) => headers['x-ratelimit-remaining-tokens'])).toEqual(['990', '980', '970']);
    expect(seen[0]).toEqual({
      'x-ratelimit-limit-requests': '3',
      'x-ratelimit-remaining-requests': '2',
      'x-ratelimit-reset-requests': unix(T0 + 60_000),
      'x-ratelimit-limit-tokens': '1000',
      'x-ratelimit-remaining-tokens': '990',
      'x-ratelimit-reset-tokens': '55',
      'x-ratelimit-type': 'api_key',
    });
    expect(headerProblems(200, seen[0]!)).toEqual([]);
    const refused = await refusal(limiter.admit(chat(caller)));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED', error: expect.stringContaining('3 requests per minute for chat') });
    expect(refused.headers).toMatchObject({ 'x-ratelimit-remaining-requests': '0', 'x-ratelimit-reset-requests': unix(T0 + 60_000), 'Retry-After': '55' });
    expect(headerProblems(429, refused.headers)).toEqual([]);
    now = T0 + 60_000; // the next UTC minute
    expect((await limiter.admit(chat(caller))).headers()['x-ratelimit-remaining-requests']).toBe('2');
  });

  it('keeps the limits of each key and each model apart', async () => {
    now = T0 + 120_000;
    const [first, second] = [principal(), principal()];
    for (let index = 0; index < 3; index += 1) await limiter.admit(chat(first));
    await refusal(limiter.admit(chat(first)));
    expect(await limiter.admit(chat(second))).toBeInstanceOf(Admission);
    expect(await limiter.admit({ principal: first, modelId: 'embed', rateLimitClass: 'embedding', expectedTokens: 5 })).toBeInstanceOf(Admission);
  });

  it('admits exactly M of N parallel requests', async () => {
    now = T0 + 180_000;
    const caller = principal();
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => limiter.admit(chat(caller))));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
  });

  it('checks tokens against the expected count and corrects them with the real usage', async () => {
    now = T0 + 245_000;
    const caller = principal();
    const first = await limiter.admit(chat(caller, 600));
    expect(first.headers()['x-ratelimit-remaining-tokens']).toBe('400');
    const refused = await refusal(limiter.admit(chat(caller, 600)));
    expect(refused.headers).toMatchObject({
      'x-ratelimit-remaining-tokens': '400',
      'x-ratelimit-reset-tokens': '55',
      'x-ratelimit-remaining-requests': '2',
      'Retry-After': '55',
    });
    expect(refused.body.error).toContain('1000 tokens per minute');
    await first.reconcile(150); // the answer was short
    expect(first.headers()['x-ratelimit-remaining-tokens']).toBe('850');
    const second = await limiter.admit(chat(caller, 600));
    expect(second.headers()['x-ratelimit-remaining-tokens']).toBe('250');
    await second.reconcile(900); // longer than expected: the window is over its limit until it ends
    expect(second.headers()['x-ratelimit-remaining-tokens']).toBe('0');
    await refusal(limiter.admit(chat(caller, 1)));
  });

  it('admits a request larger than the whole token limit into an empty window only', async () => {
    now = T0 + 305_000;
    const caller = principal();
    const huge = await limiter.admit(chat(caller, 50_000));
    expect(huge.headers()['x-ratelimit-remaining-tokens']).toBe('0');
    await refusal(limiter.admit(chat(caller, 50_000)));
  });

  it('refuses by the day window once it is used up, with the day reset', async () => {
    now = T0 + 365_000;
    const caller = principal();
    const picture = { principal: caller, modelId: 'picture', rateLimitClass: 'image' as const };
    const first = (await limiter.admit(picture)).headers();
    // The day window (2 a day) has fewer requests left than the minute (5): the headers show it.
    expect(first).toEqual({
      'x-ratelimit-limit-requests': '2',
      'x-ratelimit-remaining-requests': '1',
      'x-ratelimit-reset-requests': unix(Date.UTC(2026, 10, 22)),
      'x-ratelimit-type': 'api_key',
    });
    await limiter.admit(picture);
    now += 60_000;
    const refused = await refusal(limiter.admit(picture));
    expect(refused.headers['x-ratelimit-reset-requests']).toBe(unix(Date.UTC(2026, 10, 22)));
    expect(refused.body.error).toContain('2 requests per day');
  });

  it('applies no limits to video and music generations, and none to operations without a class', async () => {
    const caller = principal();
    for (const request of [
      { modelId: 'clip', rateLimitClass: 'image' },
      { modelId: 'song', rateLimitClass: 'audio' },
      { modelId: 'chat', rateLimitClass: 'none' },
    ] as const) {
      const admission = await limiter.admit({ principal: caller, ...request });
      expect(admission.limited).toBe(false);
      expect(admission.headers()).toEqual({});
    }
  });

  it('limits the video job endpoints per endpoint, whatever the model', async () => {
    const admission = await limiter.admit({ principal: principal(), modelId: 'clip', rateLimitClass: 'video_queue' });
    expect(admission.headers()).toMatchObject({ 'x-ratelimit-limit-requests': '40', 'x-ratelimit-remaining-requests': '39' });
  });

  it('uses the limits of the key’s tier', async () => {
    now = T0 + 485_000;
    const partner = { ...principal(), rateLimitTier: 'partner' };
    expect((await limiter.admit(chat(partner))).headers()['x-ratelimit-limit-requests']).toBe('4');
    expect(limiter.tierOf(partner).id).toBe('partner');
    expect(limiter.tierOf({ ...partner, rateLimitTier: 'retired' }).id).toBe('paid');
  });

  it('trips the failed-requests budget past its threshold and clears it 30 seconds after', async () => {
    now = T0 + 545_000;
    const caller = principal();
    const event = { principal: caller, modelId: 'chat', rateLimitClass: 'text' as const };
    for (let index = 0; index < 3; index += 1) {
      await limiter.recordFailure(event);
      now += 1_000;
    }
    expect(await limiter.admit(chat(caller))).toBeInstanceOf(Admission); // 3 is not more than 3
    await limiter.recordFailure(event); // the 4th, at +3 s
    const refused = await refusal(limiter.admit(chat(caller)));
    expect(refused.status).toBe(429);
    expect(refused.body.customMessage).toMatch(/^FAILED_REQUESTS: more than 3 failed requests in 30 seconds for chat/);
    // The first failure (at T0 + 545 s) leaves the window 30 s later; then 3 remain.
    expect(refused.headers).toEqual({
      'x-ratelimit-remaining': '0',
      'x-ratelimit-resets': unix(T0 + 575_000),
      'x-ratelimit-type': 'api_key',
      'Retry-After': '27',
    });
    expect(headerProblems(429, refused.headers)).toEqual([]);
    expect(await limiter.admit({ principal: caller, modelId: 'embed', rateLimitClass: 'embedding' })).toBeInstanceOf(Admission); // per model
    now = T0 + 575_000;
    expect(await limiter.admit(chat(caller))).toBeInstanceOf(Admission);
  });

  it('trips the unsupported-feature budget on its own threshold', async () => {
    now = T0 + 605_000;
    const caller = principal();
    const event = { principal: caller, modelId: 'chat', rateLimitClass: 'text' as const };
    for (let index = 0; index < 3; index += 1) await limiter.recordUnsupportedFeature(event);
    const refused = await refusal(limiter.admit(chat(caller)));
    expect(refused.body.customMessage).toMatch(/^UNSUPPORTED_FEATURE_REQUESTS: more than 2 requests for features the model does not support in 30 seconds/);
    expect(refused.headers['x-ratelimit-resets']).toBe(unix(T0 + 635_000));
    now = T0 + 635_000;
    expect(await limiter.admit(chat(caller))).toBeInstanceOf(Admission);
  });
});

describe('model rate limits as GET /api_keys/rate_limits lists them', () => {
  it('lists RPM, RPD and TPM by class, and empty arrays for video and music models', () => {
    expect(modelRateLimits(catalog, config.tiers.paid!, 'ALL')).toEqual([
      {
        apiModelId: 'chat',
        rateLimits: [
          { amount: 3, type: 'RPM' },
          { amount: 100, type: 'RPD' },
          { amount: 1000, type: 'TPM' },
        ],
      },
      {
        apiModelId: 'embed',
        rateLimits: [
          { amount: 3, type: 'RPM' },
          { amount: 100, type: 'RPD' },
          { amount: 1000, type: 'TPM' },
        ],
      },
      {
        apiModelId: 'picture',
        rateLimits: [
          { amount: 5, type: 'RPM' },
          { amount: 2, type: 'RPD' },
        ],
      },
      { apiModelId: 'clip', rateLimits: [] },
      { apiModelId: 'song', rateLimits: [] },
    ]);
  });
});

describe('rate-limit config', () => {
  it('fills tiers from the defaults and overrides what the file names', () => {
    expect(config.tiers.paid!.limits.L).toEqual({ rpm: 20, rpd: 4000, tpm: 500_000 });
    expect(config.tiers.partner!.limits.XS).toEqual({ rpm: 4, rpd: 100_000, tpm: 1_000_000 });
    expect(config.errorBudgets).toEqual({ windowMs: 30_000, failedRequests: 3, unsupportedFeatureRequests: 2 });
    expect(limitsFrom({}).tiers.paid!.limits.image).toEqual({ rpm: 20, rpd: 4000, tpm: null });
  });

  it('refuses a config with unknown classes, fields or values, listing every problem with its path', () => {
    const broken = {
      default_tier: 'gold',
      tiers: { paid: { limits: { XL: { rpm: 1 }, image: { tpm: 5 }, S: { rpm: -1 } }, charged: 'yes' } },
      error_budgets: { failed: 2 },
    };
    expect(() => limitsFrom(broken)).toThrowError(
      [
        'config: 5 problem(s) in rate-limits.yaml:',
        '  rate-limits.yaml /tiers/paid/charged: must be boolean',
        '  rate-limits.yaml /tiers/paid/limits/XL: unknown field',
        '  rate-limits.yaml /tiers/paid/limits/S/rpm: must be >= 0',
        '  rate-limits.yaml /tiers/paid/limits/image/tpm: unknown field',
        '  rate-limits.yaml /error_budgets/failed: unknown field',
      ].join('\n'),
    );
    // A default tier that is not one of the tiers: checked once the file has the schema's shape.
    expect(() => limitsFrom({ default_tier: 'gold', tiers: { paid: {} } })).toThrowError('rate-limits.yaml /default_tier: gold is not one of the tiers');
  });
});
