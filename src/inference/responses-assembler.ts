// Builds a response object from a chat answer, item by item, and says which stream events each
// step produces, in the reference API's order: the web search (when one ran), reasoning, then the
// message text, then function calls. The model cites search results as [REF]n[/REF]; each marker
// becomes a url_citation annotation over the marker's own span of the text (the text is kept as
// streamed, so the indexes hold for streamed and whole answers alike).
// The non-streamed path feeds it the whole answer at once and ignores the events.
import { randomUUID } from 'node:crypto';
import type { components } from '../../generated/api-types.js';
import type { FinishReason, ToolCall, Usage } from '../providers/contracts/chat.js';

type Response = components['schemas']['ResponsesResponse'];
type OutputItem = components['schemas']['ResponsesOutputItem'];
type Reasoning = components['schemas']['ResponsesReasoningOutput'];
type Message = components['schemas']['ResponsesMessageOutput'];
type FunctionCall = components['schemas']['ResponsesFunctionCallOutput'];
type WebSearchCall = components['schemas']['ResponsesWebSearchCallOutput'];
type Annotation = components['schemas']['ResponsesUrlCitation'];
/** A search result the model was given, numbered from 1 in the order given. */
export interface CitedSource {
  title: string;
  url: string;
}

const CITATION_MARKER = /\[REF\](\d+)\[\/REF\]/g;

/** The url_citation annotations of the [REF]n[/REF] markers in `text` that name a source. */
export function citationAnnotations(text: string, sources: readonly CitedSource[]): Annotation[] {
  return [...text.matchAll(CITATION_MARKER)].flatMap((match) => {
    const source = sources[Number(match[1]) - 1];
    if (!source) return [];
    return [{ type: 'url_citation' as const, url: source.url, title: source.title, start_index: match.index, end_index: match.index + match[0].length }];
  });
}
/** A stream event without its sequence number (the stream numbers them as it sends them). */
export type PendingEvent = { type: string } & Record<string, unknown>;

/** The request's fields a response shows as they were sent (OpenAI's responses do). */
export type ResponseEcho = Pick<Response, 'previous_response_id' | 'instructions' | 'store' | 'metadata'>;

const itemId = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '')}`;

export class ResponseAssembler {
  readonly id = itemId('resp');
  readonly createdAt = Math.floor(Date.now() / 1000);
  private readonly output: OutputItem[] = [];
  private reasoning?: Reasoning;
  private message?: Message;
  private readonly calls = new Map<number, FunctionCall>();
  private status: Response['status'] = 'in_progress';
  private incomplete: Response['incomplete_details'] = null;
  private usage?: Response['usage'];
  private cost?: Response['cost'];
  private sources: readonly CitedSource[] = [];

  constructor(
    private readonly model: string,
    private readonly echo: ResponseEcho = {},
  ) {}

  /** The service searched the web before the model answered: a completed web_search_call item. */
  searchedWeb(sources: readonly CitedSource[]): PendingEvent[] {
    this.sources = sources;
    const call: WebSearchCall = { type: 'web_search_call', id: itemId('ws'), status: 'completed' };
    const added = this.added(call);
    return [added, { type: 'response.web_search.done', item_id: call.id, output_index: this.indexOf(call) }, this.done(call)];
  }

  snapshot(error?: { code: string; message: string }): Response {
    return {
      id: this.id,
      object: 'response',
      created_at: this.createdAt,
      model: this.model,
      status: error ? 'failed' : this.status,
      ...(this.incomplete ? { incomplete_details: this.incomplete } : {}),
      output: structuredClone(this.output),
      ...(this.usage ? { usage: this.usage } : {}),
      ...(this.cost ? { cost: this.cost } : {}),
      error: error ?? null,
      ...this.echo,
    };
  }

  started(): PendingEvent[] {
    return [{ type: 'response.created', response: this.snapshot() }];
  }

  addReasoning(delta: string): PendingEvent[] {
    const events = this.closeMessage();
    if (this.reasoning?.status !== 'in_progress') {
      this.reasoning = { type: 'reasoning', id: itemId('rs'), summary: [], content: [{ type: 'reasoning_text', text: '' }], status: 'in_progress' };
      events.push(this.added(this.reasoning));
    }
    this.reasoning!.content![0]!.text += delta;
    return [...events, { type: 'response.reasoning.delta', item_id: this.reasoning!.id, output_index: this.indexOf(this.reasoning!), delta }];
  }

  addText(delta: string): PendingEvent[] {
    const events = this.closeReasoning();
    if (this.message?.status !== 'in_progress') {
      this.message = { type: 'message', id: itemId('msg'), status: 'in_progress', role: 'assistant', content: [] };
      events.push(this.added(this.message));
      this.message.content.push({ type: 'output_text', text: '', annotations: [] });
      events.push({
        type: 'response.content_part.added',
        ...this.where(this.message),
        content_index: 0,
        part: { type: 'output_text', text: '', annotations: [] },
      });
    }
    this.message!.content[0]!.text += delta;
    return [...events, { type: 'response.output_text.delta', ...this.where(this.message!), content_index: 0, delta, logprobs: [] }];
  }

  /** A piece of tool call `index`: its id and name come first, then argument fragments. */
  addToolCall(index: number, piece: Partial<ToolCall> & { function?: { name?: string; arguments?: string } }): PendingEvent[] {
    const events = [...this.closeReasoning(), ...this.closeMessage()];
    let call = this.calls.get(index);
    if (!call) {
      call = {
        type: 'function_call',
        id: itemId('fc'),
        call_id: piece.id ?? itemId('call'),
        name: piece.function?.name ?? '',
        arguments: '',
        status: 'in_progress',
      };
      this.calls.set(index, call);
      events.push(this.added(call));
    } else if (piece.function?.name && !call.name) {
      call.name = piece.function.name;
    }
    const delta = piece.function?.arguments ?? '';
    if (delta) {
      call.arguments += delta;
      events.push({ type: 'response.function_call_arguments.delta', ...this.where(call), delta });
    }
    return events;
  }

  /** The answer is complete: close every open item and settle the status. */
  finished(reason: FinishReason | undefined, usage: Usage, cost?: Response['cost']): PendingEvent[] {
    this.cost = cost;
    const events = [...this.closeReasoning(), ...this.closeMessage()];
    for (const call of this.calls.values()) {
      if (call.status !== 'in_progress') continue;
      call.status = 'completed';
      events.push({ type: 'response.function_call_arguments.done', ...this.where(call), arguments: call.arguments }, this.done(call));
    }
    this.status = reason === 'length' || reason === 'content_filter' ? 'incomplete' : 'completed';
    if (this.status === 'incomplete') this.incomplete = { reason: reason === 'length' ? 'max_output_tokens' : 'content_filter' };
    this.usage = {
      input_tokens: usage.prompt_tokens,
      input_tokens_details: {
        cached_tokens: usage.prompt_tokens_details?.cached_tokens ?? 0,
        ...(usage.prompt_tokens_details?.cache_creation_input_tokens
          ? { cache_creation_input_tokens: usage.prompt_tokens_details.cache_creation_input_tokens }
          : {}),
      },
      output_tokens: usage.completion_tokens,
      output_tokens_details: { reasoning_tokens: usage.completion_tokens_details?.reasoning_tokens ?? 0 },
      total_tokens: usage.total_tokens,
    };
    const type = this.status === 'incomplete' ? 'response.incomplete' : 'response.completed';
    return [...events, { type, response: this.snapshot() }];
  }

  failed(error: { code: string; message: string }): PendingEvent[] {
    return [{ type: 'response.failed', response: this.snapshot(error) }];
  }

  private closeReasoning(): PendingEvent[] {
    if (this.reasoning?.status !== 'in_progress') return [];
    this.reasoning.status = 'completed';
    return [this.done(this.reasoning)];
  }

  private closeMessage(): PendingEvent[] {
    const message = this.message;
    if (message?.status !== 'in_progress') return [];
    message.status = 'completed';
    const part = message.content[0]!;
    part.annotations = citationAnnotations(part.text, this.sources);
    return [
      { type: 'response.output_text.done', ...this.where(message), content_index: 0, text: part.text, logprobs: [] },
      { type: 'response.content_part.done', ...this.where(message), content_index: 0, part: structuredClone(part) },
      this.done(message),
    ];
  }

  private added(item: OutputItem): PendingEvent {
    this.output.push(item);
    return { type: 'response.output_item.added', output_index: this.output.length - 1, item: structuredClone(item) };
  }

  private done(item: OutputItem): PendingEvent {
    return { type: 'response.output_item.done', output_index: this.indexOf(item), item: structuredClone(item) };
  }

  private indexOf(item: OutputItem): number {
    return this.output.indexOf(item);
  }

  private where(item: Message | FunctionCall | WebSearchCall): { item_id: string; output_index: number } {
    return { item_id: item.id, output_index: this.indexOf(item) };
  }
}
