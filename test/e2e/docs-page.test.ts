// The API reference at /docs in a real headless Chromium: Redoc must render the bundled spec from
// this server alone (no CDN, nothing failing, nothing blocked by the page's Content-Security-Policy).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, launchChromium } from '../support/console-browser.js';
import { TEST_DATA_DIR } from '../support/paths.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const hasChromium = existsSync(CHROMIUM);
const SCREENSHOT = join(TEST_DATA_DIR, 'docs-page.png');

it.runIf(!hasChromium)('has Chromium for the browser tests', (context) => {
  if (process.env.CI) throw new Error(`CI must run the browser tests: install Chromium at ${CHROMIUM} (apt-get install -y chromium)`);
  context.skip(`Chromium is not installed at ${CHROMIUM}; the /docs browser test is skipped (apt-get install -y chromium)`);
});

describe.skipIf(!hasChromium)('GET /docs in headless Chromium', () => {
  let service: TestApp;
  let browser: Browser;
  let page: Page;
  const requests: string[] = [];
  const failures: string[] = [];
  const consoleErrors: string[] = [];
  const cspViolations: string[] = [];

  beforeAll(async () => {
    service = await startTestApp();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('request', (request) => requests.push(request.url()));
    page.on('requestfailed', (request) => failures.push(`${request.url()}: ${request.failure()?.errorText}`));
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.url()}: HTTP ${response.status()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
    // CSP violations also show in the console, but this names the directive that blocked what.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
        (window as unknown as { cspViolations: string[] }).cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'}`);
      });
    });

    const response = await page.goto(`${service.baseUrl}/docs`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    // Redoc has rendered once the operations are in the content, not just the <redoc> placeholder.
    await page.locator('h2', { hasText: 'List models' }).first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    cspViolations.push(...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])));
    await page.screenshot({ path: SCREENSHOT });
  });

  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  it('GET /docs renders the operation summaries of the spec', async () => {
    for (const summary of ['List models', 'Create an API key', 'Delete an API key', 'List JSON-RPC networks', 'List image styles']) {
      expect(await page.locator('h2', { hasText: summary }).count(), summary).toBeGreaterThan(0);
    }
    expect(await page.title()).toMatch(/API reference$/);
  });

  it('GET /docs lists every tag of the spec in the side menu, with its operations inside', async () => {
    // biome-ignore lint/performance/useDomNodeTextContent: what a reader sees (innerText skips hidden text) is the point
    const visible = (await page.locator('.menu-content').innerText()).split('\n').map((line) => line.trim());
    expect(visible).toEqual(expect.arrayContaining(['Models', 'Image', 'API Keys', 'Crypto RPC', 'Meta']));
    // A tag's operations are in the menu but collapsed until the tag is opened.
    await page.locator('.menu-content label', { hasText: 'API Keys' }).first().click();
    const menuItem = page.locator('.menu-content li', { hasText: 'Create an API key' }).last();
    await menuItem.waitFor({ state: 'visible' });
    // biome-ignore lint/performance/useDomNodeTextContent: what a reader sees (innerText skips hidden text) is the point
    expect(await menuItem.innerText()).toMatch(/post\s*Create an API key/i);
  });

  it("GET /docs shows the spec's request and response examples in the samples panel", async () => {
    // biome-ignore lint/performance/useDomNodeTextContent: what a reader sees (innerText skips hidden text) is the point
    const samples = await page.locator('body').innerText();
    // POST /api_keys: its request example and its 200 example (the new key's secret).
    expect(samples).toContain('SERVICE_INFERENCE_KEY_4fQ8mZt2Lw9RkX1bN6cV3yH7sJ0pD5gA8eU2iO4x7Qp2L');
    expect(samples).toContain('"my app"');
    // POST /chat/completions: its request and 200 examples, given on their schemas, expanded to
    // their innermost values (the answer's text is what the mock streams).
    expect(samples).toContain('"Say hello."');
    expect(samples).toContain('"Hello! How can I help you today?"');
    // POST /api_keys/generate_web3_key: its request example; POST /audio/transcriptions: its form's.
    expect(samples).toContain('"my wallet\'s key"');
    expect(samples).toContain('"hello.wav"');
  });

  it('GET /docs loads everything from the server itself: no CDN, no failed request', () => {
    const origin = new URL(service.baseUrl).origin;
    expect(requests).toEqual(expect.arrayContaining([`${origin}/docs`, `${origin}/docs/redoc.standalone.js`, `${origin}/api/v1/openapi.json`]));
    // blob: URLs (Redoc's search worker) carry the page's origin; data: URLs make no request at all.
    const foreign = requests.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin);
    expect(foreign).toEqual([]);
    expect(failures).toEqual([]);
  });

  it('GET /docs runs without console errors or Content-Security-Policy violations', () => {
    expect(cspViolations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
