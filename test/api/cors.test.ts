// CORS: a browser app on another origin can call the API. Preflights are answered, every API answer
// (errors included) names the allowed origin and exposes the declared response headers, and
// credentials are never allowed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';

const APP_ORIGIN = 'https://app.example.com';

const preflight = (service: TestApp, path: string, origin = APP_ORIGIN) =>
  fetch(`${service.baseUrl}/api/v1${path}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
  });

describe('CORS with the default policy (any origin)', () => {
  let service: TestApp;
  beforeAll(async () => {
    service = await startTestApp();
  });
  afterAll(() => service?.close());

  it('OPTIONS preflight of an API path returns 204 allowing the method and the requested headers, without credentials', async () => {
    const response = await preflight(service, '/chat/completions');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization, content-type');
    expect(response.headers.get('access-control-max-age')).toBe('7200');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('GET /models from another origin returns 200 with Access-Control-Allow-Origin and the exposed response headers', async () => {
    const response = await fetch(`${service.baseUrl}/api/v1/models`, { headers: { origin: APP_ORIGIN } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const exposed = response.headers.get('access-control-expose-headers')!.split(', ');
    expect(exposed).toEqual(
      expect.arrayContaining(['x-request-id', 'x-service-balance-usd', 'x-ratelimit-remaining-requests', 'PAYMENT-REQUIRED', 'Retry-After']),
    );
  });

  it('GET /api_keys without a key from another origin returns 401 that the browser app may read', async () => {
    const response = await fetch(`${service.baseUrl}/api/v1/api_keys`, { headers: { origin: APP_ORIGIN } });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('OPTIONS that is not a preflight still returns 405, and pages outside the API get no CORS headers', async () => {
    const plain = await fetch(`${service.baseUrl}/api/v1/models`, { method: 'OPTIONS' });
    expect(plain.status).toBe(405);
    const docs = await fetch(`${service.baseUrl}/docs`, { headers: { origin: APP_ORIGIN } });
    expect(docs.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CORS with a list of origins (CORS_ALLOWED_ORIGINS)', () => {
  let service: TestApp;
  beforeAll(async () => {
    service = await startTestApp({ environment: { CORS_ALLOWED_ORIGINS: `${APP_ORIGIN}, https://other.example.com` } });
  });
  afterAll(() => service?.close());

  it('answers a listed origin with that origin and Vary: Origin', async () => {
    const response = await fetch(`${service.baseUrl}/api/v1/models`, { headers: { origin: APP_ORIGIN } });
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('vary')).toMatch(/Origin/);
    expect((await preflight(service, '/embeddings')).headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
  });

  it('gives an unlisted origin no Access-Control-Allow-Origin, on preflights and answers alike', async () => {
    const response = await fetch(`${service.baseUrl}/api/v1/models`, { headers: { origin: 'https://evil.example.com' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const refused = await preflight(service, '/embeddings', 'https://evil.example.com');
    expect(refused.status).toBe(204);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(refused.headers.get('access-control-allow-methods')).toBeNull();
  });
});
