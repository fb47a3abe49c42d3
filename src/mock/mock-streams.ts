// The mock's event streams for answers the service streams from a whole answer's parts: a chat
// completion and a response are replayed from the JSON answer the mock would give (the spec's
// example), cut into word-sized pieces, in the service's own event shapes and order. Chat:
// a role chunk, content chunks, a chunk with the finish reason, the usage chunk (unless
// `stream_options.include_usage` is false), `[DONE]`. Responses: the events of the service's own
// ResponseAssembler, numbered, `event: <type>`, then `[DONE]`. Everything is drawn from the answer,
// so the same request streams the same bytes.
import type { components } from '../../generated/api-types.js';
import { ResponseAssembler, type PendingEvent } from '../inference/responses-assembler.js';
import { DONE, type ServerSentEvent } from '../inference/server-sent-event.js';
import type { FinishReason } from '../providers/contracts/chat.js';

type Completion = components['schemas']['ChatCompletionResponse'];
type Chunk = components['schemas']['ChatCompletionChunk'];
type Response = components['schemas']['ResponsesResponse'];

/** Word-sized pieces whose concatenation is the text: each word with the spaces before it. */
export function pieces(text: string): string[] {
  return text.match(/\s*\S+|\s+$/g) ?? [];
}

export function chatCompletionStream(completion: Completion, request: { stream_options?: { include_usage?: boolean } | null }): ServerSentEvent[] {
  const base = { id: completion.id, object: 'chat.completion.chunk' as const, created: completion.created, model: completion.model };
  const chunk = (choice: Chunk['choices'][number]): ServerSentEvent<Chunk> => ({ data: { ...base, choices: [choice] } });
  const events: ServerSentEvent[] = [];
  for (const { index, message, finish_reason } of completion.choices) {
    events.push(chunk({ index, delta: { role: 'assistant', content: '' }, finish_reason: null }));
    for (const piece of pieces(message.reasoning_content ?? '')) events.push(chunk({ index, delta: { reasoning_content: piece }, finish_reason: null }));
    for (const piece of pieces(message.content ?? '')) events.push(chunk({ index, delta: { content: piece }, finish_reason: null }));
    (message.tool_calls ?? []).forEach((call, position) => {
      events.push(chunk({ index, delta: { tool_calls: [{ index: position, id: call.id, type: 'function', function: call.function }] }, finish_reason: null }));
    });
    events.push(chunk({ index, delta: {}, finish_reason }));
  }
  if (request.stream_options?.include_usage !== false) {
    events.push({ data: { ...base, choices: [], usage: completion.usage, ...(completion.cost ? { cost: completion.cost } : {}) } satisfies Chunk });
  }
  events.push(DONE);
  return events;
}

const FINISH_REASONS: Record<string, FinishReason> = { max_output_tokens: 'length', content_filter: 'content_filter' };

export function responseStream(response: Response): ServerSentEvent[] {
  const assembler = new ResponseAssembler(response.model);
  const pending: PendingEvent[] = [...assembler.started()];
  const calls = response.output.filter((item) => item.type === 'function_call');
  for (const item of response.output) {
    if (item.type === 'web_search_call') pending.push(...assembler.searchedWeb([]));
    if (item.type === 'reasoning') for (const piece of pieces(item.content?.[0]?.text ?? '')) pending.push(...assembler.addReasoning(piece));
    if (item.type === 'message') for (const piece of pieces(item.content[0]?.text ?? '')) pending.push(...assembler.addText(piece));
    if (item.type === 'function_call') {
      const piece = { id: item.call_id, function: { name: item.name, arguments: item.arguments } };
      pending.push(...assembler.addToolCall(calls.indexOf(item), piece));
    }
  }
  const usage = response.usage ?? { input_tokens: 0, output_tokens: 0, total_tokens: 0 };
  const reason = response.status === 'incomplete' ? FINISH_REASONS[response.incomplete_details?.reason ?? ''] : calls.length > 0 ? 'tool_calls' : 'stop';
  pending.push(
    ...assembler.finished(
      reason,
      {
        prompt_tokens: usage.input_tokens,
        completion_tokens: usage.output_tokens,
        total_tokens: usage.total_tokens,
        prompt_tokens_details: { cached_tokens: usage.input_tokens_details?.cached_tokens ?? 0 },
        completion_tokens_details: { reasoning_tokens: usage.output_tokens_details?.reasoning_tokens ?? 0 },
      },
      response.cost,
    ),
  );
  // The assembler names its response and items at random and dates them now; the stream takes
  // the answer's own ids and time, so it is the same on every run and matches the JSON answer.
  const made = assembler.snapshot();
  const names = new Map<unknown, unknown>([[made.id, response.id]]);
  made.output.forEach((item, index) => {
    const own = response.output[index];
    if (own) names.set(item.id, own.id);
    if (own?.type === 'function_call' && item.type === 'function_call') names.set(item.call_id, own.call_id);
  });
  const rename = (value: unknown, key?: string): unknown => {
    if (key === 'created_at') return response.created_at;
    if (Array.isArray(value)) return value.map((entry) => rename(entry));
    if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, rename(entry, name)]));
    return names.get(value) ?? value;
  };
  const events: ServerSentEvent[] = pending.map((event, sequence) => ({
    event: event.type,
    data: { ...(rename(event) as PendingEvent), sequence_number: sequence },
  }));
  events.push(DONE);
  return events;
}

/** The stream of an answer whose JSON schema is one of these components, or undefined. */
export function streamOfAnswer(schemaName: string, answer: unknown, request: unknown): ServerSentEvent[] | undefined {
  const body = (typeof request === 'object' && request !== null ? request : {}) as Parameters<typeof chatCompletionStream>[1];
  if (schemaName === 'ChatCompletionResponse') return chatCompletionStream(answer as Completion, body);
  if (schemaName === 'ResponsesResponse') return responseStream(answer as Response);
  return undefined;
}
