// The answer of POST /messages from the chat completion the request ran as: reasoning as a
// `thinking` block, the text as a `text` block, each tool call as a `tool_use` block; the finish
// reason as Anthropic's stop reason; the usage split as Anthropic counts it (cached and cache-written
// prompt tokens apart from input_tokens); and the service's `cost`, what was charged.
import { randomUUID } from 'node:crypto';
import type { components } from '../../generated/api-types.js';
import { isPlainObject } from '../plain-object.js';
import type { ChatCompletion } from './chat-completions.js';

type Message = components['schemas']['MessagesResponse'];
type ContentBlock = components['schemas']['MessagesContentBlock'];
type Usage = components['schemas']['MessagesUsage'];
type StopReason = components['schemas']['MessagesStopReason'];
type ChatUsage = components['schemas']['CompletionUsage'];

export const messageId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/**
 * The stop sequence to report: the one the engine says ended the answer, if the request gave it.
 * Engines that do not say (OpenAI's API among them) report a stop sequence as the answer's end.
 */
export function matchedStopSequence(requested: readonly string[] | undefined, reported: string | undefined): string | null {
  return reported !== undefined && requested?.includes(reported) ? reported : null;
}

/**
 * Anthropic's stop reason and stop sequence for a finish reason and matchedStopSequence's answer:
 * the sequence counts only where the answer stopped (not at max_tokens or a tool call). A refusal by
 * the provider's filter reads as Anthropic's refusal.
 */
export function stopOf(finish: string | null | undefined, stopSequence: string | null): { stop_reason: StopReason; stop_sequence: string | null } {
  if (finish === 'stop' && stopSequence !== null) return { stop_reason: 'stop_sequence', stop_sequence: stopSequence };
  const stop = (stop_reason: StopReason) => ({ stop_reason, stop_sequence: null });
  if (finish === 'length') return stop('max_tokens');
  if (finish === 'tool_calls') return stop('tool_use');
  if (finish === 'content_filter') return stop('refusal');
  return stop(finish ? 'end_turn' : null);
}

/** Anthropic's usage: input_tokens excludes the prompt tokens read from or written to the cache, which it reports apart. */
export function usageOf(usage: ChatUsage): Usage {
  const details = usage.prompt_tokens_details as { cached_tokens?: number; cache_creation_input_tokens?: number } | undefined;
  const read = details?.cached_tokens ?? 0;
  const written = details?.cache_creation_input_tokens ?? 0;
  return {
    input_tokens: Math.max(0, usage.prompt_tokens - read - written),
    output_tokens: usage.completion_tokens,
    cache_creation_input_tokens: details?.cache_creation_input_tokens ?? null,
    cache_read_input_tokens: details?.cached_tokens ?? null,
  };
}

/** A tool call's arguments as the object Anthropic's `input` is; text that is no JSON object is kept under `_raw`. */
export function toolInput(argumentsText: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(argumentsText || '{}');
    return isPlainObject(parsed) ? parsed : { _raw: argumentsText };
  } catch {
    return { _raw: argumentsText };
  }
}

/** `stopSequence`: matchedStopSequence's answer for the first choice. */
export function messageFrom(completion: ChatCompletion, stopSequence: string | null): Message {
  const choice = completion.choices[0];
  const content: ContentBlock[] = [];
  if (choice?.message.reasoning_content) content.push({ type: 'thinking', thinking: choice.message.reasoning_content, signature: '' });
  const calls = choice?.message.tool_calls ?? [];
  if (choice?.message.content || calls.length === 0) content.push({ type: 'text', text: choice?.message.content ?? '' });
  for (const call of calls) content.push({ type: 'tool_use', id: call.id, name: call.function.name, input: toolInput(call.function.arguments) });
  return {
    id: messageId(),
    type: 'message',
    role: 'assistant',
    model: completion.model,
    content,
    ...stopOf(choice?.finish_reason, stopSequence),
    usage: usageOf(completion.usage),
    ...(completion.cost ? { cost: completion.cost } : {}),
  };
}
