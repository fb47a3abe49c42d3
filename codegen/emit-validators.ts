// Precompiled Ajv (JSON Schema 2020-12) validators, emitted as standalone CommonJS modules
// (Ajv's ESM output still calls require()), plus a typed ESM index.
//   validate-params.cjs    query and path parameters, and multipart/form-data bodies (whose fields are
//                          text on the wire); coerces strings to the declared types, fills defaults
//   validate-bodies.cjs    JSON request bodies, as sent
// Responses are checked only by the tests, which compile them from generated/openapi.json with the
// same Ajv setup (test/support/conformance.ts); precompiling them would add ~0.5 MB here for no gain.
import standaloneModule from 'ajv/dist/standalone/index.js';
import { addComponents, createAjv, forAjv } from './ajv-setup.js';
import type { Json, JsonObject } from './load-spec.js';
import type { OperationSchemas } from './operation-schemas.js';

const standaloneCode = standaloneModule.default;

function compileModule(document: JsonObject, schemas: Record<string, Json>, coerce: boolean): string {
  const ajv = createAjv({ inlineRefs: false, code: { source: true, lines: true }, ...(coerce ? { coerceTypes: 'array', useDefaults: true } : {}) });
  addComponents(ajv, document);
  const refs: Record<string, string> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    ajv.addSchema(forAjv(schema) as object, name);
    refs[name] = name;
  }
  return asciiSource(standaloneCode(ajv, refs));
}

/**
 * The code with every character past ASCII written as a \u escape (the same string, regex or
 * identifier to the parser). V8 keeps a module's source for its lifetime, in one byte a character
 * only when all of it is Latin-1: a handful of `…` and `–` in schema descriptions would double the
 * memory the validators' source holds in every process.
 */
export function asciiSource(code: string): string {
  return code.replace(/[\u0080-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function emitValidators(document: JsonObject, operations: OperationSchemas[], header: string): Record<string, string> {
  const params: Record<string, Json> = {};
  const bodies: Record<string, Json> = {};
  for (const op of operations) {
    if (op.query) params[`${op.operationId}_query`] = op.query;
    if (op.pathParams) params[`${op.operationId}_path`] = op.pathParams;
    if (op.headerParams) params[`${op.operationId}_header`] = op.headerParams;
    if (op.jsonBody !== undefined) bodies[`${op.operationId}_body`] = op.jsonBody;
    if (op.form) params[`${op.operationId}_form`] = op.form.schema;
  }
  const validatedSchemas = (document['x-service-validated-schemas'] ?? []) as string[];
  const schemaRefs = Object.fromEntries(validatedSchemas.map((name) => [`schema_${name}`, { $ref: `#/components/schemas/${name}` }]));
  const cjsHeader = `// ${header}\n`;
  const lines = [
    `// ${header}`,
    "import { createRequire } from 'node:module';",
    "import type { OperationId } from './operations.js';",
    '',
    'const require = createRequire(import.meta.url);',
    "const params = require('./validate-params.cjs');",
    "const bodies = require('./validate-bodies.cjs');",
    '',
    '/** One error as Ajv reports it. */',
    'export interface ValidationError {',
    '  instancePath: string;',
    '  keyword: string;',
    '  message?: string;',
    '  params: Record<string, unknown>;',
    '  /** The failing keyword in its schema (relative to the schema a `$ref` reached), e.g. `#/properties/pip/contains`. */',
    '  schemaPath: string;',
    '  /** Set when the error is about a key of an object (`propertyNames`): that key. */',
    '  propertyName?: string;',
    '}',
    '/** A precompiled validator: true when valid, otherwise `errors` holds why. */',
    'export type Validator = ((data: unknown) => boolean) & { errors?: ValidationError[] | null };',
    '',
    'export interface RequestValidators {',
    '  query?: Validator;',
    '  path?: Validator;',
    '  header?: Validator;',
    '  /** An application/json body. */',
    '  body?: Validator;',
    '  /** A multipart/form-data body (its text fields coerced to their declared types, defaults filled). */',
    '  form?: Validator;',
    '}',
    '',
    'export const requestValidators: { readonly [K in OperationId]: RequestValidators } = {',
    ...operations.map((op) => {
      const parts = [
        op.query ? `query: params.${op.operationId}_query` : '',
        op.pathParams ? `path: params.${op.operationId}_path` : '',
        op.headerParams ? `header: params.${op.operationId}_header` : '',
        op.jsonBody !== undefined ? `body: bodies.${op.operationId}_body` : '',
        op.form ? `form: params.${op.operationId}_form` : '',
      ].filter(Boolean);
      return `  ${op.operationId}: { ${parts.join(', ')} },`;
    }),
    '};',
    '',
    '/** Validators of the component schemas listed in x-service-validated-schemas. */',
    'export const schemaValidators = {',
    ...validatedSchemas.map((name) => `  ${name}: bodies.schema_${name} as Validator,`),
    '};',
    '',
  ];
  return {
    'validate-params.cjs': `${cjsHeader + compileModule(document, params, true)}\n`,
    'validate-bodies.cjs': `${cjsHeader + compileModule(document, { ...bodies, ...schemaRefs }, false)}\n`,
    'validators.ts': lines.join('\n'),
  };
}
