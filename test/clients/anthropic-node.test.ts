// The official `@anthropic-ai/sdk` npm SDK, unchanged, pointed at {base_url}/api with a service key
// (sent as x-api-key), against the loopback upstream and against the embedded engine: create, the
// stream helper, a tool round trip, an image, countTokens, and each refusal as the SDK's own class.
import Anthropic from '@anthropic-ai/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creditTestAccount } from '../support/credit.js';
import { keyOnEmptyAccount, UNKNOWN_KEY } from '../support/error-scenarios.js';
import { COMPLETION_TOKENS, PROMPT_TOKENS, reply, status } from '../support/fake-upstream.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const anthropic = (baseUrl: string, apiKey: string) => new Anthropic({ apiKey, baseURL: `${baseUrl}/api`, maxRetries: 0 });
const hello = { model: 'chat-basic', max_tokens: 40, messages: [{ role: 'user' as const, content: 'hello sdk' }] };

describe('official @anthropic-ai/sdk on an OpenAI-compatible upstream', () => {
  let app: InferenceApp;
  let client: Anthropic;

  beforeAll(async () => {
    app = await startInferenceApp();
    client = anthropic(app.service.baseUrl, app.key);
  });
  afterAll(() => app?.close());
  beforeEach(() => app.upstream.reset());

  it('creates a message', async () => {
    const message = await client.messages.create(hello);
    expect(message.content).toEqual([{ type: 'text', text: 'echo: hello sdk' }]);
    expect(message.stop_reason).toBe('end_turn');
    expect(message.usage).toMatchObject({ input_tokens: PROMPT_TOKENS, output_tokens: COMPLETION_TOKENS });
  });

  it('streams a message; the stream helper assembles the text and the final usage', async () => {
    const stream = client.messages.stream({ ...hello, messages: [{ role: 'user', content: 'streamed' }] });
    const pieces: string[] = [];
    stream.on('text', (text) => pieces.push(text));
    const final = await stream.finalMessage();
    expect(pieces.join('')).toBe('echo: streamed');
    expect(final.content).toEqual([{ type: 'text', text: 'echo: streamed' }]);
    expect(final.usage).toMatchObject({ input_tokens: PROMPT_TOKENS, output_tokens: COMPLETION_TOKENS });
    expect(final.stop_reason).toBe('end_turn');
  });

  it('makes a tool round trip: the model calls a tool (streamed and not), the result goes back', async () => {
    const tools: Anthropic.Tool[] = [{ name: 'get_time', description: 'The time', input_schema: { type: 'object', properties: { zone: { type: 'string' } } } }];
    const call = reply({ content: null, toolCalls: [{ id: 'call_t', name: 'get_time', arguments: '{"zone":"UTC"}' }] });
    app.upstream.script(call, call);
    const messages: Anthropic.MessageParam[] = [{ role: 'user', content: 'time?' }];
    const first = await client.messages.create({ ...hello, messages, tools });
    expect(first.stop_reason).toBe('tool_use');
    expect(first.content).toEqual([{ type: 'tool_use', id: 'call_t', name: 'get_time', input: { zone: 'UTC' } }]);
    const streamed = await client.messages.stream({ ...hello, messages, tools }).finalMessage();
    expect(streamed.content).toEqual(first.content);
    messages.push({ role: 'assistant', content: first.content }, { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'call_t', content: '12:00' }] });
    const answer = await client.messages.create({ ...hello, messages, tools });
    expect(answer.stop_reason).toBe('end_turn');
    expect(app.upstream.requests.at(-1)!.body.messages.slice(-2)).toEqual([
      { role: 'assistant', content: null, tool_calls: [{ id: 'call_t', type: 'function', function: { name: 'get_time', arguments: '{"zone":"UTC"}' } }] },
      { role: 'tool', tool_call_id: 'call_t', content: '12:00' },
    ]);
  });

  it('sends a base64 image', async () => {
    const data = Buffer.from('not really a png').toString('base64');
    const message = await client.messages.create({
      ...hello,
      model: 'vision-chat',
      messages: [
        {
          role: 'user',
          content: [
            { type: 'image', source: { type: 'base64', media_type: 'image/png', data } },
            { type: 'text', text: 'what is it?' },
          ],
        },
      ],
    });
    expect(message.content[0]).toMatchObject({ type: 'text' });
    expect(app.upstream.requests.at(-1)!.body.messages.at(-1).content[0]).toEqual({ type: 'image_url', image_url: { url: `data:image/png;base64,${data}` } });
  });

  it("counts tokens: the service's count, unchanged, with nothing sent upstream", async () => {
    const body = { model: 'chat-basic', system: 'Be brief.', messages: hello.messages };
    const sent = app.upstream.requests.length;
    const counted = await client.messages.countTokens(body);
    expect(app.upstream.requests).toHaveLength(sent);
    expect(counted).toEqual((await app.service.call('countMessageTokens', { key: app.key, body: body as never })).body);
    expect(counted.input_tokens).toBeGreaterThan(0);
  });

  it("raises the SDK's own class, with the service's message, for each refusal", async () => {
    const refusal = (call: Promise<unknown>) =>
      call.then(
        () => undefined,
        (error: unknown) => error as InstanceType<typeof Anthropic.APIError>,
      );
    const invalid = await refusal(client.messages.create({ ...hello, max_tokens: 0 }));
    expect(invalid).toBeInstanceOf(Anthropic.BadRequestError);
    expect(invalid!.message).toMatch(/max_tokens: must be >= 1/);
    const unknown = await refusal(anthropic(app.service.baseUrl, UNKNOWN_KEY).messages.create(hello));
    expect(unknown).toBeInstanceOf(Anthropic.AuthenticationError);
    expect(unknown!.message).toMatch(/Authentication failed/);
    const missing = await refusal(client.messages.create({ ...hello, model: 'no-such-model' }));
    expect(missing).toBeInstanceOf(Anthropic.NotFoundError);
    expect(missing!.message).toMatch(/Specified model not found: no-such-model/);
    const privateOnly = anthropic(app.service.baseUrl, await app.createKey('PRIVATE_ONLY'));
    const forbidden = await refusal(privateOnly.messages.create({ ...hello, model: 'open-chat' }));
    expect(forbidden).toBeInstanceOf(Anthropic.PermissionDeniedError);
    expect(forbidden!.message).toMatch(/open-chat is anonymized/);
    const unpaid = await refusal(anthropic(app.service.baseUrl, await keyOnEmptyAccount(app)).messages.create(hello));
    expect(unpaid).toBeInstanceOf(Anthropic.APIError);
    expect(unpaid).toMatchObject({ status: 402, type: 'billing_error' });
    expect(unpaid!.message).toMatch(/Insufficient USD or Diem balance/i);
    app.upstream.script(status(429, { error: { message: 'slow down' } }, { 'retry-after': '120' }));
    const limited = await refusal(client.messages.create(hello));
    expect(limited).toBeInstanceOf(Anthropic.RateLimitError);
    expect(limited!.message).toMatch(/overloaded/);
    app.upstream.script(status(503), status(503), status(503));
    const unavailable = await refusal(client.messages.create(hello));
    expect(unavailable).toBeInstanceOf(Anthropic.InternalServerError);
    expect(unavailable).toMatchObject({ status: 503, type: 'overloaded_error' });
  });
});

describe('official @anthropic-ai/sdk on the embedded engine', () => {
  let service: TestApp;
  let client: Anthropic;
  const request = { model: 'debug-tiny-chat', max_tokens: 8, temperature: 0.8, messages: [{ role: 'user' as const, content: 'Hello' }] };

  beforeAll(async () => {
    service = await startTestApp();
    await creditTestAccount(service, '10');
    const created = await service.call('createApiKey', { key: service.adminKey, body: { apiKeyType: 'INFERENCE', description: 'anthropic sdk' } });
    client = anthropic(service.baseUrl, (created.body as { data: { apiKey: string } }).data.apiKey);
  });
  afterAll(() => service?.close());

  it('creates and streams a message, counting the prompt tokens it is charged for', async () => {
    const counted = await client.messages.countTokens({ model: request.model, messages: request.messages });
    const message = await client.messages.create(request);
    expect(message.model).toBe('debug-tiny-chat');
    expect(message.usage.output_tokens).toBeGreaterThan(0);
    expect(message.usage.output_tokens).toBeLessThanOrEqual(8);
    // a prompt prefix read from what the engine's context still holds is counted all the same
    expect(message.usage.input_tokens + (message.usage.cache_read_input_tokens ?? 0)).toBe(counted.input_tokens);
    const final = await client.messages.stream(request).finalMessage();
    expect(final.usage.input_tokens + (final.usage.cache_read_input_tokens ?? 0)).toBe(counted.input_tokens);
    expect(final.usage.output_tokens).toBeLessThanOrEqual(8);
    expect(['end_turn', 'max_tokens']).toContain(final.stop_reason);
  });

  it('calls a named tool through the grammar and takes its result back', async () => {
    const tools: Anthropic.Tool[] = [
      { name: 'get_time', input_schema: { type: 'object', properties: { zone: { type: 'string', enum: ['UTC', 'CET'] } }, required: ['zone'] } },
    ];
    const first = await client.messages.create({ ...request, max_tokens: 256, tools, tool_choice: { type: 'tool', name: 'get_time' } });
    expect(first.stop_reason).toBe('tool_use');
    const call = first.content.find((block) => block.type === 'tool_use')!;
    expect(call).toMatchObject({ type: 'tool_use', name: 'get_time', input: { zone: expect.stringMatching(/^(UTC|CET)$/) } });
    const answer = await client.messages.create({
      ...request,
      tools,
      messages: [
        ...request.messages,
        { role: 'assistant', content: first.content },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: call.id, content: '12:00' }] },
      ],
    });
    expect(answer.role).toBe('assistant');
  });
});
