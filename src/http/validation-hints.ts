// A 400 for a field that declares `x-service-invalid-hint` says that sentence instead of the
// validator's words: for a oneOf such as embeddings' `input`, Ajv reports every branch it tried
// ("must be string", "must match exactly one schema in oneOf"), which does not tell the client
// what to send. The hint replaces the field's subtree and is appended to the error message.
import { ApiError, apiError, apiErrorWithBody, type ErrorTree } from '../errors.js';

export function withInvalidHints(error: unknown, hints: Readonly<Record<string, string>>): unknown {
  if (!(error instanceof ApiError) || error.status !== 400) return error;
  const details = error.body.details as ErrorTree | undefined;
  const fields = Object.keys(hints).filter((field) => details && Object.hasOwn(details, field));
  if (!details || fields.length === 0) return error;
  const rewritten: ErrorTree = { ...details };
  for (const field of fields) rewritten[field] = { _errors: [hints[field]!] };
  const message = `${String(error.body.error)}: ${fields.map((field) => hints[field]).join('; ')}`;
  return apiError(error.code ?? 'INVALID_REQUEST', { message, details: rewritten, headers: error.headers });
}

/** A 400 written in the X402Error shape (`{error: <CODE>, message, details?}`) for operations that declare it. */
export function inBadRequestShape(error: unknown, shape: 'standard' | 'x402'): unknown {
  if (shape === 'standard' || !(error instanceof ApiError) || error.status !== 400) return error;
  const code = error.code ?? 'INVALID_REQUEST';
  const details = error.body.details;
  return apiErrorWithBody(code, { error: code, message: String(error.body.error), ...(details ? { details } : {}) }, error.headers);
}
