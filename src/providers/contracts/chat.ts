// Chat in engine-neutral terms: a subset of the OpenAI chat shapes, independent of the public
// contract. The operations turn a validated request into ChatParams (model resolved,
// service_parameters applied) and turn the results back into the spec's response and stream shapes.

export type Role = 'system' | 'developer' | 'user' | 'assistant' | 'tool';

/** A caller's prompt-caching mark on a content part, passed on as it came to upstreams that take it. */
export interface CacheControl {
  type: 'ephemeral';
  ttl?: string;
}

export type ContentPart = (
  | { type: 'text'; text: string }
  | { type: 'image_url'; image_url: { url: string; detail?: string } }
  | { type: 'input_audio'; input_audio: { data: string; format?: string } }
  | { type: 'video_url'; video_url: { url: string } }
  | { type: 'file'; file: { file_data: string; filename?: string } }
) & { cache_control?: CacheControl };

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface ChatMessage {
  role: Role;
  content: string | ContentPart[] | null;
  name?: string;
  tool_calls?: ToolCall[];
  tool_call_id?: string;
  reasoning_content?: string | null;
}

export interface FunctionTool {
  type: 'function';
  function: { name: string; description?: string; parameters?: Record<string, unknown>; strict?: boolean };
}

export type ToolChoice = 'auto' | 'none' | 'required' | { type: 'function'; function: { name: string } };

export type ResponseFormat =
  | { type: 'text' }
  | { type: 'json_object' }
  | { type: 'json_schema'; json_schema: { name?: string; schema?: Record<string, unknown>; strict?: boolean } };

export interface ChatParams {
  /** The engine's own model name (the route's upstreamModel, or the catalog id). */
  model: string;
  messages: ChatMessage[];
  /** Upper bound on generated tokens per choice; always set by the caller (model default applied). */
  max_tokens: number;
  n?: number;
  temperature?: number;
  top_p?: number;
  top_k?: number;
  min_p?: number;
  frequency_penalty?: number;
  presence_penalty?: number;
  repetition_penalty?: number;
  seed?: number;
  stop?: string[];
  stop_token_ids?: number[];
  tools?: FunctionTool[];
  tool_choice?: ToolChoice;
  parallel_tool_calls?: boolean;
  response_format?: ResponseFormat;
  logprobs?: boolean;
  top_logprobs?: number;
  reasoning_effort?: string;
  /** Fields an upstream may understand that the neutral shape does not model; engines may ignore them. */
  passthrough?: Record<string, unknown>;
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  /** The prompt cache, as the engine reports it: tokens read from it and written to it, both part of prompt_tokens. */
  prompt_tokens_details?: { cached_tokens?: number; cache_creation_input_tokens?: number };
  completion_tokens_details?: { reasoning_tokens?: number };
}

export type FinishReason = 'stop' | 'length' | 'tool_calls' | 'content_filter';

/** Log probabilities in OpenAI's shape; only engines that can report them set this (when asked). */
export interface ChoiceLogprobs {
  content: { token: string; logprob: number; bytes?: number[] | null; top_logprobs?: { token: string; logprob: number; bytes?: number[] | null }[] }[] | null;
}

export interface ChatChoice {
  index: number;
  message: { role: 'assistant'; content: string | null; reasoning_content?: string | null; tool_calls?: ToolCall[] };
  finish_reason: FinishReason;
  /** The stop sequence (ChatParams.stop) that ended the choice, where the engine reports which one did. */
  stop_sequence?: string;
  logprobs?: ChoiceLogprobs | null;
}

/**
 * An engine's answer. `usage` is the engine's own count, absent when it reported none or none that
 * is valid (an upstream's): the service then counts the answer itself (inference/checked-usage.ts).
 */
export interface EngineChatResult {
  choices: ChatChoice[];
  usage?: Usage;
}

/** An answer with its usage checked: bounded by the request and present, as charges need it. */
export interface ChatResult extends EngineChatResult {
  usage: Usage;
}

export type ChatStreamEvent =
  | {
      type: 'delta';
      index: number;
      delta: { role?: 'assistant'; content?: string; reasoning_content?: string; tool_calls?: (Partial<ToolCall> & { index: number })[] };
      finish_reason?: FinishReason | null;
      /** With the finish: the stop sequence that ended the choice, where the engine reports it. */
      stop_sequence?: string;
      logprobs?: ChoiceLogprobs | null;
    }
  /** At most once, last: what the engine reports it consumed and generated (the service counts when it is absent). */
  | { type: 'usage'; usage: Usage };

export interface ChatEngine {
  chat(params: ChatParams, signal: AbortSignal): Promise<EngineChatResult>;
  /** Events as the engine produces them; ends with one `usage` event. Aborting the signal stops generation. */
  streamChat(params: ChatParams, signal: AbortSignal): AsyncIterable<ChatStreamEvent>;
  /**
   * The usage.prompt_tokens chat() would report for these params, counted without generating (an
   * engine that tokenizes in process: the embedded one). Without it, the prompt is counted by the
   * service (src/inference/prompt-token-count.ts).
   */
  countPromptTokens?(params: ChatParams, signal: AbortSignal): Promise<number>;
}
