// The one error catalog, shared by every module: each code the service can answer, once, with its
// HTTP status and its default message. The codes are the spec's `ErrorCode` enum
// (spec/components/errors.yaml), so the type below fails to compile when the two disagree, and
// test/unit/error-catalog.test.ts checks it at run time. Domain code throws ApiError built here
// (apiError or a helper below, never `new ApiError` elsewhere); the error boundary in src/http
// writes it in the spec's error shape; anything else becomes a 500 UNKNOWN_ERROR.
import type { components } from '../generated/api-types.js';

export type ErrorCode = components['schemas']['ErrorCode'];

interface CatalogEntry {
  status: number;
  message: string;
}

export const ERROR_CATALOG = {
  // 400: the request itself is wrong
  INVALID_REQUEST: { status: 400, message: 'Invalid request parameters' },
  INVALID_MODEL: { status: 400, message: 'Invalid model specified' },
  TOO_MANY_TOKENS: { status: 400, message: "The prompt exceeds the model's maximum context" },
  UNSUPPORTED_FEATURE: { status: 400, message: 'The request uses a feature this model or endpoint does not support' },
  PAYMENT_HEADER_NOT_ACCEPTED: { status: 400, message: 'Payments are accepted only by POST /api/v1/x402/top-up' },
  RPC_UNKNOWN_NETWORK: { status: 400, message: 'Unknown network' },
  RPC_METHOD_NOT_ALLOWED: { status: 400, message: 'The method is not allowed on this network' },
  RPC_METHOD_NOT_SUPPORTED: { status: 400, message: 'The method is not supported by this proxy' },
  RPC_METHOD_WRONG_NETWORK: { status: 400, message: 'The method belongs to another kind of network' },
  IDEMPOTENCY_KEY_REUSED: { status: 400, message: 'This Idempotency-Key was used with a different request' },
  INVALID_IMAGE: { status: 400, message: 'The image cannot be used' },
  FILE_UNREADABLE: { status: 400, message: 'The file cannot be read' },
  URL_NOT_ALLOWED: { status: 400, message: 'The URL is not a public http(s) address' },
  // 401: who is calling could not be established
  AUTHENTICATION_FAILED: { status: 401, message: 'Authentication failed' },
  ADMIN_KEY_REQUIRED: { status: 401, message: 'Admin API key required' },
  X402_SIGN_IN_INVALID_PAYLOAD: { status: 401, message: 'The SIGN-IN-WITH-X header is not a valid payload' },
  X402_SIGN_IN_PARSE_ERROR: { status: 401, message: 'The signed sign-in message cannot be parsed' },
  X402_SIGN_IN_INVALID_MESSAGE: { status: 401, message: 'The signed sign-in message is not valid' },
  X402_SIGN_IN_ADDRESS_MISMATCH: { status: 401, message: 'The signed message names another address' },
  X402_SIGN_IN_INVALID_CHAIN_ID: { status: 401, message: 'The chain id is not valid' },
  X402_SIGN_IN_CHAIN_MISMATCH: { status: 401, message: 'The signed message names another chain' },
  X402_SIGN_IN_UNSUPPORTED_CHAIN: { status: 401, message: 'Sign-in on this chain is not supported' },
  X402_SIGN_IN_MISSING_NONCE: { status: 401, message: 'The signed message has no nonce' },
  X402_SIGN_IN_DOMAIN_MISMATCH: { status: 401, message: "The signed message names another site than this service's origin" },
  X402_SIGN_IN_TIMESTAMP_MISMATCH: { status: 401, message: "The timestamp does not match the signed message's" },
  X402_SIGN_IN_EXPIRED: { status: 401, message: 'The sign-in has expired' },
  X402_SIGN_IN_FUTURE_TIMESTAMP: { status: 401, message: 'The sign-in is dated in the future' },
  X402_SIGN_IN_NOT_BEFORE: { status: 401, message: 'The sign-in is not valid yet' },
  X402_SIGN_IN_INVALID_SIGNATURE: { status: 401, message: 'The signature does not verify' },
  X402_SIGN_IN_INVALID_WALLET: { status: 401, message: 'The wallet address is not valid' },
  X402_SIGN_IN_NONCE_REUSED: { status: 401, message: 'This sign-in nonce was already used' },
  WEB3_KEY_TOKEN_INVALID: { status: 401, message: 'The web3 key token is not valid, has expired or was already used' },
  WEB3_KEY_SIGNATURE_INVALID: { status: 401, message: 'The signature is not an EIP-191 signature of the token by this address' },
  // 402: the caller cannot pay
  PAYMENT_REQUIRED: { status: 402, message: 'Payment required: an API key with credit, or a wallet signed in with SIGN-IN-WITH-X' },
  INSUFFICIENT_BALANCE: { status: 402, message: 'Insufficient USD or DIEM balance for this request' },
  API_KEY_USD_SPEND_LIMIT_EXCEEDED: { status: 402, message: 'API key USD spend limit exceeded for the current period' },
  API_KEY_DIEM_SPEND_LIMIT_EXCEEDED: { status: 402, message: 'API key DIEM spend limit exceeded for the current period' },
  // 403: known caller, not allowed
  UNAUTHORIZED: { status: 403, message: 'Unauthorized access' },
  WALLET_MISMATCH: { status: 403, message: 'The signed-in wallet is not the wallet in the path' },
  WEB3_KEY_NOT_ALLOWED: { status: 403, message: "This wallet may not create API keys under this service's policy" },
  // 404
  NOT_FOUND: { status: 404, message: 'Not found' },
  MODEL_NOT_FOUND: { status: 404, message: 'Specified model not found' },
  TEE_NOT_CONFIGURED: { status: 404, message: 'This model does not run in a trusted execution environment configured on this service' },
  CHARACTER_NOT_FOUND: { status: 404, message: 'Character not found' },
  API_KEY_NOT_FOUND: { status: 404, message: 'API key could not be found' },
  ACCOUNT_NOT_FOUND: { status: 404, message: 'Account not found' },
  QUEUE_ID_NOT_FOUND: { status: 404, message: 'No such job for this model' },
  // 405, 409, 410, 413, 415
  METHOD_NOT_ALLOWED: { status: 405, message: 'Method not allowed' },
  IDEMPOTENCY_KEY_IN_USE: { status: 409, message: 'A request with this Idempotency-Key is still in flight; retry once it finished' },
  API_KEY_LIMIT_REACHED: { status: 409, message: 'The account holds the most active API keys it may' },
  EXTERNAL_ID_CONFLICT: { status: 409, message: 'This externalId was already used for a different credit' },
  // Written in the NeedsConsentError shape the model's provider answered with.
  NEEDS_CONSENT: { status: 409, message: "The model's provider needs the caller's consent for media showing faces" },
  ENDPOINT_RETIRED: { status: 410, message: 'This endpoint was retired' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Request body exceeds the maximum allowed size' },
  INVALID_CONTENT_TYPE: { status: 415, message: 'Unsupported Content-Type' },
  UNSUPPORTED_IMAGE_FORMAT: { status: 415, message: 'The image is not PNG, JPEG, WebP, GIF, AVIF or TIFF' },
  UNSUPPORTED_FILE_TYPE: { status: 415, message: 'This kind of file is not supported' },
  // 422: the request was understood, but the page it names could not be fetched or read
  SCRAPE_FAILED: { status: 422, message: 'The page could not be fetched or has no readable content' },
  // 422: the provider refused or failed (the body is the spec's ProviderContentPolicyError)
  PROVIDER_CONTENT_POLICY: { status: 422, message: 'The model provider refused the request under its content policy' },
  AUDIO_UNPROCESSABLE: { status: 422, message: 'The audio file is empty or cannot be decoded' },
  // 429
  RATE_LIMIT_EXCEEDED: { status: 429, message: 'Rate limit exceeded' },
  MODEL_OVERLOADED: { status: 429, message: 'The model is currently overloaded; retry after the Retry-After delay' },
  // 499: the client left; never written (nobody is there to read it), only logged
  CLIENT_CLOSED_REQUEST: { status: 499, message: 'Client closed the request' },
  // 5xx: our side or the engine's
  INFERENCE_FAILED: { status: 500, message: 'Inference processing failed' },
  UNKNOWN_ERROR: { status: 500, message: 'Internal server error' },
  UPSTREAM_UNAVAILABLE: { status: 502, message: 'The upstream could not be reached; nothing was charged' },
  UPSTREAM_ERROR: { status: 502, message: "The model's upstream failed or did not answer with a valid response; nothing was charged" },
  MODEL_OFFLINE: { status: 503, message: 'The model is unavailable right now; retry later' },
  MODEL_AT_CAPACITY: { status: 503, message: 'The model is at capacity; retry after the Retry-After delay' },
  REQUEST_TIMEOUT: { status: 504, message: 'The model did not answer in time; use stream=true for long generations' },
  // The x402 top-up's refusals, written `{error: <CODE>, message, details?}` (the spec's X402Error)
  INVALID_PAYMENT_FORMAT: { status: 400, message: 'The payment header is not a valid x402 payment' },
  INVALID_PAYMENT: { status: 400, message: 'The payment is not valid (or was already used)' },
  UNSUPPORTED_NETWORK: { status: 400, message: 'Payments on this network are not accepted' },
  INVALID_PAYMENT_RECIPIENT: { status: 400, message: 'The payment is not to this service' },
  UNSUPPORTED_TOKEN: { status: 400, message: 'Payments in this token are not accepted' },
  UNSUPPORTED_SCHEME: { status: 400, message: 'This x402 scheme is not accepted' },
  INVALID_AMOUNT: { status: 400, message: 'The payment amount is not valid' },
  INVALID_PAYMENT_PAYER: { status: 400, message: 'The payer is not valid' },
  AMOUNT_TOO_LOW: { status: 400, message: 'The top-up is below the minimum' },
  AMOUNT_TOO_HIGH: { status: 400, message: 'The top-up is above the maximum' },
  PAYMENT_VERIFICATION_FAILED: { status: 400, message: 'The payment did not verify' },
  SETTLEMENT_FAILED: { status: 402, message: 'The payment could not be settled' },
  PAYMENT_IN_PROGRESS: { status: 409, message: 'This payment is being settled; retry shortly' },
  // The facilitator (or its chain RPC) could not be reached before anything was submitted.
  FACILITATOR_UNAVAILABLE: { status: 502, message: 'The payment facilitator is unavailable; nothing was submitted' },
  // The facilitator's receipt names a transaction already credited for another payment.
  SETTLEMENT_CONFLICT: { status: 502, message: 'The settlement names a transaction already credited for another payment; it is held for review' },
  X402_NOT_CONFIGURED: { status: 503, message: 'Wallet top-ups are not configured on this service' },
  SEARCH_NOT_CONFIGURED: { status: 503, message: 'Web search is not configured on this service' },
  // A dependency of ours (the database, the shared counters) is down, or a bounded worker pool is full.
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is temporarily unavailable; nothing was charged. Retry after the Retry-After delay' },
  SETTLEMENT_TIMEOUT: { status: 504, message: 'The payment was submitted but not confirmed in time; it will be credited once confirmed' },
} as const satisfies Record<ErrorCode, CatalogEntry>;

export type ErrorBody = Record<string, unknown> & { error: unknown };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
    readonly code?: ErrorCode,
    /** `standard` bodies (`{error, code, ...}`) are rewritten into the operation's error format; a `declared` body (x402, a provider's) is written as is. */
    readonly shape: 'standard' | 'declared' = 'declared',
  ) {
    super(typeof body.error === 'string' ? body.error : `HTTP ${status}`);
  }
}

/** A validation error tree: `_errors` for this level, one subtree per invalid field. */
export interface ErrorTree {
  _errors: string[];
  [field: string]: ErrorTree | string[];
}

export interface ErrorOptions {
  /** What went wrong in this case; default: the catalog's message. */
  message?: string;
  details?: ErrorTree | Record<string, unknown>;
  headers?: Record<string, string>;
  /** More fields of the body, as the spec declares for the response (e.g. customMessage). */
  extra?: Record<string, unknown>;
}

/** The spec's standard error body for a catalog code: `{error, code, details?}` at the catalog's status. */
export function apiError(code: ErrorCode, options: ErrorOptions = {}): ApiError {
  const entry: CatalogEntry = ERROR_CATALOG[code];
  const body = { error: options.message ?? entry.message, code, ...options.extra, ...(options.details ? { details: options.details } : {}) };
  return new ApiError(entry.status, body, options.headers, code, 'standard');
}

/** A catalog code answered in another body shape the spec declares for it (x402 bodies, ProviderContentPolicyError). */
export function apiErrorWithBody(code: ErrorCode, body: ErrorBody, headers: Record<string, string> = {}): ApiError {
  return new ApiError(ERROR_CATALOG[code].status, body, headers, code);
}

export const badRequest = (message: string, details?: ErrorTree, code: ErrorCode = 'INVALID_REQUEST') => apiError(code, { message, details });

export const unauthorized = (message?: string) => apiError('AUTHENTICATION_FAILED', { message, headers: { 'WWW-Authenticate': 'Bearer' } });

/** A wallet's own records (x402 balance, transactions) without a SIGN-IN-WITH-X header. */
export const walletSignInRequired = () =>
  apiError('AUTHENTICATION_FAILED', {
    message: 'Sign in with the wallet: send a SIGN-IN-WITH-X header signed by the wallet in the path (API keys are not accepted here)',
    headers: { 'WWW-Authenticate': 'SIGN-IN-WITH-X' },
  });

export const adminKeyRequired = () => apiError('ADMIN_KEY_REQUIRED', { headers: { 'WWW-Authenticate': 'Bearer' } });

export const forbidden = (message: string, code: ErrorCode = 'UNAUTHORIZED') => apiError(code, { message });

export const notFound = (message?: string, code: ErrorCode = 'NOT_FOUND') => apiError(code, { message });

export const methodNotAllowed = (allowed: string[]) => apiError('METHOD_NOT_ALLOWED', { headers: { Allow: allowed.join(', ') } });

export const payloadTooLarge = (limitBytes: number) =>
  apiError('PAYLOAD_TOO_LARGE', { message: `Request body exceeds the maximum allowed size of ${Math.floor(limitBytes / (1024 * 1024))} MB.` });

export const unsupportedMediaType = (expected: readonly string[]) =>
  apiError('INVALID_CONTENT_TYPE', { message: `Unsupported Content-Type; send ${expected.join(' or ')}` });

export const tooManyRequests = (message: string, headers: Record<string, string> = {}, extra: Record<string, unknown> = {}) =>
  apiError('RATE_LIMIT_EXCEEDED', { message, headers, extra });

export const internalError = () => apiError('UNKNOWN_ERROR');
