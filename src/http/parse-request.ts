// The path parameters of a routed request, and the check that its path can be decoded at all.
import { badRequest } from '../errors.js';

/**
 * Path parameters are percent-decoded, which throws on a malformed escape (`%E0%A4%A`): that is the
 * client's error, so such a path is refused before routing rather than surfacing as a 500.
 */
export function assertPercentEncoded(path: string): void {
  try {
    decodeURIComponent(path);
  } catch {
    throw badRequest('Invalid request parameters', { _errors: ['The path is not validly percent-encoded'] }, 'INVALID_REQUEST');
  }
}

/** Where each `{name}` of a path template sits among its segments. */
type TemplateSlots = readonly (readonly [index: number, name: string])[];

const slotsByTemplate = new Map<string, TemplateSlots>();

function slotsOf(template: string): TemplateSlots {
  let slots = slotsByTemplate.get(template);
  if (!slots) {
    const found: [number, string][] = [];
    const segments = template.split('/');
    for (let index = 0; index < segments.length; index += 1) {
      const segment = segments[index]!;
      if (segment.startsWith('{') && segment.endsWith('}')) found.push([index, segment.slice(1, -1)]);
    }
    slots = found;
    slotsByTemplate.set(template, slots);
  }
  return slots;
}

/**
 * The path parameters of `relativePath` (relative to the API root, no query string) under the
 * operation's path template, percent-decoded. The route index matched the two, so segments line up;
 * a malformed escape was refused before routing (dispatcher.ts). Decoded as openapi-backend decodes them.
 */
export function pathParameters(template: string, relativePath: string): Record<string, string> {
  const slots = slotsOf(template);
  const parameters: Record<string, string> = {};
  if (slots.length === 0) return parameters;
  const segments = relativePath.split('/');
  for (const [index, name] of slots) parameters[name] = decodeURIComponent(segments[index] ?? '');
  return parameters;
}
