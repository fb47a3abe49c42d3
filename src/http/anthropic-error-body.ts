// Anthropic's error object, `{type: "error", error: {type, message}}`, which Anthropic's SDKs turn
// into their exception classes with the message: the body of every error of the Anthropic-compatible
// operations (docs/decisions/0039-anthropic-messages.md). Our own code rides along as `error.code`.
import type { ApiError, ErrorBody } from '../errors.js';

/**
 * Anthropic's error type for a status. Our 503 (an engine or dependency down or full) keeps its
 * status, so retries and Retry-After work as everywhere else, and takes the overloaded type.
 */
export function anthropicErrorType(status: number): string {
  if (status === 401) return 'authentication_error';
  if (status === 402) return 'billing_error';
  if (status === 403) return 'permission_error';
  if (status === 404) return 'not_found_error';
  if (status === 413) return 'request_too_large';
  if (status === 429) return 'rate_limit_error';
  if (status === 503 || status === 529) return 'overloaded_error';
  if (status >= 500) return 'api_error';
  return 'invalid_request_error';
}

/** A standard error body in Anthropic's shape; `details` (the validation tree) and `customMessage` stay beside it. */
export function anthropicErrorBody(error: ApiError): ErrorBody {
  const { error: message, code, ...rest } = error.body;
  return { type: 'error', error: { type: anthropicErrorType(error.status), message: String(message), code: error.code ?? code }, ...rest };
}
