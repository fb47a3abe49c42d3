// Which error body shape an operation answers, derived from the schemas its error responses use:
// `openai` (OpenAI's `{error: {message, type, code, param}}`) when any of them is OpenAIErrorBody,
// `anthropic` (Anthropic's `{type: "error", error: {type, message}}`) when any is AnthropicErrorBody,
// else `reference` (the reference API's `{error: "<text>", code}`). Bodies of a protocol's own
// (x402, ProviderContentPolicyError, NeedsConsentError) may sit beside any of them.
import { isObject, type Json } from './load-spec.js';
import type { OperationSchemas } from './operation-schemas.js';

export type ErrorFormat = 'openai' | 'anthropic' | 'reference';

/** The body schema that marks each non-reference format. */
const FORMAT_SCHEMAS: Readonly<Record<Exclude<ErrorFormat, 'reference'>, string>> = { openai: 'OpenAIErrorBody', anthropic: 'AnthropicErrorBody' };
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

function formatsUsed(names: string[]): Exclude<ErrorFormat, 'reference'>[] {
  return (Object.keys(FORMAT_SCHEMAS) as Exclude<ErrorFormat, 'reference'>[]).filter((format) => names.includes(FORMAT_SCHEMAS[format]));
}

export function errorFormat(op: OperationSchemas): ErrorFormat {
  return formatsUsed(errorSchemaNames(op))[0] ?? 'reference';
}

/** An operation whose error responses mix shapes: the error boundary could write only one of them. */
export function mixedErrorFormat(op: OperationSchemas): string | undefined {
  const names = errorSchemaNames(op);
  const used = formatsUsed(names).map((format) => FORMAT_SCHEMAS[format]);
  const reference = [...new Set(names.filter((name) => REFERENCE_SCHEMAS.has(name)))];
  if (used.length + (reference.length > 0 ? 1 : 0) < 2) return undefined;
  return `error responses mix ${[...used, ...reference].join(', ')}; an operation answers one error shape`;
}
