// The error boundary's choice of body: a standard error in OpenAI's object where the operation
// declares it, the reference shape elsewhere, and a protocol's own body (x402) as it is; and the
// validation message that names the first invalid fields.
import { describe, expect, it } from 'vitest';
import { apiError, apiErrorWithBody, badRequest } from '../../src/errors.js';
import { errorBodyFor } from '../../src/http/openai-error-body.js';
import { validationMessage } from '../../src/http/validation-tree.js';

describe('error bodies', () => {
  const invalid = badRequest('Invalid request parameters: messages.0.role: must be one of: user', {
    _errors: [],
    messages: { _errors: [], '0': { _errors: [], role: { _errors: ['must be one of: user'] } } },
  });

  it('a standard error on an OpenAI-compatible operation becomes {error: {message, type, code, param}}, details beside it', () => {
    expect(errorBodyFor(invalid, 'openai')).toEqual({
      error: {
        message: 'Invalid request parameters: messages.0.role: must be one of: user',
        type: 'invalid_request_error',
        code: 'INVALID_REQUEST',
        param: 'messages.0.role',
      },
      details: invalid.body.details,
    });
    const tooMany = apiError('RATE_LIMIT_EXCEEDED', { extra: { customMessage: 'error budget' } });
    expect(errorBodyFor(tooMany, 'openai')).toEqual({
      error: { message: 'Rate limit exceeded', type: 'rate_limit_error', code: 'RATE_LIMIT_EXCEEDED', param: null },
      customMessage: 'error budget',
    });
    expect((errorBodyFor(apiError('MODEL_AT_CAPACITY'), 'openai').error as { type: string }).type).toBe('service_unavailable');
    expect((errorBodyFor(apiError('INSUFFICIENT_BALANCE'), 'openai').error as { type: string }).type).toBe('insufficient_quota');
  });

  it('the reference format keeps {error, code}, and a body a protocol declares is written as it is', () => {
    expect(errorBodyFor(invalid, 'reference')).toBe(invalid.body);
    const discovery = apiErrorWithBody('PAYMENT_REQUIRED', { x402Version: 2, error: 'Payment required', accepts: [] });
    expect(errorBodyFor(discovery, 'openai')).toBe(discovery.body);
  });

  it('a validation message names the first two issues, hints first, and counts the rest', () => {
    const tree = { _errors: [], temperature: { _errors: ['must be <= 2'] }, top_p: { _errors: ['must be <= 1'] }, n: { _errors: ['must be >= 1'] } };
    expect(validationMessage(tree)).toBe('Invalid request parameters: temperature: must be <= 2; top_p: must be <= 1 (and 1 more)');
    const hinted = { _errors: [], temperature: { _errors: ['must be <= 2'] }, input: { _errors: ['input must be a string'] } };
    expect(validationMessage(hinted, ['input must be a string'], ['input'])).toBe(
      'Invalid request parameters: input must be a string; temperature: must be <= 2',
    );
    expect(validationMessage({ _errors: ['must be object'] })).toBe('Invalid request parameters: must be object');
  });
});
