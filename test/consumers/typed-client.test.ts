// The typed client (src/client/typed-client.ts) against the mock of the contract and against the
// service itself: typed calls, typed errors, and a typed event stream.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceClient, type ServiceClient, streamEvents } from '../../src/client/typed-client.js';
import { createMockApp } from '../../src/mock/mock-app.js';
import { type InferenceApp, startInferenceApp } from '../support/inference-app.js';

describe('Typed client against the mock', () => {
  const mock = createServer(createMockApp().callback());
  let client: ServiceClient;
  const messages = [{ role: 'user' as const, content: 'Hello' }];

  beforeAll(async () => {
    await new Promise<void>((resolve) => mock.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(mock.address() as AddressInfo).port}/api/v1`;
    client = createServiceClient({ baseUrl, apiKey: `SERVICE_INFERENCE_KEY_${'c'.repeat(43)}` });
  });
  afterAll(() => {
    mock.close();
    mock.closeAllConnections();
  });

  it('GET /models returns the typed model list', async () => {
    const { data, error, response } = await client.GET('/models', { params: { query: { type: 'text' } } });
    expect(response.status).toBe(200);
    expect(error).toBeUndefined();
    expect(data!.object).toBe('list');
    expect(data!.data[0]!.object).toBe('model');
  });

  it('POST /chat/completions and POST /embeddings return typed bodies', async () => {
    const chat = await client.POST('/chat/completions', { body: { model: 'any-model', messages } });
    expect(chat.response.status).toBe(200);
    // The 200 is typed as the JSON answer or the event stream's frame (both are declared); narrow by a field.
    const answer = chat.data!;
    expect('choices' in answer && answer.object).toBe('chat.completion');
    const embeddings = await client.POST('/embeddings', { body: { model: 'any-model', input: 'Hello' } });
    expect(embeddings.data!.object).toBe('list');
  });

  it('a declared error comes back as the typed error body', async () => {
    const { data, error, response } = await client.POST('/chat/completions', { body: { model: 'any-model', messages }, headers: { Prefer: 'code=429' } });
    expect(response.status).toBe(429);
    expect(data).toBeUndefined();
    expect(error!.error).toMatchObject({ message: expect.any(String), type: 'rate_limit_error' });
  });

  it('streamEvents reads POST /chat/completions with stream: true as typed chunks, ending at [DONE]', async () => {
    const { response } = await client.POST('/chat/completions', { body: { model: 'any-model', messages, stream: true }, parseAs: 'stream' });
    const chunks = [];
    for await (const { data } of streamEvents<'createChatCompletion'>(response)) chunks.push(data);
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) expect('object' in chunk && chunk.object).toBe('chat.completion.chunk');
  });
});

describe('Typed client against the service', () => {
  let app: InferenceApp;
  let client: ServiceClient;

  beforeAll(async () => {
    app = await startInferenceApp();
    client = createServiceClient({ baseUrl: `${app.service.baseUrl}/api/v1`, apiKey: app.key });
  });
  afterAll(() => app?.close());

  it('POST /chat/completions answers, and streams typed chunks, from the service on its loopback upstream', async () => {
    const messages = [{ role: 'user' as const, content: 'Hello' }];
    const chat = await client.POST('/chat/completions', { body: { model: 'chat-basic', messages } });
    expect(chat.response.status).toBe(200);
    const answer = chat.data!;
    expect('choices' in answer && answer.model).toBe('chat-basic');
    const { response } = await client.POST('/chat/completions', { body: { model: 'chat-basic', messages, stream: true }, parseAs: 'stream' });
    const chunks = [];
    for await (const { data } of streamEvents<'createChatCompletion'>(response)) chunks.push(data);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((chunk) => 'object' in chunk && chunk.object === 'chat.completion.chunk')).toBe(true);
  });

  it('a request the contract refuses comes back as the typed 400', async () => {
    const { error, response } = await client.POST('/chat/completions', { body: { model: 'chat-basic', messages: [] as never, temperature: 9 } });
    expect(response.status).toBe(400);
    expect(error!.error).toMatchObject({ message: expect.stringContaining('temperature: must be <= 2'), code: 'INVALID_REQUEST' });
  });
});
