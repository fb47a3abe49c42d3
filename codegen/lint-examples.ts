// The spec's examples: every example must validate against its schema, and every operation must
// show one for what a client sends and for each answer it reads. Clients, the docs page (Redoc
// shows them as request and response samples) and the mock (`npm run mock` answers with them) all
// read these, so a new operation without them stops `npm run generate` like a wrong one does.
import { addComponents, createAjv, forAjv } from './ajv-setup.js';
import { isObject, type Json, type JsonObject } from './load-spec.js';
import type { OperationSchemas } from './operation-schemas.js';

/** Error statuses whose answers every operation declaring them must show: what clients handle most. */
export const EXAMPLE_ERROR_STATUSES = ['400', '401', '402', '404', '429'];
const EVENT_STREAM = 'text/event-stream';
/** Keywords that make an object a schema (so an `example` beside them is the schema's own). */
const SCHEMA_KEYWORDS = ['type', 'properties', '$ref', 'anyOf', 'oneOf', 'allOf', 'enum', 'const', 'items'];

function resolve(document: JsonObject, value: Json | undefined): Json | undefined {
  let current = value;
  for (let depth = 0; isObject(current) && typeof current.$ref === 'string' && depth < 20; depth += 1) {
    const pointer = current.$ref.replace(/^#\//, '').split('/');
    let target: Json | undefined = document;
    for (const raw of pointer) target = isObject(target) ? target[raw.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    // A $ref with siblings (`example`, `description`) keeps its own example first.
    if (isObject(current) && ('example' in current || 'examples' in current)) return current;
    current = target;
  }
  return current;
}

/**
 * Whether a media type or parameter shows an example: its own, or its schema's (through $refs). An error's must
 * be its own: error schemas are shared by many errors, so their example shows another error.
 */
function hasExample(document: JsonObject, media: JsonObject, own = false): boolean {
  if ('example' in media || (isObject(media.examples) && Object.keys(media.examples).length > 0)) return true;
  if (own) return false;
  const schema = resolve(document, media.schema);
  return isObject(schema) && ('example' in schema || (Array.isArray(schema.examples) && schema.examples.length > 0));
}

/** Raw media (audio, images, video) has no example to show: the mock answers real small files. */
function isBinary(document: JsonObject, media: JsonObject): boolean {
  const schema = resolve(document, media.schema);
  return isObject(schema) && (schema.format === 'binary' || 'contentMediaType' in schema || 'contentEncoding' in schema);
}

/** Each required parameter, request body, success answer and common error of an operation that shows no example. */
export function missingExamples(document: JsonObject, operations: OperationSchemas[]): string[] {
  const problems: string[] = [];
  for (const { operation, method, path } of operations) {
    const where = `${method.toUpperCase()} ${path}`;
    // A required parameter (every path parameter is) is part of every request: the docs show a call that can be made.
    const pathItem = (document.paths as JsonObject)[path] as JsonObject;
    for (const raw of [...((operation.parameters ?? []) as Json[]), ...((pathItem.parameters ?? []) as Json[])]) {
      const parameter = resolve(document, raw);
      if (isObject(parameter) && (parameter.in === 'path' || parameter.required === true) && !hasExample(document, parameter)) {
        problems.push(`${where}: ${String(parameter.in)} parameter ${String(parameter.name)} needs an example`);
      }
    }
    const body = resolve(document, operation.requestBody);
    for (const [type, media] of Object.entries(isObject(body) && isObject(body.content) ? body.content : {})) {
      if (isObject(media) && !hasExample(document, media)) problems.push(`${where}: request body ${type} needs an example`);
    }
    for (const [status, raw] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
      if (!/^2\d\d$/.test(status) && !EXAMPLE_ERROR_STATUSES.includes(status)) continue;
      const response = resolve(document, raw);
      const content = isObject(response) && isObject(response.content) ? response.content : {};
      for (const [type, media] of Object.entries(content)) {
        if (!isObject(media) || isBinary(document, media) || hasExample(document, media, !status.startsWith('2'))) continue;
        // An event stream shows one of its events (data is the event's JSON).
        problems.push(`${where}: response ${status} ${type} needs an example${type === EVENT_STREAM ? ' (one event: { data: <event JSON> })' : ''}`);
      }
    }
  }
  return problems;
}

/**
 * Validates every `example` and `examples.*.value` against the schema beside it (a media type, a
 * parameter, a header, or a schema's own `example` / `examples`), and the `data` of an event
 * stream's example against the stream's `x-service-event-schema`.
 */
export function invalidExamples(document: JsonObject): string[] {
  const problems: string[] = [];
  const ajv = createAjv({ strict: false });
  addComponents(ajv, document);
  const check = (schema: Json | undefined, example: Json, where: string) => {
    if (schema === undefined) return;
    const validate = ajv.compile(forAjv(schema) as object);
    if (!validate(example)) problems.push(`${where}: example does not match its schema: ${ajv.errorsText(validate.errors)}`);
  };
  const checkEvent = (eventSchema: Json | undefined, example: Json, where: string) => {
    if (eventSchema === undefined || !isObject(example) || typeof example.data !== 'string' || example.data === '[DONE]') return;
    let data: Json;
    try {
      data = JSON.parse(example.data) as Json;
    } catch {
      problems.push(`${where}: example's data is not JSON`);
      return;
    }
    check(eventSchema, data, `${where} (data)`);
  };
  const walk = (node: Json, where: string) => {
    if (Array.isArray(node)) return node.forEach((child, index) => walk(child, `${where}/${index}`));
    if (!isObject(node)) return;
    if (!('schema' in node) && SCHEMA_KEYWORDS.some((keyword) => keyword in node)) {
      // A schema with its own example(s): validate them against the schema without them.
      const { example, examples, ...schema } = node;
      if (example !== undefined) check(schema, example, where);
      if (Array.isArray(examples)) examples.forEach((entry, index) => check(schema, entry, `${where}/examples/${index}`));
    }
    // A media type, parameter or header: `schema` beside `example` / `examples`.
    if ('schema' in node) {
      const entries: [string, Json][] = 'example' in node ? [[where, node.example!]] : [];
      for (const [name, entry] of Object.entries(isObject(node.examples) ? node.examples : {})) {
        const resolved = resolve(document, entry);
        if (isObject(resolved) && 'value' in resolved) entries.push([`${where}/examples/${name}`, resolved.value!]);
      }
      for (const [at, value] of entries) {
        check(node.schema, value, at);
        checkEvent(node['x-service-event-schema'], value, at);
      }
    }
    for (const [key, child] of Object.entries(node)) walk(child, `${where}/${key}`);
  };
  walk(document, '#');
  return problems;
}
