// Rate limits and error budgets on the text operations, through HTTP, with the clock in the test's hands.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTestAccount } from '../support/credit.js';
import { abandonChat } from '../support/abandoned-request.js';
import { hang, startFakeUpstream, type FakeUpstream } from '../support/fake-upstream.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { fixtureVariant } from '../support/fixtures.js';

const LIMITED_FIXTURE = fixtureVariant('limited');
const MINUTE = 60_000;

describe('Rate limits on inference', () => {
  let service: TestApp;
  let upstream: FakeUpstream;
  let now = Date.UTC(2026, 10, 21, 12, 0, 0);
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    service = await startTestApp({ configDir: LIMITED_FIXTURE, environment: { FIXTURE_UPSTREAM_URL: upstream.url }, clock: () => now });
    await creditTestAccount(service, '10');
  });
  afterAll(async () => {
    await service?.close();
    await upstream?.close();
  });

  const chat = (model = 'chat-basic', extra: object = {}) =>
    service.call('createChatCompletion', { key: service.adminKey, body: { model, messages: [{ role: 'user', content: 'hi' }], max_tokens: 20, ...extra } });

  it('POST /chat/completions counts the request window down in its headers, then returns 429 until the minute turns', async () => {
    const first = await chat();
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ratelimit-limit-requests')).toBe('3');
    expect(first.headers.get('x-ratelimit-remaining-requests')).toBe('2');
    expect(first.headers.get('x-ratelimit-limit-tokens')).toBe('2000');
    expect((await chat()).headers.get('x-ratelimit-remaining-requests')).toBe('1');
    expect((await chat()).headers.get('x-ratelimit-remaining-requests')).toBe('0');
    const refused = await chat();
    expect(refused.status).toBe(429);
    const reset = Number(refused.headers.get('x-ratelimit-reset-requests'));
    expect(reset).toBe(Math.floor(now / MINUTE) * 60 + 60); // the next UTC minute, in Unix seconds
    now += MINUTE;
    expect((await chat()).status).toBe(200);
  });

  it('POST /chat/completions trips the unsupported-feature budget and answers 429 naming it', async () => {
    now += MINUTE;
    const tools = [{ type: 'function', function: { name: 'f', parameters: { type: 'object' } } }];
    // plain-chat has no function calling: each request is an unsupported-feature refusal.
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await chat('plain-chat', { tools })).status).toBe(400);
    const blocked = await chat('plain-chat', { tools });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ customMessage: expect.stringContaining('2') });
    expect(blocked.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(blocked.headers.get('x-ratelimit-resets'))).toBeGreaterThan(now / 1000);
    now += MINUTE; // the budget's 30 s have passed, and a new request window has begun
    expect((await chat('plain-chat')).status).toBe(200);
  });

  it('POST /chat/completions abandoned by its client (streaming and not) past the failed-requests threshold still leaves the key admitted', async () => {
    now = Math.floor(now / MINUTE) * MINUTE + 2 * MINUTE + 40_000; // 40 s into a fresh minute
    const body = (stream: boolean) => ({ model: 'chat-basic', messages: [{ role: 'user', content: 'never mind' }], max_tokens: 20, stream });
    // Three abandoned requests: more than the budget's 2, and all the minute's 3 requests.
    for (const [index, stream] of [false, true, false].entries()) {
      upstream.script(hang());
      await abandonChat({ baseUrl: service.baseUrl, key: service.adminKey, upstream, body: body(stream), requestId: `abandoned-${index}` });
    }
    // The service has unwound each abandoned request (its admission released, its failure handled).
    await expect.poll(async () => (await service.call('getMetrics')).text).toMatch(/^http_requests_in_flight 1$/m);
    now += 25_000; // a new request window; the three are still within the budget's 30 s
    const next = await chat();
    expect(next.status).toBe(200);
  });

  it('GET /api_keys/rate_limits/log lists the breaches of both kinds', async () => {
    const log = await service.call('getApiKeyRateLimitLogs', { key: service.adminKey });
    const types = (log.body as { data: { rateLimitType: string; modelId: string }[] }).data.map((entry) => `${entry.rateLimitType}:${entry.modelId}`);
    expect(types).toEqual(expect.arrayContaining(['RPM:chat-basic', 'UNSUPPORTED_FEATURE_REQUESTS:plain-chat']));
  });
});
