import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/accounts/api-keys.js';
import { createAccount } from '../../src/accounts/bootstrap.js';
import { toMicro } from '../../src/money.js';
import { RequestCharge } from '../../src/billing/request-charge.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('Billing', () => {
  let service: TestApp;
  let accountId: string;
  let inferenceKey: { id: string; apiKey: string };

  beforeAll(async () => {
    service = await startTestApp();
    accountId = service.app.bootstrap.accountId;
    inferenceKey = await createKey(service.app.services.database, accountId, { apiKeyType: 'INFERENCE', description: 'worker' });
  });
  afterAll(() => service?.close());

  /** Charges the account as a paid request would: reserve, then settle. */
  async function spend(amount: string, model: string, promptTokens: number, apiKeyId = inferenceKey.id) {
    const charge = new RequestCharge(
      { database: service.app.services.database, reservationTtlMs: 60_000 },
      { kind: 'account', accountId, apiKeyId },
      `req-${Math.random().toString(36).slice(2)}`,
    );
    await charge.reserve({ usd: toMicro(amount), diem: toMicro(amount) });
    await charge.settle(
      { usd: toMicro(amount), diem: toMicro(amount) },
      { sku: `${model}-llm-tokens`, modelId: model, promptTokens, completionTokens: 7, units: promptTokens + 7 },
    );
  }

  it('GET /billing/balance returns 200 with zero balances on a new account', async () => {
    const response = await service.call('getBillingBalance', { key: service.adminKey });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ canConsume: false, consumptionCurrency: null, balances: { diem: 0, usd: 0 }, diemEpochAllocation: 0 });
  });

  it('POST /billing/credits returns 200 and credits the account once per externalId', async () => {
    const body = { amountUsd: 12.5, reason: 'invoice 118 paid by wire', externalId: 'invoice-118' };
    const first = await service.call('createBillingCredit', { key: service.adminKey, body });
    expect(first.body).toMatchObject({ success: true, data: { accountId, amountCredited: 12.5, newBalance: 12.5, duplicate: false } });
    const again = await service.call('createBillingCredit', { key: service.adminKey, body });
    expect(again.body).toMatchObject({ success: true, data: { amountCredited: 0, newBalance: 12.5, duplicate: true } });
    const balance = await service.call('getBillingBalance', { key: service.adminKey });
    expect(balance.body).toMatchObject({ canConsume: true, consumptionCurrency: 'USD', balances: { usd: 12.5 } });
    const entry = await service.app.services.database('ledger_entries').where({ external_id: 'operator:invoice-118' }).first();
    expect(entry).toMatchObject({ notes: 'invoice 118 paid by wire', created_by: expect.stringMatching(/^key:/), amount: '12500000' });
  });

  it('POST /billing/credits returns 409 when the externalId was already used for another credit, and credits nothing', async () => {
    const database = service.app.services.database;
    const other = await createAccount(database, 'invoiced customer');
    const body = { accountId: other, amountUsd: 3, reason: 'invoice 120 paid by wire', externalId: 'invoice-120' };
    expect((await service.call('createBillingCredit', { key: service.adminKey, body })).status).toBe(200);
    const reuses = [
      { ...body, accountId }, // another account
      { ...body, amountUsd: 30 }, // another amount
      { ...body, reason: 'invoice 121 paid by wire' }, // another credit's reason
    ];
    for (const reuse of reuses) {
      const response = await service.call('createBillingCredit', { key: service.adminKey, body: reuse });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ error: expect.stringContaining('invoice-120'), code: 'EXTERNAL_ID_CONFLICT' });
    }
    // The same credit again is still the idempotent answer.
    const again = await service.call('createBillingCredit', { key: service.adminKey, body });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ data: { accountId: other, amountCredited: 0, newBalance: 3, duplicate: true } });
    expect(await database('ledger_entries').where({ external_id: 'operator:invoice-120' })).toHaveLength(1);
    const balances = await service.call('getBillingBalance', { key: service.adminKey });
    expect(balances.body).toMatchObject({ balances: { usd: 12.5 } });
  });

  it("POST /billing/credits returns 403 for an ADMIN key of an account that is not the operator's", async () => {
    const other = await createAccount(service.app.services.database, 'customer');
    const customerAdmin = await createKey(service.app.services.database, other, { apiKeyType: 'ADMIN', description: 'customer admin' });
    const response = await service.call('createBillingCredit', {
      key: customerAdmin.apiKey,
      body: { amountUsd: 1000, reason: 'free money', externalId: 'nope' },
    });
    expect(response.status).toBe(403);
  });

  it('POST /billing/credits returns 404 for an unknown account', async () => {
    const response = await service.call('createBillingCredit', {
      key: service.adminKey,
      body: { accountId: '00000000-0000-4000-8000-000000000000', amountUsd: 1, reason: 'x', externalId: 'x-1' },
    });
    expect(response.status).toBe(404);
  });

  it('authenticated responses carry x-service-balance-usd and -diem, the balances before the request', async () => {
    const response = await service.call('listModels', { key: inferenceKey.apiKey });
    expect(response.headers.get('x-service-balance-usd')).toBe('12.500000');
    expect(response.headers.get('x-service-balance-diem')).toBe('0.000000');
    const anonymous = await service.call('listModels');
    expect(anonymous.headers.get('x-service-balance-usd')).toBeNull();
  });

  it('GET /billing/usage-history returns 200 pages whose CSV export matches the JSON', async () => {
    for (let index = 0; index < 12; index += 1) await spend('0.01', index % 2 ? 'model-a' : 'model-b', 100 + index);
    const firstPage = await service.call('getBillingUsageHistory', { key: service.adminKey, query: { pageSize: 10 } });
    const page = firstPage.body as { data: { amount: number; sku: string; inferenceDetails: { requestId: string } | null }[]; nextCursor: string | null };
    expect(page.data).toHaveLength(10);
    expect(page.data[0]).toMatchObject({ amount: 12.5, sku: 'operator-credit', inferenceDetails: null });
    expect(page.data[1]).toMatchObject({ amount: -0.01, inferenceDetails: { requestId: expect.any(String) } });
    expect(page.nextCursor).not.toBeNull();
    const secondPage = await service.call('getBillingUsageHistory', { key: service.adminKey, query: { pageSize: 10, cursor: page.nextCursor! } });
    expect((secondPage.body as { data: unknown[]; nextCursor: null }).data).toHaveLength(3);

    const csv = await service.call('getBillingUsageHistory', { key: service.adminKey, query: { pageSize: 10 }, headers: { accept: 'text/csv' } });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename=billing-usage-history-.*\.csv$/);
    expect(csv.headers.get('x-next-cursor')).toBe(page.nextCursor);
    const [header, ...rows] = csv.text.trim().split('\r\n');
    expect(header!.split(',')).toEqual([
      'timestamp',
      'sku',
      'pricePerUnitUsd',
      'units',
      'amount',
      'currency',
      'notes',
      'inferenceDetails.requestId',
      'inferenceDetails.promptTokens',
      'inferenceDetails.completionTokens',
      'inferenceDetails.inferenceExecutionTime',
    ]);
    expect(rows).toHaveLength(10);
    rows.forEach((row, index) => {
      const columns = row.split(',');
      const entry = page.data[index]! as {
        timestamp: string;
        sku: string;
        amount: number;
        currency: string;
        inferenceDetails: { requestId: string; promptTokens: number } | null;
      };
      expect(columns[0]).toBe(entry.timestamp);
      expect(columns[1]).toBe(entry.sku);
      expect(Number(columns[4])).toBe(entry.amount);
      expect(columns[5]).toBe(entry.currency);
      expect(columns[7]).toBe(entry.inferenceDetails?.requestId ?? '');
    });
  });

  it('GET /billing/usage-history returns 200 filtered by currency and time', async () => {
    const none = await service.call('getBillingUsageHistory', { key: service.adminKey, query: { currency: 'DIEM' } });
    expect((none.body as { data: unknown[] }).data).toEqual([]);
    // a bucket of the reference API's enum that this service does not keep: an empty page, not a 400
    const bundled = await service.call('getBillingUsageHistory', { key: service.adminKey, query: { currency: 'BUNDLED_CREDITS' } });
    expect(bundled.status).toBe(200);
    expect(bundled.body).toEqual({ data: [], nextCursor: null });
    const future = await service.call('getBillingUsageHistory', { key: service.adminKey, query: { startTimestamp: '2999-01-01T00:00:00Z' } });
    expect((future.body as { data: unknown[] }).data).toEqual([]);
  });

  it('GET /billing/usage-history returns 200 with an empty last page for a cursor past every possible entry id', async () => {
    for (const cursor of ['9223372036854775807', '9550701086060656503', '9999999999999999999']) {
      const page = await service.call('getBillingUsageHistory', { key: service.adminKey, query: { cursor, startTimestamp: '0109-02-08T11:34:30Z' } });
      expect(page.status).toBe(200);
      expect(page.body).toEqual({ data: [], nextCursor: null });
      // newest first, every entry comes before such a cursor: the first page
      const newestFirst = await service.call('getBillingUsageHistory', { key: service.adminKey, query: { cursor, sortOrder: 'desc', pageSize: 10 } });
      expect(newestFirst.status).toBe(200);
      expect(newestFirst.body).toEqual(
        (await service.call('getBillingUsageHistory', { key: service.adminKey, query: { sortOrder: 'desc', pageSize: 10 } })).body,
      );
    }
  });

  it('GET /billing/usage-analytics returns 200 with spend by day, model and key', async () => {
    const response = await service.call('getBillingUsageAnalytics', { key: service.adminKey, query: { lookback: '3d' } });
    const analytics = response.body as {
      lookback: string;
      byDate: { date: string; USD: number }[];
      byModel: { modelName: string; totalUsd: number }[];
      byKey: { description: string; totalUsd: number }[];
      topModels: string[];
    };
    expect(analytics.lookback).toBe('3d');
    expect(analytics.byDate).toHaveLength(3);
    expect(analytics.byDate.at(-1)!.USD).toBeCloseTo(0.12, 6);
    expect(analytics.byModel.map((model) => [model.modelName, Number(model.totalUsd.toFixed(6))])).toEqual([
      ['model-a', 0.06],
      ['model-b', 0.06],
    ]);
    expect(analytics.byKey).toEqual([expect.objectContaining({ description: 'worker', apiKeyId: inferenceKey.id })]);
    expect(analytics.byKey[0]!.totalUsd).toBeCloseTo(0.12, 6);
  });

  it('GET /billing/usage-analytics and /billing/usage-history return 400 for analytics days outside 1970–2999, never a 500', async () => {
    for (const query of [{ endDate: '9999-12-31' }, { startDate: '0001-01-01' }, { startDate: '9999-12-30', endDate: '9999-12-31' }]) {
      const response = await service.call('getBillingUsageAnalytics', { key: service.adminKey, query });
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.body).toMatchObject({ code: 'INVALID_REQUEST' });
    }
    // Timestamps of any representable year are fine for the history: nothing is added to them.
    // (an offset can carry the first second of year 1 into year 0, which the database cannot hold)
    for (const query of [
      { endTimestamp: '9999-12-31T23:59:59Z' },
      { startTimestamp: '0001-01-01T00:00:00Z' },
      { startTimestamp: '0001-01-01T00:00:01+17:32' },
      { endTimestamp: '9999-12-31T23:59:59-23:59' },
    ]) {
      const response = await service.call('getBillingUsageHistory', { key: service.adminKey, query });
      expect(response.status, JSON.stringify(query)).toBe(200);
    }
    const none = await service.call('getBillingUsageHistory', { key: service.adminKey, query: { endTimestamp: '0001-01-01T00:00:01+17:32' } });
    expect((none.body as { data: unknown[] }).data).toEqual([]);
  });

  it('GET /billing/usage-analytics returns 200 for a date range, clamped to 90 days', async () => {
    const response = await service.call('getBillingUsageAnalytics', { key: service.adminKey, query: { startDate: '2026-01-01', endDate: '2026-12-31' } });
    expect((response.body as { lookback: string; byDate: unknown[] }).lookback).toBe('90d');
    expect((response.body as { byDate: unknown[] }).byDate).toHaveLength(90);
  });

  it("GET /billing/usage-analytics returns 200 with each model's type from the catalog, null for a model the catalog no longer has", async () => {
    const reporter = await createKey(service.app.services.database, accountId, { apiKeyType: 'INFERENCE', description: 'typed' });
    const configured = service.app.services.catalog.configured;
    expect(configured.get('debug-tiny-chat')?.type).toBe('text');
    expect(configured.get('tts-espeak')?.type).toBe('tts');
    await spend('0.002', 'debug-tiny-chat', 5, reporter.id);
    await spend('0.002', 'tts-espeak', 5, reporter.id);
    const response = await service.call('getBillingUsageAnalytics', { key: service.adminKey, query: { lookback: '1d' } });
    const byModel = (response.body as { byModel: { modelName: string; modelType: string | null }[] }).byModel;
    const typeOf = Object.fromEntries(byModel.map((model) => [model.modelName, model.modelType]));
    expect(typeOf).toMatchObject({ 'debug-tiny-chat': 'text', 'tts-espeak': 'tts', 'model-a': null, 'model-b': null });
  });

  interface HistoryPage {
    data: { timestamp: string; sku: string; amount: number; currency: string; notes: string; inferenceDetails: { requestId: string } | null }[];
    nextCursor: string | null;
  }
  type HistoryQuery = {
    sortOrder?: 'asc' | 'desc';
    pageSize?: number;
    cursor?: string;
    currency?: 'USD' | 'DIEM';
    startTimestamp?: string;
    endTimestamp?: string;
  };
  const historyPage = async (query: HistoryQuery) => {
    const response = await service.call('getBillingUsageHistory', { key: service.adminKey, query });
    expect(response.status).toBe(200);
    return response.body as HistoryPage;
  };
  /** Every page from the first, following nextCursor; `between` runs after each page but the last. */
  async function allPages(query: HistoryQuery, between?: () => Promise<void>) {
    const pages: HistoryPage['data'][] = [];
    let cursor: string | undefined;
    do {
      const page = await historyPage(cursor ? { ...query, cursor } : query);
      pages.push(page.data);
      cursor = page.nextCursor ?? undefined;
      if (cursor && between) await between();
    } while (cursor);
    return pages;
  }
  /** An entry by what tells it apart (charges have a request id; the credits here each have a reason). */
  const identity = (entry: HistoryPage['data'][number]) => `${entry.timestamp} ${entry.inferenceDetails?.requestId ?? entry.notes}`;

  it('GET /billing/usage-history returns 200 with sortOrder=desc newest first, paged to older entries, each entry once', async () => {
    const pager = await createKey(service.app.services.database, accountId, { apiKeyType: 'INFERENCE', description: 'pager' });
    for (let index = 0; index < 11; index += 1) await spend('0.001', 'model-pager', 10 + index, pager.id);
    const oldestFirst = (await allPages({ pageSize: 10 })).flat();
    expect(oldestFirst.length).toBeGreaterThan(20);
    // asc is the default and reads as before
    expect((await allPages({ pageSize: 10, sortOrder: 'asc' })).flat()).toEqual(oldestFirst);

    const newestFirstPages = await allPages({ pageSize: 10, sortOrder: 'desc' });
    expect(newestFirstPages.slice(0, -1).every((page) => page.length === 10)).toBe(true);
    expect(newestFirstPages.flat()).toEqual([...oldestFirst].reverse());
    expect(newestFirstPages[0]![0]).toMatchObject({ sku: 'model-pager-llm-tokens', inferenceDetails: { promptTokens: 20 } });

    // filters and a time range: the same entries as the ascending read keeps, reversed
    const start = oldestFirst[3]!.timestamp;
    const end = oldestFirst.at(-4)!.timestamp;
    const inRange = oldestFirst.filter((entry) => entry.currency === 'USD' && entry.timestamp >= start && entry.timestamp < end);
    expect(inRange.length).toBeGreaterThan(10);
    const filtered = { pageSize: 10, currency: 'USD', startTimestamp: start, endTimestamp: end } as const;
    expect((await allPages({ ...filtered, sortOrder: 'desc' })).flat()).toEqual([...inRange].reverse());
    expect((await allPages(filtered)).flat()).toEqual(inRange);
  });

  it('GET /billing/usage-history with sortOrder=desc neither repeats nor skips entries when entries arrive between pages', async () => {
    const before = (await allPages({ pageSize: 10, sortOrder: 'desc' })).flat();
    let credits = 0;
    const creditBetweenPages = async () => {
      credits += 1;
      const body = { amountUsd: 0.5, reason: `top-up between pages ${credits}`, externalId: `between-pages-${credits}` };
      expect((await service.call('createBillingCredit', { key: service.adminKey, body })).status).toBe(200);
    };
    const read = (await allPages({ pageSize: 10, sortOrder: 'desc' }, creditBetweenPages)).flat();
    expect(credits).toBeGreaterThan(1);
    expect(read.map(identity)).toEqual(before.map(identity));
    // the entries written meanwhile open the next first page, newest first
    const first = await historyPage({ pageSize: 10, sortOrder: 'desc' });
    expect(first.data.slice(0, credits).map((entry) => entry.notes)).toEqual(
      Array.from({ length: credits }, (_, index) => `top-up between pages ${credits - index}`),
    );
    expect(first.data[credits]).toEqual(before[0]);
  });

  it('GET /billing/usage-history with sortOrder=desc exports CSV newest first, its next cursor continuing as the JSON does', async () => {
    const json = await historyPage({ pageSize: 10, sortOrder: 'desc' });
    const newestTen = (await allPages({ pageSize: 10 })).flat().slice(-10).reverse();
    expect(json.data).toEqual(newestTen);
    const csv = await service.call('getBillingUsageHistory', {
      key: service.adminKey,
      query: { pageSize: 10, sortOrder: 'desc' },
      headers: { accept: 'text/csv' },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('x-next-cursor')).toBe(json.nextCursor);
    const rows = csv.text.trim().split('\r\n').slice(1);
    expect(rows.map((row) => row.split(',')[0])).toEqual(json.data.map((entry) => entry.timestamp));
    expect(rows.map((row) => Number(row.split(',')[4]))).toEqual(json.data.map((entry) => entry.amount));
    const nextCsv = await service.call('getBillingUsageHistory', {
      key: service.adminKey,
      query: { pageSize: 10, sortOrder: 'desc', cursor: json.nextCursor! },
      headers: { accept: 'text/csv' },
    });
    const nextJson = await historyPage({ pageSize: 10, sortOrder: 'desc', cursor: json.nextCursor! });
    expect(
      nextCsv.text
        .trim()
        .split('\r\n')
        .slice(1)
        .map((row) => row.split(',')[0]),
    ).toEqual(nextJson.data.map((entry) => entry.timestamp));
  });

  it('GET /billing/usage-history returns 400 for a sortOrder other than asc or desc', async () => {
    const response = await service.call('getBillingUsageHistory', { key: service.adminKey, query: { sortOrder: 'newest' as 'desc' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'INVALID_REQUEST' });
  });

  it('GET /billing/usage returns 410 with Deprecation, Sunset and Link', async () => {
    const response = await service.call('getBillingUsage');
    expect(response.status).toBe(410);
    expect(response.headers.get('link')).toBe('</api/v1/billing/usage-history>; rel="successor-version"');
    expect(response.headers.get('sunset')).toBe('Wed, 16 Sep 2026 00:00:00 GMT');
  });

  it('GET /billing/balance returns 401 Admin API key required for an INFERENCE key', async () => {
    const response = await service.call('getBillingBalance', { key: inferenceKey.apiKey });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Admin API key required', code: 'ADMIN_KEY_REQUIRED' });
  });

  it('GET /api_keys/{id} returns 200 with the key usage of the trailing seven days and of its limit period', async () => {
    const limited = await createKey(service.app.services.database, accountId, {
      apiKeyType: 'INFERENCE',
      description: 'limited',
      consumptionLimit: { usd: 5 },
      limitPeriod: 'MONTH',
    });
    const charge = new RequestCharge(
      { database: service.app.services.database, reservationTtlMs: 60_000 },
      { kind: 'account', accountId, apiKeyId: limited.id },
      'usage-check',
    );
    await charge.reserve({ usd: toMicro('0.5'), diem: toMicro('0.5') });
    await charge.settle({ usd: toMicro('0.12345'), diem: toMicro('0.12345') }, { sku: 'test' });
    const response = await service.call('getApiKeyById', { key: service.adminKey, path: { id: limited.id } });
    expect((response.body as { data: object }).data).toMatchObject({
      usage: { trailingSevenDays: { usd: '0.1235', diem: '0.0000', vcu: '0.0000' } },
      currentPeriodUsage: { usd: '0.1235', diem: '0.0000' },
    });
    const list = await service.call('getApiKeys', { key: service.adminKey });
    const worker = (list.body as { data: { id: string; usage: { trailingSevenDays: { usd: string } }; currentPeriodUsage?: object }[] }).data.find(
      (key) => key.id === inferenceKey.id,
    )!;
    expect(worker.usage.trailingSevenDays.usd).toBe('0.1200');
    expect(worker.currentPeriodUsage).toBeUndefined();
  });
});
