// Engine failures in the spec's terms: as an HTTP error before a response began, or as the in-band
// `StreamError` event of the spec once a stream's headers are out. Bodies never carry
// internals; only a request the engine refused as invalid keeps the engine's own words.
import type { components } from '../../generated/api-types.js';
import { apiErrorWithBody, apiError, type ApiError } from '../errors.js';
import { ProviderError } from '../providers/contracts/provider-error.js';

export type StreamError = components['schemas']['StreamError'];

const DEFAULT_RETRY_AFTER_SECONDS = 30;

export function apiErrorFor(error: ProviderError): ApiError {
  switch (error.failure) {
    case 'timeout':
      return apiError('REQUEST_TIMEOUT');
    case 'connection':
      return apiError('MODEL_OFFLINE');
    case 'overloaded': {
      const retryAfter = String(error.details.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS);
      return error.details.status === 503
        ? apiError('MODEL_AT_CAPACITY', { headers: { 'Retry-After': retryAfter } })
        : apiError('MODEL_OVERLOADED', { headers: { 'Retry-After': retryAfter } });
    }
    case 'rejected':
      return apiError('INVALID_REQUEST', { message: error.message });
    case 'content_policy':
      return apiErrorWithBody('PROVIDER_CONTENT_POLICY', {
        error: {
          message: 'The model provider refused the request under its content policy; nothing was charged.',
          type: 'provider_content_policy',
          credits_refunded: true,
        },
      });
    // An upstream that failed or answered something that is not an answer: a bad gateway, named as the upstream's.
    case 'upstream_error':
    case 'malformed':
      return apiError('UPSTREAM_ERROR');
    case 'engine_error':
      return apiError('INFERENCE_FAILED');
  }
}

/** The in-band event for a failure after the stream began; anything not from an engine is an internal error. */
export function streamErrorFor(error: unknown): StreamError {
  if (!(error instanceof ProviderError)) {
    return { error: { message: 'Internal server error', type: 'api_error', code: 'internal_error', param: null } };
  }
  switch (error.failure) {
    case 'overloaded':
      return {
        error: {
          message: 'The model is currently overloaded; retry later',
          type: 'server_error',
          code: 'model_overloaded',
          param: null,
          retry_after: error.details.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS,
        },
      };
    case 'content_policy':
      return { error: { message: 'The model provider blocked the content', type: 'content_filter_error', code: 'content_blocked_by_provider', param: null } };
    case 'timeout':
      return { error: { message: 'The model stopped answering (timeout)', type: 'api_error', code: 'timeout', param: null } };
    case 'rejected':
      return { error: { message: error.message, type: 'api_error', code: 'invalid_request', param: null } };
    default:
      return { error: { message: "The model's engine failed mid-stream", type: 'api_error', code: 'upstream_error', param: null } };
  }
}
