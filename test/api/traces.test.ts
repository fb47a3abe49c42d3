// OpenTelemetry traces (docs/decisions/0050-opentelemetry.md): with an OTLP endpoint in the app's
// environment, each API request is a SERVER span and each model call a CLIENT child span with the
// GenAI attributes, sent to a loopback OTLP/HTTP receiver; the upstream gets the model call's
// traceparent, and a caller's traceparent makes the request its child. Without the variables,
// nothing is exported and no traceparent goes upstream.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { PROJECT_ROOT } from '../../src/app.js';
import { COMPLETION_TOKENS, PROMPT_TOKENS, reply, startFakeUpstream, status, type Behaviour, type FakeUpstream } from '../support/fake-upstream.js';
import { parseFrames } from '../support/event-stream.js';
import { INFERENCE_FIXTURE, startInferenceApp, type InferenceApp } from '../support/inference-app.js';
import { SPAN_KIND, startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../support/otlp-receiver.js';

const messages = [{ role: 'user' as const, content: 'what is two plus two' }];
const CALLER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';

/** The SERVER span of the request with this id, and the CLIENT spans under it. */
function spansOf(spans: ReceivedSpan[], requestId: string): { server?: ReceivedSpan; calls: ReceivedSpan[] } {
  const server = spans.find((span) => span.kind === SPAN_KIND.server && span.attributes['service.request.id'] === requestId);
  const calls = server ? spans.filter((span) => span.kind === SPAN_KIND.client && span.parentSpanId === server.spanId) : [];
  return { server, calls };
}

const requestTraced = (receiver: OtlpReceiver, requestId: string) =>
  receiver.waitFor((spans) => {
    const { server, calls } = spansOf(spans, requestId);
    return server !== undefined && calls.length > 0;
  });

describe('Traces over OTLP', () => {
  let app: InferenceApp;
  let receiver: OtlpReceiver;
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    app = await startInferenceApp({
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_SERVICE_NAME: 'traced-inference',
      OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment.name=test',
      OTEL_BSP_SCHEDULE_DELAY: '20',
    });
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
  });
  beforeEach(() => app.upstream.reset());

  it('POST /chat/completions is a SERVER span with a chat CLIENT child carrying the GenAI attributes, and the upstream gets its traceparent', async () => {
    const response = await app.service.call('createChatCompletion', {
      key: app.key,
      body: { model: 'chat-basic', messages, max_tokens: 100, temperature: 0.5, top_p: 0.8 } as never,
    });
    expect(response.status).toBe(200);
    const { usage, cost } = response.body as { usage: { prompt_tokens: number; completion_tokens: number }; cost: { usd: number } };
    expect(usage).toEqual(expect.objectContaining({ prompt_tokens: PROMPT_TOKENS, completion_tokens: COMPLETION_TOKENS }));
    const requestId = response.headers.get('x-request-id')!;
    const { server, calls } = spansOf(await requestTraced(receiver, requestId), requestId);
    expect(server!.name).toBe('POST /api/v1/chat/completions');
    expect(server!.attributes).toMatchObject({
      'http.request.method': 'POST',
      'url.path': '/api/v1/chat/completions',
      'http.route': '/api/v1/chat/completions',
      'http.response.status_code': 200,
      'server.address': '127.0.0.1',
      'service.charge.currency': 'USD',
      'service.charge.micro': Math.round(cost.usd * 1e6),
    });
    expect(server!.resource).toMatchObject({ 'service.name': 'traced-inference', 'deployment.environment.name': 'test' });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.name).toBe('chat upstream-basic');
    expect(call!.traceId).toBe(server!.traceId);
    expect(call!.attributes).toMatchObject({
      'gen_ai.operation.name': 'chat',
      'gen_ai.provider.name': 'openai',
      'gen_ai.request.model': 'upstream-basic',
      'gen_ai.response.model': 'upstream-basic',
      'gen_ai.request.max_tokens': 100,
      'gen_ai.request.temperature': 0.5,
      'gen_ai.request.top_p': 0.8,
      'gen_ai.request.stream': false,
      'gen_ai.usage.input_tokens': usage.prompt_tokens,
      'gen_ai.usage.output_tokens': usage.completion_tokens,
      'gen_ai.response.finish_reasons': ['stop'],
      'service.model': 'chat-basic',
    });
    expect(JSON.stringify(call!.attributes)).not.toContain('two plus two'); // no prompt text in spans
    const traceparent = app.upstream.requests.at(-1)!.headers.traceparent;
    expect(traceparent).toBe(`00-${call!.traceId}-${call!.spanId}-01`);
  });

  it('a streamed chat completion has its span end with the stream, its usage that of the stream', async () => {
    const response = await fetch(`${app.service.baseUrl}/api/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'chat-basic', messages, max_tokens: 50, stream: true, stream_options: { include_usage: true } }),
    });
    expect(response.status).toBe(200);
    const frames = parseFrames(await response.text());
    const usage = frames.map((frame) => frame.data).find((data) => data && typeof data === 'object' && data.usage)!.usage;
    const requestId = response.headers.get('x-request-id')!;
    const { calls } = spansOf(await requestTraced(receiver, requestId), requestId);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.attributes).toMatchObject({
      'gen_ai.operation.name': 'chat',
      'gen_ai.request.stream': true,
      'gen_ai.usage.input_tokens': usage.prompt_tokens,
      'gen_ai.usage.output_tokens': usage.completion_tokens,
      'gen_ai.response.finish_reasons': ['stop'],
    });
  });

  it('POST /embeddings has an embeddings CLIENT span with its input tokens and dimensions', async () => {
    const response = await app.service.call('createEmbedding', { key: app.key, body: { model: 'embed-basic', input: ['alpha', 'bravo charlie'] } as never });
    expect(response.status).toBe(200);
    const body = response.body as { usage: { prompt_tokens: number }; data: { embedding: number[] }[] };
    const requestId = response.headers.get('x-request-id')!;
    const { server, calls } = spansOf(await requestTraced(receiver, requestId), requestId);
    expect(server!.attributes['http.route']).toBe('/api/v1/embeddings');
    expect(calls[0]!.name).toBe('embeddings upstream-embed');
    expect(calls[0]!.attributes).toMatchObject({
      'gen_ai.operation.name': 'embeddings',
      'gen_ai.usage.input_tokens': body.usage.prompt_tokens,
      'gen_ai.embeddings.dimension.count': body.data[0]!.embedding.length,
    });
  });

  it("a caller's traceparent makes the request's span its child, and the trace goes on upstream", async () => {
    const response = await fetch(`${app.service.baseUrl}/api/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.key}`, 'content-type': 'application/json', traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01` },
      body: JSON.stringify({ model: 'chat-basic', messages, max_tokens: 20 }),
    });
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id')!;
    const { server, calls } = spansOf(await requestTraced(receiver, requestId), requestId);
    expect(server!.traceId).toBe(CALLER_TRACE);
    expect(server!.parentSpanId).toBe(CALLER_SPAN);
    expect(calls[0]!.traceId).toBe(CALLER_TRACE);
    expect(app.upstream.requests.at(-1)!.headers.traceparent).toMatch(new RegExp(`^00-${CALLER_TRACE}-${calls[0]!.spanId}-01$`));
  });

  it('a failed model call is an error span with error.type, and the 5xx request span an error too', async () => {
    app.upstream.script(({ response }) => {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'no' } }));
    });
    const response = await app.service.call('createChatCompletion', { key: app.key, body: { model: 'chat-basic', messages, max_tokens: 20 } as never });
    expect(response.status).toBeGreaterThanOrEqual(400);
    const requestId = response.headers.get('x-request-id')!;
    const { server, calls } = spansOf(await requestTraced(receiver, requestId), requestId);
    expect(calls[0]!.statusCode).toBe(2);
    expect(calls[0]!.attributes['error.type']).toBe('rejected');
    expect(server!.attributes['http.response.status_code']).toBe(response.status);
    expect(server!.statusCode).toBe(response.status >= 500 ? 2 : 0);
  });
});

/** The inference fixture with `pooled-traced`: chat-basic on two deployments, `a` and `b`, at DEPLOY_A_URL and DEPLOY_B_URL. */
function pooledFixture(): string {
  const directory = join(PROJECT_ROOT, '.test-data', `fixture-traces-${process.pid}`);
  mkdirSync(directory, { recursive: true });
  cpSync(INFERENCE_FIXTURE, directory, { recursive: true });
  const file = join(directory, 'models.yaml');
  const catalog = parse(readFileSync(file, 'utf8')) as { models: Record<string, unknown>[] };
  const { route: _route, ...template } = catalog.models.find((model) => model.id === 'chat-basic')!;
  const deployments = ['a', 'b'].map((id) => ({
    id,
    route: { engine: 'openai-compatible', baseUrl: `\${DEPLOY_${id.toUpperCase()}_URL}`, upstreamModel: `pooled-${id}` },
  }));
  catalog.models.push({ ...template, id: 'pooled-traced', deployments });
  writeFileSync(file, stringify(catalog));
  return directory;
}

describe('Traces of a model on several deployments', () => {
  let app: InferenceApp;
  let deployments: FakeUpstream[];
  let receiver: OtlpReceiver;
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    deployments = await Promise.all([startFakeUpstream(), startFakeUpstream()]);
    app = await startInferenceApp(
      {
        DEPLOY_A_URL: deployments[0]!.url,
        DEPLOY_B_URL: deployments[1]!.url,
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${receiver.url}/v1/traces`,
        OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json',
        OTEL_BSP_SCHEDULE_DELAY: '20',
      },
      { configDir: pooledFixture() },
    );
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all((deployments ?? []).map((deployment) => deployment.close()));
    await receiver?.close();
  });

  it('a failover is two model-call spans, the failed one an error with its deployment, and the request span names the deployment that answered', async () => {
    // Whichever deployment the pool tries first fails (503); the other answers.
    let failed = false;
    const failOnce: Behaviour = (exchange) => {
      if (failed) return reply()(exchange);
      failed = true;
      return status(503)(exchange);
    };
    for (const deployment of deployments) deployment.script(failOnce);
    const response = await app.service.call('createChatCompletion', { key: app.key, body: { model: 'pooled-traced', messages, max_tokens: 20 } as never });
    expect(response.status).toBe(200);
    const answered = response.headers.get('x-service-deployment')!;
    const requestId = response.headers.get('x-request-id')!;
    await receiver.waitFor((spans) => spansOf(spans, requestId).calls.length === 2);
    const { server, calls } = spansOf(receiver.spans, requestId);
    expect(server!.attributes['service.deployment']).toBe(answered);
    const [failedCall] = calls.filter((call) => call.statusCode === 2);
    const [answeredCall] = calls.filter((call) => call.statusCode !== 2);
    expect(failedCall!.attributes).toMatchObject({ 'error.type': 'overloaded', 'service.deployment': answered === 'a' ? 'b' : 'a' });
    expect(answeredCall!.attributes).toMatchObject({
      'service.deployment': answered,
      'gen_ai.request.model': `pooled-${answered}`,
      'service.model': 'pooled-traced',
    });
  });
});

describe('Traces in the default protocol', () => {
  let app: InferenceApp;
  let receiver: OtlpReceiver;
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    app = await startInferenceApp({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '20' });
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
  });

  it('are sent as OTLP/HTTP protobuf to the endpoint’s /v1/traces', async () => {
    const response = await app.service.call('createChatCompletion', { key: app.key, body: { model: 'chat-basic', messages, max_tokens: 20 } as never });
    expect(response.status).toBe(200);
    const deadline = Date.now() + 20_000;
    while (receiver.posts.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(receiver.posts[0]).toEqual({ path: '/v1/traces', contentType: 'application/x-protobuf' });
  });
});

describe('Traces off', () => {
  let app: InferenceApp;
  let receiver: OtlpReceiver;
  let closed = false;
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    // The endpoint is set but the SDK is disabled: as with no endpoint at all, nothing is traced.
    app = await startInferenceApp({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SDK_DISABLED: 'true' });
  });
  afterAll(async () => {
    if (!closed) await app?.close();
    await receiver?.close();
  });

  it('exports nothing and sends no traceparent upstream, even when the caller sent one', async () => {
    const response = await fetch(`${app.service.baseUrl}/api/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.key}`, 'content-type': 'application/json', traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01` },
      body: JSON.stringify({ model: 'chat-basic', messages, max_tokens: 20 }),
    });
    expect(response.status).toBe(200);
    await response.text();
    expect(app.upstream.requests.at(-1)!.headers.traceparent).toBeUndefined();
    closed = true;
    await app.close(); // a tracing app would flush its spans here
    expect(receiver.posts).toEqual([]);
  });
});
