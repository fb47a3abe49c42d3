// OpenAI answers -> engine-neutral results. The shapes are checked as far as the service relies on
// them (choices, vectors); anything else an upstream adds is dropped here, so nothing unvetted
// reaches the public response. A usage that is absent or not whole non-negative counts is left out,
// never an error: the answer stands, and the service counts it itself (inference/checked-usage.ts).
import type { ChatChoice, ChatStreamEvent, EngineChatResult, ChoiceLogprobs, FinishReason, ToolCall, Usage } from '../contracts/chat.js';
import type { EmbeddingResult } from '../contracts/embeddings.js';
import { malformed } from './errors.js';
import { isPlainObject } from '../../plain-object.js';

type Json = Record<string, unknown>;
const FINISH_REASONS = new Set<string>(['stop', 'length', 'tool_calls', 'content_filter']);

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** The usage object, or undefined when there is none or its counts are not whole non-negative numbers. */
export function usageFrom(value: unknown): Usage | undefined {
  if (!isPlainObject(value)) return undefined;
  const prompt = count(value.prompt_tokens);
  const completion = value.completion_tokens === undefined ? 0 : count(value.completion_tokens);
  if (prompt === undefined || completion === undefined) return undefined;
  const usage: Usage = { prompt_tokens: prompt, completion_tokens: completion, total_tokens: count(value.total_tokens) ?? prompt + completion };
  const cache = promptCacheOf(value, prompt);
  const reasoning = isPlainObject(value.completion_tokens_details) ? count(value.completion_tokens_details.reasoning_tokens) : undefined;
  if (cache) usage.prompt_tokens_details = cache;
  if (reasoning !== undefined) usage.completion_tokens_details = { reasoning_tokens: reasoning };
  return usage;
}

/**
 * The prompt cache's reads and writes, wherever the upstream puts them: OpenAI's (and this API's)
 * prompt_tokens_details, OpenRouter's cache_write_tokens, or Anthropic-style counts beside
 * prompt_tokens. Both are part of prompt_tokens, so they are held to it:
 * an upstream's odd count can move tokens between prices, never charge more tokens than the prompt.
 */
function promptCacheOf(value: Json, prompt: number): Usage['prompt_tokens_details'] | undefined {
  const details = isPlainObject(value.prompt_tokens_details) ? value.prompt_tokens_details : {};
  const read = count(details.cached_tokens) ?? count(value.cache_read_input_tokens);
  const written = count(details.cache_creation_input_tokens) ?? count(details.cache_write_tokens) ?? count(value.cache_creation_input_tokens);
  if (read === undefined && written === undefined) return undefined;
  const cached = Math.min(read ?? 0, prompt);
  return {
    ...(read !== undefined ? { cached_tokens: cached } : {}),
    ...(written !== undefined ? { cache_creation_input_tokens: Math.min(written, prompt - cached) } : {}),
  };
}

/** Some upstreams (vLLM, DeepSeek) name the reasoning field `reasoning`. */
function reasoningOf(message: Json): string | undefined {
  const value = message.reasoning_content ?? message.reasoning;
  return typeof value === 'string' ? value : undefined;
}

function finishReason(value: unknown): FinishReason {
  return typeof value === 'string' && FINISH_REASONS.has(value) ? (value as FinishReason) : 'stop';
}

function toolCalls(value: unknown): ToolCall[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  return value.map((call, index) => {
    const fn = isPlainObject(call) && isPlainObject(call.function) ? call.function : undefined;
    if (!fn || typeof fn.name !== 'string') throw malformed('a tool call without a function name');
    const id = isPlainObject(call) && typeof call.id === 'string' ? call.id : `call_${index}`;
    return {
      id,
      type: 'function',
      function: { name: fn.name, arguments: typeof fn.arguments === 'string' ? fn.arguments : JSON.stringify(fn.arguments ?? {}) },
    };
  });
}

function logprobsOf(value: unknown): ChoiceLogprobs | null | undefined {
  return isPlainObject(value) && (Array.isArray(value.content) || value.content === null) ? (value as unknown as ChoiceLogprobs) : undefined;
}

/**
 * The stop sequence that ended a choice, from vLLM's `stop_reason` (the matched string, or a token
 * id). The reference API's `stop_reason` of the same name says only `stop` or `length`: not a sequence.
 */
function stopSequenceOf(raw: Record<string, unknown>): { stop_sequence?: string } {
  const value = raw.stop_reason;
  return typeof value === 'string' && value !== 'stop' && value !== 'length' ? { stop_sequence: value } : {};
}

export function chatResultFrom(body: unknown): EngineChatResult {
  if (!isPlainObject(body) || !Array.isArray(body.choices)) throw malformed('a chat completion without choices');
  const usage = usageFrom(body.usage);
  const choices: ChatChoice[] = body.choices.map((raw, position) => {
    if (!isPlainObject(raw) || !isPlainObject(raw.message)) throw malformed('a choice without a message');
    const content = raw.message.content;
    if (content !== null && content !== undefined && typeof content !== 'string') throw malformed('a message content that is not text');
    const calls = toolCalls(raw.message.tool_calls);
    const choice: ChatChoice = {
      index: count(raw.index) ?? position,
      message: { role: 'assistant', content: typeof content === 'string' ? content : null, ...(calls ? { tool_calls: calls } : {}) },
      finish_reason: finishReason(raw.finish_reason),
      ...stopSequenceOf(raw),
    };
    const reasoning = reasoningOf(raw.message);
    if (reasoning !== undefined) choice.message.reasoning_content = reasoning;
    const logprobs = logprobsOf(raw.logprobs);
    if (logprobs !== undefined) choice.logprobs = logprobs;
    return choice;
  });
  return usage ? { choices, usage } : { choices };
}

/** One parsed stream chunk -> its delta events, plus the usage when the chunk carries it. */
export function chunkEvents(chunk: unknown): { events: ChatStreamEvent[]; usage?: Usage } {
  if (!isPlainObject(chunk)) throw malformed('a stream chunk that is not an object');
  const events: ChatStreamEvent[] = [];
  for (const raw of Array.isArray(chunk.choices) ? chunk.choices : []) {
    if (!isPlainObject(raw)) throw malformed('a stream choice that is not an object');
    const delta = isPlainObject(raw.delta) ? raw.delta : {};
    const event: Extract<ChatStreamEvent, { type: 'delta' }> = { type: 'delta', index: count(raw.index) ?? 0, delta: {} };
    if (delta.role === 'assistant') event.delta.role = 'assistant';
    if (typeof delta.content === 'string' && delta.content !== '') event.delta.content = delta.content;
    const reasoning = reasoningOf(delta);
    if (reasoning) event.delta.reasoning_content = reasoning;
    if (Array.isArray(delta.tool_calls) && delta.tool_calls.length > 0) {
      // Deltas carry partial calls (an id and name first, then argument pieces), kept as they come.
      event.delta.tool_calls = delta.tool_calls.filter(isPlainObject).map((call, position) => ({
        ...(call as object),
        index: count(call.index) ?? position,
      })) as NonNullable<typeof event.delta.tool_calls>;
    }
    if (raw.finish_reason !== null && raw.finish_reason !== undefined) {
      event.finish_reason = finishReason(raw.finish_reason);
      Object.assign(event, stopSequenceOf(raw));
    }
    const logprobs = logprobsOf(raw.logprobs);
    if (logprobs) event.logprobs = logprobs;
    events.push(event);
  }
  const usage = usageFrom(chunk.usage);
  return usage ? { events, usage } : { events };
}

export function embeddingResultFrom(body: unknown, inputs: number): EmbeddingResult {
  if (!isPlainObject(body) || !Array.isArray(body.data)) throw malformed('an embedding list without data');
  const vectors: number[][] = new Array(inputs);
  body.data.forEach((item, position) => {
    if (!isPlainObject(item) || !Array.isArray(item.embedding) || !item.embedding.every((value) => typeof value === 'number')) {
      throw malformed('an embedding that is not a list of numbers');
    }
    const index = count(item.index) ?? position;
    if (index >= inputs) throw malformed('more embeddings than inputs');
    vectors[index] = item.embedding as number[];
  });
  // `some` would skip the holes of the sparse array, so every slot is visited.
  for (let index = 0; index < inputs; index += 1) if (!vectors[index]) throw malformed('fewer embeddings than inputs');
  const prompt = isPlainObject(body.usage) ? count(body.usage.prompt_tokens) : undefined;
  return prompt === undefined ? { vectors } : { vectors, usage: { prompt_tokens: prompt, total_tokens: prompt } };
}
