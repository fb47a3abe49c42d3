// POST /chat/completions when the upstream misbehaves: every failure ends in a declared error (or,
// once a stream began, an in-band error then [DONE]) and never in a hang; retries, Retry-After,
// fallbacks, and a client that hangs up stopping the upstream call.
import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dropMidStream, hang, malformedJson, malformedStream, reply, stallMidStream, status } from '../support/fake-upstream.js';
import { parseFrames } from '../support/event-stream.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';
import { errorOf } from '../support/error-body.js';

describe('Chat upstream failures', () => {
  let app: InferenceApp;
  const messages = [{ role: 'user', content: 'hi' }];
  const chat = (body: Record<string, unknown>) =>
    app.service.call('createChatCompletion', { key: app.key, body: { model: 'chat-basic', messages, ...body } as never });
  const attempts = () => app.upstream.requests.length;

  beforeAll(async () => {
    app = await startInferenceApp();
  });
  afterAll(() => app?.close());
  beforeEach(() => app.upstream.reset());

  it('POST /chat/completions returns 504 when the upstream stays silent past the idle timeout', async () => {
    app.upstream.script(hang());
    const response = await chat({});
    expect(response.status).toBe(504);
    expect(errorOf(response.body)).toMatchObject({ code: 'REQUEST_TIMEOUT' });
    expect(attempts()).toBe(1);
    // the service gave up on the silent upstream itself (a hang is caught by the test's timeout)
    await expect.poll(() => app.upstream.requests[0]!.closedEarly).toBe(true);
  });

  it('POST /chat/completions returns 502 UPSTREAM_ERROR after retrying an upstream 500 three times', async () => {
    app.upstream.script(status(500), status(500), status(500));
    const response = await chat({});
    expect(response.status).toBe(502);
    expect(errorOf(response.body)).toEqual({
      message: "The model's upstream failed or did not answer with a valid response; nothing was charged",
      code: 'UPSTREAM_ERROR',
    });
    expect(attempts()).toBe(3);
  });

  it('POST /chat/completions returns 503 with Retry-After after retrying an upstream 503', async () => {
    app.upstream.script(status(503), status(503), status(503));
    const response = await chat({});
    expect(response.status).toBe(503);
    expect(errorOf(response.body)).toMatchObject({ code: 'MODEL_AT_CAPACITY' });
    expect(response.headers.get('retry-after')).toBe('30');
    expect(attempts()).toBe(3);
  });

  it('POST /chat/completions returns 200 after waiting out an upstream 429 Retry-After', async () => {
    app.upstream.script(status(429, { error: { message: 'slow down' } }, { 'retry-after': '1' }));
    const started = Date.now();
    const response = await chat({});
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(attempts()).toBe(2);
  });

  it('POST /chat/completions returns 429 MODEL_OVERLOADED at once when the upstream Retry-After is too long to wait', async () => {
    app.upstream.script(status(429, { error: { message: 'slow down' } }, { 'retry-after': '120' }));
    const response = await chat({});
    expect(response.status).toBe(429);
    expect(errorOf(response.body)).toMatchObject({ code: 'MODEL_OVERLOADED' });
    expect(response.headers.get('retry-after')).toBe('120');
    expect(attempts()).toBe(1);
  });

  it('POST /chat/completions returns 502 UPSTREAM_ERROR when the upstream answers malformed JSON', async () => {
    app.upstream.script(malformedJson());
    const response = await chat({});
    expect(response.status).toBe(502);
    expect(errorOf(response.body)).toMatchObject({ code: 'UPSTREAM_ERROR' });
  });

  it('POST /chat/completions returns 400 with the upstream message when the upstream refuses the request itself', async () => {
    app.upstream.script(status(400, { error: { message: 'This model maximum context length is 8192 tokens', type: 'invalid_request_error' } }));
    const response = await chat({});
    expect(response.status).toBe(400);
    expect(errorOf(response.body)).toEqual({ message: 'This model maximum context length is 8192 tokens', code: 'INVALID_REQUEST' });
    expect(attempts()).toBe(1);
  });

  it('POST /chat/completions returns 503 MODEL_OFFLINE when the upstream refuses connections', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const offline = await startInferenceApp({ FIXTURE_UPSTREAM_URL: `http://127.0.0.1:${closedPort}/v1` });
    try {
      const response = await offline.service.call('createChatCompletion', {
        key: offline.key,
        body: { model: 'chat-basic', messages: [{ role: 'user', content: 'hi' }] },
      });
      expect(response.status).toBe(503);
      expect(errorOf(response.body)).toMatchObject({ code: 'MODEL_OFFLINE' });
    } finally {
      await offline.close();
    }
  });

  it('POST /chat/completions returns a plain 502 (not a stream) when the upstream fails before the first chunk', async () => {
    app.upstream.script(status(500), status(500), status(500));
    const response = await chat({ stream: true });
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  const inBand = async (code: string) => {
    const response = await chat({ stream: true });
    expect(response.status).toBe(200);
    const frames = parseFrames(response.text);
    expect(frames.at(-1)!.data).toBe('[DONE]');
    expect(frames.at(-2)!.data).toEqual({ error: expect.objectContaining({ type: 'api_error', code, param: null, message: expect.any(String) }) });
    return frames;
  };

  it('POST /chat/completions returns 200 with an in-band error then [DONE] when the upstream drops the connection mid-stream', async () => {
    app.upstream.script(dropMidStream());
    const frames = await inBand('upstream_error');
    expect(frames[0]!.data.choices[0].delta.content).toBe('partial ');
  });

  it('POST /chat/completions returns 200 with an in-band timeout error when the upstream stalls mid-stream', async () => {
    app.upstream.script(stallMidStream());
    await inBand('timeout');
  });

  it('POST /chat/completions returns 200 with an in-band error when a stream chunk is malformed', async () => {
    app.upstream.script(malformedStream());
    await inBand('upstream_error');
  });

  it('POST /chat/completions returns 200 from the first fallback when the requested model keeps failing', async () => {
    app.upstream.script(status(503), status(503), status(503));
    const response = await chat({ model: 'open-chat', fallbacks: [{ model: 'plain-chat' }, { model: 'chat-basic' }] });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-service-model-id')).toBe('plain-chat');
    expect((response.body as { model: string }).model).toBe('plain-chat');
    expect(app.upstream.requests.map((request) => request.body.model)).toEqual(['upstream-open', 'upstream-open', 'upstream-open', 'upstream-plain']);
  });

  it('POST /chat/completions returns 200 streaming from a fallback, and skips fallbacks that cannot take the request', async () => {
    app.upstream.script(hang());
    const tools = [{ type: 'function', function: { name: 'f' } }];
    const response = await chat({ model: 'chat-basic', stream: true, tools, fallbacks: [{ model: 'plain-chat' }, { model: 'gpt-4o-mini' }] });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-service-model-id')).toBe('open-chat');
    expect(parseFrames(response.text).at(-1)!.data).toBe('[DONE]');
    expect(app.upstream.requests.map((request) => request.body.model)).toEqual(['upstream-basic', 'upstream-open']);
  });

  it("POST /chat/completions does not try fallbacks after a failure that is the request's own", async () => {
    app.upstream.script(status(422, { error: { message: 'bad tool schema' } }));
    const response = await chat({ fallbacks: [{ model: 'open-chat' }] });
    expect(response.status).toBe(400);
    expect(attempts()).toBe(1);
  });

  it('POST /chat/completions returns 200 from the requested model when a fallback names an unknown model', async () => {
    const response = await chat({ fallbacks: [{ model: 'nope' }] });
    expect(response.status).toBe(200);
  });

  it('POST /chat/completions skips a fallback naming an unknown model and answers from the next one', async () => {
    app.upstream.script(status(503), status(503), status(503));
    const response = await chat({ model: 'open-chat', fallbacks: [{ model: 'nope' }, { model: 'embed-basic' }, { model: 'plain-chat' }] });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-service-model-id')).toBe('plain-chat');
  });

  it('POST /chat/completions stops the upstream request when the client disconnects mid-stream, once the wait for its usage is over', async () => {
    // 10 s of stream: longer than the 2 s an abandoned stream is read on for the engine's usage.
    app.upstream.script(reply({ content: 'a long answer that takes a while to generate', pieces: Array(200).fill('word '), delayMs: 50 }));
    const controller = new AbortController();
    const response = await fetch(`${app.service.baseUrl}/api/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'chat-basic', messages, stream: true }),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await expect.poll(() => app.upstream.requests[0]?.closedEarly, { timeout: 5_000 }).toBe(true);
  });

  it('POST /chat/completions stops the upstream request when the client disconnects while waiting', async () => {
    app.upstream.script(hang());
    const controller = new AbortController();
    const pending = fetch(`${app.service.baseUrl}/api/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'chat-basic', messages }),
      signal: controller.signal,
    }).catch(() => undefined);
    await expect.poll(() => app.upstream.requests.length, { timeout: 3_000 }).toBe(1);
    controller.abort();
    await pending;
    await expect.poll(() => app.upstream.requests[0]?.closedEarly, { timeout: 3_000 }).toBe(true);
  });
});
