// Engine-neutral params -> the OpenAI request bodies. Only fields that are set are sent, so an
// upstream that does not know an extension (top_k, min_p, repetition_penalty: vLLM and llama.cpp
// server do) never sees it unless the caller asked for it.
import type { ChatMessage, ChatParams, ContentPart } from '../contracts/chat.js';
import type { EmbeddingParams } from '../contracts/embeddings.js';

/** How a route's upstream takes the request (the catalog route's options). */
export interface ChatBodyOptions {
  /**
   * Whether `cache_control`, `prompt_cache_key` and `prompt_cache_retention` go to the upstream
   * (route `passPromptCaching`, default true): off for an upstream that refuses fields it does not know.
   */
  promptCaching: boolean;
}

const PROMPT_CACHE_FIELDS = ['prompt_cache_key', 'prompt_cache_retention'];

/** The content without cache marks; text parts kept apart only for their marks (not a user's) are joined again. */
function withoutCacheControl(source: ChatMessage): ChatMessage['content'] {
  const content = source.content;
  if (!Array.isArray(content) || !content.some((part) => part.cache_control)) return content;
  if (source.role !== 'user' && content.every((part) => part.type === 'text')) return content.map((part) => (part as { text: string }).text).join('');
  return content.map(({ cache_control: _dropped, ...part }) => part as ContentPart);
}

function message(source: ChatMessage, options: ChatBodyOptions): Record<string, unknown> {
  // `developer` is OpenAI's newer name for system; many open-weight chat templates only know `system`.
  const content = options.promptCaching ? source.content : withoutCacheControl(source);
  const result: Record<string, unknown> = { role: source.role === 'developer' ? 'system' : source.role, content };
  if (source.name !== undefined) result.name = source.name;
  if (source.tool_calls?.length) result.tool_calls = source.tool_calls;
  if (source.tool_call_id !== undefined) result.tool_call_id = source.tool_call_id;
  if (source.reasoning_content) result.reasoning_content = source.reasoning_content;
  return result;
}

function passthroughFor(params: ChatParams, options: ChatBodyOptions): Record<string, unknown> | undefined {
  if (options.promptCaching || !params.passthrough) return params.passthrough;
  return Object.fromEntries(Object.entries(params.passthrough).filter(([name]) => !PROMPT_CACHE_FIELDS.includes(name)));
}

export function chatRequestBody(params: ChatParams, stream: boolean, options: ChatBodyOptions = { promptCaching: true }): Record<string, unknown> {
  const optional: Record<string, unknown> = {
    n: params.n,
    temperature: params.temperature,
    top_p: params.top_p,
    top_k: params.top_k,
    min_p: params.min_p,
    frequency_penalty: params.frequency_penalty,
    presence_penalty: params.presence_penalty,
    repetition_penalty: params.repetition_penalty,
    seed: params.seed,
    stop: params.stop?.length ? params.stop : undefined,
    stop_token_ids: params.stop_token_ids?.length ? params.stop_token_ids : undefined,
    tools: params.tools?.length ? params.tools : undefined,
    tool_choice: params.tools?.length ? params.tool_choice : undefined,
    parallel_tool_calls: params.tools?.length ? params.parallel_tool_calls : undefined,
    response_format: params.response_format,
    logprobs: params.logprobs,
    top_logprobs: params.logprobs ? params.top_logprobs : undefined,
    reasoning_effort: params.reasoning_effort,
  };
  const body: Record<string, unknown> = {
    ...passthroughFor(params, options),
    model: params.model,
    messages: params.messages.map((source) => message(source, options)),
    max_tokens: params.max_tokens,
  };
  for (const [name, value] of Object.entries(optional)) if (value !== undefined) body[name] = value;
  if (stream) {
    body.stream = true;
    // Always asked, whatever the client wanted: charges come from the upstream's own count.
    body.stream_options = { include_usage: true };
  }
  return body;
}

export function embeddingRequestBody(params: EmbeddingParams): Record<string, unknown> {
  // Floats from the upstream; base64 for the client is encoded here, from the same numbers.
  const body: Record<string, unknown> = { model: params.model, input: params.input, encoding_format: 'float' };
  if (params.dimensions !== undefined) body.dimensions = params.dimensions;
  return body;
}
