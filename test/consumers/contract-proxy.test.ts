// The validating proxy (src/contract-proxy/): traffic passes unchanged both ways, streams event by
// event; exchanges with a server that breaks the contract are reported with the operation and the
// JSON pointer of each problem; conforming traffic (the mock's) is not reported.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Report, ValidatingProxy } from '../../src/contract-proxy/validating-proxy.js';
import { createMockApp } from '../../src/mock/mock-app.js';
import { type InferenceApp, startInferenceApp } from '../support/inference-app.js';

const KEY = `SERVICE_INFERENCE_KEY_${'a'.repeat(43)}`;
const chat = { model: 'any-model', messages: [{ role: 'user', content: 'Hello' }] };

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A loopback server that answers each request as its test says: how a broken server behaves. */
let answer: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => response.end();
const broken = createServer((request, response) => {
  request.resume();
  request.once('end', () => answer(request, response));
});

describe('Validating proxy', () => {
  const mock = createServer(createMockApp({ seed: 1 }).callback());
  let mockUrl: string;
  let toMock: ValidatingProxy;
  let toBroken: ValidatingProxy;
  let mockProxyUrl: string;
  let brokenProxyUrl: string;
  const reports: Report[] = [];
  const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/v1${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const identity = { 'x-request-id': 'r1', 'cf-ray': 'r1', 'x-service-version': '20261124.090000', 'server-timing': 'app;dur=1.00' };
  // What a success of an inference operation must also carry.
  const served = { ...identity, 'x-service-model-id': 'm', 'x-service-model-name': 'M', 'x-service-model-router': 'm' };

  beforeAll(async () => {
    mockUrl = await listen(mock);
    const brokenUrl = await listen(broken);
    toMock = new ValidatingProxy({ target: mockUrl, onReport: (report) => reports.push(report) });
    toBroken = new ValidatingProxy({ target: brokenUrl, onReport: (report) => reports.push(report) });
    mockProxyUrl = await toMock.listen(0, '127.0.0.1');
    brokenProxyUrl = await toBroken.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await Promise.all([toMock.close(), toBroken.close()]);
    for (const server of [mock, broken]) {
      server.close();
      server.closeAllConnections();
    }
  });
  beforeEach(() => {
    reports.length = 0;
  });

  it('passes conforming JSON, streams and media through unchanged and reports nothing', async () => {
    const direct = await (await post(mockUrl, '/chat/completions', chat)).text();
    const proxied = await post(mockProxyUrl, '/chat/completions', chat);
    expect(proxied.status).toBe(200);
    expect(await proxied.text()).toBe(direct);
    const stream = await post(mockProxyUrl, '/chat/completions', { ...chat, stream: true });
    expect(await stream.text()).toBe(await (await post(mockUrl, '/chat/completions', { ...chat, stream: true })).text());
    const image = await post(mockProxyUrl, '/image/background-remove', { image: 'aGk=' });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect(reports).toEqual([]);
  });

  it('reports a request that breaks the contract, with the pointer of each problem, and forwards it anyway', async () => {
    const response = await post(mockProxyUrl, '/chat/completions', { model: 'any-model', messages: 'hello', temperature: 'hot' });
    expect(response.status).toBe(400); // the server's own answer, passed through
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ method: 'POST', url: '/api/v1/chat/completions', status: 400, operationId: 'createChatCompletion' });
    const pointers = reports[0]!.problems.map((problem) => `${problem.in} ${problem.pointer}`);
    expect(pointers).toContain('request /body/messages');
    expect(pointers).toContain('request /body/temperature');
  });

  it('reads a multipart request as the service does and reports the field that breaks the contract', async () => {
    const form = new FormData();
    form.append('image', new Blob([Buffer.from('iVBORw0KGgo=', 'base64')], { type: 'image/png' }), 'in.png');
    form.append('scale', 'twice');
    const response = await fetch(`${mockProxyUrl}/api/v1/image/upscale`, { method: 'POST', headers: { authorization: `Bearer ${KEY}` }, body: form });
    expect(response.status).toBe(400);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.operationId).toBe('upscaleImage');
    // Each keyword the value breaks is one problem, all at the same pointer.
    expect(new Set(reports[0]!.problems.map((problem) => `${problem.in} ${problem.pointer}`))).toEqual(new Set(['request /body/scale']));
  });

  it('reports a body that does not match, an undeclared status, a wrong content type and a missing header', async () => {
    answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', ...served });
      response.end(JSON.stringify({ id: 7, object: 'chat.completion', created: 1, model: 'm' }));
    };
    await post(brokenProxyUrl, '/chat/completions', chat);
    answer = (_request, response) => {
      response.writeHead(418, { 'content-type': 'application/json', ...identity });
      response.end('{}');
    };
    await post(brokenProxyUrl, '/embeddings', { model: 'm', input: 'x' });
    answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', ...served });
      response.end('<p>hi</p>');
    };
    await post(brokenProxyUrl, '/embeddings', { model: 'm', input: 'x' });
    answer = (_request, response) => {
      const { 'x-request-id': _omitted, ...rest } = identity;
      response.writeHead(400, { 'content-type': 'application/json', ...rest });
      response.end(JSON.stringify({ error: { message: 'bad', type: 'invalid_request_error', code: 'INVALID_REQUEST', param: null } }));
    };
    await post(brokenProxyUrl, '/embeddings', { model: 'm', input: 'x' });
    const found = reports.map((report) => [report.operationId, report.status, report.problems.map((problem) => `${problem.in} ${problem.pointer}`)]);
    expect(found[0]).toEqual(['createChatCompletion', 200, expect.arrayContaining(['response /body/id', 'response /body/choices'])]);
    expect(found[1]).toEqual(['createEmbedding', 418, ['response /status']]);
    expect(found[2]).toEqual(['createEmbedding', 200, ['response /headers/content-type']]);
    expect(found[3]).toEqual(['createEmbedding', 400, ['response /headers/x-request-id']]);
    expect(toBroken.summary.operations.createEmbedding).toEqual({ exchanges: 3, breaking: 3 });
  });

  it('passes an event stream through event by event and reports the event that breaks its schema', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream', ...served });
      response.write(`data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [] })}\n\n`);
      void held.then(() => response.end(`data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', choices: 'none' })}\n\ndata: [DONE]\n\n`));
    };
    const judged = toBroken.summary.exchanges;
    const response = await post(brokenProxyUrl, '/chat/completions', { ...chat, stream: true });
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('chat.completion.chunk'); // arrived while the server still holds the rest
    release();
    while (!(await reader.read()).done);
    await expect.poll(() => toBroken.summary.exchanges).toBe(judged + 1); // the verdict follows the response's end
    expect(reports).toHaveLength(1);
    const pointers = reports[0]!.problems.map((problem) => problem.pointer);
    expect(pointers).toContain('/events/1/data/choices');
    expect(pointers.every((pointer) => pointer.startsWith('/events/1/'))).toBe(true);
  });
});

describe('Validating proxy in front of the service', () => {
  let app: InferenceApp;
  let proxy: ValidatingProxy;
  let proxyUrl: string;
  const reports: Report[] = [];

  beforeAll(async () => {
    app = await startInferenceApp();
    proxy = new ValidatingProxy({ target: app.service.baseUrl, onReport: (report) => reports.push(report) });
    proxyUrl = await proxy.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await proxy?.close();
    await app?.close();
  });

  it("finds nothing to report in the service's compressed JSON, streams and errors but the request that breaks the contract", async () => {
    const headers = { authorization: `Bearer ${app.key}`, 'content-type': 'application/json', 'accept-encoding': 'gzip, br' };
    const models = await fetch(`${proxyUrl}/api/v1/models`, { headers });
    expect(models.status).toBe(200);
    expect(models.headers.get('content-encoding')).toMatch(/^(gzip|br)$/); // judged after undoing it
    expect(((await models.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    const body = { model: 'chat-basic', messages: [{ role: 'user', content: 'Hello' }] };
    expect((await fetch(`${proxyUrl}/api/v1/chat/completions`, { method: 'POST', headers, body: JSON.stringify(body) })).status).toBe(200);
    const stream = await fetch(`${proxyUrl}/api/v1/chat/completions`, { method: 'POST', headers, body: JSON.stringify({ ...body, stream: true }) });
    expect(await stream.text()).toContain('data: [DONE]');
    expect((await fetch(`${proxyUrl}/api/v1/chat/completions`, { method: 'POST', headers, body: '{' })).status).toBe(400);
    await expect.poll(() => proxy.summary.exchanges).toBe(4); // each verdict follows its response's end
    expect(reports).toEqual([expect.objectContaining({ status: 400, problems: [expect.objectContaining({ in: 'request', pointer: '/body' })] })]);
  });
});
