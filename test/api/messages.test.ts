// POST /messages and POST /messages/count_tokens (Anthropic's Messages API) on the loopback upstream:
// the translation to the chat request the upstream sees, the message and its event stream in
// Anthropic's shapes, errors in Anthropic's shape, x-api-key, and the charge and count matching chat's.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMPLETION_TOKENS, dropMidStream, PROMPT_TOKENS, reply, status } from '../support/fake-upstream.js';
import { parseFrames, schemaProblems, type Frame } from '../support/event-stream.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';
import { keyOnEmptyAccount, UNKNOWN_KEY } from '../support/error-scenarios.js';

type Body = Record<string, unknown>;

describe('Messages', () => {
  let app: InferenceApp;
  const create = (body: Body, key = app.key) => app.service.call('createMessage', { key, body: body as never });
  const withApiKey = (body: Body, key: string) =>
    app.service.call('createMessage', { headers: { 'x-api-key': key, 'anthropic-version': '2023-06-01' }, body: body as never });
  const count = (body: Body) => app.service.call('countMessageTokens', { key: app.key, body: body as never });
  const lastUpstream = () => app.upstream.requests.at(-1)!;
  const hello = { model: 'chat-basic', max_tokens: 40, messages: [{ role: 'user', content: 'Hello' }] };
  const events = (text: string): Frame[] => {
    const frames = parseFrames(text);
    for (const frame of frames) {
      expect(frame.event).toBe(frame.data.type);
      expect(schemaProblems('MessagesStreamEvent', frame.data)).toEqual([]);
    }
    return frames;
  };
  const anthropicError = (body: unknown) => body as { type: string; error: { type: string; message: string; code: string } };

  beforeAll(async () => {
    app = await startInferenceApp();
  });
  afterAll(() => app?.close());
  beforeEach(() => app.upstream.reset());

  it('POST /messages returns 200 with a message: a text block, end_turn, usage and the cost charged', async () => {
    const response = await create(hello);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      type: 'message',
      role: 'assistant',
      model: 'chat-basic',
      content: [{ type: 'text', text: 'echo: Hello' }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: PROMPT_TOKENS, output_tokens: COMPLETION_TOKENS },
      cost: { usd: 0.000007, diem: 0.00001 },
    });
    expect((response.body as { id: string }).id).toMatch(/^msg_/);
    expect(lastUpstream().body).toMatchObject({ max_tokens: 40, messages: [{ role: 'system' }, { role: 'user', content: 'Hello' }] });
  });

  it('POST /messages returns 200 sending system, blocks, tool calls and results, tools and options to the upstream in chat form', async () => {
    const response = await create({
      model: 'chat-basic',
      max_tokens: 30,
      system: [{ type: 'text', text: 'Be brief.' }],
      messages: [
        { role: 'user', content: [{ type: 'text', text: 'Weather in Paris?' }] },
        {
          role: 'assistant',
          content: [
            { type: 'text', text: 'Looking.' },
            { type: 'tool_use', id: 'toolu_1', name: 'get_weather', input: { city: 'Paris' } },
          ],
        },
        {
          role: 'user',
          content: [
            { type: 'tool_result', tool_use_id: 'toolu_1', content: '21 C' },
            { type: 'text', text: 'And so?' },
          ],
        },
      ],
      tools: [{ name: 'get_weather', description: 'Weather now', input_schema: { type: 'object', properties: { city: { type: 'string' } } } }],
      tool_choice: { type: 'any', disable_parallel_tool_use: true },
      temperature: 0.5,
      top_p: 0.9,
      top_k: 40,
      stop_sequences: ['END'],
      metadata: { user_id: 'someone' },
    });
    expect(response.status).toBe(200);
    expect(lastUpstream().body).toMatchObject({
      max_tokens: 30,
      temperature: 0.5,
      top_p: 0.9,
      top_k: 40,
      stop: ['END'],
      tool_choice: 'required',
      parallel_tool_calls: false,
      tools: [{ type: 'function', function: { name: 'get_weather', description: 'Weather now', parameters: { type: 'object' } } }],
      messages: [
        { role: 'system' },
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Weather in Paris?' },
        {
          role: 'assistant',
          content: 'Looking.',
          tool_calls: [{ id: 'toolu_1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }],
        },
        { role: 'tool', tool_call_id: 'toolu_1', content: '21 C' },
        { role: 'user', content: 'And so?' },
      ],
    });
  });

  it('POST /messages returns 200 with tool_use blocks and stop_reason tool_use when the model calls a tool, and a named tool_choice', async () => {
    app.upstream.script(reply({ content: null, toolCalls: [{ id: 'call_w', name: 'get_weather', arguments: '{"city":"Oslo"}' }] }));
    const tools = [{ name: 'get_weather', input_schema: { type: 'object' } }];
    const response = await create({ ...hello, tools, tool_choice: { type: 'tool', name: 'get_weather' } });
    expect(lastUpstream().body.tool_choice).toEqual({ type: 'function', function: { name: 'get_weather' } });
    expect(response.body).toMatchObject({
      stop_reason: 'tool_use',
      content: [{ type: 'tool_use', id: 'call_w', name: 'get_weather', input: { city: 'Oslo' } }],
    });
  });

  it('POST /messages returns 200 mapping thinking to a reasoning effort where the model takes one, with the reasoning as a thinking block', async () => {
    app.upstream.script(reply({ reasoning: 'Let me think.' }), reply());
    const thinking = { type: 'enabled', budget_tokens: 8000 };
    const reasoned = await create({ ...hello, model: 'reasoning-chat', thinking });
    expect(lastUpstream().body.reasoning_effort).toBe('medium');
    expect((reasoned.body as Body).content).toEqual([
      { type: 'thinking', thinking: 'Let me think.', signature: '' },
      { type: 'text', text: 'echo: Hello' },
    ]);
    await create({ ...hello, thinking });
    expect(lastUpstream().body).not.toHaveProperty('reasoning_effort');
  });

  it('POST /messages returns 200 with an image block (base64) as an image part for a vision model', async () => {
    const png = Buffer.from('iVBORw0KGgo=', 'base64').toString('base64');
    const response = await create({
      ...hello,
      model: 'vision-chat',
      messages: [
        {
          role: 'user',
          content: [
            { type: 'image', source: { type: 'base64', media_type: 'image/png', data: png } },
            { type: 'text', text: 'What?' },
          ],
        },
      ],
    });
    expect(response.status).toBe(200);
    expect(lastUpstream().body.messages.at(-1).content).toEqual([
      { type: 'image_url', image_url: { url: `data:image/png;base64,${png}` } },
      { type: 'text', text: 'What?' },
    ]);
  });

  it('POST /messages returns 200 streaming message_start, ping, the text block, message_delta with usage and cost, then message_stop', async () => {
    const response = await create({ ...hello, stream: true });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const frames = events(response.text);
    expect(frames.map((frame) => frame.data.type)).toEqual([
      'message_start',
      'ping',
      'content_block_start',
      ...Array(Math.ceil('echo: Hello'.length / 3)).fill('content_block_delta'),
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    const text = frames.filter((frame) => frame.data.type === 'content_block_delta').map((frame) => frame.data.delta.text);
    expect(text.join('')).toBe('echo: Hello');
    expect(frames.at(-2)!.data).toEqual({
      type: 'message_delta',
      delta: { stop_reason: 'end_turn', stop_sequence: null },
      usage: { input_tokens: PROMPT_TOKENS, output_tokens: COMPLETION_TOKENS, cache_creation_input_tokens: null, cache_read_input_tokens: null },
      cost: { usd: 0.000007, diem: 0.00001 },
    });
  });

  it("POST /messages returns 200 with stop_reason stop_sequence and the sequence, streamed or not, when the engine says which of the request's ended the answer", async () => {
    const stopped = { ...hello, stop_sequences: ['END', '\n\nHuman:'] };
    app.upstream.script(reply({ stopReason: 'END' }));
    expect((await create(stopped)).body).toMatchObject({ stop_reason: 'stop_sequence', stop_sequence: 'END' });
    app.upstream.script(reply({ stopReason: 'END' }));
    const frames = events((await create({ ...stopped, stream: true })).text);
    expect(frames.at(-2)!.data.delta).toEqual({ stop_reason: 'stop_sequence', stop_sequence: 'END' });
    // A sequence the request did not give, or the reference API's `stop`, is no stop sequence of the caller's.
    for (const stopReason of ['OTHER', 'stop']) {
      app.upstream.script(reply({ stopReason }));
      expect((await create(stopped)).body).toMatchObject({ stop_reason: 'end_turn', stop_sequence: null });
    }
    // Chat's answer keeps its own shape: no field for the sequence.
    app.upstream.script(reply({ stopReason: 'END' }));
    const chat = await app.service.call('createChatCompletion', {
      key: app.key,
      body: { model: 'chat-basic', messages: [{ role: 'user', content: 'Hi' }], stop: ['END'] },
    });
    expect((chat.body as { choices: Record<string, unknown>[] }).choices[0]).not.toHaveProperty('stop_sequence');
  });

  it('POST /messages returns 200 streaming a tool call as a tool_use block with input_json_delta', async () => {
    app.upstream.script(reply({ content: null, toolCalls: [{ id: 'call_s', name: 'sum', arguments: '{"a":1}' }] }));
    const frames = events((await create({ ...hello, stream: true, tools: [{ name: 'sum', input_schema: { type: 'object' } }] })).text);
    expect(frames.find((frame) => frame.data.type === 'content_block_start')!.data.content_block).toEqual({
      type: 'tool_use',
      id: 'call_s',
      name: 'sum',
      input: {},
    });
    expect(frames.filter((frame) => frame.data.delta?.type === 'input_json_delta').map((frame) => frame.data.delta.partial_json)).toEqual(['{"a":1}']);
    expect(frames.at(-2)!.data.delta.stop_reason).toBe('tool_use');
  });

  it('POST /messages returns 200 and ends the stream with an error event when the engine fails after it began', async () => {
    app.upstream.script(dropMidStream());
    const frames = events((await create({ ...hello, stream: true })).text);
    expect(frames[0]!.data.type).toBe('message_start');
    expect(frames.at(-1)!.data).toEqual({ type: 'error', error: { type: 'api_error', message: "The model's engine failed mid-stream" } });
  });

  it('POST /messages sends output_config.format to the engine as a json_schema response_format, and effort as the reasoning effort', async () => {
    const schema = { type: 'object', properties: { answer: { type: 'string' } }, required: ['answer'] };
    const response = await create({ ...hello, output_config: { format: { type: 'json_schema', schema } } });
    expect(response.status).toBe(200);
    expect(app.upstream.requests.at(-1)!.body.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'output', schema, strict: true } });
    const bad = await create({ ...hello, output_config: { format: { type: 'json_schema' } } });
    expect(bad.status).toBe(400);
  });

  it('POST /messages returns 200 with the key in x-api-key, and 401 authentication_error for an unknown one', async () => {
    expect((await withApiKey(hello, app.key)).status).toBe(200);
    const refused = await withApiKey(hello, UNKNOWN_KEY);
    expect(refused.status).toBe(401);
    expect(anthropicError(refused.body)).toEqual({
      type: 'error',
      error: { type: 'authentication_error', message: 'Authentication failed', code: 'AUTHENTICATION_FAILED' },
    });
  });

  it("POST /messages returns each refusal in Anthropic's shape with its error type", async () => {
    const typeOf = async (response: Promise<{ status: number; body: unknown }>) => {
      const { status: code, body } = await response;
      expect(anthropicError(body).type).toBe('error');
      return [code, anthropicError(body).error.type];
    };
    expect(await typeOf(create({ model: 'chat-basic', messages: [{ role: 'user', content: 'x' }] }))).toEqual([400, 'invalid_request_error']);
    expect(await typeOf(create({ ...hello, model: 'no-such-model' }))).toEqual([404, 'not_found_error']);
    expect(await typeOf(create({ ...hello, model: 'open-chat' }, await app.createKey('PRIVATE_ONLY')))).toEqual([403, 'permission_error']);
    expect(await typeOf(create(hello, await keyOnEmptyAccount(app)))).toEqual([402, 'billing_error']);
    app.upstream.script(status(429, { error: { message: 'slow down' } }, { 'retry-after': '120' }));
    expect(await typeOf(create(hello))).toEqual([429, 'rate_limit_error']);
    app.upstream.script(status(503), status(503), status(503));
    expect(await typeOf(create(hello))).toEqual([503, 'overloaded_error']);
    app.upstream.script(status(500), status(500), status(500));
    expect(await typeOf(create(hello))).toEqual([502, 'api_error']);
    const invalid = await create({ model: 'chat-basic', messages: [{ role: 'user', content: 'x' }] });
    expect(anthropicError(invalid.body).error.message).toMatch(/max_tokens/);
  });

  it('POST /messages charges what POST /chat/completions charges for the same request', async () => {
    const balance = async () => (await app.service.call('getBillingBalance', { key: app.service.adminKey })).body as { balances: { usd: number } };
    const before = (await balance()).balances.usd;
    const chat = await app.service.call('createChatCompletion', {
      key: app.key,
      body: {
        model: 'chat-basic',
        max_tokens: 40,
        messages: [
          { role: 'system', content: 'Be brief.' },
          { role: 'user', content: 'Hello' },
        ],
      },
    });
    const between = (await balance()).balances.usd;
    const message = await create({ ...hello, system: 'Be brief.' });
    const after = (await balance()).balances.usd;
    expect((message.body as Body).cost).toEqual((chat.body as Body).cost);
    expect(before - between).toBeGreaterThan(0);
    expect(between - after).toBeCloseTo(before - between, 9);
    expect(app.upstream.requests.at(-1)!.body.messages).toEqual(app.upstream.requests.at(-2)!.body.messages);
  });

  it("POST /messages/count_tokens returns 200 with the service's estimate for an upstream model, sending the upstream nothing", async () => {
    const request = { model: 'chat-basic', system: 'Be brief.', messages: [{ role: 'user', content: 'Hello' }] };
    const sent = app.upstream.requests.length;
    const counted = await count(request);
    expect(counted.status).toBe(200);
    expect(app.upstream.requests).toHaveLength(sent); // a generation there would be the operator's cost
    // The estimate the rate limits admit with: about four characters a token of the prompt the upstream is sent.
    await create({ ...request, max_tokens: 40 });
    const characters = (value: unknown): number =>
      typeof value === 'string'
        ? value.length
        : value && typeof value === 'object'
          ? Object.values(value).reduce((total: number, item) => total + characters(item), 0)
          : 0;
    expect(counted.body).toEqual({ input_tokens: Math.ceil(characters(lastUpstream().body.messages) / 4) });
  });

  it('POST /messages/count_tokens returns 404 not_found_error for an unknown model', async () => {
    const response = await count({ model: 'no-such-model', messages: [{ role: 'user', content: 'x' }] });
    expect(response.status).toBe(404);
    expect(anthropicError(response.body).error.type).toBe('not_found_error');
  });
});
