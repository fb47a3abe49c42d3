// A completion limit past what the model produces: a number past exact integers (2^53, 2^63) is a
// 400 naming the model's limit, uncharged, and never a 429; a large but exact one is served and
// counted by the rate limits as the tokens the model can really produce (the smaller of the two).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTestAccount } from '../support/credit.js';
import { reply, startFakeUpstream, type FakeUpstream } from '../support/fake-upstream.js';
import { fixtureVariant } from '../support/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const LIMITED_FIXTURE = fixtureVariant('limited');
const MINUTE = 60_000;
/** chat-basic's maxCompletionTokens in the inference fixture. */
const CHAT_BASIC_LIMIT = 1024;

describe('Completion limits', () => {
  let service: TestApp;
  let upstream: FakeUpstream;
  let now = Date.UTC(2026, 10, 22, 12, 0, 0);
  const hi = [{ role: 'user', content: 'hi' }];
  // Raw JSON: 2^63 has no exact double, and the number must reach the service as sent.
  const post = async (path: string, json: string) => {
    const response = await fetch(`${service.baseUrl}/api/v1${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${service.adminKey}`, 'content-type': 'application/json' },
      body: json,
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
  };
  const balance = async () => (await service.call('getBillingBalance', { key: service.adminKey })).body;

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    service = await startTestApp({ configDir: LIMITED_FIXTURE, environment: { FIXTURE_UPSTREAM_URL: upstream.url }, clock: () => now });
    await creditTestAccount(service, '10');
  });
  afterAll(async () => {
    await service?.close();
    await upstream?.close();
  });

  for (const huge of ['9007199254740992', '9223372036854775808']) {
    it(`POST /chat/completions and POST /messages return 400 naming the model's completion limit for max_tokens ${huge}`, async () => {
      now += MINUTE;
      const before = await balance();
      const messages = JSON.stringify(hi);
      for (const [path, json] of [
        ['/chat/completions', `{"model":"chat-basic","messages":${messages},"max_tokens":${huge}}`],
        ['/chat/completions', `{"model":"chat-basic","messages":${messages},"max_completion_tokens":${huge}}`],
        ['/messages', `{"model":"chat-basic","messages":${messages},"max_tokens":${huge}}`],
        ['/responses', `{"model":"chat-basic","input":"hi","max_output_tokens":${huge}}`],
      ] as const) {
        const response = await post(path, json);
        expect(response.status, `${path} ${json}`).toBe(400);
        expect(JSON.stringify(response.body)).toContain(`chat-basic produces at most ${CHAT_BASIC_LIMIT} completion tokens`);
      }
      expect(upstream.requests).toHaveLength(0);
      expect(await balance()).toEqual(before);
      now += MINUTE;
    });
  }

  it('POST /messages returns 200 when a chat with max_tokens 999999 is still running in the minute: the chat counted the model limit against the token rate, not 999999', async () => {
    now = Math.floor(now / MINUTE) * MINUTE + 2 * MINUTE;
    upstream.reset();
    // The first answer is held at the upstream, so its admission (not yet its usage) is what the minute has counted.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    upstream.script(async (exchange) => {
      await held;
      await reply()(exchange);
    });
    const first = post('/chat/completions', JSON.stringify({ model: 'chat-basic', messages: hi, max_tokens: 999_999 }));
    await expect.poll(() => upstream.requests.length).toBe(1);
    // 2000 tokens a minute: the first counts the model's 1,024 (not 999,999), so 900 more fit.
    const second = await post('/messages', JSON.stringify({ model: 'chat-basic', messages: hi, max_tokens: 900 }));
    expect(second.status).toBe(200);
    release();
    expect((await first).status).toBe(200);
    expect(upstream.requests.map((request) => request.body.max_completion_tokens ?? request.body.max_tokens)).toEqual([CHAT_BASIC_LIMIT, 900]);
  });
});
