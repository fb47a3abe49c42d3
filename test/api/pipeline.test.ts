// Cross-cutting behaviour of the request pipeline: identity headers on every response, compression,
// body reading (content type, size limit, malformed JSON), routing edge cases and the docs page.
import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/app.js';
import { OPERATIONS } from '../../generated/operations.js';
import { THRESHOLD_BYTES } from '../../src/http/compression.js';
import { LARGE_BODY_BYTES } from '../../src/http/json-parser-pool.js';

/** The body limit POST /api_keys declares (the 1 MiB default: it has no x-service-max-body-bytes). */
const DEFAULT_BODY_LIMIT_BYTES = OPERATIONS.createApiKey.maxBodyBytes;
import { conformanceProblems } from '../support/conformance.js';
import { type RawResponse, rawRequest } from '../support/raw-request.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { errorMessageOf, errorOf } from '../support/error-body.js';

const FIXTURE_CONFIG = join(PROJECT_ROOT, 'test', 'fixtures', 'config');
const SPEC_VERSION = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'generated', 'openapi.json'), 'utf8')) as { info: { version: string } }).info.version;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A response's body decoded per its Content-Encoding. */
function decoded(response: RawResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(response.body);
  if (encoding === 'br') return brotliDecompressSync(response.body);
  return response.body;
}

function toHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) result.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return result;
}

/** The headers every response must carry; returns the request id. */
function expectIdentityHeaders(headers: Headers): string {
  const requestId = headers.get('x-request-id');
  expect(requestId).toBeTruthy();
  expect(headers.get('cf-ray')).toBe(requestId);
  expect(headers.get('x-service-version')).toMatch(/^\d{8}\.\d{6}$/);
  expect(headers.get('x-service-version')).toBe(SPEC_VERSION);
  expect(headers.get('server-timing')).toMatch(/^([a-z]+;dur=\d+\.\d{2}, )*app;dur=\d+\.\d{2}$/);
  return requestId!;
}

describe('Request pipeline', () => {
  let service: TestApp;

  beforeAll(async () => {
    service = await startTestApp({ configDir: FIXTURE_CONFIG });
  });
  afterAll(() => service?.close());

  const url = (path: string) => `${service.baseUrl}${path}`;

  describe('identity headers', () => {
    it('GET /models returns 200 with a fresh uuid x-request-id, CF-RAY, x-service-version and Server-Timing', async () => {
      const first = await service.call('listModels');
      const second = await service.call('listModels');
      expect(first.status).toBe(200);
      const firstId = expectIdentityHeaders(first.headers);
      const secondId = expectIdentityHeaders(second.headers);
      expect(firstId).toMatch(UUID);
      expect(secondId).toMatch(UUID);
      expect(secondId).not.toBe(firstId);
    });

    it('GET /models returns 200 echoing a well-formed incoming x-request-id', async () => {
      const incoming = 'client-trace_01:abc.DEF-9';
      const response = await service.call('listModels', { headers: { 'x-request-id': incoming } });
      expect(expectIdentityHeaders(response.headers)).toBe(incoming);
    });

    for (const [label, malformed] of [
      ['with spaces', 'two words'],
      ['with a slash', 'a/b'],
      ['longer than 128 characters', 'x'.repeat(129)],
      ['with a quote', 'abc"def'],
    ] as const) {
      it(`GET /models returns 200 replacing a malformed incoming x-request-id (${label}) with a uuid`, async () => {
        const response = await service.call('listModels', { headers: { 'x-request-id': malformed } });
        const requestId = expectIdentityHeaders(response.headers);
        expect(requestId).not.toBe(malformed);
        expect(requestId).toMatch(UUID);
      });
    }

    it('GET /api/v1/no-such-path returns 404 with the identity headers', async () => {
      const response = await fetch(url('/api/v1/no-such-path'), { headers: { 'x-request-id': 'lost-1' } });
      expect(response.status).toBe(404);
      // A request that matches no operation is answered in OpenAI's error shape, which its clients read.
      expect(await response.json()).toEqual({ error: { message: 'Not found', type: 'not_found_error', code: 'NOT_FOUND', param: null } });
      expect(expectIdentityHeaders(response.headers)).toBe('lost-1');
    });

    it('GET /elsewhere returns 404 outside /api/v1 with the identity headers', async () => {
      const response = await fetch(url('/elsewhere'));
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: { message: 'Not found', type: 'not_found_error', code: 'NOT_FOUND', param: null } });
      expect(expectIdentityHeaders(response.headers)).toMatch(UUID);
    });

    it('GET /api/v1x/models returns 404: the API root matches only at a path-segment boundary', async () => {
      const response = await fetch(url('/api/v1x/models'));
      expect(response.status).toBe(404);
      expectIdentityHeaders(response.headers);
    });

    it('PUT /api/v1/models returns 405 with Allow: GET and the identity headers', async () => {
      const response = await fetch(url('/api/v1/models'), { method: 'PUT' });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET');
      expect(await response.json()).toEqual({
        error: { message: 'Method not allowed', type: 'invalid_request_error', code: 'METHOD_NOT_ALLOWED', param: null },
      });
      expectIdentityHeaders(response.headers);
    });

    it('PUT /api/v1/api_keys returns 405 with Allow listing every method of the path', async () => {
      const response = await fetch(url('/api/v1/api_keys'), { method: 'PUT' });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')!.split(/,\s*/).sort()).toEqual(['DELETE', 'GET', 'PATCH', 'POST']);
      expectIdentityHeaders(response.headers);
    });

    it('GET /models returns 400 with the identity headers', async () => {
      const response = await service.call('listModels', { query: { type: 'bogus' }, headers: { 'x-request-id': 'bad-query' } });
      expect(response.status).toBe(400);
      expect(expectIdentityHeaders(response.headers)).toBe('bad-query');
    });

    it('GET /api_keys returns 401 with the identity headers', async () => {
      const response = await service.call('getApiKeys');
      expect(response.status).toBe(401);
      expectIdentityHeaders(response.headers);
    });
  });

  describe('compression', () => {
    let plain: Buffer;
    beforeAll(async () => {
      const response = await rawRequest(service.baseUrl, '/api/v1/openapi.json');
      expect(response.status).toBe(200);
      plain = response.body;
    });

    it('GET /openapi.json returns 200 without Content-Encoding when the client does not ask for one', async () => {
      const response = await rawRequest(service.baseUrl, '/api/v1/openapi.json');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(plain.length).toBeGreaterThan(1024);
      expect(JSON.parse(plain.toString('utf8'))).toMatchObject({ openapi: '3.1.0' });
      expect(
        conformanceProblems('getOpenApiJson', { status: response.status, headers: toHeaders(response.headers), body: JSON.parse(plain.toString('utf8')) }),
      ).toEqual([]);
    });

    it('GET /openapi.json returns 200 gzip-encoded when Accept-Encoding asks for gzip', async () => {
      const response = await rawRequest(service.baseUrl, '/api/v1/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.body.length).toBeLessThan(plain.length);
      expect(gunzipSync(response.body).equals(plain)).toBe(true);
      expectIdentityHeaders(toHeaders(response.headers));
      expect(conformanceProblems('getOpenApiJson', { status: 200, headers: toHeaders(response.headers), body: JSON.parse(plain.toString('utf8')) })).toEqual(
        [],
      );
    });

    it('GET /openapi.json returns 200 brotli-encoded when Accept-Encoding asks for br', async () => {
      const response = await rawRequest(service.baseUrl, '/api/v1/openapi.json', { headers: { 'accept-encoding': 'br' } });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.body.length).toBeLessThan(plain.length);
      expect(brotliDecompressSync(response.body).equals(plain)).toBe(true);
      expectIdentityHeaders(toHeaders(response.headers));
    });

    it('GET /openapi.json returns 200 uncompressed for Accept-Encoding: identity or deflate only', async () => {
      for (const encoding of ['identity', 'deflate']) {
        const response = await rawRequest(service.baseUrl, '/api/v1/openapi.json', { headers: { 'accept-encoding': encoding } });
        expect(response.headers['content-encoding'], encoding).toBeUndefined();
        expect(response.body.equals(plain), encoding).toBe(true);
      }
    });

    it('GET /openapi.json returns 200 compressed in a stream, chunked', async () => {
      const response = await rawRequest(service.baseUrl, '/api/v1/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['transfer-encoding']).toBe('chunked');
      expect(response.headers['content-length']).toBeUndefined();
    });

    describe('a body of a few KB (GET /models)', () => {
      let models: Buffer;
      beforeAll(async () => {
        const response = await rawRequest(service.baseUrl, '/api/v1/models');
        expect(response.status).toBe(200);
        models = response.body;
        expect(models.length).toBeGreaterThanOrEqual(THRESHOLD_BYTES);
      });

      for (const [encoding, decode] of [
        ['gzip', gunzipSync],
        ['br', brotliDecompressSync],
      ] as const) {
        it(`GET /models returns 200 ${encoding}-encoded when Accept-Encoding asks for ${encoding}`, async () => {
          const response = await rawRequest(service.baseUrl, '/api/v1/models', { headers: { 'accept-encoding': encoding } });
          expect(response.status).toBe(200);
          expect(response.headers['content-encoding']).toBe(encoding);
          expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(response.headers.vary).toMatch(/accept-encoding/i);
          expect(response.body.length).toBeLessThan(models.length);
          expect(decode(response.body).equals(models)).toBe(true);
        });
      }

      it('GET /models returns 200 with gzip where the client takes br and gzip alike, its preferred one otherwise, and none for identity or deflate', async () => {
        for (const encoding of ['gzip, deflate, br', 'br, gzip']) {
          const response = await rawRequest(service.baseUrl, '/api/v1/models', { headers: { 'accept-encoding': encoding } });
          expect(response.headers['content-encoding'], encoding).toBe('gzip');
        }
        const preferred = await rawRequest(service.baseUrl, '/api/v1/models', { headers: { 'accept-encoding': 'gzip;q=0.5, br' } });
        expect(preferred.headers['content-encoding']).toBe('br');
        for (const encoding of ['identity', 'deflate', 'gzip;q=0']) {
          const response = await rawRequest(service.baseUrl, '/api/v1/models', { headers: { 'accept-encoding': encoding } });
          expect(response.headers['content-encoding'], encoding).toBeUndefined();
          expect(response.body.equals(models), encoding).toBe(true);
        }
      });

      it('GET /models returns 200 with the same encoding and framing while a dozen requests are in flight as when it is alone', async () => {
        const framing = (response: RawResponse) => ({
          encoding: response.headers['content-encoding'],
          chunked: response.headers['transfer-encoding'] === 'chunked',
          body: decoded(response).equals(models),
        });
        const headers = { 'accept-encoding': 'br, gzip' };
        const alone = framing(await rawRequest(service.baseUrl, '/api/v1/models', { headers }));
        // Twelve requests held in flight: their bodies are declared but never finished.
        const held = Array.from({ length: 12 }, () =>
          httpRequest(url('/api/v1/api_keys'), {
            method: 'POST',
            headers: { authorization: `Bearer ${service.adminKey}`, 'content-type': 'application/json', 'content-length': 100 },
          }),
        );
        try {
          for (const request of held) {
            request.on('error', () => undefined);
            request.write('{"apiKeyType"');
          }
          await expect.poll(async () => (await service.call('getMetrics')).text).toMatch(/^http_requests_in_flight 13$/m);
          const busy = framing(await rawRequest(service.baseUrl, '/api/v1/models', { headers }));
          expect(busy).toEqual(alone);
          expect(alone.body).toBe(true);
        } finally {
          for (const request of held) request.destroy();
        }
      });

      it('HEAD /models returns 200 without a body or Content-Encoding, even when asked', async () => {
        const response = await rawRequest(service.baseUrl, '/api/v1/models', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
        expect(response.status).toBe(200);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.body.length).toBe(0);
      });
    });

    it('GET /crypto/rpc/networks returns 200 uncompressed even when asked, because the body is small', async () => {
      const response = await rawRequest(service.baseUrl, '/api/v1/crypto/rpc/networks', { headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(response.body.toString('utf8'))).toEqual({ networks: ['base-mainnet', 'ethereum-mainnet'] });
    });
  });

  describe('request bodies', () => {
    it('POST /api_keys returns 400 with an error starting "Malformed JSON" for a body that is not JSON', async () => {
      const response = await service.call('createApiKey', {
        key: service.adminKey,
        rawBody: '{"apiKeyType": "INFERENCE", ',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(errorMessageOf(response.body) as string).toMatch(/^Malformed JSON/);
      expectIdentityHeaders(response.headers);
    });

    it('POST /api_keys returns 415 for a text/plain body', async () => {
      const response = await service.call('createApiKey', {
        key: service.adminKey,
        rawBody: JSON.stringify({ apiKeyType: 'INFERENCE', description: 'plain' }),
        headers: { 'content-type': 'text/plain' },
      });
      expect(response.status).toBe(415);
      expect(errorOf(response.body)).toMatchObject({ code: 'INVALID_CONTENT_TYPE', message: expect.stringContaining('application/json') });
      expectIdentityHeaders(response.headers);
    });

    it('POST /api_keys returns 200 for application/json with a charset parameter', async () => {
      const response = await service.call('createApiKey', {
        key: service.adminKey,
        rawBody: JSON.stringify({ apiKeyType: 'INFERENCE', description: 'charset' }),
        headers: { 'content-type': 'Application/JSON; charset=utf-8' },
      });
      expect(response.status).toBe(200);
    });

    it('POST /api_keys returns 400 when the required body is missing', async () => {
      const response = await service.call('createApiKey', { key: service.adminKey });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'Request body is required', details: { _errors: ['Request body is required'] } });
    });

    it('POST /api_keys returns 400 in the reference error shape, its message naming the invalid field and why', async () => {
      const response = await service.call('createApiKey', { key: service.adminKey, body: { apiKeyType: 'ROOT', description: 'x' } as never });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        error: 'Invalid request parameters: apiKeyType: must be one of: INFERENCE, ADMIN',
        code: 'INVALID_REQUEST',
        details: { apiKeyType: { _errors: ['must be one of: INFERENCE, ADMIN'] } },
      });
    });

    it('PATCH /api_keys returns 400 when the required body is empty', async () => {
      const response = await service.call('updateApiKey', { key: service.adminKey, rawBody: '', headers: { 'content-type': 'application/json' } });
      expect(response.status).toBe(400);
      expect(errorOf(response.body)).toMatchObject({ message: 'Request body is required' });
    });

    it('POST /api_keys returns 413 PAYLOAD_TOO_LARGE when Content-Length declares more than the limit, before reading it', async () => {
      const response = await rawRequest(service.baseUrl, '/api/v1/api_keys', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${service.adminKey}`,
          'content-type': 'application/json',
          'content-length': DEFAULT_BODY_LIMIT_BYTES + 1,
        },
        // Only a few bytes are ever sent: the answer must come from the declared length alone.
        write: (request) => request.write('{"apiKeyType":'),
      });
      expect(response.status).toBe(413);
      const body = JSON.parse(response.body.toString('utf8')) as unknown;
      expect(errorOf(body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('1 MB') });
      const headers = toHeaders(response.headers);
      expectIdentityHeaders(headers);
      expect(conformanceProblems('createApiKey', { status: 413, headers, body })).toEqual([]);
    });

    it('each operation has its own body limit from the spec: 2 MB is too large for POST /api_keys, not for POST /chat/completions', async () => {
      expect(OPERATIONS.createChatCompletion.maxBodyBytes).toBe(35 * 1024 * 1024);
      const padding = ' '.repeat(2 * 1024 * 1024);
      const keys = await service.call('createApiKey', {
        key: service.adminKey,
        rawBody: `{"apiKeyType":"INFERENCE","description":"x"}${padding}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(keys.status).toBe(413);
      // Read in full and validated: the 400 names the missing field, not the size.
      const chat = await service.call('createChatCompletion', {
        key: service.adminKey,
        rawBody: `{"messages":[]}${padding}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(chat.status).toBe(400);
    });

    describe(`bodies over ${LARGE_BODY_BYTES} bytes, parsed in a worker thread`, () => {
      const padding = ' '.repeat(LARGE_BODY_BYTES + 1024); // JSON whitespace: the body stays valid

      it('POST /api_keys returns 200 for a large valid body', async () => {
        const response = await service.call('createApiKey', {
          key: service.adminKey,
          rawBody: `{"apiKeyType":"INFERENCE","description":"large body"}${padding}`,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({ data: { description: 'large body' } });
      });

      it('POST /api_keys returns 400 with the same "Malformed JSON" error as a small body', async () => {
        const large = await service.call('createApiKey', {
          key: service.adminKey,
          rawBody: `{"apiKeyType":${padding}`,
          headers: { 'content-type': 'application/json' },
        });
        const small = await service.call('createApiKey', { key: service.adminKey, rawBody: '{"apiKeyType":', headers: { 'content-type': 'application/json' } });
        expect(large.status).toBe(400);
        expect(errorOf(large.body)).toMatchObject({ message: expect.stringMatching(/^Malformed JSON body: /) });
        expect(errorOf(small.body)).toMatchObject({ message: expect.stringMatching(/^Malformed JSON body: /) });
      });

      it('POST /api_keys returns 400 for a large body nesting deeper than 64 levels', async () => {
        const deep = `${'['.repeat(100)}${']'.repeat(100)}`;
        const response = await service.call('createApiKey', {
          key: service.adminKey,
          rawBody: `${deep}${padding}`,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.status).toBe(400);
        expect(errorOf(response.body)).toMatchObject({ message: 'The JSON body nests deeper than 64 levels' });
      });

      it('POST /api_keys returns 200 for a large chunked body without Content-Length', async () => {
        const response = await rawRequest(service.baseUrl, '/api/v1/api_keys', {
          method: 'POST',
          headers: { authorization: `Bearer ${service.adminKey}`, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
          write: (request) => {
            request.write('{"apiKeyType":"INFERENCE",');
            request.write(padding);
            request.end('"description":"chunked"}');
          },
        });
        expect(response.status).toBe(200);
        expect(JSON.parse(response.body.toString('utf8'))).toMatchObject({ data: { description: 'chunked' } });
      });
    });

    it('POST /api_keys reads a declared-length body whether it came with the headers or after them', async () => {
      const body = '{"apiKeyType":"INFERENCE","description":"in two parts"}';
      const headers = { authorization: `Bearer ${service.adminKey}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
      // In the headers' packet (the whole body is there when the handler reads), and in two parts
      // 50 ms apart (the handler finds half of it and waits for the rest).
      const whole = await rawRequest(service.baseUrl, '/api/v1/api_keys', { method: 'POST', headers, write: (request) => request.end(body) });
      const split = await rawRequest(service.baseUrl, '/api/v1/api_keys', {
        method: 'POST',
        headers,
        write: (request) => {
          request.flushHeaders();
          request.write(body.slice(0, 20));
          setTimeout(() => request.end(body.slice(20)), 50); // the gap between the parts is the case under test
        },
      });
      for (const response of [whole, split]) {
        expect(response.status).toBe(200);
        expect(JSON.parse(response.body.toString('utf8'))).toMatchObject({ data: { description: 'in two parts' } });
      }
    });

    it('a request whose client leaves before its declared body ends is not left waiting: it is logged 499, not as our failure', async () => {
      const failures: unknown[][] = [];
      const requests: Record<string, unknown>[] = [];
      const logged = await startTestApp({
        configDir: FIXTURE_CONFIG,
        logger: {
          error: (...args: unknown[]) => void failures.push(args),
          warn: (...args: unknown[]) => void failures.push(args),
          info: (message: string, fields?: Record<string, unknown>) => void (message === 'request' && fields && requests.push(fields)),
        },
      });
      try {
        const socket = connect(Number(new URL(logged.baseUrl).port), '127.0.0.1');
        socket.on('error', () => undefined);
        socket.write(
          'POST /api/v1/api_keys HTTP/1.1\r\nHost: localhost\r\nX-Request-Id: leaves-mid-body\r\n' +
            `Authorization: Bearer ${logged.adminKey}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"apiKeyType":`,
        );
        // The request is in flight (its body can never be complete) and not yet logged.
        await expect.poll(() => logged.app.inFlight.size).toBe(1);
        expect(requests.filter((fields) => fields.requestId === 'leaves-mid-body')).toEqual([]);
        socket.destroy();
        await expect
          .poll(() => requests.filter((fields) => fields.requestId === 'leaves-mid-body'), { timeout: 2000 })
          .toEqual([expect.objectContaining({ operationId: 'createApiKey', status: 499, aborted: true })]);
        // Neither a failure of ours nor a dependency that is down (a reset connection carries the same socket codes).
        const messages = failures.map(([message]) => message);
        expect(messages).not.toContain('request failed');
        expect(messages).not.toContain('request refused: a dependency is unavailable');
        // The service goes on answering.
        expect((await logged.call('listModels')).status).toBe(200);
      } finally {
        await logged.close();
      }
    });

    it('POST /api_keys returns 413 PAYLOAD_TOO_LARGE when a chunked body streams past the limit', async () => {
      const chunk = Buffer.alloc(1024 * 1024, 0x20); // JSON whitespace
      const response = await rawRequest(service.baseUrl, '/api/v1/api_keys', {
        method: 'POST',
        headers: { authorization: `Bearer ${service.adminKey}`, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        write: (request) => {
          let sent = 0;
          const pump = () => {
            while (sent <= DEFAULT_BODY_LIMIT_BYTES) {
              sent += chunk.length;
              if (!request.write(chunk)) return void request.once('drain', pump);
            }
            request.end();
          };
          request.on('close', () => (sent = Number.POSITIVE_INFINITY));
          pump();
        },
      });
      expect(response.status).toBe(413);
      const body = JSON.parse(response.body.toString('utf8')) as unknown;
      expect(errorOf(body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect(conformanceProblems('createApiKey', { status: 413, headers: toHeaders(response.headers), body })).toEqual([]);
    });
  });

  describe('routing', () => {
    it('HEAD /models returns 200 with the headers of GET and no body', async () => {
      const response = await fetch(url('/api/v1/models'), { method: 'HEAD' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.text()).toBe('');
      expectIdentityHeaders(response.headers);
    });

    it('GET /models/ with a trailing slash returns 200, routed to listModels', async () => {
      const response = await fetch(url('/api/v1/models/?type=embedding'), { headers: { 'accept-encoding': 'identity' } });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { type: string; data: { id: string }[] };
      expect(conformanceProblems('listModels', { status: 200, headers: response.headers, body })).toEqual([]);
      const direct = await service.call('listModels', { query: { type: 'embedding' } });
      expect(body).toEqual(direct.body);
    });

    it('GET / returns a redirect to /docs', async () => {
      const response = await fetch(url('/'), { redirect: 'manual' });
      expect([301, 302, 307, 308]).toContain(response.status);
      expect(response.headers.get('location')).toBe('/docs');
      expectIdentityHeaders(response.headers);
    });

    it('GET /docs returns 200 HTML that loads the local Redoc bundle and the spec', async () => {
      const response = await fetch(url('/docs'));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain('src="/docs/redoc.standalone.js"');
      expect(html).toContain('spec-url="/api/v1/openapi.json"');
      expectIdentityHeaders(response.headers);

      const bundle = await fetch(url('/docs/redoc.standalone.js'));
      expect(bundle.status).toBe(200);
      expect(bundle.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
      expect((await bundle.text()).length).toBeGreaterThan(100_000);
    });

    it('POST /docs returns 404: the docs page answers GET and HEAD only', async () => {
      const response = await fetch(url('/docs'), { method: 'POST' });
      expect(response.status).toBe(404);
      expectIdentityHeaders(response.headers);
    });
  });
});
