// A tool the service offers the model and answers itself (enable_web_search=auto's web search:
// src/augment/chat-auto-search.ts). The model's first answer is read; when it calls the service's
// tool, the service runs the calls, gives the results back as tool messages and lets the same model
// answer again with the service's tool no longer offered, so there is one round of service calls at
// most. The caller's own tools stay offered in both rounds, and their calls reach the caller as
// usual: calls of the caller's tools made in the same turn as a service call are dropped (the model
// answers on from the service's results and calls them again if it still needs them). The usage
// charged is the two rounds' together.
import type { Price } from '../billing/request-charge.js';
import type { ChatMessage, ChatParams, ChatResult, ChatStreamEvent, FunctionTool, ToolCall, Usage } from '../providers/contracts/chat.js';
import type { Surcharge } from './metering.js';

export interface ServiceToolAnswers {
  /** The tool message content for each call, in order. */
  contents: string[];
  /** What the calls cost on top of the tokens (none when nothing ran). */
  surcharge?: Surcharge;
  /** Sources the model was given (echoed as web_search_citations). */
  citations?: { title: string; url: string; content?: string; date?: string }[];
}

export interface ServiceTool {
  definition: FunctionTool;
  /** Calls beyond this many in one answer are answered "not run" and not charged. */
  maxCalls: number;
  /** The most text one call's result gives the model, in bytes (bounds the second round's prompt). */
  maxResultBytes: number;
  /** The price of one call, reserved maxCalls times. */
  pricePerCall: Price;
  answer(calls: ToolCall[], signal: AbortSignal): Promise<ServiceToolAnswers>;
}

/** Where the outcome of the service's calls is recorded (the chat plan: its surcharge and citations). */
export interface ServiceToolOutcome {
  surcharge?: Surcharge;
  citations?: ServiceToolAnswers['citations'];
}

export const isServiceCall = (tool: ServiceTool, call: { function?: { name?: string } }) => call.function?.name === tool.definition.function.name;

export function addUsage(first: Usage, second: Usage): Usage {
  const cached = (first.prompt_tokens_details?.cached_tokens ?? 0) + (second.prompt_tokens_details?.cached_tokens ?? 0);
  const written = (first.prompt_tokens_details?.cache_creation_input_tokens ?? 0) + (second.prompt_tokens_details?.cache_creation_input_tokens ?? 0);
  const reasoning = (first.completion_tokens_details?.reasoning_tokens ?? 0) + (second.completion_tokens_details?.reasoning_tokens ?? 0);
  return {
    prompt_tokens: first.prompt_tokens + second.prompt_tokens,
    completion_tokens: first.completion_tokens + second.completion_tokens,
    total_tokens: first.total_tokens + second.total_tokens,
    ...(cached || written
      ? { prompt_tokens_details: { ...(cached ? { cached_tokens: cached } : {}), ...(written ? { cache_creation_input_tokens: written } : {}) } }
      : {}),
    ...(reasoning ? { completion_tokens_details: { reasoning_tokens: reasoning } } : {}),
  };
}

/** The service's tool offered with the caller's: the params of the first round. */
export function withServiceTool(params: ChatParams, tool: ServiceTool): ChatParams {
  return { ...params, tools: [...(params.tools ?? []), tool.definition] };
}

/** Runs the service's calls and returns the second round's params: the first answer's calls and their results appended. */
export async function secondRound(
  params: ChatParams,
  tool: ServiceTool,
  content: string | null,
  calls: ToolCall[],
  outcome: ServiceToolOutcome,
  signal: AbortSignal,
): Promise<ChatParams> {
  const answers = await tool.answer(calls, signal);
  outcome.surcharge = answers.surcharge;
  outcome.citations = answers.citations;
  const tools = params.tools?.filter((offered) => !isServiceCall(tool, offered));
  const messages: ChatMessage[] = [
    ...params.messages,
    { role: 'assistant', content: content || null, tool_calls: calls },
    ...calls.map((call, index): ChatMessage => ({ role: 'tool', tool_call_id: call.id, content: answers.contents[index] ?? '' })),
  ];
  const { tool_choice: choice, tools: _offered, ...rest } = params;
  return { ...rest, messages, ...(tools?.length ? { tools, ...(choice ? { tool_choice: choice } : {}) } : {}) };
}

/** A whole first answer: its service calls answered and the model asked again, or the answer as it was. */
export async function answerServiceCalls(
  first: ChatResult,
  params: ChatParams,
  tool: ServiceTool,
  outcome: ServiceToolOutcome,
  ask: (params: ChatParams) => Promise<ChatResult>,
  signal: AbortSignal,
): Promise<ChatResult> {
  const choice = first.choices[0];
  const calls = (choice?.message.tool_calls ?? []).filter((call) => isServiceCall(tool, call));
  if (!choice || calls.length === 0) return first;
  const second = await ask(await secondRound(params, tool, choice.message.content, calls, outcome, signal));
  return { ...second, usage: addUsage(first.usage, second.usage) };
}

type Delta = Extract<ChatStreamEvent, { type: 'delta' }>;
type CallDelta = NonNullable<Delta['delta']['tool_calls']>[number];

/** Tool calls as their deltas build them, by index. */
function accumulate(calls: Map<number, ToolCall>, delta: CallDelta): void {
  const call = calls.get(delta.index) ?? { id: '', type: 'function' as const, function: { name: '', arguments: '' } };
  if (delta.id) call.id = delta.id;
  if (delta.function?.name) call.function.name += delta.function.name;
  if (delta.function?.arguments) call.function.arguments += delta.function.arguments;
  calls.set(delta.index, call);
}

/**
 * A first round's stream with the service's calls answered. Its text streams as it comes; its tool
 * call deltas are held until the round ends: without a service call they are passed on, then its
 * finish; with one, the calls are answered and the second round's events follow (without a second
 * `role`), and one usage of both rounds ends the stream. A client gone by then gets no second round.
 */
export async function* streamServiceCalls(
  first: { first: IteratorResult<ChatStreamEvent>; events: AsyncIterator<ChatStreamEvent> },
  params: ChatParams,
  tool: ServiceTool,
  outcome: ServiceToolOutcome,
  open: (params: ChatParams) => AsyncIterator<ChatStreamEvent>,
  clientGone: AbortSignal,
): AsyncGenerator<ChatStreamEvent> {
  const calls = new Map<number, ToolCall>();
  const held: Delta[] = [];
  let finish: Delta['finish_reason'];
  let usage: Usage | undefined;
  let content = '';
  let second: AsyncIterator<ChatStreamEvent> | undefined;
  try {
    for (let next = first.first; !next.done; next = await first.events.next()) {
      const event = next.value;
      if (event.type === 'usage') {
        usage = event.usage;
        continue;
      }
      const { tool_calls: callDeltas, ...delta } = event.delta;
      for (const callDelta of callDeltas ?? []) accumulate(calls, callDelta);
      if (callDeltas?.length) held.push({ type: 'delta', index: event.index, delta: { tool_calls: callDeltas } });
      finish = event.finish_reason ?? finish;
      content += delta.content ?? '';
      if (delta.role || delta.content || delta.reasoning_content) yield { ...event, delta, finish_reason: null };
    }
    const ours = [...calls.values()].filter((call) => isServiceCall(tool, call));
    if (ours.length === 0 || clientGone.aborted) {
      if (ours.length === 0) yield* held;
      yield { type: 'delta', index: 0, delta: {}, finish_reason: ours.length === 0 ? (finish ?? 'stop') : 'stop' };
      if (usage) yield { type: 'usage', usage };
      return;
    }
    second = open(await secondRound(params, tool, content, ours, outcome, clientGone));
    for (let next = await second.next(); !next.done; next = await second.next()) {
      const event = next.value;
      if (event.type === 'usage') {
        yield { type: 'usage', usage: usage ? addUsage(usage, event.usage) : event.usage };
        continue;
      }
      const { role: _again, ...delta } = event.delta;
      if (delta.content || delta.reasoning_content || delta.tool_calls?.length || event.finish_reason) yield { ...event, delta };
    }
  } finally {
    await first.events.return?.();
    await second?.return?.();
  }
}
