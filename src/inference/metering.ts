// Pricing an inference request (docs/decisions/0005): before the engine runs, the pipeline reserves
// the most the request can cost — its prompt's upper bound and every choice at its token limit, on the dearest
// of the candidate models (a fallback may answer); after, settle to the usage the engine reported,
// at the prices of the model that answered. What the response shows as `cost` is what was charged.
import type { components } from '../../generated/api-types.js';
import { costInDecimal, isTextPricing, maximumTokenCost, promptTokenClasses, tokenCost, type TokenCounts } from '../billing/prices.js';
import type { Meter } from '../billing/meter.js';
import type { Price } from '../billing/request-charge.js';
import type { ChatMessage, ChatParams, Usage } from '../providers/provider.js';
import type { ServedModel } from '../providers/registry.js';
import type { Candidate, ChatPlan } from './chat-plan.js';
import { isServiceCall } from './service-tool.js';

type Cost = components['schemas']['Cost'];

// A tokenizer's token is at least one byte of text, so UTF-8 bytes bound the prompt's tokens from
// above; each message adds its template's role markers. Media are counted at what the model sees,
// a generous fixed size, never the length of their URL or data (an 8 MiB image is not 8 M tokens).
const TOKENS_PER_MESSAGE = 16;
/** A typical tokenizer's bytes per token, for estimates (never for bounds or charges of reported usage). */
export const BYTES_PER_TOKEN = 4;
/** An image: upstreams tile images into a few hundred to a few thousand tokens. */
export const TOKENS_PER_IMAGE = 4_096;
/**
 * A video, whether it arrived by URL or as a data URL (the service fetches URLs and sends the bytes):
 * upstreams sample a few hundred tokens a second, and the 25 MB cap keeps videos to minutes.
 */
export const TOKENS_PER_VIDEO = 65_536;
/** A clip of input audio: audio encoders emit some 25–50 tokens a second, so about ten minutes of it. */
export const TOKENS_PER_AUDIO = 32_768;

/** The tokens a message can hold at most: its text and other parts in UTF-8 bytes, images and videos at their fixed sizes. */
function messageTokenBound(message: ChatMessage): number {
  let total = TOKENS_PER_MESSAGE + Buffer.byteLength(JSON.stringify(message.tool_calls ?? '')) + Buffer.byteLength(message.reasoning_content ?? '');
  const content = message.content;
  if (typeof content === 'string') return total + Buffer.byteLength(content);
  if (!Array.isArray(content)) return total;
  for (const part of content) {
    if (part.type === 'text') total += Buffer.byteLength(part.text);
    else if (part.type === 'image_url') total += TOKENS_PER_IMAGE;
    else if (part.type === 'video_url') total += TOKENS_PER_VIDEO;
    else if (part.type === 'input_audio') total += TOKENS_PER_AUDIO;
    else total += Buffer.byteLength(JSON.stringify(part));
  }
  return total;
}

/**
 * At most the UTF-8 bytes of the messages' text (a string's length in UTF-16 units never exceeds
 * its UTF-8 bytes), read without scanning a byte: enough to refuse a prompt that is far too long
 * before promptTokenBound measures it exactly.
 */
export function promptTextFloor(params: Pick<ChatParams, 'messages'>): number {
  let total = 0;
  for (const { content } of params.messages) {
    if (typeof content === 'string') total += content.length;
    else if (Array.isArray(content)) for (const part of content) if (part.type === 'text') total += part.text.length;
  }
  return total;
}

/** Each params object's bound, computed once: planning checks it against the context, then prices it. */
const tokenBounds = new WeakMap<object, number>();

/** An upper bound on the prompt tokens of these params, whatever the engine's tokenizer. */
export function promptTokenBound(params: Pick<ChatParams, 'messages' | 'tools' | 'response_format'>): number {
  const known = tokenBounds.get(params);
  if (known !== undefined) return known;
  let total = TOKENS_PER_MESSAGE + Buffer.byteLength(JSON.stringify(params.tools ?? '')) + Buffer.byteLength(JSON.stringify(params.response_format ?? ''));
  for (const message of params.messages) total += messageTokenBound(message);
  tokenBounds.set(params, total);
  return total;
}

/** The prompt as the service estimates it when no engine count is there (its bound is about BYTES_PER_TOKEN times it). */
export const estimatedPrompt = (params: Pick<ChatParams, 'messages' | 'tools' | 'response_format'>) => Math.ceil(promptTokenBound(params) / BYTES_PER_TOKEN);

function pricingOf(model: ServedModel) {
  const pricing = model.record.model_spec.pricing;
  return isTextPricing(pricing) ? pricing : undefined;
}

/** The most a chat can cost: the dearest candidate (a fallback may answer) at its prompt bound and every choice at its token limit. */
export function chatMaximum(candidates: readonly Candidate[]): Price {
  let max = { usd: 0n, diem: 0n };
  for (const { model, params } of candidates) {
    const pricing = pricingOf(model);
    if (!pricing) continue;
    const cost = maximumTokenCost(pricing, promptTokenBound(params), params.max_tokens, params.n ?? 1);
    // biome-ignore lint/complexity/useMathMinMax: bigint, which Math.max does not take
    max = { usd: cost.usd > max.usd ? cost.usd : max.usd, diem: cost.diem > max.diem ? cost.diem : max.diem };
  }
  return max;
}

/** An upper bound on the tokens of embedding inputs, whatever the tokenizer: a token a byte, two more an input (its markers). */
export const embeddingTokenBound = (input: readonly string[]) => input.reduce((total, text) => total + Buffer.byteLength(text) + 2, 0);

/** The most an embedding can cost: every input byte a token. A model without token prices costs nothing. */
export function embeddingMaximum(model: ServedModel, input: readonly string[]): Price {
  const pricing = pricingOf(model);
  return pricing ? maximumTokenCost(pricing, embeddingTokenBound(input), 0) : { usd: 0n, diem: 0n };
}

/** What a chat is charged on top of its tokens: the pages scraped for it (enable_web_scraping), at their per-call price. */
export interface Surcharge {
  price: Price;
  /** What it paid for, for the ledger's notes (e.g. "2 scraped URLs"). */
  notes: string;
}

/** A price bound with the surcharge added. */
export function withSurcharge(price: Price, surcharge: Surcharge | undefined): Price {
  return surcharge ? { usd: price.usd + surcharge.price.usd, diem: price.diem + surcharge.price.diem } : price;
}

/** The prompt cache's share of the prompt, for the ledger's notes: " (900 cached, 50 cache writes)", or nothing. */
function cacheNotes(usage: TokenCounts): string {
  const { cached, cacheWrite } = promptTokenClasses(usage);
  const parts = [...(cached ? [`${cached} cached`] : []), ...(cacheWrite ? [`${cacheWrite} cache writes`] : [])];
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/** Charges the usage at the answering model's prices (plus any surcharge); returns the `cost` to show (what was charged). */
export async function settleTokens(meter: Meter, model: ServedModel, usage: TokenCounts & Partial<Usage>, surcharge?: Surcharge): Promise<Cost | undefined> {
  const pricing = pricingOf(model);
  const cost = withSurcharge(pricing ? tokenCost(pricing, usage) : { usd: 0n, diem: 0n }, surcharge);
  const units = usage.prompt_tokens + usage.completion_tokens;
  const { currency, charged } = await meter.settle(cost, {
    sku: `${model.record.id}-llm-tokens`,
    modelId: model.record.id,
    units,
    tokens: units,
    pricePerUnitUsd: units > 0 ? Number(cost.usd) / 1e6 / units : 0,
    promptTokens: usage.prompt_tokens,
    completionTokens: usage.completion_tokens,
    cachedTokens: promptTokenClasses(usage).cached,
    notes: `${usage.prompt_tokens} prompt${cacheNotes(usage)} + ${usage.completion_tokens} completion tokens${surcharge ? `, ${surcharge.notes}` : ''}`,
  });
  if (!pricing && !surcharge) return undefined;
  const shown = currency === 'USD' ? { ...cost, usd: charged } : { ...cost, diem: charged };
  return costInDecimal(shown);
}

/**
 * The most a planned chat can cost: chatMaximum plus its surcharge, and with a service tool
 * (enable_web_search=auto) every call it may run and a second round on each candidate that is
 * offered the tool. That round's prompt is the first's, the first answer re-read (counted as the
 * tokens it was generated as) and the calls' results at their size limit.
 */
export function planMaximum(plan: Pick<ChatPlan, 'candidates' | 'surcharge' | 'serviceTool'>): Price {
  const first = withSurcharge(chatMaximum(plan.candidates), plan.surcharge);
  const tool = plan.serviceTool;
  if (!tool) return first;
  let second = { usd: 0n, diem: 0n };
  for (const { model, params } of plan.candidates) {
    const pricing = pricingOf(model);
    if (!pricing || !params.tools?.some((offered) => isServiceCall(tool, offered))) continue;
    const prompt = promptTokenBound(params) + params.max_tokens + tool.maxCalls * (tool.maxResultBytes + 2 * TOKENS_PER_MESSAGE);
    const cost = maximumTokenCost(pricing, prompt, params.max_tokens, 1);
    // biome-ignore lint/complexity/useMathMinMax: bigint, which Math.max does not take
    second = { usd: cost.usd > second.usd ? cost.usd : second.usd, diem: cost.diem > second.diem ? cost.diem : second.diem };
  }
  const calls = BigInt(tool.maxCalls);
  return { usd: first.usd + second.usd + tool.pricePerCall.usd * calls, diem: first.diem + second.diem + tool.pricePerCall.diem * calls };
}
