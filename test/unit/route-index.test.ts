import type { Operation } from 'openapi-backend';
import { describe, expect, it } from 'vitest';
import { RouteIndex, type RouteMatch } from '../../src/http/route-index.js';

// openapi-backend hands the index its operations with a lower-case method and the path as the spec
// writes it (relative to the API root).
const operation = (method: string, path: string, operationId: string): Operation => ({ operationId, method, path, responses: {} }) as unknown as Operation;

const OPERATIONS = [
  operation('get', '/models', 'listModels'),
  operation('get', '/models/traits', 'listModelTraits'),
  operation('get', '/models/{id}', 'getModel'),
  operation('get', '/api_keys', 'getApiKeys'),
  operation('post', '/api_keys', 'createApiKey'),
  operation('patch', '/api_keys', 'updateApiKey'),
  operation('delete', '/api_keys', 'deleteApiKey'),
  operation('get', '/api_keys/rate_limits', 'getRateLimits'),
  operation('get', '/api_keys/{id}', 'getApiKeyById'),
  operation('get', '/characters/{slug}', 'getCharacter'),
  operation('get', '/characters/{slug}/reviews', 'getCharacterReviews'),
  operation('get', '/{resource}/{id}/reviews', 'genericReviews'),
  operation('post', '/crypto/rpc/{network}', 'callRpc'),
  operation('get', '/crypto/rpc/networks', 'listNetworks'),
  operation('get', '/{kind}/items/{id}', 'genericItem'),
  operation('get', '/shop/{section}/{id}', 'shopItem'),
  operation('get', '/files/v1.0/{name}', 'getFile'),
];

const index = new RouteIndex(OPERATIONS);
const operationIdOf = (match: RouteMatch) => (match && 'operation' in match ? match.operation.operationId : undefined);

describe('RouteIndex', () => {
  it('matches a static path to its operation, whatever the case of the method', () => {
    expect(operationIdOf(index.match('GET', '/models'))).toBe('listModels');
    expect(operationIdOf(index.match('get', '/models'))).toBe('listModels');
    expect(operationIdOf(index.match('POST', '/api_keys'))).toBe('createApiKey');
    expect(operationIdOf(index.match('DELETE', '/api_keys'))).toBe('deleteApiKey');
    const match = index.match('PATCH', '/api_keys');
    expect(match && 'operation' in match ? match.operation : undefined).toBe(OPERATIONS[5]);
  });

  it('matches a templated path such as /api_keys/{id}', () => {
    expect(operationIdOf(index.match('GET', '/api_keys/5f0c7a52-64e4-4f6a-9a3c-2d1b1b9d8e10'))).toBe('getApiKeyById');
    expect(operationIdOf(index.match('GET', '/api_keys/anything'))).toBe('getApiKeyById');
    expect(operationIdOf(index.match('POST', '/crypto/rpc/base-mainnet'))).toBe('callRpc');
    expect(operationIdOf(index.match('GET', '/characters/alan/reviews'))).toBe('getCharacterReviews');
  });

  it('prefers a static path over a template of the same shape', () => {
    expect(operationIdOf(index.match('GET', '/api_keys/rate_limits'))).toBe('getRateLimits');
    expect(operationIdOf(index.match('GET', '/models/traits'))).toBe('listModelTraits');
    expect(operationIdOf(index.match('GET', '/models/private-chat'))).toBe('getModel');
  });

  it('prefers the template with more literal text when two templates match', () => {
    expect(operationIdOf(index.match('GET', '/characters/alan/reviews'))).toBe('getCharacterReviews');
    expect(operationIdOf(index.match('GET', '/places/paris/reviews'))).toBe('genericReviews');
  });

  it('treats the literal parts of a template literally (a dot is not any character)', () => {
    expect(operationIdOf(index.match('GET', '/files/v1.0/report.pdf'))).toBe('getFile');
    expect(index.match('GET', '/files/v1x0/report.pdf')).toBeUndefined();
  });

  it('does not let a template parameter span several segments', () => {
    expect(index.match('GET', '/api_keys/a/b')).toBeUndefined();
    expect(index.match('POST', '/crypto/rpc/base/mainnet')).toBeUndefined();
  });

  it('returns the allowed methods for a known static path called with another method', () => {
    expect(index.match('PUT', '/models')).toEqual({ allowed: ['GET'] });
    expect((index.match('PUT', '/api_keys') as { allowed: string[] }).allowed.sort()).toEqual(['DELETE', 'GET', 'PATCH', 'POST']);
  });

  it('returns the allowed methods for a known templated path called with another method', () => {
    expect(index.match('DELETE', '/api_keys/5f0c7a52-64e4-4f6a-9a3c-2d1b1b9d8e10')).toEqual({ allowed: ['GET'] });
    expect(index.match('GET', '/crypto/rpc/base-mainnet')).toEqual({ allowed: ['POST'] });
  });

  it('returns undefined for an unknown path', () => {
    expect(index.match('GET', '/nothing')).toBeUndefined();
    expect(index.match('GET', '/models/a/b/c')).toBeUndefined();
    expect(index.match('GET', '/')).toBeUndefined();
    expect(index.match('GET', '/Models')).toBeUndefined();
  });

  it('answers HEAD with the GET operation, on static and templated paths', () => {
    expect(operationIdOf(index.match('HEAD', '/models'))).toBe('listModels');
    expect(operationIdOf(index.match('head', '/api_keys/5f0c7a52-64e4-4f6a-9a3c-2d1b1b9d8e10'))).toBe('getApiKeyById');
  });

  it('does not answer HEAD where the path has no GET', () => {
    expect(index.match('HEAD', '/crypto/rpc/base-mainnet')).toEqual({ allowed: ['POST'] });
  });

  it('works with no operations at all', () => {
    expect(new RouteIndex([]).match('GET', '/models')).toBeUndefined();
  });

  it('matches a static path before a template of the same shape, and answers its own methods only', () => {
    expect(operationIdOf(index.match('GET', '/crypto/rpc/networks'))).toBe('listNetworks');
    expect(index.match('POST', '/crypto/rpc/networks')).toEqual({ allowed: ['GET'] });
    expect(operationIdOf(index.match('POST', '/crypto/rpc/base-mainnet'))).toBe('callRpc');
  });

  it('prefers the more specific template even when it starts with a parameter', () => {
    // /{kind}/items/{id} has more literal text than /shop/{section}/{id}: it wins for /shop/items/7.
    expect(operationIdOf(index.match('GET', '/shop/items/7'))).toBe('genericItem');
    expect(operationIdOf(index.match('GET', '/shop/hats/7'))).toBe('shopItem');
  });
});
