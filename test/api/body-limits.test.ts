// The counts the spec declares for prompt bodies (messages, content parts, tools and the size of
// their JSON schemas): a body past one is a 400 naming it, refused before anything runs (nothing
// charged, nothing sent upstream), whether it is small (checked on the event loop) or large (checked
// in the worker that parsed it); a legal body of the same kinds, as large, is still served.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';

type Body = Record<string, unknown>;

const enumTool = (values: number) => ({
  type: 'function',
  function: {
    name: 'pick',
    description: 'Pick one value',
    parameters: {
      type: 'object',
      properties: { value: { type: 'string', enum: Array.from({ length: values }, (_, index) => `v${String(index).padStart(6, '0')}`) } },
    },
  },
});
const blocks = (count: number) => Array.from({ length: count }, () => ({ type: 'text', text: 'a' }));
const turns = (count: number, content = 'a') => Array.from({ length: count }, (_, index) => ({ role: index % 2 ? 'assistant' : 'user', content }));

describe('Body limits', () => {
  let app: InferenceApp;
  const balance = async () => (await app.service.call('getBillingBalance', { key: app.key })).body as { balances: { usd: number } };
  const chat = (body: Body) => app.service.call('createChatCompletion', { key: app.key, body: { model: 'chat-basic', max_tokens: 20, ...body } as never });
  const message = (body: Body) => app.service.call('createMessage', { key: app.key, body: { model: 'chat-basic', max_tokens: 20, ...body } as never });
  const respond = (body: Body) => app.service.call('createResponse', { key: app.key, body: { model: 'chat-basic', max_output_tokens: 20, ...body } as never });

  beforeAll(async () => {
    app = await startInferenceApp();
  });
  afterAll(() => app?.close());
  beforeEach(() => app.upstream.reset());

  /** The request is refused with a 400 whose message names `limit`, before anything is charged or sent upstream. */
  async function refused(send: () => Promise<{ status: number; body: unknown; text?: string }>, limit: RegExp): Promise<void> {
    const before = await balance();
    const response = await send();
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toMatch(limit);
    expect(JSON.stringify(response.body)).toContain('INVALID_REQUEST');
    expect(app.upstream.requests).toHaveLength(0);
    expect(await balance()).toEqual(before);
  }

  it('POST /chat/completions returns 400 naming the enum limit when a 989 KB tool schema holds 100,000 enum values', async () => {
    const tools = [enumTool(100_000)];
    expect(JSON.stringify(tools).length).toBeGreaterThan(950_000);
    await refused(() => chat({ messages: [{ role: 'user', content: 'pick' }], tools }), /100000 enum values in all; at most 1000/);
  });

  it('POST /chat/completions returns 400 naming the enum limit when the response_format schema of a small body holds 1,200 values', async () => {
    const schema = enumTool(1200).function.parameters;
    await refused(
      () => chat({ messages: [{ role: 'user', content: 'pick' }], response_format: { type: 'json_schema', json_schema: { name: 'pick', schema } } }),
      /response_format.*1200 enum values in all; at most 1000/,
    );
  });

  it('POST /chat/completions returns 400 naming the per-message limit when a message holds 200,000 content blocks', async () => {
    await refused(() => chat({ messages: [{ role: 'user', content: blocks(200_000) }] }), /must NOT have more than 1024 items/);
  });

  it('POST /chat/completions returns 400 naming the request-wide limit when 5 messages hold 1,000 content parts each', async () => {
    const messages = Array.from({ length: 5 }, () => ({ role: 'user', content: blocks(1000) }));
    await refused(() => chat({ messages }), /messages: holds 5000 content parts and tool calls in all; a request takes at most 4096/);
  });

  it('POST /chat/completions returns 400 naming the request-wide limit when 40 assistant messages hold 128 tool calls each', async () => {
    const calls = Array.from({ length: 128 }, (_, index) => ({ id: `call_${index}`, type: 'function', function: { name: 'f', arguments: '{}' } }));
    const messages = [...Array.from({ length: 40 }, () => ({ role: 'assistant', content: null, tool_calls: calls })), { role: 'user', content: 'go on' }];
    await refused(() => chat({ messages }), /messages: holds 5120 content parts and tool calls in all; a request takes at most 4096/);
  });

  it('POST /chat/completions returns 400 naming the messages limit when a body holds 100,000 turns', async () => {
    await refused(() => chat({ messages: turns(100_000) }), /messages: must NOT have more than 4096 items/);
  });

  it('POST /chat/completions returns 400 naming the tools limit when a body holds 129 tools', async () => {
    const tools = Array.from({ length: 129 }, (_, index) => ({ type: 'function', function: { name: `f${index}`, parameters: { type: 'object' } } }));
    await refused(() => chat({ messages: [{ role: 'user', content: 'hi' }], tools }), /tools: must NOT have more than 128 items/);
  });

  it('POST /messages returns 400 naming the limit when a body holds 100,000 turns, 200,000 blocks or a 100,000-value enum', async () => {
    await refused(() => message({ messages: turns(100_000) }), /must NOT have more than 4096 items/);
    await refused(() => message({ messages: [{ role: 'user', content: blocks(200_000) }] }), /must NOT have more than 1024 items/);
    const input_schema = enumTool(100_000).function.parameters;
    await refused(() => message({ messages: [{ role: 'user', content: 'pick' }], tools: [{ name: 'pick', input_schema }] }), /100000 enum values in all/);
  });

  it('POST /responses returns 400 naming the limit when a body holds 100,000 input items', async () => {
    await refused(() => respond({ input: turns(100_000) }), /input: must NOT have more than 4096 items/);
  });

  it('POST /chat/completions returns 200 when a legal large body holds 4,000 turns and a tool of 1,000 enum values (over 256 KiB, parsed in a worker)', async () => {
    const body = { messages: [...turns(3999, 'word '.repeat(16)), { role: 'user', content: 'pick one' }], tools: [enumTool(1000)] };
    expect(JSON.stringify(body).length).toBeGreaterThan(256 * 1024);
    const response = await chat(body);
    expect(response.status).toBe(200);
    expect(app.upstream.requests.at(-1)!.body.messages.length).toBeGreaterThanOrEqual(4000);
  });

  it('POST /messages returns 200 when a legal large body holds 1,024 blocks in each of 4 messages', async () => {
    const text = 'word '.repeat(20);
    const content = Array.from({ length: 1024 }, () => ({ type: 'text', text }));
    const messages = [
      { role: 'user', content },
      { role: 'assistant', content },
      { role: 'user', content },
      { role: 'assistant', content: 'ok' },
      { role: 'user', content },
    ];
    expect(JSON.stringify(messages).length).toBeGreaterThan(256 * 1024);
    const response = await message({ messages });
    expect(response.status).toBe(200);
  });
});
