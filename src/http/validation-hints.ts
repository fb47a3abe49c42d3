// A 400 for a field that declares `x-service-invalid-hint` says that sentence instead of the
// validator's words: for a oneOf such as embeddings' `input`, Ajv reports every branch it tried
// ("must be string", "must match exactly one schema in oneOf"), which does not tell the client
// what to send. The hint replaces the field's subtree and leads the error message.
import { ApiError, apiErrorWithBody, type ErrorTree } from '../errors.js';

/** The tree with each hinted field's subtree replaced by its hint, and the fields that were. */
export function withInvalidHints(tree: ErrorTree, hints: Readonly<Record<string, string>>): { tree: ErrorTree; fields: string[] } {
  const fields = Object.keys(hints).filter((field) => Object.hasOwn(tree, field));
  if (fields.length === 0) return { tree, fields };
  const rewritten: ErrorTree = { ...tree };
  for (const field of fields) rewritten[field] = { _errors: [hints[field]!] };
  return { tree: rewritten, fields };
}

/** A 400 written in the X402Error shape (`{error: <CODE>, message, details?}`) for operations that declare it. */
export function inBadRequestShape(error: unknown, shape: 'standard' | 'x402'): unknown {
  if (shape === 'standard' || !(error instanceof ApiError) || error.status !== 400) return error;
  const code = error.code ?? 'INVALID_REQUEST';
  const details = error.body.details;
  return apiErrorWithBody(code, { error: code, message: String(error.body.error), ...(details ? { details } : {}) }, error.headers);
}
