// Paid inference over HTTP: every request reserves its maximum price, then is charged exactly what
// its usage costs (the `cost` it shows), or nothing when it failed on our side.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createKey } from '../../src/accounts/api-keys.js';
import { balancesOf, ledgerSum } from '../../src/billing/ledger.js';
import { accountOwner, toMicro } from '../../src/money.js';
import { creditTestAccount } from '../support/credit.js';
import { dropMidStream, reply, status, type FakeUpstream } from '../support/fake-upstream.js';
import { gate, type Gate } from '../support/gate.js';
import { startInferenceApp, STARTING_CREDIT_USD, type InferenceApp } from '../support/inference-app.js';
import type { TestApp } from '../support/test-app.js';
import { errorOf } from '../support/error-body.js';

const chat = (stream = false) => ({ model: 'chat-basic', messages: [{ role: 'user' as const, content: 'price me' }], max_tokens: 50, stream });

describe('Charging inference', () => {
  let inference: InferenceApp;
  let service: TestApp;
  let upstream: FakeUpstream;
  let owner: string;
  beforeAll(async () => {
    inference = await startInferenceApp();
    ({ service, upstream } = inference);
    owner = accountOwner(service.app.bootstrap.accountId);
  });
  afterAll(() => inference?.close());
  beforeEach(() => upstream.reset());

  const settled = () => service.app.services.credits.drain(); // the ledger as written, leases given back
  const balance = async () => {
    await settled();
    return (await balancesOf(service.app.services.database, owner)).USD;
  };
  const charges = async () => {
    await settled();
    return service.app.services.database('ledger_entries').where({ owner, kind: 'charge' }).orderBy('id');
  };

  it('POST /chat/completions returns 200 and charges exactly the cost it shows', async () => {
    const before = await balance();
    const response = await service.call('createChatCompletion', { key: inference.key, body: chat() });
    expect(response.status).toBe(200);
    const body = response.body as { usage: { prompt_tokens: number; completion_tokens: number }; cost: { usd: number; diem: number } };
    // 12 prompt tokens at 0.2 and 5 completion tokens at 0.8 per million, rounded up to the micro-dollar.
    expect(body.cost).toEqual({ usd: 0.000007, diem: 0.00001 });
    const after = await balance();
    expect(before.amount - after.amount).toBe(toMicro(body.cost.usd));
    expect(after.reserved).toBe(0n);
    expect(response.headers.get('x-service-balance-usd')).toBe(`${STARTING_CREDIT_USD}.000000`); // before this request
    const [entry] = (await charges()).slice(-1);
    expect(entry).toMatchObject({ sku: 'chat-basic-llm-tokens', model_id: 'chat-basic', prompt_tokens: '12', completion_tokens: '5', amount: '-7' }); // bigint columns read as text
  });

  it('POST /chat/completions with stream_options.include_usage false sends no usage chunk, and still charges the usage', async () => {
    const before = await balance();
    const response = await service.call('createChatCompletion', { key: inference.key, body: { ...chat(true), stream_options: { include_usage: false } } });
    expect(response.status).toBe(200);
    const chunks = response.text
      .split('\n\n')
      .filter((line) => line.startsWith('data: {'))
      .map((line) => JSON.parse(line.slice(6)) as { choices: unknown[]; usage?: unknown });
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) expect(chunk.choices).toHaveLength(1); // a client may read choices[0] of every chunk
    expect(chunks.some((chunk) => chunk.usage)).toBe(false);
    expect(response.text.trim().endsWith('data: [DONE]')).toBe(true);
    const after = await balance();
    expect(before.amount - after.amount).toBe(7n); // 12 × 0.2 + 5 × 0.8 micro-USD, rounded up
    expect(after.reserved).toBe(0n);
  });

  it('POST /chat/completions with stream charges the cost of the final usage chunk', async () => {
    const before = await balance();
    const response = await service.call('createChatCompletion', { key: inference.key, body: chat(true) });
    const chunks = response.text
      .split('\n\n')
      .filter((line) => line.startsWith('data: {'))
      .map((line) => JSON.parse(line.slice(6)));
    const last = chunks.at(-1) as { choices: unknown[]; usage: { completion_tokens: number }; cost: { usd: number } };
    expect(last.choices).toEqual([]);
    expect(last.cost.usd).toBe(0.000007);
    expect((await balance()).amount).toBe(before.amount - 7n);
  });

  it('POST /chat/completions charges nothing when the upstream fails', async () => {
    upstream.script(status(500), status(500), status(500));
    const before = await balance();
    const response = await service.call('createChatCompletion', { key: inference.key, body: chat() });
    expect(response.status).toBe(502);
    expect(await balance()).toEqual(before);
  });

  it('POST /chat/completions with stream charges nothing when the upstream drops mid-stream', async () => {
    upstream.script(dropMidStream());
    const before = await balance();
    const response = await service.call('createChatCompletion', { key: inference.key, body: chat(true) });
    expect(response.text).toContain('"error"');
    expect(await balance()).toEqual(before);
  });

  /** Opens a stream, reads `chunks` chunks of it, and hangs up; returns once the service has seen its client leave. */
  async function disconnectAfter(chunks: number, path = 'chat/completions', body: unknown = chat(true)) {
    // The service's own listener on the response's close (its client-gone signal) is added after
    // this one, in the same emit: once this has fired, the service knows.
    const serviceSawItClose = new Promise<void>((resolve) => {
      const onRequest = (request: IncomingMessage, response: ServerResponse) => {
        if (request.method !== 'POST' || request.url !== `/api/v1/${path}`) return;
        service.server.off('request', onRequest);
        response.once('close', () => resolve());
      };
      service.server.on('request', onRequest);
    });
    const controller = new AbortController();
    const response = await fetch(`${service.baseUrl}/api/v1/${path}`, {
      method: 'POST',
      signal: controller.signal,
      headers: { authorization: `Bearer ${inference.key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const reader = response.body!.getReader();
    let received = '';
    while ((received.match(/data: \{/g) ?? []).length < chunks) received += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    await serviceSawItClose;
  }

  // The engine puts about 1.25 tokens in a delta (several tokens per delta, as batching engines
  // do), so counting deltas undercounts: the charge must be the engine's own count. The stream is
  // held after 4 deltas until the client has left, then sends the rest at once.
  const wordy = (clientLeft: Gate) => ({
    pieces: Array.from({ length: 40 }, (_, index) => `p${index} `),
    pauses: [{ after: 4, until: clientLeft.opened }],
    usage: { prompt_tokens: 20, completion_tokens: 50 },
  });

  it("POST /chat/completions with stream charges the engine's usage when the client disconnects mid-stream", async () => {
    const clientLeft = gate();
    upstream.script(reply(wordy(clientLeft)));
    const before = await balance();
    await disconnectAfter(4);
    clientLeft.open();
    await expect.poll(async () => (await balance()).reserved, { timeout: 10_000 }).toBe(0n);
    const [entry] = (await charges()).slice(-1);
    expect(entry).toMatchObject({ prompt_tokens: '20', completion_tokens: '50' });
    // 20 prompt tokens at 0.2 and 50 completion tokens at 0.8 per million: 44 micro-USD.
    expect(before.amount - (await balance()).amount).toBe(44n);
    expect(upstream.requests[0]!.closedEarly).toBe(false); // read to its end, for the usage
  });

  it("POST /responses with stream charges the engine's usage when the client disconnects mid-stream", async () => {
    const clientLeft = gate();
    upstream.script(reply(wordy(clientLeft)));
    await disconnectAfter(6, 'responses', { model: 'chat-basic', input: 'price me', max_output_tokens: 50, stream: true });
    clientLeft.open();
    await expect.poll(async () => (await balance()).reserved, { timeout: 10_000 }).toBe(0n);
    const [entry] = (await charges()).slice(-1);
    expect(entry).toMatchObject({ prompt_tokens: '20', completion_tokens: '50' });
  });

  it('POST /chat/completions with stream charges what was generated when the engine outlasts the wait for its usage', async () => {
    // 4 deltas, held until the client has left; then 100 more at once, and then nothing: an engine
    // that never ends, outlasting any wait for its usage (ABANDONED_STREAM_DRAIN_MS).
    const clientLeft = gate();
    upstream.script(
      reply({
        pieces: Array.from({ length: 400 }, (_, index) => `p${index} `),
        pauses: [
          { after: 4, until: clientLeft.opened },
          { after: 104, until: new Promise(() => undefined) },
        ],
        usage: { prompt_tokens: 20, completion_tokens: 500 },
      }),
    );
    await disconnectAfter(4);
    clientLeft.open();
    await expect.poll(async () => (await balance()).reserved, { timeout: 10_000 }).toBe(0n);
    // Stopped at the end of the wait: the upstream sees its connection close
    // around when the service settles (events of two sockets, in either order).
    await expect.poll(() => upstream.requests[0]!.closedEarly, { timeout: 2_000 }).toBe(true);
    const [entry] = (await charges()).slice(-1);
    // Every delta read, delivered or not: the 104 sent, far more than the 5 the client saw, counted up
    // to the request's max_tokens (50); not the 500 of a usage that never came.
    expect(entry.completion_tokens).toBe('50');
  });

  it('POST /embeddings returns 200 and charges the prompt tokens', async () => {
    const before = await balance();
    const response = await service.call('createEmbedding', { key: inference.key, body: { model: 'embed-basic', input: ['one', 'two'] } });
    expect(response.status).toBe(200);
    expect((await balance()).amount).toBeLessThan(before.amount);
    expect((await charges()).slice(-1)[0]).toMatchObject({ completion_tokens: '0', model_id: 'embed-basic' });
  });

  it('POST /chat/completions returns 402 INSUFFICIENT_BALANCE for an account under the 0.10 minimum', async () => {
    const database = service.app.services.database;
    const [account] = await database('accounts').insert({ name: 'poor' }).returning(['id']);
    const key = await createKey(database, account.id as string, { apiKeyType: 'INFERENCE', description: 'poor' });
    await creditTestAccount(service, '0.09', account.id as string);
    const response = await service.call('createChatCompletion', { key: key.apiKey, body: chat() });
    expect(response.status).toBe(402);
    expect(errorOf(response.body)).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(upstream.requests).toHaveLength(0);
  });

  it('POST /chat/completions returns 402 INSUFFICIENT_BALANCE when its most possible cost is more than any balance holds (n of 6.7e18)', async () => {
    // a key of its own: its rate window is empty, so the limits admit the request and credits decide
    const { apiKey } = await createKey(service.app.services.database, service.app.bootstrap.accountId, { apiKeyType: 'INFERENCE', description: 'beyond' });
    const before = await balance();
    const response = await service.call('createChatCompletion', { key: apiKey, body: { ...chat(), n: 6.7e18 } });
    expect(response.status).toBe(402);
    expect(errorOf(response.body)).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(upstream.requests).toHaveLength(0);
    expect(await balance()).toEqual(before);
    expect((await service.call('createChatCompletion', { key: apiKey, body: chat() })).status).toBe(200);
  });

  it('POST /chat/completions returns 402 API_KEY_USD_SPEND_LIMIT_EXCEEDED once the key spent its cap', async () => {
    const key = await createKey(service.app.services.database, service.app.bootstrap.accountId, {
      apiKeyType: 'INFERENCE',
      description: 'capped',
      consumptionLimit: { usd: 0.0001 },
    });
    const response = await service.call('createChatCompletion', { key: key.apiKey, body: { ...chat(), max_tokens: 1000 } });
    expect(response.status).toBe(402);
    expect(errorOf(response.body)).toMatchObject({ code: 'API_KEY_USD_SPEND_LIMIT_EXCEEDED' });
  });

  describe('media parts counted as what the model sees, not their data', () => {
    // A key with a USD cap reserves in a row of its own, checked against the cap: a reservation
    // priced at the data's length (8 MiB of base64 as 2 M prompt tokens, 0.42 USD) would be refused.
    const cappedKey = async () =>
      (
        await createKey(service.app.services.database, service.app.bootstrap.accountId, {
          apiKeyType: 'INFERENCE',
          description: 'media',
          consumptionLimit: { usd: 0.05 },
        })
      ).apiKey;
    const eightMebibytes = (mediaType: string) => `data:${mediaType};base64,${'A'.repeat(8 * 1024 * 1024)}`;

    it('POST /chat/completions admits two 8 MiB image data URLs from one key in a minute, within the cap, each counted as an image', async () => {
      const key = await cappedKey();
      const body = {
        model: 'vision-chat',
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: 'What is this?' },
              { type: 'image_url', image_url: { url: eightMebibytes('image/png') } },
            ],
          },
        ],
      };
      for (const attempt of ['first', 'second']) {
        const response = await service.call('createChatCompletion', { key, body: body as never });
        expect(response.status, attempt).toBe(200);
        // 4,096 tokens an image and a few for the text; the URL's 2 M "tokens" filled the 750,000 window.
        expect(Number(response.headers.get('x-ratelimit-remaining-tokens')), attempt).toBeGreaterThan(740_000);
      }
    });

    it('POST /responses admits two 8 MiB input_image data URLs from one key in a minute, within the cap', async () => {
      const key = await cappedKey();
      const body = {
        model: 'vision-chat',
        input: [
          {
            role: 'user',
            content: [
              { type: 'input_text', text: 'What is this?' },
              { type: 'input_image', image_url: eightMebibytes('image/png') },
            ],
          },
        ],
      };
      for (const attempt of ['first', 'second']) {
        const response = await service.call('createResponse', { key, body: body as never });
        expect(response.status, attempt).toBe(200);
        expect(Number(response.headers.get('x-ratelimit-remaining-tokens')), attempt).toBeGreaterThan(740_000);
      }
    });

    it('POST /chat/completions with an 8 MiB input_audio clip is not refused as too long, and reserves within the cap', async () => {
      const key = await cappedKey();
      const body = {
        model: 'vision-chat',
        messages: [{ role: 'user', content: [{ type: 'input_audio', input_audio: { data: 'A'.repeat(8 * 1024 * 1024), format: 'wav' } }] }],
      };
      for (const attempt of ['first', 'second']) {
        const response = await service.call('createChatCompletion', { key, body: body as never });
        expect(response.status, attempt).toBe(200);
        expect(Number(response.headers.get('x-ratelimit-remaining-tokens')), attempt).toBeGreaterThan(680_000);
      }
    });
  });

  it('keeps the balance equal to the sum of the ledger', async () => {
    const usd = await balance();
    expect(usd.amount).toBe(await ledgerSum(service.app.services.database, owner, 'USD'));
  });
});
