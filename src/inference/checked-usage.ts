// Usage as money sees it. Whatever an engine reports, a request's count is bounded by the request
// itself: its prompt by promptTokenBound (what the reservation priced), its answer by max_tokens for
// each choice. A count over its bound (a misconfigured proxy, a buggy or hostile upstream) is held
// to it; a missing or invalid one (the engine adapters leave those out) is counted here, the prompt
// at BYTES_PER_TOKEN to the token and the answer from what it generated. Either correction is logged
// (onUsageCorrected) and counted in /metrics, so every charge stands on a count the request allows.
import { Counter } from 'prom-client';
import { registry } from '../observability/metrics.js';
import type { ChatChoice, ChatParams, ChatResult, ChatStreamEvent, EngineChatResult, Usage } from '../providers/contracts/chat.js';
import { GeneratedCount } from './generated-count.js';
import { BYTES_PER_TOKEN, embeddingTokenBound, estimatedPrompt, promptTokenBound } from './metering.js';

export type UsageCorrection = 'over_bound' | 'missing';

export interface CorrectedUsage {
  model: string;
  reason: UsageCorrection;
  /** What the engine reported (undefined when it reported nothing valid). */
  reported?: Usage;
  charged: Usage;
}

const METRIC = 'service_engine_usage_corrections_total';
const corrections =
  (registry.getSingleMetric(METRIC) as Counter<'model' | 'reason'> | undefined) ??
  new Counter({
    name: METRIC,
    help: 'Engine answers whose usage was over the request bound (held to it) or missing or invalid (counted by the service)',
    labelNames: ['model', 'reason'],
    registers: [registry],
  });

type Listener = (correction: CorrectedUsage) => void;
const listeners = new Set<Listener>();

/** Hears every corrected usage (the app logs them); returns the unsubscribe. */
export function onUsageCorrected(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function corrected(correction: CorrectedUsage): Usage {
  corrections.inc({ model: correction.model, reason: correction.reason });
  for (const listener of listeners) listener(correction);
  return correction.charged;
}

/** The most a request's answer can count: its token limit for every choice. */
export const completionBound = (params: Pick<ChatParams, 'max_tokens' | 'n'>) => params.max_tokens * (params.n ?? 1);

/** The usage held to the request's bounds (cache reads and writes to the prompt, reasoning to the answer); the same object when it was inside them. */
export function withinBounds(usage: Usage, params: ChatParams): Usage {
  const promptLimit = promptTokenBound(params);
  const completionLimit = completionBound(params);
  if (
    usage.prompt_tokens <= promptLimit &&
    usage.completion_tokens <= completionLimit &&
    usage.total_tokens === usage.prompt_tokens + usage.completion_tokens
  ) {
    return usage;
  }
  const prompt = Math.min(usage.prompt_tokens, promptLimit);
  const completion = Math.min(usage.completion_tokens, completionLimit);
  const held: Usage = { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
  const { cached_tokens: cached, cache_creation_input_tokens: written } = usage.prompt_tokens_details ?? {};
  if (cached !== undefined || written !== undefined) {
    held.prompt_tokens_details = {
      ...(cached !== undefined ? { cached_tokens: Math.min(cached, prompt) } : {}),
      ...(written !== undefined ? { cache_creation_input_tokens: Math.min(written, prompt - Math.min(cached ?? 0, prompt)) } : {}),
    };
  }
  const reasoning = usage.completion_tokens_details?.reasoning_tokens;
  if (reasoning !== undefined) held.completion_tokens_details = { reasoning_tokens: Math.min(reasoning, completion) };
  return held;
}

function checked(model: string, params: ChatParams, reported: Usage | undefined, counted: () => Usage): Usage {
  if (!reported) return corrected({ model, reason: 'missing', charged: withinBounds(counted(), params) });
  const held = withinBounds(reported, params);
  if (held.prompt_tokens === reported.prompt_tokens && held.completion_tokens === reported.completion_tokens) return held;
  return corrected({ model, reason: 'over_bound', reported, charged: held });
}

/** An answer's text in UTF-8 bytes: content, reasoning and tool calls of every choice. */
function generatedBytes(choices: readonly ChatChoice[]): number {
  let bytes = 0;
  for (const { message } of choices) {
    bytes += Buffer.byteLength(message.content ?? '') + Buffer.byteLength(message.reasoning_content ?? '');
    for (const call of message.tool_calls ?? []) bytes += Buffer.byteLength(call.function.name) + Buffer.byteLength(call.function.arguments);
  }
  return bytes;
}

/** An engine's answer with its usage checked (`model`: the catalog id, for the log and the metric). */
export function checkedResult(model: string, params: ChatParams, result: EngineChatResult): ChatResult {
  const usage = checked(model, params, result.usage, () => {
    const prompt = estimatedPrompt(params);
    const completion = Math.ceil(generatedBytes(result.choices) / BYTES_PER_TOKEN);
    return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
  });
  return usage === result.usage ? (result as ChatResult) : { ...result, usage };
}

/**
 * An engine's stream with its usage checked: the engine's usage event held to the bounds, or, when
 * the stream ends without one, a usage event counted from what was streamed (GeneratedCount).
 */
export async function* checkedStream(model: string, params: ChatParams, events: AsyncIterable<ChatStreamEvent>): AsyncGenerator<ChatStreamEvent> {
  const generated = new GeneratedCount();
  for await (const event of events) {
    if (event.type === 'usage') {
      yield { type: 'usage', usage: checked(model, params, event.usage, () => event.usage) };
      return;
    }
    generated.add(event);
    yield event;
  }
  yield { type: 'usage', usage: checked(model, params, undefined, () => generated.usage(params)) };
}

/** An embedding's usage: the engine's, held to the input's bound (the one its reservation priced), or counted from the input. */
export function checkedEmbeddingUsage(model: string, input: readonly string[], reported: { prompt_tokens: number } | undefined) {
  const bound = embeddingTokenBound(input);
  const asUsage = (tokens: number): Usage => ({ prompt_tokens: tokens, completion_tokens: 0, total_tokens: tokens });
  let tokens = reported?.prompt_tokens;
  if (tokens === undefined) {
    tokens = corrected({ model, reason: 'missing', charged: asUsage(Math.ceil(bound / BYTES_PER_TOKEN)) }).prompt_tokens;
  } else if (tokens > bound) {
    tokens = corrected({ model, reason: 'over_bound', reported: asUsage(tokens), charged: asUsage(bound) }).prompt_tokens;
  }
  return { prompt_tokens: tokens, total_tokens: tokens };
}
