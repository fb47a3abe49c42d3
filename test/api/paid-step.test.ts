// The paid step enforces itself (docs/decisions/0035-paid-step.md): the pipeline, through which
// every operation passes, fails a billed operation's 2xx answer that neither reserved and settled
// nor was declared free by a rule of its spec. The service runs with a handler of this test's own
// for POST /chat/completions (a billed operation), which misbehaves as each test asks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf } from '../../src/billing/ledger.js';
import { accountOwner } from '../../src/money.js';
import type { Handlers } from '../../src/operations/handler-context.js';
import { errorCodeOf } from '../support/error-body.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';

type Behaviour = 'skips the paid step' | 'reserves but never settles' | 'declares the answer free';

/** A chat completion's shape, enough for the client; what matters here is what the pipeline does with it. */
const answer = { status: 200, body: { id: 'chatcmpl-test', object: 'chat.completion', created: 0, model: 'chat-basic', choices: [] } };

function misbehaving(state: { behaviour: Behaviour }): Partial<Handlers> {
  return {
    async createChatCompletion(_input, context) {
      await context.paidStep.admit('chat-basic');
      if (state.behaviour === 'reserves but never settles') await context.paidStep.reserve({ usd: 5_000n, diem: 5_000n });
      if (state.behaviour === 'declares the answer free') context.paidStep.answerFree('idempotent-replay');
      return answer as never;
    },
  };
}

const chat = { model: 'chat-basic', messages: [{ role: 'user', content: 'Hi' }] };

async function post(app: InferenceApp): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${app.service.baseUrl}/api/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${app.key}`, 'content-type': 'application/json' },
    body: JSON.stringify(chat),
  });
  return { status: response.status, body: await response.json() };
}

async function usd(app: InferenceApp) {
  await app.service.app.services.credits.drain();
  return (await balancesOf(app.service.app.services.database, accountOwner(app.service.app.bootstrap.accountId))).USD;
}

describe('The paid step, outside production (PAID_STEP_CHECK strict by default)', () => {
  const state: { behaviour: Behaviour } = { behaviour: 'skips the paid step' };
  const logged: string[] = [];
  let app: InferenceApp;
  beforeAll(async () => {
    const logger = { error: (...parts: unknown[]) => logged.push(parts.map(String).join(' ')), warn: () => undefined, info: () => undefined };
    app = await startInferenceApp({}, { handlers: misbehaving(state), logger });
  });
  afterAll(() => app?.close());

  it('POST /chat/completions returns 500 when its handler answers 200 without reserving, and the log names the operation', async () => {
    state.behaviour = 'skips the paid step';
    const before = await usd(app);
    const response = await post(app);
    expect(response.status).toBe(500);
    expect(errorCodeOf(response.body)).toBe('UNKNOWN_ERROR');
    expect(logged.some((line) => line.includes('paid step skipped: createChatCompletion') && line.includes('without reserving'))).toBe(true);
    expect(await usd(app)).toEqual(before);
  });

  it('POST /chat/completions returns 500 and releases the reservation when its handler reserves but never settles', async () => {
    state.behaviour = 'reserves but never settles';
    const before = await usd(app);
    const response = await post(app);
    expect(response.status).toBe(500);
    expect(logged.some((line) => line.includes('createChatCompletion') && line.includes('without settling'))).toBe(true);
    const after = await usd(app);
    expect(after.amount).toBe(before.amount);
    expect(after.reserved).toBe(0n);
  });

  it('POST /chat/completions returns 200 uncharged when its handler declares the answer free by a rule of the spec', async () => {
    state.behaviour = 'declares the answer free';
    const before = await usd(app);
    expect((await post(app)).status).toBe(200);
    expect((await usd(app)).amount).toBe(before.amount);
  });
});

describe('The paid step in production (NODE_ENV=production: PAID_STEP_CHECK log)', () => {
  const logged: string[] = [];
  let app: InferenceApp;
  beforeAll(async () => {
    const logger = { error: (...parts: unknown[]) => logged.push(parts.map(String).join(' ')), warn: () => undefined, info: () => undefined };
    app = await startInferenceApp({ NODE_ENV: 'production' }, { handlers: misbehaving({ behaviour: 'skips the paid step' }), logger });
  });
  afterAll(() => app?.close());

  it('POST /chat/completions returns the handler’s 200 uncharged when it skips the paid step, logged and counted in GET /metrics', async () => {
    const metric = async () => {
      const text = (await app.service.call('getMetrics')).text;
      return Number(/service_paid_step_skipped_total\{operation_id="createChatCompletion"\} (\d+)/.exec(text)?.[1] ?? 0);
    };
    const counted = await metric();
    const before = await usd(app);
    expect((await post(app)).status).toBe(200);
    expect(await metric()).toBe(counted + 1);
    expect(logged.some((line) => line.includes('paid step skipped: createChatCompletion') && line.includes('answered uncharged'))).toBe(true);
    expect((await usd(app)).amount).toBe(before.amount);
  });
});
