// The models a chat request names, resolved once, first: the model (or its character's), the usable
// fallbacks, and what the name's suffix sets. Every text endpoint (chat, Messages, responses) starts
// here, so a model that is unknown, closed to the key or unable to chat is refused before anything
// else the body holds is looked at, and admission, the additions and the plan all use these models.
import type { CharacterEntry } from '../catalog/characters.js';
import { ApiError, notFound } from '../errors.js';
import type { Principal } from '../principal.js';
import type { ServedModel } from '../providers/registry.js';
import type { Services } from '../services.js';
import { unsupportedFeature, type ChatRequest } from './features.js';
import { resolveModel, splitModelSuffix, suffixParameters } from './model-resolution.js';
import { effectiveParameters, type ChatServiceParameters, type EffectiveParameters } from './service-parameters.js';

export interface ChatModels {
  /** The model that answers first: the one named, or the character's (a persona is written for its model). */
  primary: ServedModel;
  /** The fallbacks this caller may use, in order, without the primary or repeats (and, once checked, those that can take the request: features.ts). */
  fallbacks: ServedModel[];
  character?: CharacterEntry;
  /** The service_parameters the model name's suffix sets; the body's win over them. */
  suffixParameters: ChatServiceParameters;
}

/** What names the models: any text endpoint's body has these (Messages has no fallbacks). */
export type ModelNaming = Pick<ChatRequest, 'model' | 'service_parameters' | 'fallbacks'>;

export function findCharacter(services: Services, slug: string): CharacterEntry {
  const character = services.catalog.characters.find((entry) => entry.record.slug === slug);
  if (!character) throw notFound(`Character not found: ${slug}`, 'CHARACTER_NOT_FOUND');
  return character;
}

function servedChatModel(services: Services, name: string, principal: Principal | undefined): ServedModel {
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
    return servedChatModel(services, splitModelSuffix(name).base, principal);
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}

/**
 * The request's models. Refuses, in this order: a character not found (404), a model not found or
 * closed to the key (404, 403), one that cannot chat (400), then an invalid suffix (400): a suffix
 * is reported once the model is known, so an unknown model stays a 404 whatever else the name holds.
 */
export function resolveChatModels(services: Services, principal: Principal | undefined, naming: ModelNaming): ChatModels {
  const { base, suffix } = splitModelSuffix(naming.model);
  let fromSuffix: ChatServiceParameters = {};
  let suffixError: unknown;
  try {
    fromSuffix = suffixParameters(suffix);
  } catch (error) {
    suffixError = error;
  }
  const slug = effectiveParameters(fromSuffix, naming.service_parameters).character_slug;
  const character = slug ? findCharacter(services, slug) : undefined;
  const primary = servedChatModel(services, character ? character.record.modelId : base, principal);
  if (suffixError) throw suffixError;
  const fallbacks = (naming.fallbacks ?? [])
    .map((fallback) => usableFallback(services, fallback.model, principal))
    .filter((model): model is ServedModel => model !== undefined)
    .filter((model, index, all) => model.record.id !== primary.record.id && all.indexOf(model) === index);
  return { primary, fallbacks, ...(character ? { character } : {}), suffixParameters: fromSuffix };
}

/** The request's effective service_parameters: its body's over the model suffix's over the defaults. */
export const requestParameters = (models: ChatModels, request: ChatRequest): EffectiveParameters =>
  effectiveParameters(models.suffixParameters, request.service_parameters);
