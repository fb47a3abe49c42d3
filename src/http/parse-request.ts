// openapi-backend's own request parser runs twice per request (before and after routing), and each
// time deep-clones the query, re-keys every header, parses cookies and compiles the operation's path
// template into a RegExp: most of the dispatcher's cost once routing was indexed (docs/decisions/0002).
// Koa has already parsed what it needs: Node lowercases header names, ctx.query is parsed once per
// request. This parser hands those over as they are and reads the path parameters off the template's
// segments, percent-decoded as openapi-backend decodes them. The spec's query parameters are all
// `form`, exploded and schema-typed (codegen/lint.ts refuses the others), so nothing of
// openapi-backend's per-style query handling is lost.
import type { Operation, ParsedRequest, Request } from 'openapi-backend';
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
 * a malformed escape was refused before routing (dispatcher.ts).
 */
export function pathParameters(template: string, relativePath: string): Record<string, string> {
  const slots = slotsOf(template);
  const parameters: Record<string, string> = {};
  if (slots.length === 0) return parameters;
  const segments = relativePath.split('/');
  for (const [index, name] of slots) parameters[name] = decodeURIComponent(segments[index] ?? '');
  return parameters;
}

/** openapi-backend's `router.parseRequest`, for requests the dispatcher passes in already parsed by Koa. */
export function leanRequestParser(relativePath: (path: string) => string) {
  return (request: Request, operation?: Operation): ParsedRequest => ({
    method: request.method,
    path: request.path,
    headers: request.headers,
    query: (request.query ?? {}) as ParsedRequest['query'],
    params: operation ? pathParameters(operation.path, relativePath(request.path)) : {},
    cookies: {},
    requestBody: undefined,
  });
}
