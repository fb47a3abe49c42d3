// What the pipeline reports about each request besides its answer: Server-Timing with the time of
// each stage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';

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
      app.service.call('createChatCompletion', { key: app.key, body: { model: 'chat-basic', messages: [{ role: 'user', content: 'time me' }], stream } as never });

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

    it('GET /api/v1/no-such-path returns 404 with Server-Timing of the routing only', async () => {
      const response = await fetch(`${app.service.baseUrl}/api/v1/no-such-path`);
      expect(response.status).toBe(404);
      expect(serverTiming(response.headers.get('server-timing')).map(([name]) => name)).toEqual(['route', 'app']);
    });
  });
});
