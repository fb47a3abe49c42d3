// Anthropic's error body on the Anthropic-compatible operations: the type its SDKs map to their
// exception classes for each status (our 503 keeps its status as overloaded_error), the validation
// tree beside it, and a protocol's own body (x402) left as it is.
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../generated/operations.js';
import { apiError, apiErrorWithBody, badRequest } from '../../src/errors.js';
import { errorBodyFor } from '../../src/http/openai-error-body.js';

describe('Anthropic error bodies', () => {
  it('the Messages operations answer the anthropic format, derived from their error responses', () => {
    expect(OPERATIONS.createMessage.errorFormat).toBe('anthropic');
    expect(OPERATIONS.countMessageTokens.errorFormat).toBe('anthropic');
  });

  it('a standard error becomes {type: error, error: {type, message, code}}, details beside it', () => {
    const invalid = badRequest('Invalid request parameters: max_tokens: must be >= 1', { _errors: [], max_tokens: { _errors: ['must be >= 1'] } });
    expect(errorBodyFor(invalid, 'anthropic')).toEqual({
      type: 'error',
      error: { type: 'invalid_request_error', message: 'Invalid request parameters: max_tokens: must be >= 1', code: 'INVALID_REQUEST' },
      details: { _errors: [], max_tokens: { _errors: ['must be >= 1'] } },
    });
  });

  it("each status takes Anthropic's type", () => {
    const typeOf = (code: Parameters<typeof apiError>[0]) => (errorBodyFor(apiError(code), 'anthropic').error as { type: string }).type;
    expect(typeOf('AUTHENTICATION_FAILED')).toBe('authentication_error');
    expect(typeOf('INSUFFICIENT_BALANCE')).toBe('billing_error');
    expect(typeOf('MODEL_NOT_FOUND')).toBe('not_found_error');
    expect(typeOf('PAYLOAD_TOO_LARGE')).toBe('request_too_large');
    expect(typeOf('RATE_LIMIT_EXCEEDED')).toBe('rate_limit_error');
    expect(typeOf('MODEL_AT_CAPACITY')).toBe('overloaded_error');
    expect(typeOf('INFERENCE_FAILED')).toBe('api_error');
  });

  it('a body a protocol defines is written as it is', () => {
    const discovery = apiErrorWithBody('PAYMENT_REQUIRED', { x402Version: 2, error: 'Payment required' });
    expect(errorBodyFor(discovery, 'anthropic')).toBe(discovery.body);
  });
});
