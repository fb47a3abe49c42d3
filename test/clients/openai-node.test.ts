// The official `openai` npm SDK, unchanged, pointed at {base_url}/api/v1, against the service with
// the loopback upstream: chat (plain, streamed, tool calls), responses (plain, streamed, stored and chained), embeddings.
import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { COMPLETION_TOKENS, dropMidStream, PROMPT_TOKENS, reply, status } from '../support/fake-upstream.js';
import { useInferenceSdk } from '../support/openai-sdk.js';

describe('official openai npm SDK', () => {
  const sdk = useInferenceSdk();

  it('lists the models and retrieves one (models.retrieve)', async () => {
    const ids = [];
    for await (const model of sdk.client.models.list()) ids.push(model.id);
    expect(ids).toContain('chat-basic');
    const model = await sdk.client.models.retrieve('chat-basic');
    expect(model).toMatchObject({ id: 'chat-basic', object: 'model', owned_by: expect.any(String) });
    await expect(sdk.client.models.retrieve('no-such-model')).rejects.toBeInstanceOf(OpenAI.NotFoundError);
  });

  it('creates a chat completion', async () => {
    const completion = await sdk.client.chat.completions.create({ model: 'chat-basic', messages: [{ role: 'user', content: 'hello sdk' }] });
    expect(completion.choices[0]!.message.content).toBe('echo: hello sdk');
    expect(completion.usage).toMatchObject({ prompt_tokens: PROMPT_TOKENS, completion_tokens: COMPLETION_TOKENS });
  });

  it('streams a chat completion with a final usage chunk, and through the .stream() helper', async () => {
    const stream = await sdk.client.chat.completions.create({
      model: 'chat-basic',
      messages: [{ role: 'user', content: 'streamed' }],
      stream: true,
      stream_options: { include_usage: true },
    });
    let text = '';
    let usage: OpenAI.CompletionUsage | undefined | null;
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta.content ?? '';
      usage = chunk.usage ?? usage;
    }
    expect(text).toBe('echo: streamed');
    expect(usage).toMatchObject({ prompt_tokens: PROMPT_TOKENS, completion_tokens: COMPLETION_TOKENS });
    const final = await sdk.client.chat.completions.stream({ model: 'chat-basic', messages: [{ role: 'user', content: 'helper' }] }).finalChatCompletion();
    expect(final.choices[0]!.message.content).toBe('echo: helper');
  });

  it('gets tool calls, plain and streamed', async () => {
    const tools: OpenAI.ChatCompletionTool[] = [
      { type: 'function', function: { name: 'get_time', parameters: { type: 'object', properties: { zone: { type: 'string' } } } } },
    ];
    const toolCalls = [{ id: 'call_t', name: 'get_time', arguments: '{"zone":"UTC"}' }];
    sdk.app.upstream.script(reply({ content: null, toolCalls }), reply({ content: null, toolCalls }));
    const plain = await sdk.client.chat.completions.create({ model: 'chat-basic', messages: [{ role: 'user', content: 'time?' }], tools });
    const call = plain.choices[0]!.message.tool_calls![0]! as OpenAI.ChatCompletionMessageFunctionToolCall;
    expect(call.function).toEqual({ name: 'get_time', arguments: '{"zone":"UTC"}' });
    const streamed = await sdk.client.chat.completions
      .stream({ model: 'chat-basic', messages: [{ role: 'user', content: 'time?' }], tools })
      .finalChatCompletion();
    expect((streamed.choices[0]!.message.tool_calls![0]! as OpenAI.ChatCompletionMessageFunctionToolCall).function.arguments).toBe('{"zone":"UTC"}');
    expect(streamed.choices[0]!.finish_reason).toBe('tool_calls');
  });

  it('sees an in-band stream failure as an error, and a 400 as BadRequestError', async () => {
    sdk.app.upstream.script(dropMidStream());
    const stream = await sdk.client.chat.completions.create({ model: 'chat-basic', messages: [{ role: 'user', content: 'x' }], stream: true });
    await expect(async () => {
      for await (const chunk of stream) void chunk;
    }).rejects.toThrow(/failed mid-stream/);
    await expect(
      sdk.client.chat.completions.create({
        model: 'plain-chat',
        messages: [{ role: 'user', content: 'x' }],
        tools: [{ type: 'function', function: { name: 'f' } }],
      }),
    ).rejects.toBeInstanceOf(OpenAI.BadRequestError);
    sdk.app.upstream.script(status(503), status(503), status(503));
    await expect(sdk.client.chat.completions.create({ model: 'chat-basic', messages: [{ role: 'user', content: 'x' }] })).rejects.toBeInstanceOf(
      OpenAI.InternalServerError,
    );
  });

  it('creates a response, plain and streamed', async () => {
    const response = await sdk.client.responses.create({ model: 'chat-basic', input: 'respond' });
    expect(response.output_text).toBe('echo: respond');
    expect(response.usage).toMatchObject({ input_tokens: PROMPT_TOKENS, output_tokens: COMPLETION_TOKENS });
    const stream = sdk.client.responses.stream({ model: 'chat-basic', input: 'respond streamed' });
    const deltas: string[] = [];
    stream.on('response.output_text.delta', (event) => deltas.push(event.delta));
    const final = await stream.finalResponse();
    expect(deltas.join('')).toBe('echo: respond streamed');
    expect(final.output_text).toBe('echo: respond streamed');
    expect(final.status).toBe('completed');
  });

  it('continues a chat by pushing back the messages it returned (plain, from the stream helper, after a tool call)', async () => {
    const tools: OpenAI.ChatCompletionTool[] = [{ type: 'function', function: { name: 'get_time', parameters: { type: 'object', properties: {} } } }];
    const messages: OpenAI.ChatCompletionMessageParam[] = [{ role: 'user', content: 'time?' }];
    sdk.app.upstream.script(reply({ content: null, toolCalls: [{ id: 'call_r', name: 'get_time', arguments: '{}' }] }), reply({ content: '' }));
    const first = await sdk.client.chat.completions.create({ model: 'chat-basic', messages, tools });
    messages.push(first.choices[0]!.message, { role: 'tool', tool_call_id: 'call_r', content: [{ type: 'text', text: '12:00' }] });
    // an empty streamed answer: the helper's message has content null and tool_calls []
    const streamed = await sdk.client.chat.completions.stream({ model: 'chat-basic', messages, tools }).finalChatCompletion();
    messages.push(streamed.choices[0]!.message, { role: 'user', content: 'and now?' });
    const last = await sdk.client.chat.completions.create({ model: 'chat-basic', messages, tools });
    expect(last.choices[0]!.message.content).toBe('echo: and now?');
    expect(sdk.app.upstream.requests.at(-1)!.body.messages).toHaveLength(messages.length + 1); // the service system prompt first
  });

  it('continues a response by sending back its output items with a function_call_output', async () => {
    sdk.app.upstream.script(reply({ content: null, toolCalls: [{ id: 'call_o', name: 'sum', arguments: '{"a":1}' }] }));
    const tools: OpenAI.Responses.Tool[] = [{ type: 'function', name: 'sum', parameters: { type: 'object', properties: {} }, strict: false }];
    const input: OpenAI.Responses.ResponseInput = [{ role: 'user', content: 'add' }];
    const first = await sdk.client.responses.create({ model: 'chat-basic', input, tools });
    input.push(...(first.output as OpenAI.Responses.ResponseInputItem[]), { type: 'function_call_output', call_id: 'call_o', output: '1' });
    const second = await sdk.client.responses.create({ model: 'chat-basic', input, tools });
    input.push(...(second.output as OpenAI.Responses.ResponseInputItem[]), { role: 'user', content: 'thanks' });
    const third = await sdk.client.responses.create({ model: 'chat-basic', input, tools });
    expect(third.output_text).toBe('echo: thanks');
  });

  it('chains responses by previous_response_id, then retrieves, lists the input items of, and deletes a stored one', async () => {
    sdk.app.upstream.script(reply({ content: 'Hello Zorblax!' }));
    const first = await sdk.client.responses.create({ model: 'chat-basic', instructions: 'Be brief.', input: 'My name is Zorblax.' });
    const second = await sdk.client.responses.create({ model: 'chat-basic', previous_response_id: first.id, input: 'What is my name?' });
    expect(second.previous_response_id).toBe(first.id);
    expect(JSON.stringify(sdk.app.upstream.requests.at(-1)!.body.messages)).toContain('Hello Zorblax!');
    expect(await sdk.client.responses.retrieve(first.id)).toMatchObject({ id: first.id, output_text: 'Hello Zorblax!' });
    const items = [];
    for await (const item of sdk.client.responses.inputItems.list(second.id, { order: 'asc' })) items.push(item);
    expect(items.map((item) => item.type)).toEqual(['message', 'message', 'message']);
    await sdk.client.responses.delete(first.id);
    await expect(sdk.client.responses.retrieve(first.id)).rejects.toBeInstanceOf(OpenAI.NotFoundError);
    await expect(sdk.client.responses.create({ model: 'chat-basic', previous_response_id: first.id, input: 'again' })).rejects.toBeInstanceOf(
      OpenAI.NotFoundError,
    );
  });

  it('creates embeddings (the SDK asks for base64 and decodes it) and float embeddings', async () => {
    const encoded = await sdk.client.embeddings.create({ model: 'embed-basic', input: ['one', 'two'] });
    const plain = await sdk.client.embeddings.create({ model: 'embed-basic', input: ['one', 'two'], encoding_format: 'float' });
    expect(encoded.data).toHaveLength(2);
    expect(encoded.data[1]!.embedding).toEqual(plain.data[1]!.embedding.map((value) => Math.fround(value)));
    expect(plain.usage.prompt_tokens).toBeGreaterThan(0);
  });
});
