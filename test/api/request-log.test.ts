// The request log through the API: requests of every outcome appear once each in GET /requests
// with the facts the pipeline learned (caller, model, deployment, status, error code, tokens, cost
// as the ledger charged it), paged newest first and filtered; each account sees its own, the
// operator all; GET /requests/performance agrees with the records.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import type { components } from '../../generated/api-types.js';
import { createKey } from '../../src/accounts/api-keys.js';
import { createAccount } from '../../src/accounts/bootstrap.js';
import { PROJECT_ROOT } from '../../src/app.js';
import { abandonChat } from '../support/abandoned-request.js';
import { COMPLETION_TOKENS, dropMidStream, PROMPT_TOKENS, reply, status } from '../support/fake-upstream.js';
import { INFERENCE_FIXTURE, startInferenceApp, type InferenceApp } from '../support/inference-app.js';

type RequestRecord = components['schemas']['RequestRecord'];
type Page = { data: RequestRecord[]; nextCursor: string | null };

/** The inference fixture with `pooled-chat`: two deployments (gpu-a, gpu-b), both on the loopback upstream. */
function pooledFixture(): string {
  const directory = join(PROJECT_ROOT, '.test-data', `fixture-request-log-${process.pid}`);
  mkdirSync(directory, { recursive: true });
  cpSync(INFERENCE_FIXTURE, directory, { recursive: true });
  const file = join(directory, 'models.yaml');
  const catalog = parse(readFileSync(file, 'utf8')) as { models: Record<string, unknown>[] };
  const { route: _route, ...template } = catalog.models.find((model) => model.id === 'chat-basic')!;
  catalog.models.push({
    ...template,
    id: 'pooled-chat',
    routing: { strategy: 'least-busy' },
    deployments: ['gpu-a', 'gpu-b'].map((id) => ({ id, route: { engine: 'openai-compatible', baseUrl: `\${FIXTURE_UPSTREAM_URL}`, idleTimeoutMs: 5000 } })),
  });
  writeFileSync(file, stringify(catalog));
  return directory;
}

const chat = (model: string, extra: Record<string, unknown> = {}) => ({ model, messages: [{ role: 'user' as const, content: 'hello' }], ...extra });

describe('Request log', () => {
  let app: InferenceApp;
  let otherAdmin: string;
  let otherAccount: string;
  let otherInference: string;
  let operatorKeyId: string;

  const list = async (key: string, query: Record<string, string> = {}) => {
    const response = await app.service.call('listRequests', { key, query });
    expect(response.status).toBe(200);
    return response.body as Page;
  };
  /** The records of these request ids (as the operator sees them), once each has been logged. */
  const recordsOf = async (...requestIds: string[]) => {
    let found: RequestRecord[] = [];
    await expect
      .poll(async () => {
        const page = await list(app.service.adminKey, { pageSize: '500' });
        found = page.data.filter((record) => requestIds.includes(record.requestId));
        return found.length;
      })
      .toBe(requestIds.length);
    return Object.fromEntries(found.map((record) => [record.requestId, record])) as Record<string, RequestRecord>;
  };
  const post = (path: string, key: string | undefined, requestId: string, body: unknown) =>
    fetch(`${app.service.baseUrl}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': requestId, ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    app = await startInferenceApp({}, { configDir: pooledFixture() });
    const { database } = app.service.app.services;
    otherAccount = await createAccount(database, 'customer');
    otherAdmin = (await createKey(database, otherAccount, { apiKeyType: 'ADMIN', description: 'customer admin' })).apiKey;
    otherInference = (await createKey(database, otherAccount, { apiKeyType: 'INFERENCE', description: 'customer app' })).apiKey;
    const keys = await app.service.call('getApiKeys', { key: app.service.adminKey });
    operatorKeyId = (keys.body as { data: { id: string; apiKeyType: string }[] }).data.find((key) => key.apiKeyType === 'ADMIN')!.id;
  });
  afterAll(() => app?.close());

  it('requests of every outcome appear once each, with the caller, model, deployment, status, error code, tokens and the cost the ledger charged', async () => {
    const { upstream, key } = app;
    const answered = await post('/chat/completions', key, 'log-200', chat('pooled-chat'));
    const answer = (await answered.json()) as { usage: { prompt_tokens: number; completion_tokens: number } };
    expect(answered.status).toBe(200);
    const invalid = await post('/chat/completions', key, 'log-400', { model: 'chat-basic' });
    expect(invalid.status).toBe(400);
    const refused = await post('/chat/completions', `SERVICE_INFERENCE_KEY_${'q'.repeat(43)}`, 'log-401', chat('chat-basic'));
    expect(refused.status).toBe(401);
    const unpaid = await post('/chat/completions', otherInference, 'log-402', chat('chat-basic'));
    expect(unpaid.status).toBe(402);
    const missing = await fetch(`${app.service.baseUrl}/api/v1/no-such-thing?secret=hidden`, { headers: { 'x-request-id': 'log-404' } });
    expect(missing.status).toBe(404);
    const streamed = await post('/chat/completions', key, 'log-stream', chat('chat-basic', { stream: true, stream_options: { include_usage: true } }));
    expect(streamed.status).toBe(200);
    await streamed.text();
    upstream.script(status(503), status(503));
    const failed = await post('/chat/completions', key, 'log-503', chat('pooled-chat'));
    expect(failed.status).toBeGreaterThanOrEqual(500);
    const failedBody = (await failed.json()) as { code?: string; error?: { code?: string } };
    upstream.reset(); // a 503 the failover did not reach is not left for the next request
    // A stream the upstream cuts after its first chunk: 200, the failure in-band, nothing charged.
    upstream.script(dropMidStream());
    const cut = await post('/chat/completions', key, 'log-cut', chat('chat-basic', { stream: true }));
    expect(cut.status).toBe(200);
    expect(await cut.text()).toContain('upstream_error');
    // 10 s of stream: the client leaves after its first bytes; the service reads on for the usage, then stops it and charges its count.
    upstream.script(reply({ content: 'a long answer', pieces: Array(200).fill('word '), delayMs: 50 }));
    await abandonChat({ baseUrl: app.service.baseUrl, key, upstream, requestId: 'log-499', afterFirstBytes: true, body: chat('chat-basic', { stream: true }) });

    const records = await recordsOf('log-200', 'log-400', 'log-401', 'log-402', 'log-404', 'log-stream', 'log-503', 'log-cut', 'log-499');
    const history = await app.service.call('getBillingUsageHistory', { key: app.service.adminKey });
    type Entry = { amount: number; inferenceDetails: { requestId: string; promptTokens?: number | null; completionTokens?: number | null } | null };
    const entries = (requestId: string) => (history.body as { data: Entry[] }).data.filter((entry) => entry.inferenceDetails?.requestId === requestId);
    const charged = (requestId: string) => entries(requestId).reduce((sum, entry) => sum - entry.amount, 0);
    const ledgerTokens = (requestId: string) => {
      const [entry] = entries(requestId);
      return { promptTokens: entry?.inferenceDetails?.promptTokens, completionTokens: entry?.inferenceDetails?.completionTokens };
    };
    const account = app.service.app.bootstrap.accountId;

    expect(records['log-200']).toMatchObject({
      accountId: account,
      apiKey: { id: expect.any(String), description: 'inference tests' },
      wallet: null,
      operationId: 'createChatCompletion',
      method: 'POST',
      path: '/api/v1/chat/completions',
      modelRequested: 'pooled-chat',
      model: 'pooled-chat',
      deployment: expect.stringMatching(/^gpu-[ab]$/),
      status: 200,
      errorCode: null,
      stream: false,
      promptTokens: answer.usage.prompt_tokens,
      completionTokens: answer.usage.completion_tokens,
      cachedTokens: 0,
      cost: { amount: charged('log-200'), currency: 'USD' },
    });
    expect(records['log-200']!.cost!.amount).toBeGreaterThan(0);
    expect(records['log-200']!.timeToFirstTokenMs).toBeLessThanOrEqual(records['log-200']!.durationMs);
    expect(records['log-200']!.outputTokensPerSecond).toBeGreaterThan(0);

    expect(records['log-400']).toMatchObject({
      status: 400,
      errorCode: expect.any(String),
      model: null,
      cost: null,
      promptTokens: null,
      timeToFirstTokenMs: null,
    });
    expect(records['log-401']).toMatchObject({ status: 401, accountId: null, apiKey: null, errorCode: expect.any(String), cost: null });
    expect(records['log-402']).toMatchObject({
      status: 402,
      accountId: otherAccount,
      apiKey: { id: expect.any(String), description: 'customer app' },
      errorCode: 'INSUFFICIENT_BALANCE',
      modelRequested: 'chat-basic',
      cost: null,
    });
    expect(records['log-404']).toMatchObject({ status: 404, operationId: null, method: 'GET', path: '/api/v1/no-such-thing', errorCode: expect.any(String) });
    expect(JSON.stringify(records['log-404'])).not.toContain('hidden');
    expect(records['log-stream']).toMatchObject({
      status: 200,
      stream: true,
      model: 'chat-basic',
      deployment: null,
      promptTokens: PROMPT_TOKENS,
      completionTokens: COMPLETION_TOKENS,
      cost: { amount: charged('log-stream'), currency: 'USD' },
    });
    expect(records['log-stream']!.timeToFirstTokenMs).toBeGreaterThan(0);
    expect(records['log-stream']!.timeToFirstTokenMs).toBeLessThanOrEqual(records['log-stream']!.durationMs);
    expect(records['log-503']).toMatchObject({
      status: failed.status,
      errorCode: failedBody.code ?? failedBody.error?.code,
      modelRequested: 'pooled-chat',
      cost: null,
    });
    // noted under the code the same failure answers before a stream begins (a connection lost: MODEL_OFFLINE)
    expect(records['log-cut']).toMatchObject({ status: 200, stream: true, model: 'chat-basic', errorCode: 'MODEL_OFFLINE', cost: null });
    expect(records['log-499']).toMatchObject({
      status: 499,
      errorCode: 'CLIENT_CLOSED_REQUEST',
      stream: true,
      promptTokens: expect.any(Number),
      completionTokens: expect.any(Number),
      cost: { amount: charged('log-499'), currency: 'USD' },
    });
    expect(charged('log-499')).toBeGreaterThan(0);
    for (const requestId of ['log-200', 'log-stream', 'log-499']) {
      expect(entries(requestId)).toHaveLength(1);
      expect(records[requestId]).toMatchObject(ledgerTokens(requestId));
    }
    // no prompt or answer text anywhere in the log
    expect(JSON.stringify(records)).not.toMatch(/hello|echo|long answer/);
  });

  it('a key-creation burst over its per-minute limit is logged with its 429', async () => {
    let response: Response | undefined;
    for (let attempt = 0; attempt < 30; attempt += 1) {
      response = await post('/api_keys', otherAdmin, `log-429-${attempt}`, { apiKeyType: 'INFERENCE', description: `burst ${attempt}` });
      if (response.status === 429) break;
    }
    expect(response!.status).toBe(429);
    const page = await list(otherAdmin, { status: '429' });
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ status: 429, operationId: 'createApiKey', errorCode: expect.any(String), accountId: otherAccount });
  });

  it('a model name with a NUL or a lone surrogate is logged without it (a replacement character for the surrogate), and the records written with it are not lost', async () => {
    const sent = [
      ['log-nul', 'zz\u0000b'],
      ['log-surrogate', 'zz\ud800b'],
      ['log-beside', 'chat-basic'],
    ] as const;
    for (const [requestId, model] of sent) await post('/chat/completions', app.service.adminKey, requestId, chat(model));
    const records = await recordsOf(...sent.map(([requestId]) => requestId));
    expect(records['log-nul']).toMatchObject({ status: 404, modelRequested: 'zzb' });
    expect(records['log-surrogate']).toMatchObject({ status: 404, modelRequested: 'zz\ufffdb' });
    expect(records['log-beside']).toMatchObject({ status: 200, modelRequested: 'chat-basic' });
  });

  it('pages newest first by cursor, and filters by status, status class, error code, model, key, operation and time', async () => {
    const all: RequestRecord[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await list(app.service.adminKey, { pageSize: '3', ...(cursor ? { cursor } : {}) });
      expect(page.data.length).toBeLessThanOrEqual(3);
      all.push(...page.data);
      cursor = page.nextCursor;
    } while (cursor);
    // the reads are logged too: the whole list read afterwards has them on top of the pages'
    const whole = await list(app.service.adminKey, { pageSize: '500' });
    expect(all.map((record) => record.requestId)).toEqual(whole.data.slice(whole.data.length - all.length).map((record) => record.requestId));
    expect(new Set(all.map((record) => record.requestId)).size).toBe(all.length);
    const times = all.map((record) => Date.parse(record.timestamp));
    // newest first: ordered by when each was logged, so an older arrival never follows a much newer one
    expect(times.slice(1).every((time, index) => time <= times[index]! + 60_000)).toBe(true);

    const only = async (query: Record<string, string>) => (await list(app.service.adminKey, { pageSize: '500', ...query })).data;
    expect((await only({ status: '402' })).map((record) => record.requestId)).toEqual(['log-402']);
    expect((await only({ status: '4xx' })).every((record) => record.status >= 400 && record.status < 500)).toBe(true);
    expect((await only({ status: '4xx' })).map((record) => record.requestId)).toEqual(
      expect.arrayContaining(['log-400', 'log-401', 'log-402', 'log-404', 'log-499']),
    );
    expect((await only({ errorCode: 'INSUFFICIENT_BALANCE' })).map((record) => record.requestId)).toEqual(['log-402']);
    expect((await only({ model: 'pooled-chat' })).map((record) => record.requestId).sort()).toEqual(['log-200', 'log-503']);
    expect((await only({ operationId: 'createChatCompletion' })).every((record) => record.operationId === 'createChatCompletion')).toBe(true);
    const inferenceKeyId = whole.data.find((record) => record.requestId === 'log-200')!.apiKey!.id;
    expect((await only({ apiKeyId: inferenceKeyId })).every((record) => record.apiKey?.id === inferenceKeyId)).toBe(true);
    expect((await only({ apiKeyId: operatorKeyId })).every((record) => record.apiKey?.id === operatorKeyId)).toBe(true);
    expect(await only({ endTimestamp: '2000-01-01T00:00:00Z' })).toEqual([]);
    // an offset can carry the first second of year 1 into year 0, which the database cannot hold
    expect(await only({ endTimestamp: '0001-01-01T00:00:01+17:32' })).toEqual([]);
    expect((await only({ startTimestamp: '0001-01-01T00:00:01+17:32' })).length).toBeGreaterThan(whole.data.length);
    expect((await only({ endTimestamp: '9999-12-31T23:59:59-23:59' })).length).toBeGreaterThan(whole.data.length);
    for (const query of [
      { apiKeyId: 'not-a-uuid' },
      { accountId: 'x' },
      { status: '6xx' },
      { startTimestamp: 'yesterday' },
      { cursor: '-1' },
      { pageSize: '501' },
      { model: 'a\u0000b' },
    ] as Record<string, string>[]) {
      const refused = await app.service.call('listRequests', { key: app.service.adminKey, query });
      expect(refused.status, JSON.stringify(query)).toBe(400);
    }
    expect((await app.service.call('getRequestPerformance', { key: app.service.adminKey, query: { period: '7d' } })).status).toBe(400);
    // (each read adds its own record to the ones before it)
    expect((await only({ startTimestamp: '2000-01-01T00:00:00Z' })).length).toBeGreaterThan(whole.data.length);
    // a cursor beyond every id is older than nothing: the first page again
    expect((await only({ cursor: '9999999999999999999' })).length).toBeGreaterThan(whole.data.length);
  });

  it("an account's ADMIN key sees its own requests only; the operator sees all and narrows with accountId; another account is 403; INFERENCE keys are refused", async () => {
    const own = await list(otherAdmin, { pageSize: '500' });
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.every((record) => record.accountId === otherAccount)).toBe(true);
    expect(own.data.some((record) => record.requestId === 'log-402')).toBe(true);
    expect((await list(otherAdmin, { accountId: otherAccount })).data.length).toBeGreaterThan(0);

    const forbidden = await app.service.call('listRequests', { key: otherAdmin, query: { accountId: app.service.app.bootstrap.accountId } });
    expect(forbidden.status).toBe(403);
    const forbiddenPerformance = await app.service.call('getRequestPerformance', {
      key: otherAdmin,
      query: { accountId: app.service.app.bootstrap.accountId },
    });
    expect(forbiddenPerformance.status).toBe(403);

    const everyone = await list(app.service.adminKey, { pageSize: '500' });
    expect(new Set(everyone.data.map((record) => record.accountId))).toEqual(new Set([app.service.app.bootstrap.accountId, otherAccount, null]));
    const narrowed = await list(app.service.adminKey, { pageSize: '500', accountId: otherAccount });
    expect(narrowed.data.map((record) => record.requestId)).toEqual(expect.arrayContaining(own.data.map((record) => record.requestId)));
    expect(narrowed.data.every((record) => record.accountId === otherAccount)).toBe(true);

    for (const operationId of ['listRequests', 'getRequestPerformance'] as const) {
      const inference = await app.service.call(operationId, { key: app.key });
      expect(inference.status).toBe(401);
    }
  });

  it('GET /requests/performance: per model, the counts, rates, percentiles and token sums of the records in the period', async () => {
    const response = await app.service.call('getRequestPerformance', { key: app.service.adminKey, query: { period: '24h' } });
    expect(response.status).toBe(200);
    const body = response.body as { period: string; from: string; to: string; data: components['schemas']['ModelPerformance'][] };
    expect(body.period).toBe('24h');
    expect(Date.parse(body.to) - Date.parse(body.from)).toBe(86_400_000);
    const records = (await list(app.service.adminKey, { pageSize: '500' })).data.filter((record) => (record.model ?? record.modelRequested) === 'chat-basic');
    const figures = body.data.find((row) => row.model === 'chat-basic')!;
    const answered = records.filter((record) => record.status < 400).map((record) => record.durationMs);
    expect(figures).toMatchObject({
      requests: records.length,
      errors: records.filter((record) => record.status >= 500).length,
      clientErrors: records.filter((record) => record.status >= 400 && record.status < 500).length,
      promptTokens: records.reduce((sum, record) => sum + (record.promptTokens ?? 0), 0),
      completionTokens: records.reduce((sum, record) => sum + (record.completionTokens ?? 0), 0),
    });
    expect(figures.latencyMs!.p50).toBeCloseTo(percentile(answered, 0.5), 6);
    expect(figures.latencyMs!.p95).toBeCloseTo(percentile(answered, 0.95), 6);
    const pooled = body.data.find((row) => row.model === 'pooled-chat')!;
    expect(pooled.errors).toBe(1);
    expect(pooled.errorRate).toBeCloseTo(pooled.errors / pooled.requests, 9);
  });

  it('while the table cannot be written, requests are answered all the same and their records are dropped and counted', async () => {
    const { database, requestLog } = app.service.app.services;
    const droppedNow = async () => {
      const metrics = await app.service.call('getMetrics');
      return Number(/^service_request_log_dropped_total\{reason="write_failed"\} (\d+)$/m.exec(metrics.text)?.[1] ?? 0);
    };
    const before = await droppedNow();
    await requestLog.flush();
    await database.raw('alter table request_log rename to request_log_away');
    try {
      for (let index = 0; index < 3; index += 1) {
        const response = await app.service.call('listModels', { headers: { 'x-request-id': `log-down-${index}` } });
        expect(response.status).toBe(200);
      }
      const answered = await post('/chat/completions', app.key, 'log-down-chat', chat('chat-basic'));
      expect(answered.status).toBe(200);
      await requestLog.flush();
      // the three reads, the chat and the metrics read before them
      expect(await droppedNow()).toBeGreaterThanOrEqual(before + 4);
    } finally {
      await database.raw('alter table request_log_away rename to request_log');
    }
    const response = await app.service.call('listModels', { headers: { 'x-request-id': 'log-up-again' } });
    expect(response.status).toBe(200);
    const records = await recordsOf('log-up-again');
    expect(records['log-up-again']).toMatchObject({ status: 200, operationId: 'listModels' });
    expect((await list(app.service.adminKey, { pageSize: '500' })).data.some((record) => record.requestId.startsWith('log-down-'))).toBe(false);
  });
});

/** PostgreSQL's percentile_cont: linear interpolation between the two nearest ranks. */
function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = fraction * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}
