// The published contract (generated/openapi.json), read once for the tools that answer or judge
// traffic by it without running the service: the mock (src/mock/) and the validating proxy
// (src/contract-proxy/). Each operation gets its route, its request and response schemas (the
// generator's own derivation, codegen/operation-schemas.ts) and Ajv validators of its responses
// built with the generator's Ajv setup, so both tools judge by exactly what `npm run generate` checks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import type { Operation } from 'openapi-backend';
import { addComponents, createAjv, forAjv } from '../../codegen/ajv-setup.js';
import { isObject, type Json, type JsonObject } from '../../codegen/load-spec.js';
import { operationSchemas, type OperationSchemas, type ResponseSchemas } from '../../codegen/operation-schemas.js';
import { RouteIndex } from '../http/route-index.js';
import { PROJECT_ROOT } from '../project-root.js';

export interface CompiledResponse extends ResponseSchemas {
  /** The response object as the spec declares it (its content entries carry example/examples). */
  declared: JsonObject;
  body?: ValidateFunction;
  /** Over lower-case header names, values coerced from their text to the declared types. */
  headerValidator: ValidateFunction;
  event?: ValidateFunction;
}

export interface ContractOperation {
  schemas: OperationSchemas;
  responses: Map<string, CompiledResponse>;
}

export interface Contract {
  document: JsonObject;
  operations: Map<string, ContractOperation>;
  /** Matches a method and a path relative to the API root (no query string, no trailing slash). */
  routes: RouteIndex;
  /** Follows `$ref`s within the document. */
  resolve(value: Json): Json;
}

export const CONTRACT_DOCUMENT = join(PROJECT_ROOT, 'generated', 'openapi.json');

export function resolveIn(document: JsonObject, value: Json): Json {
  let current = value;
  while (isObject(current) && typeof current.$ref === 'string') {
    let target: Json = document;
    for (const part of current.$ref.replace(/^#\//, '').split('/')) {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
      target = isObject(target) ? (target[key] ?? null) : null;
    }
    if (target === null) throw new Error(`contract: unresolved reference ${current.$ref}`);
    current = target;
  }
  return current;
}

export function loadContract(path = CONTRACT_DOCUMENT): Contract {
  const document = JSON.parse(readFileSync(path, 'utf8')) as JsonObject;
  const ajv = createAjv({ strict: false });
  addComponents(ajv, document);
  // Header values arrive as text: `X-RateLimit-Remaining: 3` is the integer 3.
  const headerAjv = createAjv({ strict: false, coerceTypes: true });
  addComponents(headerAjv, document);
  const compile = (schema: Json) => ajv.compile(forAjv(schema) as object);
  const operations = new Map<string, ContractOperation>();
  const routed: Operation[] = [];
  for (const schemas of operationSchemas(document)) {
    const responses = new Map<string, CompiledResponse>();
    for (const response of schemas.responses) {
      // Each validator is compiled when first used: compiling all of them costs seconds of CPU at
      // every start, most of it for operations a session never calls.
      let body: ValidateFunction | undefined;
      let headerValidator: ValidateFunction | undefined;
      let event: ValidateFunction | undefined;
      const { jsonBody, eventSchema } = response;
      responses.set(response.status, {
        ...response,
        declared: resolveIn(document, (schemas.operation.responses as JsonObject)[response.status]!) as JsonObject,
        get body() {
          return jsonBody === undefined ? undefined : (body ??= compile(jsonBody));
        },
        get headerValidator() {
          return (headerValidator ??= headerAjv.compile(forAjv(response.headers) as object));
        },
        get event() {
          return eventSchema === undefined ? undefined : (event ??= compile(eventSchema));
        },
      });
    }
    operations.set(schemas.operationId, { schemas, responses });
    routed.push({ method: schemas.method, path: schemas.path, operationId: schemas.operationId } as Operation);
  }
  return { document, operations, routes: new RouteIndex(routed), resolve: (value) => resolveIn(document, value) };
}

/** The path of a request relative to the server's API root, as the route index wants it. */
export function relativeToRoot(path: string, apiRoot: string): string | undefined {
  if (path !== apiRoot && !path.startsWith(`${apiRoot}/`)) return undefined;
  let relative = path.slice(apiRoot.length) || '/';
  while (relative.length > 1 && relative.endsWith('/')) relative = relative.slice(0, -1);
  return relative;
}

/** A media type without its parameters, lower-case (`text/plain; version=0.0.4` is `text/plain`). */
export function mediaEssence(mediaType: string | undefined): string {
  return (mediaType ?? '').split(';')[0]!.trim().toLowerCase();
}
