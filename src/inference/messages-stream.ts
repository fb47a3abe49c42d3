// POST /messages with `stream: true`: the chat stream the request ran as (chat-stream.ts, which
// settles the charge and closes the engine), re-told as Anthropic's events: message_start and a
// ping, then per content block content_block_start, its deltas (thinking_delta, text_delta,
// input_json_delta) and content_block_stop, then message_delta with the stop reason, the final
// usage and the cost, then message_stop. An in-band failure becomes an `error` event.
import type { components } from '../../generated/api-types.js';
import type { ServerSentEvent } from './server-sent-event.js';
import { messageId, stopOf, usageOf } from './messages-response.js';

type Event = components['schemas']['MessagesStreamEvent'];
type Chunk = components['schemas']['ChatCompletionChunk'];
type StreamError = components['schemas']['StreamError'];
type ChunkDelta = Chunk['choices'][number]['delta'];

type BlockKind = 'thinking' | 'text' | 'tool_use';

const named = (data: Event): ServerSentEvent<Event> => ({ event: data.type, data });

/** Opens, fills and closes content blocks as the chat deltas come: one block open at a time, indexed in order. */
class BlockSequence {
  private index = -1;
  private open: { kind: BlockKind; toolIndex?: number } | undefined;

  private start(kind: BlockKind, block: Extract<Event, { type: 'content_block_start' }>['content_block'], toolIndex?: number): ServerSentEvent<Event>[] {
    const events = this.stop();
    this.index += 1;
    this.open = { kind, toolIndex };
    events.push(named({ type: 'content_block_start', index: this.index, content_block: block }));
    return events;
  }

  /** Closes the open block, if any. */
  stop(): ServerSentEvent<Event>[] {
    if (!this.open) return [];
    this.open = undefined;
    return [named({ type: 'content_block_stop', index: this.index })];
  }

  private delta(delta: Extract<Event, { type: 'content_block_delta' }>['delta']): ServerSentEvent<Event> {
    return named({ type: 'content_block_delta', index: this.index, delta });
  }

  add(delta: ChunkDelta): ServerSentEvent<Event>[] {
    const events: ServerSentEvent<Event>[] = [];
    if (delta.reasoning_content) {
      if (this.open?.kind !== 'thinking') events.push(...this.start('thinking', { type: 'thinking', thinking: '', signature: '' }));
      events.push(this.delta({ type: 'thinking_delta', thinking: delta.reasoning_content }));
    }
    if (delta.content) {
      if (this.open?.kind !== 'text') events.push(...this.start('text', { type: 'text', text: '' }));
      events.push(this.delta({ type: 'text_delta', text: delta.content }));
    }
    for (const call of delta.tool_calls ?? []) {
      if (this.open?.kind !== 'tool_use' || this.open.toolIndex !== call.index) {
        const block = { type: 'tool_use' as const, id: call.id ?? `toolu_${call.index}`, name: call.function?.name ?? '', input: {} };
        events.push(...this.start('tool_use', block, call.index));
      }
      if (call.function?.arguments) events.push(this.delta({ type: 'input_json_delta', partial_json: call.function.arguments }));
    }
    return events;
  }
}

const isStreamError = (data: Chunk | StreamError): data is StreamError => !('object' in data);

/** The overloaded failure keeps Anthropic's overloaded type (its SDKs retry on it); any other is an api_error. */
function errorEvent(failure: StreamError): ServerSentEvent<Event> {
  const { message, code } = failure.error;
  return named({ type: 'error', error: { type: code === 'model_overloaded' ? 'overloaded_error' : 'api_error', message } });
}

/**
 * Anthropic's events for an opened chat stream; `model` is the id of the model that answers;
 * `stopSequence` tells, once the chunks are read, matchedStopSequence's answer for the first choice.
 */
export async function* messageStreamEvents(
  model: string,
  chunks: AsyncIterable<ServerSentEvent<Chunk | StreamError>>,
  stopSequence: () => string | null,
): AsyncGenerator<ServerSentEvent<Event>> {
  const blocks = new BlockSequence();
  let finish: string | null | undefined;
  yield named({
    type: 'message_start',
    message: {
      id: messageId(),
      type: 'message',
      role: 'assistant',
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 0, output_tokens: 0 },
    },
  });
  yield named({ type: 'ping' });
  for await (const { data } of chunks) {
    if (data === '[DONE]') continue;
    if (isStreamError(data)) {
      yield errorEvent(data);
      return;
    }
    const [choice] = data.choices;
    if (choice && choice.index === 0) {
      yield* blocks.add(choice.delta);
      finish = choice.finish_reason ?? finish;
    }
    if (data.usage) {
      yield* blocks.stop();
      yield named({
        type: 'message_delta',
        delta: stopOf(finish ?? 'stop', stopSequence()),
        usage: usageOf(data.usage),
        ...(data.cost ? { cost: data.cost } : {}),
      });
      yield named({ type: 'message_stop' });
    }
  }
}
