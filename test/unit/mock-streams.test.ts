// The mock's streams replayed from a whole answer (src/mock/mock-streams.ts): every event matches
// the stream's event schema in the spec, and the events assemble back to the answer, for answers
// with reasoning, text and tool calls alike.
import { describe, expect, it } from 'vitest';
import type { components } from '../../generated/api-types.js';
import { loadContract } from '../../src/contract/contract-document.js';
import { chatCompletionStream, pieces, responseStream } from '../../src/mock/mock-streams.js';

const contract = loadContract();
const eventValidator = (operationId: string) => contract.operations.get(operationId)!.responses.get('200')!.event!;
const payloads = (events: { data: unknown }[]) => events.slice(0, -1).map((event) => event.data as Record<string, unknown>);

const completion: components['schemas']['ChatCompletionResponse'] = {
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1763683200,
  model: 'debug-tiny-chat',
  choices: [
    {
      index: 0,
      finish_reason: 'tool_calls',
      logprobs: null,
      message: {
        role: 'assistant',
        content: 'Let me  look that up.',
        reasoning_content: 'The user wants the weather.',
        tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }],
      },
    },
  ],
  usage: { prompt_tokens: 30, completion_tokens: 12, total_tokens: 42 },
};

describe('Streams of the mock', () => {
  it('cuts a text into word-sized pieces that join back to it exactly', () => {
    expect(pieces('Hello! How  are\tyou? ')).toEqual(['Hello!', ' How', '  are', '\tyou?', ' ']);
    expect(pieces('')).toEqual([]);
  });

  it('streams a chat completion as chunks of the event schema that assemble back to its message', () => {
    const events = chatCompletionStream(completion, {});
    const validate = eventValidator('createChatCompletion');
    for (const data of payloads(events)) expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    expect(events.at(-1)!.data).toBe('[DONE]');
    const chunks = payloads(events) as unknown as components['schemas']['ChatCompletionChunk'][];
    const deltas = chunks.flatMap((chunk) => chunk.choices.map((choice) => choice.delta));
    expect(deltas[0]).toEqual({ role: 'assistant', content: '' });
    expect(deltas.map((delta) => delta.content ?? '').join('')).toBe('Let me  look that up.');
    expect(deltas.map((delta) => delta.reasoning_content ?? '').join('')).toBe('The user wants the weather.');
    expect(deltas.flatMap((delta) => delta.tool_calls ?? [])).toEqual([
      { index: 0, id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } },
    ]);
    expect(chunks.at(-2)!.choices[0]!.finish_reason).toBe('tool_calls');
    expect(chunks.at(-1)).toMatchObject({ choices: [], usage: completion.usage });
    expect(chatCompletionStream(completion, { stream_options: { include_usage: false } })).toHaveLength(events.length - 1);
  });

  it('streams a response as numbered events of the event schema, with its own ids, ending in the response itself', () => {
    const response: components['schemas']['ResponsesResponse'] = {
      id: 'resp_1',
      object: 'response',
      created_at: 1763683200,
      model: 'debug-tiny-chat',
      status: 'completed',
      output: [
        { type: 'reasoning', id: 'rs_1', summary: [], content: [{ type: 'reasoning_text', text: 'Think first.' }], status: 'completed' },
        { type: 'message', id: 'msg_1', status: 'completed', role: 'assistant', content: [{ type: 'output_text', text: 'It is sunny.', annotations: [] }] },
        { type: 'function_call', id: 'fc_1', call_id: 'call_1', name: 'get_weather', arguments: '{"city":"Paris"}', status: 'completed' },
      ],
      usage: { input_tokens: 10, output_tokens: 8, total_tokens: 18 },
      error: null,
    };
    const events = responseStream(response);
    const validate = eventValidator('createResponse');
    const data = payloads(events);
    for (const event of data) expect(validate(event), JSON.stringify(validate.errors)).toBe(true);
    expect(data.map((event) => event.sequence_number)).toEqual(data.map((_, index) => index));
    expect(events.slice(0, -1).every((event) => event.event === (event.data as { type: string }).type)).toBe(true);
    const text = data.filter((event) => event.type === 'response.output_text.delta').map((event) => event.delta as string);
    expect(text.join('')).toBe('It is sunny.');
    const completed = data.at(-1)! as unknown as { type: string; response: components['schemas']['ResponsesResponse'] };
    expect(completed.type).toBe('response.completed');
    expect(completed.response.output.map((item) => item.id)).toEqual(['rs_1', 'msg_1', 'fc_1']);
    expect(completed.response).toMatchObject({
      id: 'resp_1',
      created_at: 1763683200,
      output: [{}, { content: [{ text: 'It is sunny.' }] }, { call_id: 'call_1' }],
    });
    // Deterministic: the same answer streams the same events.
    expect(responseStream(response)).toEqual(events);
  });
});
