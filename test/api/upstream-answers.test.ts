// What an upstream answers is not trusted with money: a usage over the request's own bound is held
// to it, a missing or invalid one is counted by the service, and an answer that is not JSON is the
// upstream's failure (502, nothing charged). After any of them, later answers are each charged
// exactly, and the billing reads keep answering.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { balancesOf } from '../../src/billing/ledger.js';
import { promptTokenBound } from '../../src/inference/metering.js';
import { accountOwner } from '../../src/money.js';
import type { ChatMessage } from '../../src/providers/contracts/chat.js';
import { errorOf } from '../support/error-body.js';
import { parseFrames } from '../support/event-stream.js';
import { malformedJson, reply, type Behaviour, type Json } from '../support/fake-upstream.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';

const CONTENT = 'echo: what is two plus two';
const messages = [{ role: 'user' as const, content: 'what is two plus two' }];

/** A chat answer whose `usage` is exactly the given value (or left out). */
const answerWithUsage =
  (usage: unknown, omit = false): Behaviour =>
  ({ response }) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    const choices = [{ index: 0, message: { role: 'assistant', content: CONTENT }, finish_reason: 'stop' }];
    response.end(JSON.stringify({ id: 'x', object: 'chat.completion', created: 1, model: 'm', choices, ...(omit ? {} : { usage }) }));
  };

describe('Upstream answers and money', () => {
  let app: InferenceApp;
  let owner: string;
  beforeAll(async () => {
    app = await startInferenceApp();
    owner = accountOwner(app.service.app.bootstrap.accountId);
  });
  afterAll(() => app?.close());
  beforeEach(() => app.upstream.reset());

  const chat = (extra: Record<string, unknown> = {}) =>
    app.service.call('createChatCompletion', { key: app.key, body: { model: 'chat-basic', messages, max_tokens: 100, ...extra } as never });
  /** The bound of what the upstream was sent: the most prompt tokens the request can hold. */
  const sentBound = () => promptTokenBound({ messages: app.upstream.requests.at(-1)!.body.messages as ChatMessage[] });
  const ledgerCharge = async (requestId: string) => {
    await app.service.app.services.credits.flush();
    return app.service.app.services.database('ledger_entries').where({ owner, kind: 'charge', request_id: requestId }).select('amount', 'prompt_tokens');
  };
  const micro = (usd: number) => BigInt(Math.round(usd * 1e6));

  it('POST /chat/completions returns 200 charged at the bound when the upstream reports an impossible prompt, and later answers are each in the ledger', async () => {
    for (const impossible of [2 ** 31, 10 ** 13]) {
      app.upstream.script(answerWithUsage({ prompt_tokens: impossible, completion_tokens: 3, total_tokens: impossible + 3 }));
      const response = await chat();
      expect(response.status).toBe(200);
      const body = response.body as { usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number }; cost: { usd: number } };
      expect(body.usage).toEqual({ prompt_tokens: sentBound(), completion_tokens: 3, total_tokens: sentBound() + 3 });
      const [charge] = await ledgerCharge(response.headers.get('x-request-id')!);
      expect(BigInt(charge.amount)).toBe(-micro(body.cost.usd));
    }
    const before = (await balancesOf(app.service.app.services.database, owner)).USD.amount;
    let shown = 0n;
    for (let index = 0; index < 20; index += 1) {
      const response = await chat();
      expect(response.status).toBe(200);
      const cost = micro((response.body as { cost: { usd: number } }).cost.usd);
      shown += cost;
      const rows = await ledgerCharge(response.headers.get('x-request-id')!);
      expect(rows.map((row) => BigInt(row.amount))).toEqual([-cost]);
    }
    await app.service.app.services.credits.drain();
    expect((await balancesOf(app.service.app.services.database, owner)).USD.amount).toBe(before - shown);
    for (const operation of ['getBillingBalance', 'getBillingUsageHistory', 'getBillingUsageAnalytics', 'getApiKeyRateLimits'] as const) {
      expect((await app.service.call(operation, { key: app.service.adminKey } as never)).status).toBe(200);
    }
    const metrics = await fetch(`${app.service.baseUrl}/api/v1/metrics`).then((answer) => answer.text());
    expect(metrics).toMatch(/service_engine_usage_corrections_total\{model="chat-basic",reason="over_bound"\} [2-9]/);
  });

  it.each([
    ['negative', { prompt_tokens: -5, completion_tokens: 3, total_tokens: -2 }],
    ['text', { prompt_tokens: '12', completion_tokens: '3', total_tokens: '15' }],
    ['fractional', { prompt_tokens: 1.5, completion_tokens: 3, total_tokens: 4.5 }],
    ['not an object', 'lots'],
    ['absent', undefined],
  ])('POST /chat/completions returns 200 charged on its own count when the upstream usage is %s', async (_name, usage) => {
    app.upstream.script(answerWithUsage(usage, usage === undefined));
    const response = await chat();
    expect(response.status).toBe(200);
    const body = response.body as { usage: Json; cost: { usd: number } };
    // the prompt at four bytes a token of its bound, the answer's 26 bytes likewise
    const prompt = Math.ceil(sentBound() / 4);
    expect(body.usage).toEqual({ prompt_tokens: prompt, completion_tokens: 7, total_tokens: prompt + 7 });
    const [charge] = await ledgerCharge(response.headers.get('x-request-id')!);
    expect(BigInt(charge.amount)).toBe(-micro(body.cost.usd));
    expect(Number(charge.prompt_tokens)).toBe(prompt);
  });

  it('POST /chat/completions returns 502 UPSTREAM_ERROR and charges nothing when the upstream answers 200 with a body that is not JSON', async () => {
    await app.service.app.services.credits.drain();
    const before = (await balancesOf(app.service.app.services.database, owner)).USD.amount;
    app.upstream.script(malformedJson(), malformedJson(), malformedJson());
    const response = await chat();
    expect(response.status).toBe(502);
    expect(errorOf(response.body)).toMatchObject({ code: 'UPSTREAM_ERROR' });
    expect(await ledgerCharge(response.headers.get('x-request-id')!)).toEqual([]);
    await app.service.app.services.credits.drain();
    expect((await balancesOf(app.service.app.services.database, owner)).USD.amount).toBe(before);
  });

  it('POST /chat/completions streams to the end with a counted usage when the upstream sends none, and holds an impossible one to the bound', async () => {
    app.upstream.script(reply({ omitUsage: true, content: CONTENT }));
    const counted = await chat({ stream: true });
    expect(counted.status).toBe(200);
    const frames = parseFrames(counted.text);
    expect(frames.at(-1)!.data).toBe('[DONE]');
    // one token a streamed delta: the role's, nine 3-character pieces, and the finish carry no text
    const prompt = Math.ceil(sentBound() / 4);
    expect(frames.at(-2)!.data.usage).toEqual({ prompt_tokens: prompt, completion_tokens: 9, total_tokens: prompt + 9 });
    const [charge] = await ledgerCharge(counted.headers.get('x-request-id')!);
    expect(BigInt(charge.amount)).toBe(-micro(frames.at(-2)!.data.cost.usd));

    app.upstream.script(reply({ usage: { prompt_tokens: 2 ** 40, completion_tokens: 10 ** 9 } }));
    const held = await chat({ stream: true });
    const usage = parseFrames(held.text).at(-2)!.data.usage;
    expect(usage).toEqual({ prompt_tokens: sentBound(), completion_tokens: 100, total_tokens: sentBound() + 100 });
  });

  it('POST /messages and POST /responses return 200 with the usage held to the bound when the upstream reports an impossible one', async () => {
    app.upstream.script(answerWithUsage({ prompt_tokens: 10 ** 13, completion_tokens: 10 ** 13, total_tokens: 2 * 10 ** 13 }));
    const message = await app.service.call('createMessage', {
      key: app.key,
      body: { model: 'chat-basic', max_tokens: 100, messages: [{ role: 'user', content: 'what is two plus two' }] } as never,
    });
    expect(message.status).toBe(200);
    expect((message.body as { usage: { input_tokens: number; output_tokens: number } }).usage).toMatchObject({ input_tokens: sentBound(), output_tokens: 100 });

    app.upstream.script(answerWithUsage({ prompt_tokens: 10 ** 13, completion_tokens: -1 }));
    const response = await app.service.call('createResponse', {
      key: app.key,
      body: { model: 'chat-basic', input: 'what is two plus two', max_output_tokens: 100 } as never,
    });
    expect(response.status).toBe(200);
    const usage = (response.body as { usage: { input_tokens: number; output_tokens: number } }).usage;
    expect(usage.input_tokens).toBeLessThan(1000);
    expect(usage.output_tokens).toBe(7);
  });
});
