import { Ajv2020 } from 'ajv/dist/2020.js';
import type OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creditTestAccount } from '../support/credit.js';
import { dropMidStream, reply } from '../support/fake-upstream.js';
import { parseFrames, schemaProblems, type Frame } from '../support/event-stream.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { errorMessageOf, errorOf } from '../support/error-body.js';

describe('Responses', () => {
  let app: InferenceApp;
  const create = (body: Record<string, unknown>) => app.service.call('createResponse', { key: app.key, body: body as never });
  const lastUpstream = () => app.upstream.requests.at(-1)!;
  const events = (text: string): Frame[] => {
    const frames = parseFrames(text);
    expect(frames.at(-1)!.data).toBe('[DONE]');
    const named = frames.slice(0, -1);
    named.forEach((frame, index) => {
      expect(frame.event).toBe(frame.data.type);
      expect(frame.data.sequence_number).toBe(index);
      expect(schemaProblems('ResponsesStreamEvent', frame.data)).toEqual([]);
    });
    return named;
  };

  beforeAll(async () => {
    app = await startInferenceApp();
  });
  afterAll(() => app?.close());
  beforeEach(() => app.upstream.reset());

  it('POST /responses returns 200 with a completed response, its message output, usage and the cost charged', async () => {
    const response = await create({ model: 'chat-basic', input: 'Hello', max_output_tokens: 40 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      object: 'response',
      model: 'chat-basic',
      status: 'completed',
      output: [{ type: 'message', status: 'completed', role: 'assistant', content: [{ type: 'output_text', text: 'echo: Hello', annotations: [] }] }],
      usage: { input_tokens: 12, output_tokens: 5, total_tokens: 17 },
      // 12 × 0.2 + 5 × 0.8 = 6.4 micro-USD and 12 × 0.3 + 5 × 1.2 = 9.6 micro-DIEM, each rounded up
      cost: { usd: 0.000007, diem: 0.00001 },
      error: null,
    });
    expect((response.body as { id: string }).id).toMatch(/^resp_/);
    expect(response.headers.get('x-service-model-id')).toBe('chat-basic');
    expect(lastUpstream().body).toMatchObject({ max_tokens: 40, messages: [{ role: 'system' }, { role: 'user', content: 'Hello' }] });
  });

  it('POST /responses returns 200 converting input items, function tools and tool_choice to chat form', async () => {
    await create({
      model: 'chat-basic',
      input: [
        { role: 'developer', content: 'Use tools.' },
        { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Weather in Paris?' }] },
        { type: 'function_call', call_id: 'call_1', name: 'get_weather', arguments: '{"city":"Paris"}' },
        { type: 'function_call_output', call_id: 'call_1', output: '{"temp":21}' },
      ],
      tools: [{ type: 'function', name: 'get_weather', parameters: { type: 'object', properties: { city: { type: 'string' } } } }],
      tool_choice: { type: 'function', name: 'get_weather' },
      service_parameters: { include_service_system_prompt: false },
    });
    expect(lastUpstream().body).toMatchObject({
      messages: [
        { role: 'system', content: 'Use tools.' },
        { role: 'user', content: [{ type: 'text', text: 'Weather in Paris?' }] },
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }],
        },
        { role: 'tool', tool_call_id: 'call_1', content: '{"temp":21}' },
      ],
      tools: [{ type: 'function', function: { name: 'get_weather', parameters: { type: 'object' } } }],
      tool_choice: { type: 'function', function: { name: 'get_weather' } },
    });
  });

  it('POST /responses returns 200 sending text.format to the upstream as the chat response_format', async () => {
    const schema = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'], additionalProperties: false };
    await create({
      model: 'chat-basic',
      input: 'Where?',
      text: { format: { type: 'json_schema', name: 'place', description: 'A city', schema, strict: true } },
    });
    expect(lastUpstream().body.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'place', description: 'A city', schema, strict: true } });
    await create({ model: 'chat-basic', input: 'Where?', text: { format: { type: 'json_object' }, verbosity: 'low' } });
    expect(lastUpstream().body).toMatchObject({ response_format: { type: 'json_object' }, verbosity: 'low' });
    await create({ model: 'chat-basic', input: 'Where?', text: { format: { type: 'text' } } });
    expect(lastUpstream().body.response_format).toEqual({ type: 'text' });
  });

  it('POST /responses returns 200 with function_call output items for tool calls', async () => {
    app.upstream.script(reply({ content: null, toolCalls: [{ id: 'call_9', name: 'lookup', arguments: '{"q":"x"}' }] }));
    const response = await create({ model: 'chat-basic', input: 'look it up', tools: [{ type: 'function', function: { name: 'lookup' } }] });
    expect(response.body).toMatchObject({
      status: 'completed',
      output: [{ type: 'function_call', call_id: 'call_9', name: 'lookup', arguments: '{"q":"x"}', status: 'completed' }],
    });
  });

  it('POST /responses returns 200 for earlier output items replayed as the openai SDK types them, refusals as text', async () => {
    const input: OpenAI.Responses.ResponseInputItem[] = [
      { role: 'user', content: 'What is 1 + 2, and is it sunny?' },
      { type: 'reasoning', id: 'rs_1', summary: [{ type: 'summary_text', text: 'Add, then search.' }], status: 'completed' },
      // content: null, as the reference API's document allows
      { type: 'reasoning', id: 'rs_2', summary: [], content: null, status: 'completed' } as unknown as OpenAI.Responses.ResponseInputItem,
      { type: 'web_search_call', id: 'ws_1', status: 'completed', action: { type: 'search', query: 'weather' } },
      { type: 'function_call', id: 'fc_1', call_id: 'call_2', name: 'sum', arguments: '{"a":1,"b":2}', status: 'completed' },
      { type: 'function_call_output', id: null, call_id: 'call_2', output: [{ type: 'input_text', text: '3' }] },
      {
        type: 'message',
        id: 'msg_1',
        role: 'assistant',
        status: 'completed',
        content: [
          { type: 'output_text', text: 'It is 3. ', annotations: [], logprobs: [] },
          { type: 'refusal', refusal: 'I cannot see the sky.' },
        ],
      },
      { role: 'user', content: [{ type: 'input_text', text: 'Thanks' }] },
    ];
    const response = await create({ model: 'chat-basic', input, tools: [{ type: 'function', name: 'sum' }] });
    expect(response.status).toBe(200);
    expect(lastUpstream().body.messages.slice(-4)).toEqual([
      { role: 'assistant', content: null, tool_calls: [{ id: 'call_2', type: 'function', function: { name: 'sum', arguments: '{"a":1,"b":2}' } }] },
      { role: 'tool', tool_call_id: 'call_2', content: '3' },
      { role: 'assistant', content: 'It is 3. I cannot see the sky.' },
      { role: 'user', content: [{ type: 'text', text: 'Thanks' }] },
    ]);
  });

  it('POST /responses returns 200 with status incomplete when the token limit cut the answer', async () => {
    app.upstream.script(reply({ finishReason: 'length' }));
    const response = await create({ model: 'chat-basic', input: 'long' });
    expect(response.body).toMatchObject({ status: 'incomplete', incomplete_details: { reason: 'max_output_tokens' } });
  });

  it('POST /responses returns 200 streaming the event types in order with sequence numbers, ending with response.completed', async () => {
    app.upstream.script(reply({ reasoning: 'thinking', content: 'Hi there' }));
    const response = await create({ model: 'reasoning-chat', input: 'hi', stream: true });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const frames = events(response.text);
    const types = frames.map((frame) => frame.data.type);
    expect(types[0]).toBe('response.created');
    expect(types).toContain('response.reasoning.delta');
    expect(types.indexOf('response.output_item.added')).toBeLessThan(types.indexOf('response.content_part.added'));
    expect(types.at(-1)).toBe('response.completed');
    const text = frames
      .filter((frame) => frame.data.type === 'response.output_text.delta')
      .map((frame) => frame.data.delta)
      .join('');
    expect(text).toBe('Hi there');
    const completed = frames.at(-1)!.data.response;
    expect(completed).toMatchObject({ status: 'completed', usage: { input_tokens: 12, output_tokens: 5 }, cost: { usd: 0.000007, diem: 0.00001 } });
    expect(completed.output.map((item: { type: string }) => item.type)).toEqual(['reasoning', 'message']);
    expect(schemaProblems('ResponsesResponse', completed)).toEqual([]);
  });

  it('POST /responses returns 200 streaming function call arguments', async () => {
    app.upstream.script(reply({ content: null, toolCalls: [{ id: 'call_2', name: 'sum', arguments: '{"a":1,"b":2}' }] }));
    const frames = events((await create({ model: 'chat-basic', input: 'add', stream: true, tools: [{ type: 'function', name: 'sum' }] })).text);
    const args = frames
      .filter((frame) => frame.data.type === 'response.function_call_arguments.delta')
      .map((frame) => frame.data.delta)
      .join('');
    expect(args).toBe('{"a":1,"b":2}');
    expect(frames.at(-1)!.data.response.output).toEqual([
      expect.objectContaining({ type: 'function_call', call_id: 'call_2', name: 'sum', arguments: '{"a":1,"b":2}', status: 'completed' }),
    ]);
  });

  it('POST /responses returns 200 ending the stream with response.failed when the upstream drops mid-stream', async () => {
    app.upstream.script(dropMidStream());
    const frames = events((await create({ model: 'chat-basic', input: 'hi', stream: true })).text);
    expect(frames.at(-1)!.data).toMatchObject({ type: 'response.failed', response: { status: 'failed', error: { code: 'upstream_error' } } });
  });

  it('POST /responses returns 200 with an input_image data URL of 30 MiB, sent to the engine as it is', async () => {
    const url = `data:image/png;base64,${'A'.repeat(30 * 1024 * 1024)}`;
    const input = [
      {
        role: 'user',
        content: [
          { type: 'input_text', text: 'What is this?' },
          { type: 'input_image', image_url: url },
        ],
      },
    ];
    const response = await create({ model: 'vision-chat', input });
    expect(response.status).toBe(200);
    expect(JSON.stringify(lastUpstream().body.messages)).toContain(url);
  });

  it('POST /responses returns 400 for non-function tools, web search, and background, conversation or prompt', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ model: 'chat-basic', input: 'x', background: true }, 'background mode is not available'],
      [{ model: 'chat-basic', input: 'x', conversation: 'conv_1' }, 'continue a conversation with previous_response_id'],
      [{ model: 'chat-basic', input: 'x', prompt: { id: 'pmpt_1' } }, 'stored prompt templates'],
      [{ model: 'chat-basic', input: 'x', tools: [{ type: 'code_interpreter' }] }, 'The code_interpreter tool is not available'],
      // Web search without a search provider configured (chat-web-search.test.ts has one).
      [{ model: 'chat-basic', input: 'x', tools: [{ type: 'web_search' }] }, 'Web search (enable_web_search=on) is not available'],
      [{ model: 'chat-basic', input: 'x', web_search: true }, 'Web search (enable_web_search=on) is not available'],
      [{ model: 'plain-chat', input: 'x', tools: [{ type: 'function', name: 'f' }] }, 'does not support tool calls'],
      [
        { model: 'plain-chat', input: 'x', text: { format: { type: 'json_schema', name: 's', schema: { type: 'object' } } } },
        'does not support structured output',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await create(body);
      expect(response.status, message).toBe(400);
      expect(errorMessageOf(response.body) as string).toContain(message);
    }
  });

  it('POST /responses returns 400 for a function tool_choice without a name', async () => {
    const response = await create({ model: 'chat-basic', input: 'x', tool_choice: { type: 'function' } });
    expect(response.status).toBe(400);
    expect(response.text).toContain('tool_choice must be auto, none, required, or {type: function, name}');
    expect(response.text).not.toContain('must NOT be valid');
  });

  it('POST /responses returns 400 saying a function tool needs its name, not "must NOT be valid"', async () => {
    const response = await create({ model: 'chat-basic', input: 'x', tools: [{ type: 'function', parameters: { type: 'object' } }] });
    expect(response.status).toBe(400);
    expect(response.text).toContain('a function tool needs its name');
    expect(response.text).not.toContain('must NOT be valid');
  });

  it('POST /responses returns 400 for a json_schema text.format without its schema, or a format type it does not know', async () => {
    for (const format of [{ type: 'json_schema', name: 's' }, { type: 'yaml' }]) {
      const response = await create({ model: 'chat-basic', input: 'x', text: { format } });
      expect(response.status, JSON.stringify(format)).toBe(400);
      expect(errorOf(response.body)).toMatchObject({ code: 'INVALID_REQUEST' });
    }
    expect(app.upstream.requests).toHaveLength(0);
  });

  it('POST /responses returns 404 for an unknown model, even with input it would refuse, and 402 without credentials', async () => {
    expect((await create({ model: 'nope', input: 'x' })).status).toBe(404);
    expect((await create({ model: 'nope', input: [{ type: 'item_reference', id: 'msg_1' }] })).status).toBe(404);
    expect((await app.service.call('createResponse', { body: { model: 'chat-basic', input: 'x' } })).status).toBe(402);
  });

  it('POST /responses returns 400 naming a top-level field it does not know, as chat does', async () => {
    const response = await create({ model: 'chat-basic', input: 'x', max_tokens: 10 });
    expect(response.status).toBe(400);
    expect((response.body as { error: { param: string } }).error.param).toBe('max_tokens');
    expect(app.upstream.requests).toHaveLength(0);
  });

  it("POST /responses returns 200 with every top-level field OpenAI's SDKs send, set as they send it", async () => {
    const response = await create({
      model: 'chat-basic',
      input: 'x',
      instructions: null,
      background: false,
      conversation: null,
      prompt: null,
      include: ['reasoning.encrypted_content'],
      metadata: { run: '1' },
      parallel_tool_calls: true,
      max_tool_calls: 3,
      previous_response_id: null,
      prompt_cache_key: 'k',
      prompt_cache_retention: 'in_memory',
      prompt_cache_options: {},
      safety_identifier: 'user-1',
      service_tier: 'auto',
      store: true,
      stream_options: { include_obfuscation: false },
      top_logprobs: 0,
      truncation: 'disabled',
      user: 'user-1',
      context_management: [],
      moderation: null,
      access_programs: null,
      image: null,
    });
    expect(response.status, response.text).toBe(200);
    expect(lastUpstream().body).toMatchObject({ prompt_cache_key: 'k' });
  });
});

// The random-weight debug model writes noise, so only the grammar can make its answer JSON of the schema.
describe('Responses on the embedded engine', () => {
  let service: TestApp;
  const schema = {
    type: 'object',
    // No free-length string: the debug model's byte tokens can spell invalid UTF-8, which the
    // grammar counts as one character and the answer decodes as four U+FFFD, past a maxLength.
    properties: {
      word: { type: 'string', enum: ['sunny', 'rainy', 'windy'] },
      mood: { type: 'string', enum: ['calm', 'busy'] },
      count: { type: 'integer' },
      flags: { type: 'array', items: { type: 'boolean' }, maxItems: 3 },
    },
    required: ['word', 'mood', 'count', 'flags'],
    additionalProperties: false,
  };
  const validate = new Ajv2020({ strict: false }).compile(schema);
  const outputText = (response: { output: { type: string; content?: { text: string }[] }[] }) =>
    response.output.flatMap((item) => (item.type === 'message' ? item.content!.map((part) => part.text) : [])).join('');

  beforeAll(async () => {
    service = await startTestApp();
    await creditTestAccount(service, '10');
  });
  afterAll(() => service?.close());

  it('POST /responses returns 200 with text.format json_schema output that parses and matches the schema, plain and streamed', async () => {
    const body = {
      model: 'debug-tiny-chat',
      input: 'Describe your day.',
      max_output_tokens: 200,
      text: { format: { type: 'json_schema', name: 'day', schema, strict: true } },
    };
    const plain = await service.call('createResponse', { key: service.adminKey, body: body as never });
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ status: 'completed' });
    const parsed: unknown = JSON.parse(outputText(plain.body as never));
    expect(validate(parsed), JSON.stringify(validate.errors)).toBe(true);

    const streamed = await service.call('createResponse', { key: service.adminKey, body: { ...body, stream: true } as never });
    const completed = parseFrames(streamed.text).at(-2)!.data;
    expect(completed).toMatchObject({ type: 'response.completed' });
    expect(validate(JSON.parse(outputText(completed.response))), JSON.stringify(validate.errors)).toBe(true);
  });

  it('POST /responses returns 200 with a JSON object for text.format json_object', async () => {
    const body = { model: 'debug-tiny-chat', input: 'Anything.', max_output_tokens: 300, text: { format: { type: 'json_object' } } };
    const response = await service.call('createResponse', { key: service.adminKey, body: body as never });
    expect(response.status).toBe(200);
    const text = outputText(response.body as never);
    expect(text.startsWith('{')).toBe(true);
    if ((response.body as { status: string }).status === 'completed') expect(typeof JSON.parse(text)).toBe('object');
  });
});
