// Stored responses: `store` (default true), previous_response_id, item_reference, GET and DELETE
// /responses/{id}, GET /responses/{id}/input_items, only for the caller that made them, until they
// expire. The engine is the loopback upstream, so the messages it was sent are checked.
import { randomBytes } from 'node:crypto';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { credit } from '../../src/billing/ledger.js';
import { toMicro, walletOwner } from '../../src/money.js';
import { encodeSiwxHeader } from '../../src/payments/siwx/index.js';
import { createAccount } from '../../src/accounts/bootstrap.js';
import { createKey } from '../../src/accounts/api-keys.js';
import { reply } from '../support/fake-upstream.js';
import { parseFrames } from '../support/event-stream.js';
import { errorMessageOf, errorOf } from '../support/error-body.js';
import { creditTestAccount } from '../support/credit.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';
import { signInMessage } from '../support/sign-in.js';

interface Answer {
  id: string;
  status: string;
  previous_response_id?: string | null;
  store?: boolean;
  output: { type: string; id: string; content?: { text: string }[] }[];
  usage: { input_tokens: number };
}

describe('Stored responses', () => {
  let app: InferenceApp;
  const errors: string[] = [];
  const logger = { error: (message: string) => void errors.push(message), warn: () => undefined, info: () => undefined };
  const create = async (body: Record<string, unknown>, key = app.key) => app.service.call('createResponse', { key, body: body as never });
  const made = async (body: Record<string, unknown>, key = app.key) => {
    const response = await create(body, key);
    expect(response.status, response.text).toBe(200);
    return response.body as Answer;
  };
  const get = (id: string, key = app.key) => app.service.call('getResponse', { key, path: { id } });
  const items = (id: string, query: Record<string, string> = {}, key = app.key) => app.service.call('listResponseInputItems', { key, path: { id }, query });
  const sentMessages = () => app.upstream.requests.at(-1)!.body.messages as { role: string; content: unknown }[];
  const rows = (id: string) => app.service.app.services.database('stored_responses').where({ id });

  beforeAll(async () => {
    app = await startInferenceApp({}, { logger });
  });
  afterAll(() => app?.close());
  beforeEach(() => app.upstream.reset());

  it('GET /responses/{id} returns 200 with the response as it was answered, stored by default', async () => {
    const answer = await made({ model: 'chat-basic', input: 'keep me', metadata: { topic: 'tests' } });
    expect(answer).toMatchObject({ store: true, previous_response_id: null, metadata: { topic: 'tests' } });
    const response = await get(answer.id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(answer);
  });

  it('POST /responses returns 200 with previous_response_id, sending the stored turn (input and output) before the new input, without its instructions', async () => {
    app.upstream.script(reply({ content: 'Hello Zorblax!' }));
    const first = await made({
      model: 'chat-basic',
      instructions: 'Be brief.',
      input: 'My name is Zorblax.',
      service_parameters: { include_service_system_prompt: false },
    });
    expect(sentMessages()).toEqual([
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'My name is Zorblax.' },
    ]);
    const second = await made({
      model: 'chat-basic',
      previous_response_id: first.id,
      input: [{ role: 'user', content: 'What is my name?' }],
      service_parameters: { include_service_system_prompt: false },
    });
    expect(second.previous_response_id).toBe(first.id);
    expect(sentMessages()).toEqual([
      { role: 'user', content: 'My name is Zorblax.' },
      { role: 'assistant', content: 'Hello Zorblax!' },
      { role: 'user', content: 'What is my name?' },
    ]);
    // A third turn carries both earlier ones.
    await made({ model: 'chat-basic', previous_response_id: second.id, input: 'And again?', service_parameters: { include_service_system_prompt: false } });
    expect(sentMessages().map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user']);

    const listed = await items(second.id, { order: 'asc' });
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({
      object: 'list',
      data: [
        { type: 'message', role: 'user', content: 'My name is Zorblax.' },
        { type: 'message', role: 'assistant', id: first.output[0]!.id },
        { type: 'message', role: 'user', content: 'What is my name?' },
      ],
      has_more: false,
    });
    for (const item of (listed.body as { data: { id: string }[] }).data) expect(item.id).toMatch(/^msg_/);
  });

  it('GET /responses/{id}/input_items returns 200 pages newest first, by limit and after, and 400 for an after it does not hold', async () => {
    const answer = await made({ model: 'chat-basic', input: ['one', 'two', 'three'].map((text) => ({ role: 'user', content: text, id: `msg_${text}` })) });
    const page = await items(answer.id, { limit: '2' });
    expect(page.body).toMatchObject({ data: [{ id: 'msg_three' }, { id: 'msg_two' }], first_id: 'msg_three', last_id: 'msg_two', has_more: true });
    const next = await items(answer.id, { limit: '2', after: 'msg_two' });
    expect(next.body).toMatchObject({ data: [{ id: 'msg_one' }], has_more: false });
    const unknown = await items(answer.id, { after: 'msg_zero' });
    expect(unknown.status).toBe(400);
    expect(errorMessageOf(unknown.body)).toContain('msg_zero');
  });

  it('POST /responses returns 200 stored when streamed, readable once the stream has ended', async () => {
    const response = await create({ model: 'chat-basic', input: 'stream me', stream: true });
    const frames = parseFrames(response.text);
    const completed = frames.at(-2)!.data;
    expect(completed).toMatchObject({ type: 'response.completed', response: { store: true } });
    const stored = await get(completed.response.id);
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual(completed.response);
  });

  it('POST /responses returns 200 resolving an item_reference to an item of a stored response, and 404 naming one it does not hold', async () => {
    app.upstream.script(reply({ content: 'Remember 42.' }));
    const earlier = await made({ model: 'chat-basic', input: 'Pick a number.' });
    const outputId = earlier.output[0]!.id;
    await made({
      model: 'chat-basic',
      input: [
        { type: 'item_reference', id: outputId },
        { role: 'user', content: 'Which one?' },
      ],
    });
    expect(sentMessages().slice(-2)).toEqual([
      { role: 'assistant', content: 'Remember 42.' },
      { role: 'user', content: 'Which one?' },
    ]);
    const missing = await create({ model: 'chat-basic', input: [{ type: 'item_reference', id: 'msg_never_sent' }] });
    expect(missing.status).toBe(404);
    expect(errorMessageOf(missing.body)).toContain('msg_never_sent');
  });

  it('POST /responses returns 200 with store false keeping nothing: GET, input_items and previous_response_id are 404', async () => {
    const answer = await made({ model: 'chat-basic', input: 'forget me', store: false });
    expect(answer.store).toBe(false);
    expect(await rows(answer.id)).toHaveLength(0);
    expect((await get(answer.id)).status).toBe(404);
    expect((await items(answer.id)).status).toBe(404);
    const chained = await create({ model: 'chat-basic', previous_response_id: answer.id, input: 'again' });
    expect(chained.status).toBe(404);
    expect(errorMessageOf(chained.body)).toContain(answer.id);
    expect(app.upstream.requests).toHaveLength(1);
  });

  it("GET, DELETE and previous_response_id return 404 for another account's response, which its maker still reads", async () => {
    const answer = await made({ model: 'chat-basic', input: 'mine only' });
    const database = app.service.app.services.database;
    const other = await createAccount(database, 'another caller');
    await creditTestAccount(app.service, '5', other);
    const otherKey = (await createKey(database, other, { apiKeyType: 'INFERENCE', description: 'other' })).apiKey;
    const foreign = await get(answer.id, otherKey);
    expect(foreign.status).toBe(404);
    expect(errorOf(foreign.body)).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining(answer.id) });
    expect((await items(answer.id, {}, otherKey)).status).toBe(404);
    expect((await app.service.call('deleteResponse', { key: otherKey, path: { id: answer.id } })).status).toBe(404);
    expect((await create({ model: 'chat-basic', previous_response_id: answer.id, input: 'x' }, otherKey)).status).toBe(404);
    const reference = await create({ model: 'chat-basic', input: [{ type: 'item_reference', id: answer.output[0]!.id }] }, otherKey);
    expect(reference.status).toBe(404);
    expect((await get(answer.id)).status).toBe(200);
  });

  it("GET /responses/{id} returns 200 to the wallet that made a response, and 404 to an account's key or another wallet", async () => {
    const payer = new Wallet(Wallet.createRandom().privateKey);
    const stranger = new Wallet(Wallet.createRandom().privateKey);
    // A fresh sign-in for this service, as a wallet signs one for each request.
    const signIn = async (wallet: Wallet) => {
      const { host, origin } = new URL(app.service.baseUrl);
      const message = signInMessage({
        domain: host,
        uri: `${origin}/api/v1`,
        address: wallet.address,
        nonce: randomBytes(8).toString('hex'),
        issuedAt: Date.now() - 1000,
      });
      return { 'SIGN-IN-WITH-X': encodeSiwxHeader({ address: wallet.address, message, signature: await wallet.signMessage(message), chainId: 'eip155:8453' }) };
    };
    await credit(app.service.app.services.database, {
      owner: walletOwner(payer.address),
      currency: 'USD',
      amount: toMicro('5'),
      sku: 'x402-top-up',
      externalId: `test:${payer.address}`,
    });
    const createdByWallet = await app.service.call('createResponse', { headers: await signIn(payer), body: { model: 'chat-basic', input: 'paid by wallet' } });
    expect(createdByWallet.status).toBe(200);
    const { id } = createdByWallet.body as Answer;
    expect((await app.service.call('getResponse', { headers: await signIn(payer), path: { id } })).status).toBe(200);
    expect((await app.service.call('getResponse', { headers: await signIn(stranger), path: { id } })).status).toBe(404);
    expect((await get(id)).status).toBe(404);
  });

  it('GET /responses/{id} and previous_response_id return 404 once the response expired, and the prune deletes it', async () => {
    const answer = await made({ model: 'chat-basic', input: 'short-lived' });
    await rows(answer.id).update({ expires_at: new Date(Date.now() - 1000) });
    const expired = await get(answer.id);
    expect(expired.status).toBe(404);
    expect(errorMessageOf(expired.body)).toContain(answer.id);
    expect((await create({ model: 'chat-basic', previous_response_id: answer.id, input: 'x' })).status).toBe(404);
    expect(await app.service.app.services.responses.prune()).toBeGreaterThanOrEqual(1);
    expect(await rows(answer.id)).toHaveLength(0);
  });

  it('DELETE /responses/{id} returns 200 and the response is gone; a second DELETE is 404', async () => {
    const answer = await made({ model: 'chat-basic', input: 'delete me' });
    const deleted = await app.service.call('deleteResponse', { key: app.key, path: { id: answer.id } });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: answer.id, object: 'response', deleted: true });
    expect((await get(answer.id)).status).toBe(404);
    expect((await app.service.call('deleteResponse', { key: app.key, path: { id: answer.id } })).status).toBe(404);
  });

  it('GET /responses/{id} returns 404 naming an id never made', async () => {
    const response = await get('resp_never_made');
    expect(response.status).toBe(404);
    expect(errorOf(response.body)).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('resp_never_made') });
  });

  it('POST /responses returns 200 when the database refuses the stored row, logging that it was not stored', async () => {
    const database = app.service.app.services.database;
    await database.schema.renameTable('stored_responses', 'stored_responses_away');
    try {
      const answer = await made({ model: 'chat-basic', input: 'nowhere to keep' });
      expect(answer.status).toBe('completed');
    } finally {
      await database.schema.renameTable('stored_responses_away', 'stored_responses');
    }
    expect(errors.some((line) => line.includes('could not be stored'))).toBe(true);
  });
});
