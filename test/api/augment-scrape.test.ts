// POST /augment/scrape against a website on loopback (test/support/web-pages.ts). The service is
// told, through configuration, that 127.0.0.1 may be fetched (as a URL names it); every other way
// to an internal address stays refused: other loopback names, a name resolving to loopback,
// private and metadata addresses, redirects to them, and other schemes.
import { hostname } from 'node:os';
import { lookup } from 'node:dns/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf } from '../../src/billing/ledger.js';
import { accountOwner } from '../../src/money.js';
import { creditTestAccount } from '../support/credit.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { startWebPages, type WebPages } from '../support/web-pages.js';

type Scraped = { url: string; content: string; format: string };
type Failure = { code: string; error: string };

describe('POST /augment/scrape', () => {
  let pages: WebPages;
  let service: TestApp;
  let key: string;

  beforeAll(async () => {
    pages = await startWebPages();
    service = await startTestApp({
      environment: { AUGMENT_FETCH_ALLOW_HOSTS: '127.0.0.1', AUGMENT_FETCH_TIMEOUT_SECONDS: '2', AUGMENT_FETCH_MAX_BYTES: String(512 * 1024) },
    });
    await creditTestAccount(service, '10');
    const created = await service.call('createApiKey', { key: service.adminKey, body: { apiKeyType: 'INFERENCE', description: 'scrape tests' } });
    key = (created.body as { data: { apiKey: string } }).data.apiKey;
  });
  afterAll(async () => {
    await service?.close();
    await pages?.close();
  });

  const scrape = (url: string) => service.call('webScrape', { key, body: { url } });
  const usd = async () => {
    await service.app.services.credits.drain();
    return (await balancesOf(service.app.services.database, accountOwner(service.app.bootstrap.accountId))).USD.amount;
  };

  it('POST /augment/scrape returns 200 with the article as Markdown, without the page chrome, and charges one call', async () => {
    const before = await usd();
    const response = await scrape(`${pages.url}/article`);
    expect(response.status).toBe(200);
    const body = response.body as Scraped;
    expect(body.url).toBe(`${pages.url}/article`);
    expect(body.format).toBe('markdown');
    expect(body.content).toMatch(/^# Tide tables explained/);
    expect(body.content).toContain("Tides rise and fall twice a day along most coasts because the Moon's gravity");
    expect(body.content).toContain(`[guide to heights](${pages.url}/guide/heights)`); // made absolute
    expect(body.content).not.toContain('All rights reserved');
    expect(body.content).not.toContain('Contact');
    expect(before - (await usd())).toBe(10_000n); // 0.01 USD
  });

  it('POST /augment/scrape returns 200 following a redirect, and with the text of a PDF', async () => {
    expect(((await scrape(`${pages.url}/moved`)).body as Scraped).content).toContain('Spring tides, with the largest range');
    const pdf = await scrape(`${pages.url}/report.pdf`);
    expect(pdf.status).toBe(200);
    expect((pdf.body as Scraped).content).toBe('Harbour report\nAll moorings inspected');
  });

  it('POST /augment/scrape returns 422 naming DOCUMENT_MAX_HTML_DEPTH for a page nested deeper than the limit, and charges nothing', async () => {
    const before = await usd();
    const response = await scrape(`${pages.url}/nested`);
    expect(response.status).toBe(422);
    expect((response.body as Failure).code).toBe('SCRAPE_FAILED');
    expect((response.body as Failure).error).toMatch(/deeper than the limit of 256 levels \(DOCUMENT_MAX_HTML_DEPTH\)/);
    expect(await usd()).toBe(before);
  });

  it('POST /augment/scrape returns 400 URL_NOT_ALLOWED for internal hosts and other schemes, without fetching, and charges nothing', async () => {
    const before = await usd();
    const seen = pages.requested.length;
    for (const url of [
      `http://localhost:${pages.port}/article`,
      `http://[::1]:${pages.port}/article`,
      `http://127.0.0.2:${pages.port}/article`,
      `http://0.0.0.0:${pages.port}/article`,
      'http://169.254.169.254/latest/meta-data/',
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://[::ffff:7f00:1]/',
      'http://[fd00:ec2::254]/',
      'file:///etc/passwd',
      'ftp://example.com/file',
      `http://user:secret@127.0.0.1:${pages.port}/article`,
    ]) {
      const response = await scrape(url);
      expect(response.status, url).toBe(400);
      expect((response.body as Failure).code, url).toBe('URL_NOT_ALLOWED');
    }
    expect(pages.requested.length).toBe(seen);
    expect(await usd()).toBe(before);
  });

  it('POST /augment/scrape returns 400 when a host name resolves to an internal address', async () => {
    // This machine's own name resolves to a loopback address (checked where the connection is made).
    const name = hostname();
    const address = await lookup(name).catch(() => undefined);
    expect(address, `${name} must resolve for this test`).toBeDefined();
    const seen = pages.requested.length;
    const response = await scrape(`http://${name}:${pages.port}/article`);
    expect(response.status).toBe(400);
    expect((response.body as Failure).code).toBe('URL_NOT_ALLOWED');
    expect(pages.requested.length).toBe(seen);
  });

  it('POST /augment/scrape returns 400 when a redirect leads to a private, metadata or loopback host', async () => {
    const articleFetches = () => pages.requested.filter((path) => path === '/article').length;
    const fetchedBefore = articleFetches();
    for (const path of ['/to-private', '/to-metadata', '/to-localhost']) {
      const response = await scrape(`${pages.url}${path}`);
      expect(response.status, path).toBe(400);
      expect((response.body as Failure).code, path).toBe('URL_NOT_ALLOWED');
    }
    expect(articleFetches()).toBe(fetchedBefore); // the hop to localhost was never made
  });

  it('POST /augment/scrape returns 422 for an HTTP error, a redirect loop, an empty page, an image, an oversized body and a silent server, and charges nothing', async () => {
    const before = await usd();
    for (const [path, reason] of [
      ['/missing', 'the server answered HTTP 404'],
      ['/loop', 'more than 5 redirects'],
      ['/empty', 'the page has no readable content'],
      ['/image', 'Unsupported file'],
      ['/huge', 'larger than 524288 bytes'],
      ['/silent', 'no answer within 2 s'],
    ] as const) {
      const response = await scrape(`${pages.url}${path}`);
      expect(response.status, path).toBe(422);
      expect((response.body as Failure).code, path).toBe('SCRAPE_FAILED');
      expect((response.body as Failure).error, path).toContain(reason);
    }
    expect(await usd()).toBe(before);
  });

  it('POST /augment/scrape returns 400 for a missing or malformed url', async () => {
    expect((await service.call('webScrape', { key, body: {} as never })).status).toBe(400);
    expect((await scrape('not a url')).status).toBe(400);
  });
});
