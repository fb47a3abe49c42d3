// The request log's writer and reads on both databases: batches larger than one insert are written
// whole, 64-bit counts survive, old records are pruned by the retention period, the performance
// figures are PostgreSQL's percentiles of the records, a full buffer drops and counts, and a
// database that is gone drops and counts the batch without throwing.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { listRequestRecords, modelPerformance } from '../../src/observability/request-log-reads.js';
import { BATCH_ROWS, RequestLog } from '../../src/observability/request-log.js';
import { RequestRecord } from '../../src/observability/request-record.js';
import { registry } from '../../src/observability/metrics.js';
import type { Database } from '../../src/store/database.js';
import { databaseBackends } from '../support/database-backends.js';

const postgresUrl = inject('postgresUrl');
const DAY_MS = 86_400_000;
const ACCOUNT = '6a1f0e2d-4c3b-4a59-8e7d-1c2b3a4d5e6f';
const OTHER_ACCOUNT = '7b2f0e2d-4c3b-4a59-8e7d-1c2b3a4d5e6f';

async function droppedCount(reason: string): Promise<number> {
  const metric = await registry.getSingleMetric('service_request_log_dropped_total')!.get();
  return metric.values.find((value) => value.labels.reason === reason)?.value ?? 0;
}

interface Shape {
  requestId: string;
  model?: string;
  status?: number;
  durationMs?: number;
  firstByteMs?: number;
  completionTokens?: number;
  accountId?: string | null;
  wallet?: string;
}

function record(shape: Shape): RequestRecord {
  const made = new RequestRecord(shape.requestId);
  made.method = 'POST';
  made.path = '/api/v1/chat/completions';
  made.operationId = 'createChatCompletion';
  made.status = shape.status ?? 200;
  made.durationMs = shape.durationMs ?? 10;
  made.firstByteMs = shape.firstByteMs ?? null;
  made.model = shape.model ?? null;
  made.accountId = shape.accountId === undefined ? ACCOUNT : shape.accountId;
  made.wallet = shape.wallet ?? null;
  if (shape.completionTokens !== undefined) made.charged('USD', 1500n, 7, shape.completionTokens, 0);
  return made;
}

for (const backend of databaseBackends(postgresUrl, 'request_log')) {
  describe.skipIf(backend.name === 'PostgreSQL' && !postgresUrl)(`request log on ${backend.name}`, () => {
    let database: Database;
    let close: () => Promise<void>;
    let now = Date.parse('2026-11-29T08:00:00Z');
    let log: RequestLog;
    const warnings: string[] = [];
    const logger = { warn: (message: string) => void warnings.push(message), error: console.error };

    beforeAll(async () => {
      ({ database, close } = await backend.open());
      log = new RequestLog(database, logger, { retentionMs: 30 * DAY_MS, clock: () => now });
    });
    afterAll(async () => {
      await log?.close();
      await close?.();
    });

    it('writes more records than one insert takes in one flush, with 64-bit token counts and the cost', async () => {
      const count = BATCH_ROWS * 2 + 7;
      for (let index = 0; index < count; index += 1) log.add(record({ requestId: `bulk-${index}`, model: 'bulk-model', completionTokens: index }));
      const huge = record({ requestId: 'huge', model: 'bulk-model', completionTokens: 3_000_000_000 });
      log.add(huge);
      await log.flush();
      expect(log.pending).toBe(0);
      const page = await listRequestRecords(database, { pageSize: 500, model: 'bulk-model' });
      expect(page.data[0]).toMatchObject({ requestId: 'huge', completionTokens: 3_000_000_000, promptTokens: 7, cost: { amount: 0.0015, currency: 'USD' } });
      let total = page.data.length;
      let cursor = page.nextCursor;
      while (cursor) {
        const next = await listRequestRecords(database, { pageSize: 500, model: 'bulk-model', cursor });
        total += next.data.length;
        cursor = next.nextCursor;
      }
      expect(total).toBe(count + 1);
    });

    it('GET /requests/performance figures: percentile_cont of the records, per model, errors and client errors apart', async () => {
      now += 60_000;
      const durations = [100, 200, 600];
      durations.forEach((durationMs, index) =>
        log.add(record({ requestId: `perf-${index}`, model: 'perf-model', durationMs, firstByteMs: durationMs / 10, completionTokens: 10 })),
      );
      log.add(record({ requestId: 'perf-503', model: 'perf-model', status: 503, durationMs: 5 }));
      log.add(record({ requestId: 'perf-402', model: 'perf-model', status: 402, durationMs: 1 }));
      log.add(record({ requestId: 'perf-other', model: 'perf-model', durationMs: 9999, accountId: OTHER_ACCOUNT }));
      await log.flush();
      const figures = (await modelPerformance(database, { accountId: ACCOUNT }, new Date(now - 3_600_000), new Date(now + 1))).find(
        (row) => row.model === 'perf-model',
      );
      expect(figures).toMatchObject({ model: 'perf-model', requests: 5, errors: 1, clientErrors: 1, errorRate: 0.2, promptTokens: 21, completionTokens: 30 });
      expect(figures!.latencyMs!.p50).toBeCloseTo(200, 9);
      expect(figures!.latencyMs!.p95).toBeCloseTo(200 + 0.9 * 400, 9);
      expect(figures!.timeToFirstTokenMs!.p50).toBeCloseTo(20, 9);
      // not streamed: the completion over the whole duration
      expect(figures!.outputTokensPerSecond!.p50).toBeCloseTo(10 / 0.2, 9);
      const everyone = await modelPerformance(database, {}, new Date(now - 3_600_000), new Date(now + 1));
      expect(everyone.find((row) => row.model === 'perf-model')!.requests).toBe(6);
    });

    it('prunes the records older than the retention period and keeps the rest', async () => {
      const before = (await listRequestRecords(database, { pageSize: 500 })).data.length;
      expect(before).toBeGreaterThan(0);
      now += 30 * DAY_MS - 30_000; // the bulk records are past 30 days now; the performance records not yet
      log.add(record({ requestId: 'fresh' }));
      await log.flush();
      const pruned = await log.prune();
      expect(pruned).toBe(BATCH_ROWS * 2 + 8);
      const left = (await listRequestRecords(database, { pageSize: 500 })).data.map((row) => row.requestId);
      expect(left).toContain('fresh');
      expect(left).toContain('perf-0');
      expect(left).not.toContain('huge');
    });

    it('a retention of 0 days keeps no log: nothing is taken, and what was kept is deleted', async () => {
      expect((await listRequestRecords(database, { pageSize: 500 })).data.length).toBeGreaterThan(0);
      const off = new RequestLog(database, logger, { retentionMs: 0, clock: () => now });
      off.add(record({ requestId: 'not-kept' }));
      expect(off.pending).toBe(0);
      await off.close(); // after its boot prune
      expect((await listRequestRecords(database, { pageSize: 500 })).data).toEqual([]);
    });

    it('a full buffer drops the record and counts it', async () => {
      const small = new RequestLog(database, logger, { retentionMs: DAY_MS, capacity: 2, clock: () => now });
      const dropped = await droppedCount('buffer_full');
      for (const id of ['a', 'b', 'c']) small.add(record({ requestId: `small-${id}` }));
      expect(small.pending).toBe(2);
      expect(await droppedCount('buffer_full')).toBe(dropped + 1);
      await small.close();
    });

    it('a database that is gone: the batch is dropped and counted, one warning, nothing thrown', async () => {
      const failed = await droppedCount('write_failed');
      await database.destroy();
      for (let round = 0; round < 2; round += 1) {
        for (let index = 0; index < 3; index += 1) log.add(record({ requestId: `down-${round}-${index}` }));
        await expect(log.flush()).resolves.toBeUndefined();
      }
      expect(await droppedCount('write_failed')).toBe(failed + 6);
      expect(warnings.filter((warning) => warning.startsWith('request log:'))).toHaveLength(1);
    });
  });
}
