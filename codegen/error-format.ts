// Which error body shape an operation answers, derived from the schemas its error responses use:
// `openai` (OpenAI's `{error: {message, type, code, param}}`) when any of them is OpenAIErrorBody,
// else `reference` (the reference API's `{error: "<text>", code}`). Bodies of a protocol's own
// (x402, ProviderContentPolicyError, NeedsConsentError) may sit beside either.
import { isObject, type Json } from './load-spec.js';
import type { OperationSchemas } from './operation-schemas.js';

export type ErrorFormat = 'openai' | 'reference';

const OPENAI_SCHEMAS = new Set(['OpenAIErrorBody']);
const REFERENCE_SCHEMAS = new Set(['StandardError', 'DetailedError', 'PayloadTooLargeError']);

/** The component schema names a response body refers to, directly or as an anyOf/oneOf member. */
function schemaNames(schema: Json | undefined): string[] {
  if (!isObject(schema)) return [];
  if (typeof schema.$ref === 'string') return [schema.$ref.replace('#/components/schemas/', '')];
  const members = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  return Array.isArray(members) ? members.flatMap(schemaNames) : [];
}

function errorSchemaNames(op: OperationSchemas): string[] {
  return op.responses.filter((response) => Number(response.status) >= 400).flatMap((response) => schemaNames(response.jsonBody));
}

export function errorFormat(op: OperationSchemas): ErrorFormat {
  return errorSchemaNames(op).some((name) => OPENAI_SCHEMAS.has(name)) ? 'openai' : 'reference';
}

/** An operation whose error responses mix the two shapes: the error boundary could write only one of them. */
export function mixedErrorFormat(op: OperationSchemas): string | undefined {
  const names = errorSchemaNames(op);
  const openai = names.filter((name) => OPENAI_SCHEMAS.has(name));
  const reference = names.filter((name) => REFERENCE_SCHEMAS.has(name));
  if (openai.length === 0 || reference.length === 0) return undefined;
  return `error responses mix OpenAIErrorBody with ${[...new Set(reference)].join(', ')}; an operation answers one error shape`;
}
