// The web console in headless Chromium for test/e2e/console.test.ts: the console built into this
// run's folder, a browser page that records what the page requested and any CSP violation, and a
// look at one screen at a phone and a desktop width (screenshot, overflow, axe-core).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import axe from 'axe-core';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildConsole } from '../../console/build.js';
import { RUN_DIR, TEST_DATA_DIR } from './paths.js';

export const CHROMIUM = '/usr/bin/chromium';
export const SCREENSHOT_DIR = join(TEST_DATA_DIR, 'console-screenshots');
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Builds the console into this run's folder; returns the folder, for startTestApp's consoleDir. */
export async function buildTestConsole(): Promise<string> {
  const directory = join(RUN_DIR, `console-${process.pid}`);
  await buildConsole(directory);
  return directory;
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface WatchedPage {
  page: Page;
  requests: string[];
  problems: string[];
  /** The CSP violations reported in the page so far (read from the page itself). */
  cspViolations(): Promise<string[]>;
}

export async function openWatchedPage(browser: Browser): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const requests: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    // A refused call (the revoked key, a 401 on purpose) is logged by Chromium as a failed resource; the rest is a fault.
    if (message.type() === 'error' && !/the server responded with a status of 40[13]/.test(message.text())) problems.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const found = ((window as unknown as { cspViolations?: string[] }).cspViolations ??= []);
      found.push(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'}`);
    });
  });
  return {
    page,
    requests,
    problems,
    cspViolations: () => page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []),
  };
}

export interface ScreenReport {
  /** axe-core violations of impact serious or critical, as `rule: target`. */
  violations: string[];
  /** The page's width beyond the phone's viewport, in CSS pixels (0: nothing scrolls sideways). */
  phoneOverflow: number;
}

/**
 * Screenshots the current screen at the phone and the desktop width, measures sideways overflow on
 * the phone and runs axe-core at both. axe is evaluated through the DevTools protocol, which the
 * page's CSP does not apply to (an injected inline <script> would be blocked by `script-src 'self'`).
 */
export async function lookAtScreen(page: Page, name: string): Promise<ScreenReport> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const violations: string[] = [];
  let phoneOverflow = 0;
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (label === 'phone') phoneOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${label}.png`), fullPage: true });
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
    const found = await page.evaluate(async () => {
      const result = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
      return result.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    });
    violations.push(...found.map((violation) => `${label}: ${violation}`));
  }
  return { violations, phoneOverflow };
}
