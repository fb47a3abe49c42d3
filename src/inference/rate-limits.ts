// What the text operations tell pipeline step 6 (PaidRequest.admit): the model the request names,
// resolved as the request itself will be, and the tokens it may use.
import { badRequest } from '../errors.js';
import type { Principal } from '../principal.js';
import type { ServedModel } from '../providers/registry.js';
import type { Services } from '../services.js';
import { completionLimit } from './chat-params.js';
import { BYTES_PER_TOKEN, TOKENS_PER_AUDIO, TOKENS_PER_IMAGE, TOKENS_PER_VIDEO } from './metering.js';
import { resolveModel, splitModelSuffix } from './model-resolution.js';

/** The catalog id the request names (through traits, mappings, suffixes), or undefined when it names none the caller may use. */
export function limitedModelId(services: Services, principal: Principal | undefined, model: string, type: 'text' | 'embedding'): string | undefined {
  try {
    return resolveModel(services, splitModelSuffix(model).base, type, principal).record.id;
  } catch {
    return undefined; // the same error is raised, with its proper status, by the step that needs the model
  }
}

/** A text request's model and the completion tokens it may use there, for admission. */
export interface TextAdmission {
  modelId: string;
  /** What the request asked for, at most what the model produces (`maxTokensFor` gives the engine the same); undefined when not asked. */
  maxTokens: number | undefined;
}

/**
 * A text request's model (resolved once, first: chat-models.ts) and its effective completion limit:
 * the smaller of what it asked (in `field`) and the model's limit, so asking for a million tokens of
 * a model that stops at 1,024 is counted as 1,024. A number past exact integers (2^53 and up) is no
 * token count at all: a 400 naming the model's limit.
 */
export function textAdmission(served: ServedModel, field: string, asked: number | null | undefined): TextAdmission {
  const positive = typeof asked === 'number' && asked > 0 ? asked : undefined;
  const limit = completionLimit(served);
  if (positive !== undefined && !Number.isSafeInteger(positive)) {
    const reason = `must be at most ${limit}: ${served.record.id} produces at most ${limit} completion tokens`;
    throw badRequest(`Invalid request parameters: ${field}: ${reason}`, { _errors: [], [field]: { _errors: [reason] } }, 'INVALID_REQUEST');
  }
  return { modelId: served.record.id, maxTokens: positive === undefined ? undefined : Math.min(positive, limit) };
}

/**
 * What the model sees of a content part that is not text (chat and responses shapes), in tokens: a
 * fixed size, as the price reservation counts it (metering.ts), never its URL's or data's length.
 */
const MEDIA_PART_TOKENS: Readonly<Record<string, number>> = {
  image_url: TOKENS_PER_IMAGE,
  image: TOKENS_PER_IMAGE, // a Messages image block (its base64 data is not its size to the model)
  input_image: TOKENS_PER_IMAGE,
  video_url: TOKENS_PER_VIDEO,
  input_audio: TOKENS_PER_AUDIO,
};

function mediaPartTokens(item: object): number | undefined {
  const type = (item as { type?: unknown }).type;
  return typeof type === 'string' && Object.hasOwn(MEDIA_PART_TOKENS, type) ? MEDIA_PART_TOKENS[type] : undefined;
}

/**
 * The characters of every string in `value`, keys aside, and the tokens of its media parts: an
 * estimate of its text, for admission. Not its UTF-8 bytes: measuring those would serialize the
 * whole prompt on the event loop (docs/decisions/0020). Iterative; request bodies nest at
 * most MAX_JSON_DEPTH levels anyway.
 */
function promptSize(value: unknown): { characters: number; mediaTokens: number } {
  let characters = 0;
  let mediaTokens = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') characters += item.length;
    else if (item !== null && typeof item === 'object') {
      const media = Array.isArray(item) ? undefined : mediaPartTokens(item);
      if (media !== undefined) mediaTokens += media;
      // One push per child: spreading a caller's array of a few hundred thousand items into push()
      // would overflow the call stack.
      else for (const child of Array.isArray(item) ? item : Object.values(item)) pending.push(child);
    }
  }
  return { characters, mediaTokens };
}

/** Prompt (about four characters a token, media at their fixed sizes) plus every completion token the request allows. */
export function expectedTokens(promptParts: unknown, maxCompletionTokens = 0, choices = 1): number {
  const { characters, mediaTokens } = promptSize(promptParts ?? '');
  return Math.ceil(characters / BYTES_PER_TOKEN) + mediaTokens + Math.max(0, maxCompletionTokens) * choices;
}
