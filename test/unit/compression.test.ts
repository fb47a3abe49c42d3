// Which of its two ways the compression step takes (src/http/compression.ts): a small body is
// compressed inline and answered in one piece while the process is not busy; a large body, or any
// body while many requests are in flight, goes through koa-compress's stream and is answered chunked.
import Koa from 'koa';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INLINE_MAX_IN_FLIGHT, responseCompression, SYNC_LIMIT_BYTES, THRESHOLD_BYTES } from '../../src/http/compression.js';
import { rawRequest } from '../support/raw-request.js';

/** A JSON text of about `bytes` bytes. */
function jsonOf(bytes: number): string {
  return JSON.stringify({ text: 'foxes are small omnivorous mammals; '.repeat(Math.ceil(bytes / 36)).slice(0, bytes) });
}

describe('Compression step', () => {
  let server: Server;
  let baseUrl: string;
  let inFlight = 1;
  const small = jsonOf(4 * 1024);
  const large = jsonOf(SYNC_LIMIT_BYTES + 1024);

  beforeAll(async () => {
    const app = new Koa();
    app.use(responseCompression(() => inFlight));
    app.use((ctx) => {
      ctx.type = 'application/json';
      ctx.body = ctx.path === '/large' ? large : small;
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('compresses a body of 1-16 KB inline, with its Content-Length, while few requests are in flight', async () => {
    expect(Buffer.byteLength(small)).toBeGreaterThan(THRESHOLD_BYTES);
    inFlight = INLINE_MAX_IN_FLIGHT;
    const response = await rawRequest(baseUrl, '/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(gunzipSync(response.body).toString('utf8')).toBe(small);
  });

  it('compresses the same body in a stream, chunked, once more requests are in flight', async () => {
    inFlight = INLINE_MAX_IN_FLIGHT + 1;
    const response = await rawRequest(baseUrl, '/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['content-length']).toBeUndefined();
    expect(gunzipSync(response.body).toString('utf8')).toBe(small);
  });

  it('takes, where the client likes br and gzip alike, the one it lists first inline, and gzip in the stream', async () => {
    inFlight = 1;
    const inline = await rawRequest(baseUrl, '/small', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(inline.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(inline.body).toString('utf8')).toBe(small);
    inFlight = INLINE_MAX_IN_FLIGHT + 1;
    const streamed = await rawRequest(baseUrl, '/small', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(streamed.headers['content-encoding']).toBe('gzip');
    expect(streamed.headers['transfer-encoding']).toBe('chunked');
    const preferred = await rawRequest(baseUrl, '/small', { headers: { 'accept-encoding': 'gzip;q=0.5, br' } });
    expect(preferred.headers['content-encoding']).toBe('br');
  });

  it('compresses a body over 16 KB in a stream even when the process is idle', async () => {
    inFlight = 1;
    const response = await rawRequest(baseUrl, '/large', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(gunzipSync(response.body).toString('utf8')).toBe(large);
  });

  it('sends the body as it is, with Vary: Accept-Encoding, to a client that asks for no encoding', async () => {
    inFlight = 1;
    const response = await rawRequest(baseUrl, '/small', { headers: {} });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.body.toString('utf8')).toBe(small);
  });
});
