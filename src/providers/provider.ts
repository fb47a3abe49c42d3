// The one small interface every inference engine implements. It speaks an engine-neutral subset of
// the OpenAI chat/embeddings shapes, independent of the public contract: the operations turn a
// validated request into these params (model resolved, service_parameters applied) and turn the
// results back into the spec's response and stream shapes, adding cost and the echo.
//
// Engines: `openai-compatible` (upstream over HTTP, undici), `llama-cpp` (embedded, node-llama-cpp),
// `service-compatible` (media jobs) and `espeak` (embedded speech). A route in config/models.yaml picks one per model.

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

export interface EmbeddingParams {
  model: string;
  input: string[];
  dimensions?: number;
}

export interface EmbeddingResult {
  vectors: number[][];
  /** The engine's own count; absent when it reported none that is valid (the service then counts the input). */
  usage?: { prompt_tokens: number; total_tokens: number };
}

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

export interface EmbeddingEngine {
  embed(params: EmbeddingParams, signal: AbortSignal): Promise<EmbeddingResult>;
}

/** The audio formats of POST /audio/speech. */
export const AUDIO_FORMATS = ['mp3', 'opus', 'aac', 'flac', 'wav', 'pcm'] as const;
export type AudioFormat = (typeof AUDIO_FORMATS)[number];

export interface SpeechParams {
  /** The engine's own model name. */
  model: string;
  input: string;
  /** Checked against the model's catalog voices before the engine sees it. */
  voice: string;
  format: AudioFormat;
  /** 1 is normal; within the model's min_speed..max_speed. */
  speed: number;
  language?: string;
  prompt?: string;
  temperature?: number;
  top_p?: number;
}

/**
 * Speech as an engine produces it: raw 16-bit little-endian mono samples, which the service wraps
 * or encodes into the requested format itself, or audio the engine already encoded in that format.
 */
export type SpeechAudio = { kind: 'samples'; sampleRate: number; chunks: AsyncIterable<Buffer> } | { kind: 'encoded'; chunks: AsyncIterable<Buffer> };

export interface SpeechEngine {
  /** Starts speaking; a refused request throws here. Chunks come as they are produced; aborting the signal stops the work. */
  speak(params: SpeechParams, signal: AbortSignal): Promise<SpeechAudio>;
}

export interface TranscriptionParams {
  /** The engine's own model name. */
  model: string;
  audio: { data: Buffer; filename: string; contentType: string };
  /** The decoded audio (16 kHz mono 16-bit little-endian), for engines whose `input` is 'samples'. */
  samples?: Buffer;
  /** Ask for word and segment timings. */
  timestamps: boolean;
  language?: string;
  prompt?: string;
  temperature?: number;
}

export interface TranscriptionResult {
  text: string;
  language?: string;
  /** The language's English name (`english`), where the engine gives it. */
  languageName?: string;
  words?: { word: string; start: number; end: number }[];
  segments?: { text: string; start: number; end: number }[];
}

export interface TranscriptionEngine {
  /** 'samples': the engine transcribes the service's decoded audio (params.samples), up to `maxSeconds` of it; default: the file as sent. */
  readonly input?: 'file' | 'samples';
  readonly maxSeconds?: number;
  transcribe(params: TranscriptionParams, signal: AbortSignal): Promise<TranscriptionResult>;
}

export interface VoiceCloneParams {
  /** The engine's own model name. */
  model: string;
  sample: { data: Buffer; filename: string; contentType: string };
}

export interface VoiceCloningEngine {
  /** Clones the sample's voice; resolves to the engine's own id for it, usable as `voice` with this engine. */
  cloneVoice(params: VoiceCloneParams, signal: AbortSignal): Promise<{ voiceId: string }>;
}

export type ProviderFailure =
  | 'timeout' // connect or idle timeout
  | 'connection' // refused, reset, dropped mid-stream
  | 'overloaded' // upstream 429/503 after retries, or a local queue that is full
  | 'upstream_error' // upstream 5xx after retries, or another unexpected status
  | 'malformed' // an upstream answer that is not the expected JSON/SSE (another deployment or model may answer well)
  | 'engine_error' // an engine inside this process failed (llama.cpp, espeak-ng, ffmpeg)
  | 'rejected' // the upstream refused the request itself (4xx other than 429): the caller's fault
  | 'content_policy'; // the provider refused on content grounds

const RETRYABLE_FAILURES: ReadonlySet<ProviderFailure> = new Set(['timeout', 'connection', 'overloaded', 'upstream_error', 'malformed', 'engine_error']);

/** Every engine failure is classified once, here; the operations map it to the spec's errors. */
export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
    readonly details: { status?: number; retryAfterSeconds?: number; upstreamBody?: unknown } = {},
  ) {
    super(message);
  }

  /** Whether another attempt (or a fallback model) may succeed. */
  get isRetryable(): boolean {
    return RETRYABLE_FAILURES.has(this.failure);
  }
}

/** An image request in engine-neutral terms: sizes already fixed, the style preset already in the prompt. */
export interface ImageGenerationParams {
  model: string;
  prompt: string;
  negative_prompt?: string;
  width: number;
  height: number;
  /** Images to make (1–4). */
  n: number;
  steps?: number;
  cfg_scale?: number;
  /** Absent: the engine picks one. */
  seed?: number;
  safe_mode: boolean;
  quality?: string;
  aspect_ratio?: string;
  resolution?: string;
  lora_strength?: number;
  hide_watermark?: boolean;
}

export interface ImageEditParams {
  model: string;
  prompt: string;
  /** Decoded and checked: the first is the base image, the others layers or references. */
  images: Buffer[];
  safe_mode: boolean;
  aspect_ratio?: string;
  resolution?: string;
  quality?: string;
}

export interface ImageUpscaleParams {
  model: string;
  image: Buffer;
  /** The factor to apply (already reduced to fit the output bound); more than 1. */
  scale: number;
  /** 0–0.02: how much detail an upscaler may invent. */
  creativity: number;
}

/** What an image engine made: encoded images (any format sharp reads), and what its provider reported. */
export interface ImageResult {
  images: Buffer[];
  /** The provider blurred an image (safe mode). */
  blurred?: boolean;
  /** The provider flagged the content as violating its policy. */
  contentViolation?: boolean;
}

/** Each engine implements the image operations it can do; a model whose engine lacks one is not offered it. */
export interface ImageEngine {
  generate?(params: ImageGenerationParams, signal: AbortSignal): Promise<ImageResult>;
  edit?(params: ImageEditParams, signal: AbortSignal): Promise<ImageResult>;
  upscale?(params: ImageUpscaleParams, signal: AbortSignal): Promise<ImageResult>;
  removeBackground?(params: { model: string; image: Buffer }, signal: AbortSignal): Promise<ImageResult>;
}
