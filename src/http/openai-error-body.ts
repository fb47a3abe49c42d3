// OpenAI's error object, `{error: {message, type, code, param}}`, which the official SDKs (and the
// clients built on them) put in their exception text: the body of every error of an OpenAI-compatible
// operation and of an unmatched route. The rest of the service answers the reference API's
// `{error: "<text>", code}` (docs/decisions/0030-error-shapes.md).
import type Koa from 'koa';
import { OPERATIONS, type OperationId } from '../../generated/operations.js';
import type { ApiError, ErrorBody, ErrorTree } from '../errors.js';
import { anthropicErrorBody } from './anthropic-error-body.js';

export type ErrorFormat = (typeof OPERATIONS)[OperationId]['errorFormat'];

/** OpenAI's error class for a status: what its SDKs and clients branch on besides the status. */
export function openAiErrorType(status: number): string {
  if (status === 401) return 'authentication_error';
  if (status === 402) return 'insufficient_quota';
  if (status === 403) return 'permission_error';
  if (status === 404) return 'not_found_error';
  if (status === 429) return 'rate_limit_error';
  if (status === 503) return 'service_unavailable';
  if (status >= 500) return 'server_error';
  return 'invalid_request_error';
}

/** The dotted path of the first field with a message in a validation tree (e.g. `messages.0.role`), or null. */
export function firstInvalidField(tree: unknown, path: string[] = []): string | null {
  if (typeof tree !== 'object' || tree === null) return null;
  const node = tree as ErrorTree;
  if (path.length > 0 && Array.isArray(node._errors) && node._errors.length > 0) return path.join('.');
  for (const [field, subtree] of Object.entries(node)) {
    if (field === '_errors') continue;
    const found = firstInvalidField(subtree, [...path, field]);
    if (found) return found;
  }
  return null;
}

/** The error shape the request's operation declares; a request that matched no operation gets OpenAI's. */
export function errorFormatOf(ctx: Koa.Context): ErrorFormat {
  const operationId = ctx.state.operationId as OperationId | undefined;
  return operationId && Object.hasOwn(OPERATIONS, operationId) ? OPERATIONS[operationId].errorFormat : 'openai';
}

/** The body to write for an error: a standard body in OpenAI's or Anthropic's shape where the format asks for it, anything else as it is. */
export function errorBodyFor(error: ApiError, format: ErrorFormat): ErrorBody {
  if (format === 'reference' || error.shape !== 'standard') return error.body;
  if (format === 'anthropic') return anthropicErrorBody(error);
  const { error: message, code, ...rest } = error.body;
  return {
    error: { message: String(message), type: openAiErrorType(error.status), code: error.code ?? code ?? null, param: firstInvalidField(rest.details) },
    ...rest,
  };
}
