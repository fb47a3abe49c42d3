// Reads spec/: the entry file plus every fragment under spec/components and spec/paths, merged into
// one document. Fragments hold `paths` and/or `components`; defining the same key twice is an error,
// so a fragment can never silently override another.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { isPlainObject } from '../src/plain-object.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const FRAGMENT_DIRS = ['components', 'paths'];
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** A spec node that is an object: the service's one plain-object check, typed as the spec's JSON. */
export function isObject(value: unknown): value is JsonObject {
  return isPlainObject(value);
}

function mergeInto(target: JsonObject, source: JsonObject, where: string): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (existing === undefined) {
      target[key] = value;
    } else if (isObject(existing) && isObject(value)) {
      mergeInto(existing, value, `${where}/${key}`);
    } else {
      throw new Error(`spec: ${where}/${key} is defined twice`);
    }
  }
}

export function loadSpec(specDir: string): JsonObject {
  const entryPath = join(specDir, 'openapi.yaml');
  const document = parse(readFileSync(entryPath, 'utf8')) as JsonObject;
  for (const dir of FRAGMENT_DIRS) {
    const files = readdirSync(join(specDir, dir))
      .filter((name) => name.endsWith('.yaml'))
      .sort();
    for (const file of files) {
      const path = join(specDir, dir, file);
      const fragment = parse(readFileSync(path, 'utf8')) as JsonObject;
      const unexpected = Object.keys(fragment).filter((key) => key !== 'paths' && key !== 'components');
      if (unexpected.length > 0) {
        throw new Error(`spec: ${relative(specDir, path)} may hold only paths and components, found ${unexpected.join(', ')}`);
      }
      mergeInto(document, fragment, relative(specDir, path));
    }
  }
  applyRateLimitHeaders(document);
  applyCommonResponseHeaders(document);
  return document;
}

/** Every operation object of the document, with its path and method. */
export function eachOperation(document: JsonObject): { path: string; method: string; operation: JsonObject }[] {
  const result: { path: string; method: string; operation: JsonObject }[] = [];
  const paths = (document.paths ?? {}) as JsonObject;
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (isObject(operation)) result.push({ path, method, operation });
    }
  }
  return result;
}

/**
 * `x-service-response-headers` at the root lists headers that every response carries
 * (request id, version, ...). They are added to each response object, inline ones and the
 * shared ones under components.responses, so the bundled document states them everywhere.
 */
function applyCommonResponseHeaders(document: JsonObject): void {
  const common = document['x-service-response-headers'];
  if (!isObject(common)) return;
  const addTo = (response: Json) => {
    if (!isObject(response) || '$ref' in response) return;
    const headers = isObject(response.headers) ? response.headers : {};
    response.headers = { ...structuredClone(common), ...headers };
  };
  const components = isObject(document.components) ? document.components : {};
  for (const response of Object.values(isObject(components.responses) ? components.responses : {})) addTo(response);
  for (const { operation } of eachOperation(document)) {
    for (const response of Object.values(isObject(operation.responses) ? operation.responses : {})) addTo(response);
  }
}

/** Rate-limit classes whose operations carry the x-ratelimit-* headers (rpc has headers of its own). */
const HEADERLESS_RATE_LIMITS = ['none', 'rpc'];

/**
 * `x-service-rate-limit-headers` at the root: `success` headers for the 2xx responses and
 * `tooManyRequests` headers for the 429 response of every operation whose `x-service-rate-limit`
 * is a model or endpoint class, so each rate-limited operation declares the headers it sends
 * without repeating them. A 429 shared through components.responses gets them where it is defined.
 * Headers a response declares itself win.
 */
function applyRateLimitHeaders(document: JsonObject): void {
  const declared = document['x-service-rate-limit-headers'];
  if (!isObject(declared)) return;
  const components = isObject(document.components) ? document.components : {};
  const shared = isObject(components.responses) ? components.responses : {};
  const addTo = (response: Json, headers: Json | undefined) => {
    if (!isObject(headers) || !isObject(response)) return;
    const ref = typeof response.$ref === 'string' ? /^#\/components\/responses\/(.+)$/.exec(response.$ref) : null;
    const target = ref ? shared[ref[1]!] : response;
    if (!isObject(target) || '$ref' in target) return;
    target.headers = { ...structuredClone(headers), ...(isObject(target.headers) ? target.headers : {}) };
  };
  for (const { operation } of eachOperation(document)) {
    if (HEADERLESS_RATE_LIMITS.includes(String(operation['x-service-rate-limit'] ?? 'none'))) continue;
    for (const [status, response] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
      if (/^2\d\d$/.test(status)) addTo(response, declared.success);
      else if (status === '429') addTo(response, declared.tooManyRequests);
    }
  }
}
