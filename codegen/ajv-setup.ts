// The one Ajv configuration for OpenAPI 3.1 schemas (JSON Schema 2020-12), shared by the spec lint
// and the standalone validators. OpenAPI-only keywords are declared so strict mode accepts them, and
// `discriminator.mapping` (which Ajv rejects, but openapi-typescript needs) is stripped from a copy.
// The string formats are string-formats.ts's: each linear in the length of what a caller sends.
import { Ajv2020, type Options } from 'ajv/dist/2020.js';
import { isObject, type Json, type JsonObject } from './load-spec.js';
import { addStringFormats } from './string-formats.js';

export const SCHEMA_DOCUMENT_ID = 'openapi.json';

export function createAjv(options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, discriminator: true, strict: true, strictRequired: false, ...options });
  addStringFormats(ajv);
  for (const keyword of ['example', 'components', 'xml', 'externalDocs']) ajv.addKeyword(keyword);
  return ajv;
}

/** A deep copy fit for Ajv: no discriminator mappings, and `#/components/...` refs pointed at the shared document. */
export function forAjv(value: Json): Json {
  if (Array.isArray(value)) return value.map(forAjv);
  if (!isObject(value)) return value;
  const copy: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    if (key.startsWith('x-')) continue;
    if (key === 'discriminator' && isObject(child)) {
      const { mapping: _mapping, ...rest } = child;
      copy[key] = rest;
    } else if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/')) {
      copy[key] = SCHEMA_DOCUMENT_ID + child;
    } else {
      copy[key] = forAjv(child);
    }
  }
  return copy;
}

/** Registers the document's components so operation schemas can reference them. */
export function addComponents(ajv: Ajv2020, document: JsonObject): void {
  const components = isObject(document.components) ? document.components : {};
  ajv.addSchema({ $id: SCHEMA_DOCUMENT_ID, components: forAjv({ schemas: components.schemas ?? {} }) } as object);
}
