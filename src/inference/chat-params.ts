// A validated chat request -> the engine-neutral ChatParams for one model: its engine's model name,
// the token limit (max_completion_tokens wins over max_tokens; 0 or less means "model default"),
// the catalog's sampling defaults, function tools only, and the reasoning effort where supported.
import type { ChatMessage, ChatParams, FunctionTool, ToolChoice } from '../providers/contracts/chat.js';
import type { ServedModel } from '../providers/registry.js';
import type { ChatRequest } from './features.js';
import type { EffectiveParameters } from './service-parameters.js';

/** Used when neither the request nor the catalog sets a limit. */
export const DEFAULT_MAX_TOKENS = 4096;

const positive = (value: number | undefined) => (value !== undefined && value > 0 ? value : undefined);

/** The most completion tokens the model produces in one answer: its catalog limit, or the default within its context. */
export function completionLimit(model: ServedModel): number {
  const spec = model.record.model_spec;
  return spec.maxCompletionTokens ?? Math.min(DEFAULT_MAX_TOKENS, spec.availableContextTokens ?? DEFAULT_MAX_TOKENS);
}

export function maxTokensFor(model: ServedModel, request: Pick<ChatRequest, 'max_completion_tokens' | 'max_tokens'>): number {
  const ceiling = completionLimit(model);
  const asked = positive(request.max_completion_tokens) ?? positive(request.max_tokens);
  return asked === undefined ? ceiling : Math.min(asked, ceiling);
}

function defaultOf(model: ServedModel, name: 'temperature' | 'top_p'): number | undefined {
  const constraints = model.record.model_spec.constraints as Record<string, { default?: unknown } | undefined> | undefined;
  const value = constraints?.[name]?.default;
  return typeof value === 'number' ? value : undefined;
}

function functionTools(request: ChatRequest): FunctionTool[] | undefined {
  const tools = (request.tools ?? []).flatMap((tool): FunctionTool[] => (tool.type === 'function' ? [{ type: 'function', function: tool.function }] : []));
  return tools.length > 0 ? tools : undefined;
}

function reasoningEffort(model: ServedModel, request: ChatRequest, parameters: EffectiveParameters): string | undefined {
  // Only models that take an effort get one; elsewhere it is dropped rather than refused, since
  // clients send it by default.
  if (!model.record.model_spec.capabilities?.supportsReasoningEffort) return undefined;
  if (parameters.disable_thinking) return 'none';
  return request.reasoning_effort ?? request.reasoning?.effort;
}

function responseFormat(format: ChatRequest['response_format']): ChatParams['response_format'] {
  if (format?.type !== 'json_schema') return format;
  const { strict, ...rest } = format.json_schema;
  return { type: 'json_schema', json_schema: { ...rest, ...(typeof strict === 'boolean' ? { strict } : {}) } };
}

/** Fields the neutral shape does not model, forwarded only when the client set them. */
function passthrough(request: ChatRequest): Record<string, unknown> | undefined {
  const fields = {
    min_temp: request.min_temp,
    max_temp: request.max_temp,
    prompt_cache_key: request.prompt_cache_key,
    prompt_cache_retention: request.prompt_cache_retention,
    verbosity: request.verbosity ?? request.text?.verbosity,
  };
  let set: Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) (set ??= {})[name] = value;
  return set;
}

export function chatParamsFor(model: ServedModel, request: ChatRequest, messages: ChatMessage[], parameters: EffectiveParameters): ChatParams {
  const stop = request.stop === null || request.stop === undefined ? undefined : typeof request.stop === 'string' ? [request.stop] : request.stop;
  const fields: ChatParams = {
    model: model.engineModel,
    messages,
    max_tokens: maxTokensFor(model, request),
    n: request.n,
    temperature: request.temperature ?? defaultOf(model, 'temperature'),
    top_p: request.top_p ?? defaultOf(model, 'top_p'),
    top_k: request.top_k,
    min_p: request.min_p,
    frequency_penalty: request.frequency_penalty,
    presence_penalty: request.presence_penalty,
    repetition_penalty: request.repetition_penalty,
    seed: request.seed,
    stop,
    stop_token_ids: request.stop_token_ids,
    tools: functionTools(request),
    tool_choice: request.tool_choice as ToolChoice | undefined,
    parallel_tool_calls: request.parallel_tool_calls,
    response_format: responseFormat(request.response_format),
    logprobs: request.logprobs,
    top_logprobs: request.top_logprobs,
    reasoning_effort: reasoningEffort(model, request, parameters),
    passthrough: passthrough(request),
  };
  // Unset fields stay out entirely, so engines can tell "not given" from a value. Copied into a
  // fresh object rather than deleted: deleting a property turns an object into a slow dictionary,
  // and this one is read field by field for every request (3x the time, with its JSON encoding).
  const params = {} as Record<string, unknown>;
  for (const key in fields) {
    const value = fields[key as keyof ChatParams];
    if (value !== undefined) params[key] = value;
  }
  return params as unknown as ChatParams;
}
