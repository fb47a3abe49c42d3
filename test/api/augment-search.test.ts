// POST /augment/search against search upstreams on loopback speaking SearXNG's JSON API, the Brave
// Search API and Google's Custom Search JSON API (test/support/search-upstream.ts). The project's
// config/augment.yaml serves `brave` from the Brave API and `google` from SearXNG once their
// environment variables are set; Google's own API is configured in a copy of config/. Chat with
// enable_web_search on the embedded debug model, end to end, uses the same upstream.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf } from '../../src/billing/ledger.js';
import { accountOwner } from '../../src/money.js';
import { creditTestAccount } from '../support/credit.js';
import { PROJECT_ROOT } from '../../src/app.js';
import { RUN_DIR } from '../support/paths.js';
import { startSearchUpstream, type SearchUpstream } from '../support/search-upstream.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Results = { query: string; results: { title: string; url: string; content: string; date: string }[] };
type Failure = { code: string; error: string };

async function inferenceKey(service: TestApp): Promise<string> {
  await creditTestAccount(service, '10');
  const created = await service.call('createApiKey', { key: service.adminKey, body: { apiKeyType: 'INFERENCE', description: 'search tests' } });
  return (created.body as { data: { apiKey: string } }).data.apiKey;
}

describe('POST /augment/search', () => {
  let upstream: SearchUpstream;
  let service: TestApp;
  let key: string;

  beforeAll(async () => {
    upstream = await startSearchUpstream();
    service = await startTestApp({
      environment: {
        BRAVE_SEARCH_URL: `${upstream.url}/brave/res/v1/web/search`,
        BRAVE_SEARCH_API_KEY: 'brave-test-key',
        SEARXNG_URL: `${upstream.url}/searxng/search`,
      },
    });
    key = await inferenceKey(service);
  });
  afterAll(async () => {
    await service?.close();
    await upstream?.close();
  });

  const search = (body: Record<string, unknown>, as = service, withKey = key) => as.call('webSearch', { key: withKey, body: body as never });
  const usd = async () => {
    await service.app.services.credits.drain();
    return (await balancesOf(service.app.services.database, accountOwner(service.app.bootstrap.accountId))).USD.amount;
  };

  it('POST /augment/search returns 200 with Brave Search API results by default, snippets as plain text, and charges one call', async () => {
    const before = await usd();
    upstream.requests.length = 0;
    const response = await search({ query: 'tide tables', limit: 3 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      query: 'tide tables',
      results: [
        { title: 'tide tables result 1', url: 'https://example.org/tide%20tables/1', content: 'A tide tables snippet 1', date: '2026-02-01T12:00:00.000Z' },
        { title: 'tide tables result 2', url: 'https://example.org/tide%20tables/2', content: 'A tide tables snippet 2', date: '' },
        { title: 'tide tables result 3', url: 'https://example.org/tide%20tables/3', content: 'A tide tables snippet 3', date: '' },
      ],
    });
    const [sent] = upstream.requests;
    expect(sent!.path).toBe('/brave/res/v1/web/search');
    expect(sent!.query.get('q')).toBe('tide tables');
    expect(sent!.query.get('count')).toBe('3');
    expect(sent!.headers['x-subscription-token']).toBe('brave-test-key');
    expect(before - (await usd())).toBe(10_000n); // 0.01 USD
  });

  it('POST /augment/search returns 200 with 10 results by default and at most 20', async () => {
    expect(((await search({ query: 'q' })).body as Results).results).toHaveLength(10);
    expect(((await search({ query: 'q', limit: 20 })).body as Results).results).toHaveLength(20);
  });

  it('POST /augment/search returns 200 from a SearXNG instance for search_provider google, cut to the limit', async () => {
    upstream.requests.length = 0;
    const response = await search({ query: 'spring tides', limit: 2, search_provider: 'google' });
    expect(response.status).toBe(200);
    expect((response.body as Results).results).toEqual([
      {
        title: 'spring tides & result 1',
        url: 'https://example.org/spring%20tides/1',
        content: 'Snippet 1 about spring tides',
        date: '2026-03-14T09:30:00.000Z',
      },
      { title: 'spring tides & result 2', url: 'https://example.org/spring%20tides/2', content: 'Snippet 2 about spring tides', date: '' },
    ]);
    const [sent] = upstream.requests;
    expect(sent!.path).toBe('/searxng/search');
    expect(Object.fromEntries(sent!.query)).toEqual({ q: 'spring tides', format: 'json', engines: 'google' });
  });

  it('POST /augment/search returns 502 when the provider fails, and charges nothing', async () => {
    const before = await usd();
    upstream.failWith(429);
    try {
      const response = await search({ query: 'anything' });
      expect(response.status).toBe(502);
      expect(response.body).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
      expect((response.body as Failure).error).toContain('The Brave Search API answered HTTP 429');
      expect((response.body as Failure).error).not.toContain('brave-test-key');
    } finally {
      upstream.failWith(undefined);
    }
    expect(await usd()).toBe(before);
  });

  it('POST /chat/completions on the embedded model returns 200 with web_search_citations and the results in its prompt', async () => {
    const ask = (parameters: Record<string, unknown>) =>
      service.call('createChatCompletion', {
        key,
        body: { model: 'debug-tiny-chat', messages: [{ role: 'user', content: 'spring tides' }], max_tokens: 4, service_parameters: parameters } as never,
      });
    type Answer = { usage: { prompt_tokens: number }; service_parameters: { web_search_citations: { url: string }[] } };
    const plain = (await ask({})).body as Answer;
    const searched = await ask({ enable_web_search: 'on', enable_web_citations: true });
    expect(searched.status).toBe(200);
    const body = searched.body as Answer;
    expect(body.service_parameters.web_search_citations.map((citation) => citation.url)).toEqual(
      Array.from({ length: 10 }, (_, index) => `https://example.org/spring%20tides/${index + 1}`),
    );
    expect(plain.service_parameters.web_search_citations).toEqual([]);
    // The ten results went into the prompt the embedded engine tokenized.
    expect(body.usage.prompt_tokens).toBeGreaterThan(plain.usage.prompt_tokens + 100);
  });

  it('POST /augment/search returns 400 for an empty or too long query, a limit outside 1–20 or an unknown provider', async () => {
    for (const body of [
      { query: '' },
      { query: 'x'.repeat(401) },
      { query: 'x', limit: 0 },
      { query: 'x', limit: 21 },
      { query: 'x', search_provider: 'bing' },
      {},
    ]) {
      expect((await search(body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it("POST /augment/search returns 200 from Google's Custom Search JSON API, over two pages for more than 10 results", async () => {
    const configDir = mkdtempSync(join(RUN_DIR, 'config-'));
    cpSync(join(PROJECT_ROOT, 'config'), configDir, { recursive: true });
    writeFileSync(
      join(configDir, 'augment.yaml'),
      `search:\n  providers:\n    google: { api: google, url: "${upstream.url}/google/customsearch/v1", api_key: google-test-key, engine_id: engine-1 }\n`,
    );
    const google = await startTestApp({ configDir });
    try {
      const googleKey = await inferenceKey(google);
      upstream.requests.length = 0;
      const response = await search({ query: 'harbour', limit: 12 }, google, googleKey);
      expect(response.status).toBe(200);
      const { results } = response.body as Results;
      expect(results.map((result) => result.url)).toEqual(Array.from({ length: 12 }, (_, index) => `https://example.org/harbour/${index + 1}`));
      expect(results[0]).toEqual({
        title: 'harbour result 1',
        url: 'https://example.org/harbour/1',
        content: 'Google snippet 1',
        date: '2025-12-24T08:00:00.000Z',
      });
      expect(upstream.requests.map((request) => [request.query.get('start'), request.query.get('num')])).toEqual([
        [null, '10'],
        ['11', '2'],
      ]);
    } finally {
      await google.close();
    }
  });

  it('POST /augment/search returns 400 naming the configured providers when search_provider names one that is not', async () => {
    const braveOnly = await startTestApp({
      environment: { BRAVE_SEARCH_URL: `${upstream.url}/brave/res/v1/web/search`, BRAVE_SEARCH_API_KEY: 'brave-test-key' },
    });
    try {
      const braveKey = await inferenceKey(braveOnly);
      upstream.requests.length = 0;
      const response = await search({ query: 'x', search_provider: 'google' }, braveOnly, braveKey);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'INVALID_REQUEST',
        error: 'search_provider google is not configured on this service; the configured providers are: brave',
        details: { search_provider: { _errors: ['is not configured on this service; the configured providers are: brave'] } },
      });
      expect(upstream.requests).toEqual([]);
      expect((await search({ query: 'x', search_provider: 'brave' }, braveOnly, braveKey)).status).toBe(200);
    } finally {
      await braveOnly.close();
    }
  });

  it('POST /augment/search returns 503 saying how to configure a provider when none is, named or not', async () => {
    const bare = await startTestApp();
    try {
      const bareKey = await inferenceKey(bare);
      const response = await search({ query: 'x' }, bare, bareKey);
      expect(response.status).toBe(503);
      expect((response.body as Failure).code).toBe('SEARCH_NOT_CONFIGURED');
      expect((response.body as Failure).error).toContain('No search provider is configured on this service');
      expect((response.body as Failure).error).toContain('SEARXNG_URL');
      const named = await search({ query: 'x', search_provider: 'google' }, bare, bareKey);
      expect(named.status).toBe(503);
      expect((named.body as Failure).error).toContain('The search provider google is not configured');
    } finally {
      await bare.close();
    }
  });
});
