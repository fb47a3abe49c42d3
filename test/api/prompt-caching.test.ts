// Prompt caching over HTTP: the caller's cache marks and keys reach an upstream that takes them (and
// not one whose route opts out), and the upstream's cache reads and writes come back in `usage` and
// are charged at the model's cache prices, the ledger agreeing with the `cost` shown to the micro-USD.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { balancesOf } from '../../src/billing/ledger.js';
import { problemsOfRoute } from '../support/config-files.js';
import { accountOwner, toMicro } from '../../src/money.js';
import { parseFrames } from '../support/event-stream.js';
import { reply, type Json } from '../support/fake-upstream.js';
import { fixtureVariant } from '../support/fixtures.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';

const CACHING_FIXTURE = fixtureVariant('caching');

// What the upstream reports: 1001 prompt tokens, 601 of them read from its cache and 300 written to it.
const CACHE_USAGE = { prompt_tokens: 1001, completion_tokens: 50, prompt_tokens_details: { cached_tokens: 601, cache_creation_input_tokens: 300 } };
// cached-chat per million tokens: input 3, cache_input 0.3, cache_write 3.75, output 15 USD (4, 0.4, 5, 20 DIEM).
// USD: 100 × 3 + 601 × 0.3 + 300 × 3.75 + 50 × 15 = 300 + 180.3 + 1125 + 750 = 2355.3 -> 2356 micro-USD.
// DIEM: 100 × 4 + 601 × 0.4 + 300 × 5 + 50 × 20 = 400 + 240.4 + 1500 + 1000 = 3140.4 -> 3141 micro-DIEM.
const CACHED_COST = { usd: 0.002356, diem: 0.003141 };

describe('Prompt caching', () => {
  let app: InferenceApp;
  let owner: string;
  beforeAll(async () => {
    app = await startInferenceApp({}, { configDir: CACHING_FIXTURE });
    owner = accountOwner(app.service.app.bootstrap.accountId);
  });
  afterAll(() => app?.close());
  beforeEach(() => app.upstream.reset());

  const chat = (body: Record<string, unknown>) => app.service.call('createChatCompletion', { key: app.key, body: body as never });
  const respond = (body: Record<string, unknown>) => app.service.call('createResponse', { key: app.key, body: body as never });
  const lastUpstream = () => app.upstream.requests.at(-1)!.body;
  const balance = async () => {
    await app.service.app.services.credits.drain(); // the ledger as written, leases given back
    return (await balancesOf(app.service.app.services.database, owner)).USD;
  };
  const lastCharge = async () => {
    await app.service.app.services.credits.drain();
    return app.service.app.services.database('ledger_entries').where({ owner, kind: 'charge' }).orderBy('id', 'desc').first();
  };
  // Long enough to hold the 1001 tokens the upstream reports (a count over the prompt's bound is held to it).
  const CACHED_PROMPT = `price my cache. ${'A long shared context that the upstream caches. '.repeat(25)}`;
  const question = { role: 'user', content: CACHED_PROMPT };

  it('POST /chat/completions returns 200 with the cached and cache-creation tokens the upstream reports, charged at cache_input and cache_write', async () => {
    app.upstream.script(reply({ usage: CACHE_USAGE }));
    const before = await balance();
    const response = await chat({ model: 'cached-chat', messages: [question], max_tokens: 1000 });
    expect(response.status).toBe(200);
    const body = response.body as { usage: Json; cost: { usd: number; diem: number } };
    expect(body.usage).toEqual({ ...CACHE_USAGE, total_tokens: 1051 });
    expect(body.cost).toEqual(CACHED_COST);
    expect(before.amount - (await balance()).amount).toBe(2356n);
    const charge = await lastCharge();
    expect(charge).toMatchObject({ model_id: 'cached-chat', prompt_tokens: '1001', completion_tokens: '50', amount: '-2356' }); // bigint columns read as text
    expect(charge.notes).toBe('1001 prompt (601 cached, 300 cache writes) + 50 completion tokens');
  });

  it('POST /chat/completions with stream returns the cache tokens in the final usage chunk and charges its cost', async () => {
    app.upstream.script(reply({ usage: CACHE_USAGE }));
    const before = await balance();
    const response = await chat({ model: 'cached-chat', messages: [question], max_tokens: 1000, stream: true });
    expect(response.status).toBe(200);
    const last = parseFrames(response.text).at(-2)!.data;
    expect(last.choices).toEqual([]);
    expect(last.usage).toEqual({ ...CACHE_USAGE, total_tokens: 1051 });
    expect(last.cost).toEqual(CACHED_COST);
    const spent = before.amount - (await balance()).amount;
    expect(spent).toBe(2356n);
    expect(spent).toBe(toMicro(last.cost.usd));
  });

  it('POST /responses returns 200 with input_tokens_details from the upstream cache, charged at the cache prices, plain and streamed', async () => {
    app.upstream.script(reply({ usage: CACHE_USAGE }), reply({ usage: CACHE_USAGE }));
    const before = await balance();
    const plain = await respond({ model: 'cached-chat', input: CACHED_PROMPT, max_output_tokens: 1000 });
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({
      usage: { input_tokens: 1001, input_tokens_details: { cached_tokens: 601, cache_creation_input_tokens: 300 }, output_tokens: 50, total_tokens: 1051 },
      cost: CACHED_COST,
    });
    const afterPlain = await balance();
    expect(before.amount - afterPlain.amount).toBe(2356n);
    const streamed = await respond({ model: 'cached-chat', input: CACHED_PROMPT, max_output_tokens: 1000, stream: true });
    const completed = parseFrames(streamed.text).find((frame) => frame.event === 'response.completed')!.data.response;
    expect(completed.usage.input_tokens_details).toEqual({ cached_tokens: 601, cache_creation_input_tokens: 300 });
    expect(completed.cost).toEqual(CACHED_COST);
    expect(afterPlain.amount - (await balance()).amount).toBe(2356n);
  });

  it('POST /chat/completions charges cached and cache-creation tokens at the input price for a model without cache prices', async () => {
    app.upstream.script(reply({ usage: CACHE_USAGE }));
    const before = await balance();
    const response = await chat({ model: 'chat-basic', messages: [question], max_tokens: 1000 });
    expect(response.status).toBe(200);
    expect((response.body as { usage: Json }).usage.prompt_tokens_details).toEqual(CACHE_USAGE.prompt_tokens_details);
    // chat-basic: input 0.2, output 0.8 USD per million: 1001 × 0.2 + 50 × 0.8 = 240.2 -> 241 micro-USD,
    // and 1001 × 0.3 + 50 × 1.2 = 360.3 -> 361 micro-DIEM.
    expect((response.body as { cost: unknown }).cost).toEqual({ usd: 0.000241, diem: 0.000361 });
    expect(before.amount - (await balance()).amount).toBe(241n);
  });

  it('POST /chat/completions reads Anthropic-style cache counts beside prompt_tokens, and holds them to the prompt', async () => {
    app.upstream.script(reply({ usage: { prompt_tokens: 1001, completion_tokens: 50, cache_read_input_tokens: 601, cache_creation_input_tokens: 300 } }));
    const response = await chat({ model: 'cached-chat', messages: [question], max_tokens: 1000 });
    expect((response.body as { usage: Json }).usage.prompt_tokens_details).toEqual(CACHE_USAGE.prompt_tokens_details);
    expect((response.body as { cost: unknown }).cost).toEqual(CACHED_COST);
    // More cached tokens than the prompt: all of the prompt is a cache read, nothing more.
    // 10 × 0.3 + 5 × 15 = 78 micro-USD; 10 × 0.4 + 5 × 20 = 104 micro-DIEM.
    app.upstream.script(
      reply({ usage: { prompt_tokens: 10, completion_tokens: 5, prompt_tokens_details: { cached_tokens: 25, cache_creation_input_tokens: 5 } } }),
    );
    const odd = await chat({ model: 'cached-chat', messages: [question], max_tokens: 1000 });
    expect((odd.body as { usage: Json }).usage.prompt_tokens_details).toEqual({ cached_tokens: 10, cache_creation_input_tokens: 0 });
    expect((odd.body as { cost: unknown }).cost).toEqual({ usd: 0.000078, diem: 0.000104 });
  });

  const marked = (text: string, ttl?: string) => ({ type: 'text', text, cache_control: { type: 'ephemeral', ...(ttl ? { ttl } : {}) } });
  const cachingRequest = (model: string) => ({
    model,
    messages: [
      { role: 'system', content: [marked('You are a careful librarian. ', '1h'), { type: 'text', text: 'Answer briefly.' }] },
      { role: 'user', content: [marked('A long shared document.'), { type: 'text', text: 'What is it about?' }] },
      { role: 'assistant', content: [marked('It is about caching.')] },
      { role: 'user', content: 'Say more.' },
    ],
    prompt_cache_key: 'conversation-42',
    prompt_cache_retention: '24h',
    max_tokens: 100,
  });

  it('POST /chat/completions passes cache_control, prompt_cache_key and prompt_cache_retention to the upstream unchanged', async () => {
    const response = await chat(cachingRequest('cached-chat'));
    expect(response.status).toBe(200);
    const sent = lastUpstream();
    expect(sent).toMatchObject({ prompt_cache_key: 'conversation-42', prompt_cache_retention: '24h' });
    // The service's own system prompt comes first (test/fixtures/inference/system-prompt.txt); the caller's follow as sent.
    expect(sent.messages.slice(-4)).toEqual([
      { role: 'system', content: [marked('You are a careful librarian. ', '1h'), { type: 'text', text: 'Answer briefly.' }] },
      { role: 'user', content: [marked('A long shared document.'), { type: 'text', text: 'What is it about?' }] },
      { role: 'assistant', content: [marked('It is about caching.')] },
      { role: 'user', content: 'Say more.' },
    ]);
  });

  it('POST /chat/completions leaves the prompt-caching fields out for a route with passPromptCaching false', async () => {
    const response = await chat({ ...cachingRequest('strict-chat'), stream: true });
    expect(response.status).toBe(200);
    const sent = lastUpstream();
    expect(sent).not.toHaveProperty('prompt_cache_key');
    expect(sent).not.toHaveProperty('prompt_cache_retention');
    expect(JSON.stringify(sent)).not.toContain('cache_control');
    // as without marks: a system or assistant message's text parts joined, a user's parts kept
    expect(sent.messages.slice(-4)).toEqual([
      { role: 'system', content: 'You are a careful librarian. Answer briefly.' },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'A long shared document.' },
          { type: 'text', text: 'What is it about?' },
        ],
      },
      { role: 'assistant', content: 'It is about caching.' },
      { role: 'user', content: 'Say more.' },
    ]);
  });

  it('POST /responses passes an input_text cache_control, prompt_cache_key and prompt_cache_retention to the upstream unchanged', async () => {
    const input = [
      { role: 'system', content: [{ type: 'input_text', text: 'Stay on topic.', cache_control: { type: 'ephemeral' } }] },
      { role: 'user', content: [{ type: 'input_text', text: 'A long shared document.', cache_control: { type: 'ephemeral', ttl: '1h' } }] },
    ];
    const response = await respond({ model: 'cached-chat', input, prompt_cache_key: 'conversation-7', prompt_cache_retention: 'extended' });
    expect(response.status).toBe(200);
    const sent = lastUpstream();
    expect(sent).toMatchObject({ prompt_cache_key: 'conversation-7', prompt_cache_retention: 'extended' });
    expect(sent.messages.slice(-2)).toEqual([
      { role: 'system', content: [marked('Stay on topic.')] },
      { role: 'user', content: [marked('A long shared document.', '1h')] },
    ]);
  });
});

describe('Route option passPromptCaching', () => {
  it('is refused by the catalog loader unless it is true or false', () => {
    const route = { engine: 'openai-compatible', baseUrl: 'http://127.0.0.1:9/v1' };
    expect(problemsOfRoute({ ...route, passPromptCaching: false })).toEqual([]);
    expect(problemsOfRoute({ ...route, passPromptCaching: 'no' })).toEqual(['/passPromptCaching: must be boolean']);
  });
});
