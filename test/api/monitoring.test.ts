// GET /metrics: the Prometheus text of the process, public or behind METRICS_TOKEN. The metrics
// registry belongs to the process (vitest runs each file in its own), so request counts are asserted
// as differences between two scrapes.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/app.js';
import { registerGauge } from '../../src/observability/metrics.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const FIXTURE_CONFIG = join(PROJECT_ROOT, 'test', 'fixtures', 'config');
const METRICS_TOKEN = 'scrape-secret-for-tests';

/** The value of the sample `name{labels}` in a Prometheus text exposition, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries([...(match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([label, value]) => present[label] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('Monitoring', () => {
  describe('GET /metrics, public', () => {
    let service: TestApp;
    const scrape = async () => {
      const response = await service.call('getMetrics');
      expect(response.status).toBe(200);
      return response;
    };
    const listModelsCount = async () => sample((await scrape()).text, 'http_requests_total', { operation_id: 'listModels', method: 'GET', status: '200' }) ?? 0;

    beforeAll(async () => {
      service = await startTestApp({ configDir: FIXTURE_CONFIG });
    });
    afterAll(() => service?.close());

    it('GET /metrics returns 200 with Prometheus text counting the requests of each operationId, with the stage histogram and process metrics', async () => {
      const before = await listModelsCount();
      for (let index = 0; index < 3; index += 1) expect((await service.call('listModels')).status).toBe(200);
      // Requests are counted when their response has closed, a moment after the client has it.
      await expect.poll(listModelsCount).toBe(before + 3);

      const response = await scrape();
      expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      const text = response.text;
      expect(text).toContain('# TYPE http_requests_total counter');
      expect(text).toContain('# TYPE http_request_duration_seconds histogram');
      expect(sample(text, 'http_request_duration_seconds_count', { operation_id: 'listModels', method: 'GET', status: '200' })).toBeGreaterThanOrEqual(
        before + 3,
      );
      expect(text).toContain('# TYPE http_request_stage_duration_seconds histogram');
      for (const stage of ['route', 'authenticate', 'validate', 'handler', 'write']) {
        expect(sample(text, 'http_request_stage_duration_seconds_count', { stage }), stage).toBeGreaterThan(0);
        expect(sample(text, 'http_request_stage_duration_seconds_bucket', { stage, le: '+Inf' }), stage).toBeGreaterThan(0);
      }
      // prom-client's default process metrics
      expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
      expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    });

    it('GET /metrics returns 200 counting unrouted requests under operation_id "none", never by their path', async () => {
      const count = async () => sample((await scrape()).text, 'http_requests_total', { operation_id: 'none', method: 'GET', status: '404' }) ?? 0;
      const before = await count();
      expect((await fetch(`${service.baseUrl}/api/v1/no-such-path-${Date.now()}`)).status).toBe(404);
      await expect.poll(count).toBe(before + 1);
      expect((await scrape()).text).not.toContain('no-such-path');
    });

    it('GET /metrics returns 200 with the gauges other modules registered, read at the scrape', async () => {
      let leases = 2;
      const unregisterLeases = registerGauge('service_test_leases_open', 'Leases held (test)', () => leases);
      const unregisterHeld = registerGauge('service_test_leased_micro', 'Micro-units leased (test)', 'currency', async () => ({ USD: 1500, DIEM: 7 }));
      try {
        let text = (await scrape()).text;
        expect(sample(text, 'service_test_leases_open')).toBe(2);
        expect(sample(text, 'service_test_leased_micro', { currency: 'USD' })).toBe(1500);
        expect(sample(text, 'service_test_leased_micro', { currency: 'DIEM' })).toBe(7);
        leases = 5;
        text = (await scrape()).text;
        expect(sample(text, 'service_test_leases_open')).toBe(5);
      } finally {
        unregisterLeases();
        unregisterHeld();
      }
      expect((await scrape()).text).not.toContain('service_test_leases_open');
    });

    it('GET /metrics returns 200 ignoring a bearer token when METRICS_TOKEN is not set', async () => {
      expect((await service.call('getMetrics', { key: 'anything' })).status).toBe(200);
      expect((await service.call('getMetrics', { key: service.adminKey })).status).toBe(200);
    });
  });

  describe('GET /metrics with METRICS_TOKEN', () => {
    let service: TestApp;

    beforeAll(async () => {
      service = await startTestApp({ configDir: FIXTURE_CONFIG, environment: { METRICS_TOKEN } });
    });
    afterAll(() => service?.close());

    it('GET /metrics returns 401 when METRICS_TOKEN is set and the request carries no token', async () => {
      const response = await service.call('getMetrics');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: 'Authentication failed', code: 'AUTHENTICATION_FAILED' });
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    });

    it('GET /metrics returns 401 when METRICS_TOKEN is set and the request carries another token, even a valid API key', async () => {
      expect((await service.call('getMetrics', { key: `${METRICS_TOKEN}x` })).status).toBe(401);
      expect((await service.call('getMetrics', { key: service.adminKey })).status).toBe(401);
    });

    it('GET /metrics returns 200 when METRICS_TOKEN is set and the request carries it', async () => {
      const response = await service.call('getMetrics', { key: METRICS_TOKEN });
      expect(response.status).toBe(200);
      expect(response.text).toContain('# TYPE http_requests_total counter');
    });
  });
});
