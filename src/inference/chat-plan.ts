// Everything decided before a chat request runs, made once, from the request's models (resolved
// first: chat-models.ts) and the request as the service completed it (src/augment/chat-augmentation.ts):
// the system prompts, the engine params for each candidate, the service's own
// tool, and the check that the prompt can fit the model. No engine is called here.
import type { ChatParams } from '../providers/contracts/chat.js';
import type { ServedModel } from '../providers/registry.js';
import type { Services } from '../services.js';
import type { ChatModels } from './chat-models.js';
import { engineMessages } from './chat-messages.js';
import { chatParamsFor } from './chat-params.js';
import { promptTooLong, type ChatRequest } from './features.js';
import { promptTextFloor, promptTokenBound, type Surcharge } from './metering.js';
import { MAX_BYTES_PER_TOKEN } from './prompt-floor.js';
import type { EffectiveParameters } from './service-parameters.js';
import { withServiceTool, type ServiceTool } from './service-tool.js';

export interface Candidate {
  model: ServedModel;
  params: ChatParams;
}

export interface ChatPlan {
  /** The model to try first, then the usable fallbacks. */
  candidates: Candidate[];
  parameters: EffectiveParameters;
  /** Move `<think>` blocks out of the content (strip_thinking_response or disable_thinking). */
  stripThinking: boolean;
  /** End a stream with the chunk of empty `choices` carrying usage: unless `stream_options.include_usage` is false. */
  usageChunk: boolean;
  /** Charged on top of the tokens (pages scraped or a web search for the request). */
  surcharge?: Surcharge;
  /** The web search's sources given to the model (enable_web_search on), echoed as web_search_citations. */
  citations?: { title: string; url: string; content?: string; date?: string }[];
  /**
   * A tool the service answers itself (enable_web_search=auto), already in the params of the
   * candidates that can call tools; its calls set `surcharge` and `citations` (service-tool.ts).
   */
  serviceTool?: ServiceTool;
}

/**
 * The request as the service completed it before planning: documents as text, media fetched, pages
 * or search results added (and what they cost), and the tool it answers itself, if any.
 */
export interface CompletedRequest {
  request: ChatRequest;
  parameters: EffectiveParameters;
  surcharge?: Surcharge;
  citations?: ChatPlan['citations'];
  /** Offered to the candidates that can call tools (enable_web_search=auto); none can: no tool. */
  serviceTool?: ServiceTool;
}

/** The plan, for models checked against the request before anything was added to it (features.ts modelsTaking). */
export function planChat(services: Services, models: ChatModels, completed: CompletedRequest): ChatPlan {
  const { request, parameters } = completed;
  const { primary, character } = models;
  const systemPrompts: string[] = [];
  if (parameters.include_service_system_prompt && services.catalog.serviceSystemPrompt) systemPrompts.push(services.catalog.serviceSystemPrompt);
  if (character) systemPrompts.push(character.systemPrompt);
  const candidates = [primary, ...models.fallbacks].map((candidate) => ({
    model: candidate,
    params: chatParamsFor(candidate, request, engineMessages(request.messages, candidate, systemPrompts), parameters),
  }));
  if (cannotFit(primary, candidates[0]!.params)) throw promptTooLong(primary);
  // The caller's prompt must fit; the service's tool is its own addition, priced in planMaximum.
  const tool = completed.serviceTool;
  const callsTools = (candidate: Candidate) => candidate.model.record.model_spec.capabilities?.supportsFunctionCalling === true;
  const offered = tool && candidates.some(callsTools) ? tool : undefined;
  return {
    candidates: offered
      ? candidates.map((candidate) => (callsTools(candidate) ? { ...candidate, params: withServiceTool(candidate.params, offered) } : candidate))
      : candidates,
    parameters,
    stripThinking: parameters.strip_thinking_response || parameters.disable_thinking,
    usageChunk: request.stream_options?.include_usage !== false,
    ...(completed.surcharge ? { surcharge: completed.surcharge } : {}),
    ...(completed.citations ? { citations: completed.citations } : {}),
    ...(offered ? { serviceTool: offered } : {}),
  };
}

/**
 * A prompt of more bytes than MAX_BYTES_PER_TOKEN times the context holds more tokens than the
 * context, whatever the tokenizer: refused before anything is tokenized, at the cost of summing lengths.
 */
function cannotFit(model: ServedModel, params: ChatPlan['candidates'][number]['params']): boolean {
  const context = model.record.context_length;
  if (context === undefined) return false;
  const limit = context * MAX_BYTES_PER_TOKEN;
  // The floor first: a huge prompt is refused without a pass over its bytes.
  return promptTextFloor(params) > limit || promptTokenBound(params) > limit;
}
