// The one error catalog, shared by every module. Domain code throws ApiError (or a helper below);
// the error boundary in src/http turns it into the spec's error shape; anything else becomes a 500.

export type ErrorBody = Record<string, unknown> & { error: unknown };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.error === 'string' ? body.error : `HTTP ${status}`);
  }
}

/** A validation error tree: `_errors` for this level, one subtree per invalid field. */
export interface ErrorTree {
  _errors: string[];
  [field: string]: ErrorTree | string[];
}

export const badRequest = (error: string, details?: ErrorTree, code?: string) =>
  new ApiError(400, { error, ...(code ? { code } : {}), ...(details ? { details } : {}) });

export const unauthorized = (error = 'Authentication failed') =>
  new ApiError(401, { error }, { 'WWW-Authenticate': 'Bearer' });

export const adminKeyRequired = () => unauthorized('Admin API key required');

export const forbidden = (error: string, code?: string) => new ApiError(403, { error, ...(code ? { code } : {}) });

export const notFound = (error = 'Not found', code?: string) => new ApiError(404, { error, ...(code ? { code } : {}) });

export const methodNotAllowed = (allowed: string[]) =>
  new ApiError(405, { error: 'Method not allowed' }, { Allow: allowed.join(', ') });

export const payloadTooLarge = (limitBytes: number) =>
  new ApiError(413, { code: 'PAYLOAD_TOO_LARGE', error: `Request body exceeds the maximum allowed size of ${Math.floor(limitBytes / (1024 * 1024))} MB.` });

export const unsupportedMediaType = (expected: readonly string[]) =>
  new ApiError(415, { error: `Unsupported Content-Type; send ${expected.join(' or ')}`, code: 'INVALID_CONTENT_TYPE' });

export const tooManyRequests = (error: string, headers: Record<string, string> = {}, extra: Record<string, unknown> = {}) =>
  new ApiError(429, { error, code: 'RATE_LIMIT_EXCEEDED', ...extra }, headers);

export const internalError = () => new ApiError(500, { error: 'Internal server error', code: 'UNKNOWN_ERROR' });
