// What the pipeline reports about each request besides its answer: Server-Timing with the time of
// each stage, and one JSON access-log line.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/app.js';
import { createLogger } from '../../src/observability/logger.js';
import { abandonChat } from '../support/abandoned-request.js';
import { hang, reply } from '../support/fake-upstream.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const FIXTURE_CONFIG = join(PROJECT_ROOT, 'test', 'fixtures', 'config');

/** The Server-Timing entries as [name, milliseconds], in order. */
function serverTiming(header: string | null): [string, number][] {
  expect(header).toMatch(/^([a-z]+;dur=\d+\.\d{2}, )*app;dur=\d+\.\d{2}$/);
  return header!.split(', ').map((entry) => {
    const [name, duration] = entry.split(';dur=');
    return [name!, Number(duration)];
  });
}

describe('Request observability', () => {
  describe('Server-Timing', () => {
    let app: InferenceApp;
    const chat = (stream: boolean) =>
      app.service.call('createChatCompletion', {
        key: app.key,
        body: { model: 'chat-basic', messages: [{ role: 'user', content: 'time me' }], stream } as never,
      });

    beforeAll(async () => {
      app = await startInferenceApp();
    });
    afterAll(() => app?.close());

    it('POST /chat/completions returns 200 with Server-Timing naming each stage before the headers, then app', async () => {
      const response = await chat(false);
      expect(response.status).toBe(200);
      const entries = serverTiming(response.headers.get('server-timing'));
      expect(entries.map(([name]) => name)).toEqual(['route', 'authenticate', 'validate', 'limits', 'credits', 'handler', 'app']);
      const [, total] = entries.at(-1)!;
      const stages = entries.slice(0, -1).reduce((sum, [, milliseconds]) => sum + milliseconds, 0);
      expect(stages).toBeLessThanOrEqual(total + 0.01 * entries.length); // exclusive stages add up to at most the whole
    });

    it('POST /chat/completions returns 200 streaming with Server-Timing naming the stages before the first event', async () => {
      const response = await chat(true);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(response.text).toContain('data: [DONE]');
      const names = serverTiming(response.headers.get('server-timing')).map(([name]) => name);
      expect(names).toEqual(['route', 'authenticate', 'validate', 'limits', 'credits', 'handler', 'app']);
    });

    it('GET /metrics returns 200 with the credit lease gauges once a paid request has run', async () => {
      expect((await chat(false)).status).toBe(200);
      const metrics = await app.service.call('getMetrics');
      expect(metrics.status).toBe(200);
      expect(metrics.text).toMatch(/^service_credit_lease_slices 1$/m);
      expect(metrics.text).toMatch(/^service_credit_leased_micro\{state="granted"\} [1-9]\d*$/m);
      expect(metrics.text).toMatch(/^service_credit_unflushed_charges \d+$/m);
      await app.service.app.services.credits.flush();
      const flushed = await app.service.call('getMetrics');
      expect(flushed.text).toMatch(/^service_credit_unflushed_charges 0$/m);
      expect(flushed.text).toMatch(/^service_credit_ledger_entries_written [1-9]\d*$/m);
    });

    it('GET /metrics counts the requests in flight: itself, and a chat completion held at the upstream', async () => {
      const alone = await app.service.call('getMetrics');
      expect(alone.text).toMatch(/^http_requests_in_flight 1$/m);
      app.upstream.script(hang());
      const seen = app.upstream.requests.length;
      const held = new AbortController();
      const pending = fetch(`${app.service.baseUrl}/api/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${app.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'chat-basic', messages: [{ role: 'user', content: 'hold me' }] }),
        signal: held.signal,
      }).catch(() => undefined);
      await expect.poll(() => app.upstream.requests.length).toBe(seen + 1);
      expect((await app.service.call('getMetrics')).text).toMatch(/^http_requests_in_flight 2$/m);
      held.abort();
      await pending;
      await expect.poll(async () => (await app.service.call('getMetrics')).text).toMatch(/^http_requests_in_flight 1$/m);
    });

    it('GET /api/v1/no-such-path returns 404 with Server-Timing of the routing only', async () => {
      const response = await fetch(`${app.service.baseUrl}/api/v1/no-such-path`);
      expect(response.status).toBe(404);
      expect(serverTiming(response.headers.get('server-timing')).map(([name]) => name)).toEqual(['route', 'app']);
    });
  });

  describe('access log', () => {
    let service: TestApp;
    const lines: string[] = [];
    const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

    beforeAll(async () => {
      const logger = createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } });
      service = await startTestApp({ configDir: FIXTURE_CONFIG, logger });
    });
    afterAll(() => service?.close());

    it('GET /models returns 200 and leaves one JSON access-log line with its request id, operationId, path without query, status and duration', async () => {
      const response = await service.call('listModels', { key: service.adminKey, query: { type: 'text' }, headers: { 'x-request-id': 'access-log-1' } });
      expect(response.status).toBe(200);
      await expect.poll(() => records().filter((record) => record.requestId === 'access-log-1').length).toBe(1);
      const line = lines.find((text) => text.includes('"access-log-1"'))!;
      expect(line.endsWith('\n')).toBe(true);
      expect(JSON.parse(line)).toMatchObject({
        level: 30,
        msg: 'request',
        requestId: 'access-log-1',
        operationId: 'listModels',
        method: 'GET',
        path: '/api/v1/models',
        status: 200,
        durationMs: expect.any(Number),
      });
      expect(line).not.toContain(service.adminKey);
      expect(line.toLowerCase()).not.toContain('authorization');
      expect(line).not.toContain('type=text');
    });

    it('GET /api_keys returns 401 and its access-log line says 401, without the key that was refused', async () => {
      const refused = `SERVICE_INFERENCE_KEY_${'q'.repeat(43)}`;
      const response = await service.call('getApiKeys', { key: refused, headers: { 'x-request-id': 'access-log-2' } });
      expect(response.status).toBe(401);
      await expect.poll(() => records().find((record) => record.requestId === 'access-log-2')?.status).toBe(401);
      expect(lines.join('')).not.toContain(refused);
    });
  });

  describe('access log of abandoned requests', () => {
    let app: InferenceApp;
    const lines: string[] = [];
    const logged = (requestId: string) =>
      lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((record) => record.msg === 'request' && record.requestId === requestId);
    const abandon = (requestId: string, stream: boolean, afterFirstBytes = false) =>
      abandonChat({
        baseUrl: app.service.baseUrl,
        key: app.key,
        upstream: app.upstream,
        requestId,
        afterFirstBytes,
        body: { model: 'chat-basic', messages: [{ role: 'user', content: 'never mind' }], stream },
      });

    beforeAll(async () => {
      const logger = createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } });
      app = await startInferenceApp({}, { logger });
    });
    afterAll(() => app?.close());

    it('POST /chat/completions whose client leaves while the upstream works is logged 499, aborted, and counted as 499 in the metrics', async () => {
      // The metrics registry is the process's: other tests' chats (404s too) are in it, so the counts are compared.
      const counted = async (status: number) => {
        const { text } = await app.service.call('getMetrics');
        const line = new RegExp(`^http_requests_total\\{operation_id="createChatCompletion",method="POST",status="${status}"\\} (\\d+)$`, 'm').exec(text);
        return Number(line?.[1] ?? 0);
      };
      const before = { abandoned: await counted(499), notFound: await counted(404) };
      app.upstream.script(hang());
      await abandon('abandoned-1', false);
      await expect.poll(() => logged('abandoned-1')).toEqual([expect.objectContaining({ operationId: 'createChatCompletion', status: 499, aborted: true })]);
      expect(await counted(499)).toBe(before.abandoned + 1);
      expect(await counted(404)).toBe(before.notFound);
    });

    it('POST /chat/completions streaming whose client leaves before the first event, or mid-stream, is logged 499', async () => {
      app.upstream.script(hang());
      await abandon('abandoned-2', true);
      // 10 s of stream: the client leaves after its first bytes, the service reads on for the usage, then stops it.
      app.upstream.script(reply({ content: 'a long answer', pieces: Array(200).fill('word '), delayMs: 50 }));
      await abandon('abandoned-3', true, true);
      for (const requestId of ['abandoned-2', 'abandoned-3'])
        await expect.poll(() => logged(requestId)).toEqual([expect.objectContaining({ requestId, status: 499, aborted: true })]);
    });
  });
});
