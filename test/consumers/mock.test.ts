// The mock of the contract (src/mock/): every answer conforms to the spec (judged by
// test/support/conformance.ts), bad requests get the service's own 4xx, streams are events of the
// declared shape, binary answers are real media, and `Prefer` picks a status or a named example.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodePaymentRequiredHeader } from '@x402/core/http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../src/contract/contract-document.js';
import { Sampler } from '../../src/contract/sample-values.js';
import { createMockApp } from '../../src/mock/mock-app.js';
import { conformanceProblems } from '../support/conformance.js';
import { parseFrames } from '../support/event-stream.js';

const KEY = `SERVICE_INFERENCE_KEY_${'a'.repeat(43)}`;
const ADMIN_KEY = `SERVICE_ADMIN_KEY_${'b'.repeat(43)}`;

async function listen(seed: number): Promise<{ server: Server; base: string }> {
  const server = createServer(createMockApp({ seed }).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1` };
}

describe('Mock of the contract', () => {
  let mock: { server: Server; base: string };
  const call = (path: string, init: RequestInit & { key?: string } = {}, base = mock.base) =>
    fetch(`${base}${path}`, { ...init, headers: { authorization: `Bearer ${init.key ?? KEY}`, 'content-type': 'application/json', ...init.headers } });
  const chat = { model: 'any-model', messages: [{ role: 'user', content: 'Hello' }] };

  beforeAll(async () => {
    mock = await listen(1);
  });
  afterAll(() => {
    mock.server.close();
    mock.server.closeAllConnections();
  });

  it("POST /chat/completions returns 200 with a body that conforms, built from the schemas' examples", async () => {
    const response = await call('/chat/completions', { method: 'POST', body: JSON.stringify(chat) });
    const body = (await response.json()) as { object: string; choices: unknown[] };
    expect(response.status).toBe(200);
    expect(conformanceProblems('createChatCompletion', { status: 200, headers: response.headers, body })).toEqual([]);
    expect(body.object).toBe('chat.completion');
    expect(body.choices.length).toBeGreaterThan(0);
  });

  it('a schema without examples is drawn the same for the same seed, differently for another', () => {
    const contract = loadContract();
    const schema = {
      type: 'object',
      required: ['id', 'count', 'tags'],
      properties: { id: { type: 'string', pattern: '^[a-z]{8}$' }, count: { type: 'integer' }, tags: { type: 'array', items: { type: 'string' } } },
    } as const;
    const draw = (seed: number) => new Sampler(contract.document, seed).sample(schema as never, undefined, 'salt');
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
    expect((draw(3) as { id: string }).id).toMatch(/^[a-z]{8}$/);
  });

  it('POST /chat/completions returns 400 in the spec error shape when the body is invalid, as the service does', async () => {
    const response = await call('/chat/completions', { method: 'POST', body: JSON.stringify({ model: 'any-model' }) });
    const body = await response.json();
    expect(response.status).toBe(400);
    expect(body).toMatchObject({
      error: { message: 'Invalid request parameters: messages: Field is required', type: 'invalid_request_error', code: 'INVALID_REQUEST', param: 'messages' },
      details: { messages: { _errors: ['Field is required'] } },
    });
    expect(conformanceProblems('createChatCompletion', { status: 400, headers: response.headers, body })).toEqual([]);
  });

  it('POST /chat/completions returns 402 without credentials, 401 for a malformed key, 415 for a form', async () => {
    const bare = await fetch(`${mock.base}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(chat) });
    expect(bare.status).toBe(402);
    const challenge = await bare.json();
    expect(conformanceProblems('createChatCompletion', { status: 402, headers: bare.headers, body: challenge })).toEqual([]);
    // The x402 discovery body, and the same object in PAYMENT-REQUIRED as x402 clients read it.
    expect(challenge).toMatchObject({ x402Version: 2, accepts: [{ scheme: 'exact' }] });
    expect(decodePaymentRequiredHeader(bare.headers.get('payment-required')!)).toEqual(challenge);
    expect((await call('/chat/completions', { method: 'POST', body: JSON.stringify(chat), key: 'not-a-key' })).status).toBe(401);
    expect((await call('/chat/completions', { method: 'POST', body: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(
      415,
    );
  });

  it('GET /api_keys returns 401 for an INFERENCE key and 200 for an ADMIN key', async () => {
    expect((await call('/api_keys')).status).toBe(401);
    const response = await call('/api_keys', { key: ADMIN_KEY });
    expect(response.status).toBe(200);
    expect(conformanceProblems('getApiKeys', { status: 200, headers: response.headers, body: await response.json() })).toEqual([]);
  });

  it('POST /chat/completions streams chunks of the event schema, then [DONE], when stream is true', async () => {
    const response = await call('/chat/completions', { method: 'POST', body: JSON.stringify({ ...chat, stream: true }) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const frames = parseFrames(await response.text());
    expect(frames.at(-1)!.data).toBe('[DONE]');
    expect(frames.length).toBeGreaterThan(1);
    for (const frame of frames.slice(0, -1)) expect(frame.data.object).toBe('chat.completion.chunk');
  });

  it('POST /responses streams events named by their type when stream is true', async () => {
    const response = await call('/responses', { method: 'POST', body: JSON.stringify({ model: 'any-model', input: 'Hello', stream: true }) });
    const frames = parseFrames(await response.text());
    expect(frames.at(-1)!.data).toBe('[DONE]');
    for (const frame of frames.slice(0, -1)) expect(frame.event).toBe(frame.data.type);
  });

  it('POST /image/background-remove returns a real PNG', async () => {
    const image = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const response = await call('/image/background-remove', { method: 'POST', body: JSON.stringify({ image }) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata.format).toBe('png');
  });

  it('POST /audio/retrieve returns a WAV file when the client accepts only audio/wav', async () => {
    const response = await call('/audio/retrieve', { method: 'POST', body: JSON.stringify({ model: 'm', queue_id: 'q' }), headers: { accept: 'audio/wav' } });
    expect(response.headers.get('content-type')).toBe('audio/wav');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString()).toBe('WAVE');
  });

  it('POST /audio/speech returns the format response_format names, chunked when streaming is true', async () => {
    const speech = { model: 'tts', input: 'Hello' };
    const wav = await call('/audio/speech', { method: 'POST', body: JSON.stringify({ ...speech, response_format: 'wav', streaming: true }) });
    expect(wav.headers.get('content-type')).toBe('audio/wav');
    expect(wav.headers.get('transfer-encoding')).toBe('chunked');
    expect(
      Buffer.from(await wav.arrayBuffer())
        .subarray(8, 12)
        .toString(),
    ).toBe('WAVE');
    const opus = await call('/audio/speech', { method: 'POST', body: JSON.stringify({ ...speech, response_format: 'opus' }) });
    expect(opus.headers.get('content-type')).toBe('audio/opus');
    const bytes = Buffer.from(await opus.arrayBuffer());
    expect([bytes.subarray(0, 4).toString(), bytes.subarray(28, 36).toString()]).toEqual(['OggS', 'OpusHead']);
    const pcm = await call('/audio/speech', { method: 'POST', body: JSON.stringify({ ...speech, response_format: 'pcm' }) });
    expect([pcm.headers.get('content-type'), pcm.headers.get('x-service-audio-sample-rate')]).toEqual(['audio/pcm', '8000']);
  });

  it('POST /image/generate returns JSON, and the image file itself with return_binary and its format', async () => {
    const request = { model: 'any-model', prompt: 'A lighthouse', format: 'webp' };
    const json = await call('/image/generate', { method: 'POST', body: JSON.stringify(request) });
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    const file = await call('/image/generate', { method: 'POST', body: JSON.stringify({ ...request, return_binary: true }) });
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('POST /chat/completions streams the same bytes on every run, without the usage chunk when include_usage is false', async () => {
    const body = JSON.stringify({ ...chat, stream: true });
    const first = await (await call('/chat/completions', { method: 'POST', body })).text();
    expect(await (await call('/chat/completions', { method: 'POST', body })).text()).toBe(first);
    const withUsage = parseFrames(first);
    expect(withUsage.at(-2)!.data).toMatchObject({ choices: [], usage: { total_tokens: expect.any(Number) } });
    const bare = JSON.stringify({ ...chat, stream: true, stream_options: { include_usage: false } });
    const frames = parseFrames(await (await call('/chat/completions', { method: 'POST', body: bare })).text());
    expect(frames).toHaveLength(withUsage.length - 1);
    expect(frames.at(-2)!.data.choices[0].finish_reason).toBe('stop');
  });

  it('Prefer: code=429 returns the declared 429; an undeclared code is ignored', async () => {
    const limited = await call('/chat/completions', { method: 'POST', body: JSON.stringify(chat), headers: { prefer: 'code=429' } });
    expect(limited.status).toBe(429);
    expect(conformanceProblems('createChatCompletion', { status: 429, headers: limited.headers, body: await limited.json() })).toEqual([]);
    expect((await call('/chat/completions', { method: 'POST', body: JSON.stringify(chat), headers: { prefer: 'code=418' } })).status).toBe(200);
  });

  it('Prefer: example=name returns that named example of the spec', async () => {
    const body = { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] };
    const plain = await (await call('/crypto/rpc/base-mainnet', { method: 'POST', body: JSON.stringify(body) })).json();
    const named = await call('/crypto/rpc/base-mainnet', { method: 'POST', body: JSON.stringify(body), headers: { prefer: 'example=itemError' } });
    expect(named.status).toBe(200);
    expect(plain).toEqual({ jsonrpc: '2.0', id: 1, result: '0x2105' }); // the first example
    expect(await named.json()).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x1' },
      { jsonrpc: '2.0', id: 2, error: { code: -32602, message: 'invalid params' } },
    ]);
  });

  it('GET /openapi.json returns the document the mock serves', async () => {
    const response = await call('/openapi.json');
    expect(((await response.json()) as { openapi: string }).openapi).toMatch(/^3\.1/);
  });
});
