// What the text operations tell pipeline step 6 (PaidRequest.admit): the model the request names,
// resolved as the request itself will be, and the tokens it may use.
import type { Principal } from '../accounts/principals.js';
import type { Services } from '../services.js';
import { BYTES_PER_TOKEN } from './metering.js';
import { resolveModel, splitModelSuffix } from './model-resolution.js';

/** The catalog id the request names (through traits, mappings, suffixes), or undefined when it names none the caller may use. */
export function limitedModelId(services: Services, principal: Principal | undefined, model: string, type: 'text' | 'embedding'): string | undefined {
  try {
    return resolveModel(services, splitModelSuffix(model).base, type, principal).record.id;
  } catch {
    return undefined; // the same error is raised, with its proper status, by the step that needs the model
  }
}

/**
 * The characters of every string in `value`, keys aside: an estimate of its text, for admission.
 * Not its UTF-8 bytes: measuring those meant serializing the whole prompt on the event loop (60 ms
 * for a 30 MB message). Iterative; request bodies nest at most MAX_JSON_DEPTH levels anyway.
 */
function textLength(value: unknown): number {
  let total = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') total += item.length;
    // One push per child: spreading a caller's array of a few hundred thousand items into push()
    // would overflow the call stack.
    else if (item !== null && typeof item === 'object') for (const child of Array.isArray(item) ? item : Object.values(item)) pending.push(child);
  }
  return total;
}

/** Prompt (about four characters a token) plus every completion token the request allows. */
export function expectedTokens(promptParts: unknown, maxCompletionTokens = 0, choices = 1): number {
  return Math.ceil(textLength(promptParts ?? '') / BYTES_PER_TOKEN) + Math.max(0, maxCompletionTokens) * choices;
}
