// Everything decided before a chat request runs: the effective service_parameters (suffix, body,
// defaults), the character, the model (or the character's) and its fallbacks, the checks that the
// model can take the request, and the engine params for each candidate. No engine is called here.
import type { Principal } from '../principal.js';
import type { CharacterEntry } from '../catalog/characters.js';
import { ApiError, apiError, notFound } from '../errors.js';
import type { ChatParams } from '../providers/contracts/chat.js';
import type { ServedModel } from '../providers/registry.js';
import type { Services } from '../services.js';
import { engineMessages } from './chat-messages.js';
import { chatParamsFor } from './chat-params.js';
import { modelProblem, requestProblem, unsupportedFeature, type ChatRequest } from './features.js';
import { promptTextFloor, promptTokenBound, type Surcharge } from './metering.js';
import { MAX_BYTES_PER_TOKEN } from './prompt-floor.js';
import { resolveModel, splitModelSuffix, suffixParameters } from './model-resolution.js';
import { effectiveParameters, type ChatServiceParameters, type EffectiveParameters } from './service-parameters.js';
import type { ServiceTool } from './service-tool.js';

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
  /** Charged on top of the tokens (pages scraped or a web search for the request); set after planning. */
  surcharge?: Surcharge;
  /** The web search's sources given to the model (enable_web_search on), echoed as web_search_citations. */
  citations?: { title: string; url: string; content?: string; date?: string }[];
  /**
   * A tool the service answers itself (enable_web_search=auto), already in the params of the
   * candidates that can call tools; its calls set `surcharge` and `citations` (service-tool.ts).
   */
  serviceTool?: ServiceTool;
}

export function findCharacter(services: Services, slug: string): CharacterEntry {
  const character = services.catalog.characters.find((entry) => entry.record.slug === slug);
  if (!character) throw notFound(`Character not found: ${slug}`, 'CHARACTER_NOT_FOUND');
  return character;
}

function chatModel(services: Services, name: string, principal: Principal | undefined): ServedModel {
  const model = resolveModel(services, name, 'text', principal);
  if (!model.engine.chat) throw unsupportedFeature(`Model ${model.record.id} cannot chat on its engine (${model.route.engine})`);
  return model;
}

/**
 * A fallback is a second chance, not part of the request: one naming a model this service does not
 * serve, of another type, or closed to this key is skipped, and the primary model still answers.
 */
function usableFallback(services: Services, name: string, principal: Principal | undefined): ServedModel | undefined {
  try {
    return chatModel(services, splitModelSuffix(name).base, principal);
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}

export function planChat(services: Services, principal: Principal | undefined, request: ChatRequest): ChatPlan {
  const { base, suffix } = splitModelSuffix(request.model);
  let fromSuffix: ChatServiceParameters = {};
  let suffixError: unknown;
  try {
    fromSuffix = suffixParameters(suffix);
  } catch (error) {
    suffixError = error; // reported once the model is known: an unknown model stays a 404
  }
  const parameters = effectiveParameters(fromSuffix, request.service_parameters);
  const character = parameters.character_slug ? findCharacter(services, parameters.character_slug) : undefined;
  // A character brings its own model: the persona is written for it.
  const primary = chatModel(services, character ? character.record.modelId : base, principal);
  if (suffixError) throw suffixError;
  const problem = requestProblem(request) ?? modelProblem(primary, request);
  if (problem) throw unsupportedFeature(problem);
  const fallbacks = (request.fallbacks ?? [])
    .map((fallback) => usableFallback(services, fallback.model, principal))
    // A fallback that cannot take this request would only fail differently; it is skipped.
    .filter((model): model is ServedModel => model !== undefined)
    .filter((model, index, all) => model.record.id !== primary.record.id && all.indexOf(model) === index && !modelProblem(model, request));
  const systemPrompts: string[] = [];
  if (parameters.include_service_system_prompt && services.catalog.serviceSystemPrompt) systemPrompts.push(services.catalog.serviceSystemPrompt);
  if (character) systemPrompts.push(character.systemPrompt);
  const candidates = [primary, ...fallbacks].map((model) => ({
    model,
    params: chatParamsFor(model, request, engineMessages(request.messages, model, systemPrompts), parameters),
  }));
  const primaryParams = candidates[0]!.params;
  if (cannotFit(primary, primaryParams)) {
    throw apiError('TOO_MANY_TOKENS', {
      message: `The prompt cannot fit ${primary.record.id}'s context of ${primary.record.context_length} tokens; shorten the messages`,
    });
  }
  return {
    candidates,
    parameters,
    stripThinking: parameters.strip_thinking_response || parameters.disable_thinking,
    usageChunk: request.stream_options?.include_usage !== false,
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
