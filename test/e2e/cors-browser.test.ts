// CORS in a real headless Chromium: a page on another origin calls the API with an Authorization
// header and JSON (so the browser sends a preflight first) and reads the answer and its headers.
import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';

const CHROMIUM = '/usr/bin/chromium';

describe.skipIf(!existsSync(CHROMIUM))('the API called from a page on another origin, in headless Chromium', () => {
  let service: TestApp;
  let browser: Browser;
  let appPage: Server;
  let appOrigin: string;

  beforeAll(async () => {
    service = await startTestApp();
    appPage = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>app</title>'));
    await new Promise<void>((resolve) => appPage.listen(0, '127.0.0.1', resolve));
    // localhost and 127.0.0.1 are different origins to a browser
    appOrigin = `http://localhost:${(appPage.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => appPage?.close(resolve));
    await service?.close();
  });

  it('POST and GET with an API key succeed, and the page reads the exposed headers', async () => {
    const page = await browser.newPage();
    await page.goto(appOrigin);
    const result = await page.evaluate(
      async ({ base, key }) => {
        const created = await fetch(`${base}/api/v1/api_keys`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ apiKeyType: 'INFERENCE', description: 'from a browser' }),
        });
        const listed = await fetch(`${base}/api/v1/api_keys`, { headers: { authorization: `Bearer ${key}` } });
        const refused = await fetch(`${base}/api/v1/api_keys`);
        return {
          created: created.status,
          listed: listed.status,
          requestId: listed.headers.get('x-request-id'),
          refused: refused.status,
          refusedBody: await refused.json(),
        };
      },
      { base: service.baseUrl, key: service.adminKey },
    );
    expect(result).toMatchObject({ created: 200, listed: 200, refused: 401, refusedBody: { code: 'AUTHENTICATION_FAILED' } });
    expect(result.requestId).toBeTruthy();
  });
});
