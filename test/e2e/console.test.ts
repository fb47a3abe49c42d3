// The web console at /console in headless Chromium, one newcomer's session in order: sign in with
// the bootstrap ADMIN key, create an INFERENCE key (its secret shown once), chat with it in the
// playground (the answer streams in, then its cost), find that charge on the overview and in the
// usage table, revoke the key (its calls are refused), sign out (nothing left behind). Every screen
// is looked at at a phone and a desktop width: screenshots, no sideways scrolling, axe-core.
import { wavHeader } from '../../src/audio/wav.js';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { PROJECT_ROOT } from '../../src/app.js';
import { type ScreenReport, buildTestConsole, CHROMIUM, launchChromium, lookAtScreen, openWatchedPage, type WatchedPage } from '../support/console-browser.js';
import { type Behaviour, status } from '../support/fake-upstream.js';
import { INFERENCE_FIXTURE, type InferenceApp, startInferenceApp } from '../support/inference-app.js';

const XSS = '<img src=x onerror="window.injected=1">';

/** A chat stream that sends `first`, then waits for release() before the rest, the usage and [DONE]. */
function gatedStream(first: string, rest: string): { behaviour: Behaviour; release(): void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const behaviour: Behaviour = async ({ request, response }) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const base = { id: 'gated', object: 'chat.completion.chunk', created: 1763683200, model: request.body.model };
    const send = (data: unknown) => response.write(`data: ${JSON.stringify(data)}\n\n`);
    send({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: first }, finish_reason: null }] });
    await released;
    send({ ...base, choices: [{ index: 0, delta: { content: rest }, finish_reason: null }] });
    send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
    send({ ...base, choices: [], usage: { prompt_tokens: 12, completion_tokens: 5, total_tokens: 17 } });
    response.end('data: [DONE]\n\n');
  };
  return { behaviour, release };
}

/**
 * Holds the page's requests whose URL matches `pattern` until release(), which first waits for one to
 * have been held (so a pattern that matches nothing fails the test instead of checking nothing).
 */
async function holdRequests(page: Page, pattern: RegExp): Promise<{ release(): Promise<void> }> {
  let arrived!: () => void;
  const oneHeld = new Promise<void>((resolve) => (arrived = resolve));
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const continued: Promise<void>[] = [];
  const handler = (route: Route) => {
    arrived();
    const going = opened.then(() => route.continue());
    continued.push(going);
    return going;
  };
  await page.route(pattern, handler);
  return {
    async release() {
      await oneHeld;
      open();
      await Promise.all(continued);
      await page.unroute(pattern, handler);
    },
  };
}

/** U²-Net's small model in the project's data folder (where `make test` fetches it), for the background removal screen. */
const U2NETP = join(PROJECT_ROOT, 'data', 'models', 'u2netp.onnx');

/**
 * The inference fixture plus config/'s embedded upscaler, its embedded background removal (on the
 * data folder's u2netp, when there), and a model whose GGUF is not there (so not served).
 */
function consoleFixture(): string {
  const directory = join(PROJECT_ROOT, '.test-data', `fixture-console-${process.pid}`);
  mkdirSync(directory, { recursive: true });
  cpSync(INFERENCE_FIXTURE, directory, { recursive: true });
  const file = join(directory, 'models.yaml');
  const catalog = parse(readFileSync(file, 'utf8')) as { models: Record<string, unknown>[] };
  const shipped = parse(readFileSync(join(PROJECT_ROOT, 'config', 'models.yaml'), 'utf8')) as { models: Record<string, unknown>[] };
  const chat = catalog.models.find((model) => model.id === 'chat-basic')!;
  catalog.models.push(shipped.models.find((model) => model.id === 'upscale')!, {
    ...chat,
    id: 'missing-gguf',
    route: { engine: 'llama-cpp', file: 'models/missing-gguf.gguf' },
  });
  if (existsSync(U2NETP)) {
    const removal = shipped.models.find((model) => model.id === 'background-remove-u2netp')!;
    catalog.models.push({ ...removal, route: { ...(removal.route as object), file: U2NETP } });
    const traits = parse(readFileSync(join(directory, 'traits.yaml'), 'utf8')) as Record<string, Record<string, string>>;
    writeFileSync(
      join(directory, 'traits.yaml'),
      stringify({ ...traits, upscale: { ...traits.upscale, background_remove_default: 'background-remove-u2netp' } }),
    );
  }
  writeFileSync(file, stringify(catalog));
  return directory;
}

describe.skipIf(!existsSync(CHROMIUM))('the web console at /console in headless Chromium', () => {
  let inference: InferenceApp;
  let browser: Browser;
  let watched: WatchedPage;
  let page: Page;
  let baseUrl: string;
  let inferenceSecret = '';
  const screens = new Map<string, ScreenReport>();

  async function signIn(key: string) {
    await page.goto(`${baseUrl}/console`);
    await page.getByLabel('API key').fill(key);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
  }
  const open = async (screen: string) => {
    await page.getByRole('link', { name: screen, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: screen }).waitFor();
  };
  const look = async (name: string) => screens.set(name, await lookAtScreen(page, name));

  beforeAll(async () => {
    inference = await startInferenceApp({}, { configDir: consoleFixture(), consoleDir: await buildTestConsole() });
    baseUrl = inference.service.baseUrl;
    browser = await launchChromium();
    watched = await openWatchedPage(browser);
    page = watched.page;
  });
  afterAll(async () => {
    await browser?.close();
    await inference?.close();
  });

  it('GET /console answers with a strict Content-Security-Policy, no framing, nosniff, and no CORS grant', async () => {
    const response = await fetch(`${baseUrl}/console`, { headers: { origin: 'https://elsewhere.example' } });
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(await response.text()).not.toMatch(/<script>|<style>|\sstyle=|\son[a-z]+=/i);
    const script = await fetch(`${baseUrl}/console/app.js`);
    expect([script.status, script.headers.get('content-type')]).toEqual([200, 'application/javascript; charset=utf-8']);
    for (const path of ['/console/index.html', '/console/../package.json', '/console/%2e%2e/package.json', '/console/build.ts']) {
      expect((await fetch(`${baseUrl}${path}`)).status, path).toBe(404);
    }
  });

  it('signs in with the bootstrap ADMIN key and shows the balance, the spend chart and the rate limits', async () => {
    await signIn(inference.service.adminKey);
    const links = await page.getByRole('navigation').getByRole('link').allTextContents();
    expect(links).toEqual(['Overview', 'Usage', 'Requests', 'Keys', 'Models', 'Playground', 'Operator']);
    await expect.poll(() => page.getByTestId('balance-usd').textContent()).toBe('$100.00');
    await page.locator('.chart canvas').waitFor();
    await page.getByTestId('breaches-today').waitFor();
    // The key is in this tab's session storage, and nowhere the browser would keep or send it.
    const kept = await page.evaluate(() => ({ session: { ...sessionStorage }, local: localStorage.length, cookies: document.cookie, url: location.href }));
    expect(kept).toEqual({ session: { 'console.apiKey': inference.service.adminKey }, local: 0, cookies: '', url: `${baseUrl}/console` });
    await look('overview-empty');
  });

  it('creates an INFERENCE key and shows its secret once, with a warning and a copy button', async () => {
    await open('Keys');
    await page.getByText('Create a key').click();
    await page.locator('#new-description').fill('console test key');
    await look('keys-create');
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = page.getByTestId('new-secret');
    await expect.poll(() => secret.getByRole('status').or(secret.locator('output')).first().textContent()).toMatch(/\S{20,}/);
    inferenceSecret = (await secret.locator('output').textContent())!.trim();
    expect(await secret.textContent()).toContain('This is the only time the key is shown');
    await secret.getByRole('button', { name: 'Copy key' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inferenceSecret);
    await look('keys-secret');
    await secret.getByRole('button', { name: 'I have saved it' }).click();
    await page.getByTestId('key-list').getByText('console test key').waitFor();
    expect(await page.content()).not.toContain(inferenceSecret);
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).not.toContain(inferenceSecret);
  });

  it('the INFERENCE key sees models and the playground; a streamed chat answer grows, then shows its tokens and cost', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(inferenceSecret);
    expect(await page.getByRole('navigation').getByRole('link').allTextContents()).toEqual(['Models', 'Playground']);
    await page.getByTestId('model-table').getByText('chat-basic', { exact: true }).waitFor();
    // GET /models/deployments is for ADMIN keys: an INFERENCE key sees the catalog only.
    expect(await page.getByRole('columnheader', { name: 'Served by', exact: true }).count()).toBe(0);
    expect(await page.getByTestId('unavailable-models').count()).toBe(0);
    expect(await page.getByTestId('model-table').textContent()).not.toContain('missing-gguf');
    await look('models');
    await open('Playground');
    const stream = gatedStream('Hello from', ' the console test.');
    inference.upstream.script(stream.behaviour);
    await page.locator('#chat-model').selectOption('chat-basic');
    await page.locator('#chat-system').fill('Answer briefly.');
    await page.locator('#chat-prompt').fill('Say hello.');
    await page.getByRole('button', { name: 'Send' }).click();
    // The first piece is on screen while the upstream still holds the rest back.
    await expect.poll(() => page.getByTestId('streaming-answer').textContent()).toBe('Hello from');
    expect(await page.getByTestId('answer-cost').count()).toBe(0);
    stream.release();
    const cost = page.getByTestId('answer-cost');
    await expect.poll(() => cost.textContent()).toMatch(/^12 prompt \+ 5 completion tokens, cost \$0\.0000\d+/);
    expect(await page.getByTestId('conversation').textContent()).toContain('Hello from the console test.');
    const sent = inference.upstream.requests.at(-1)!.body;
    expect(sent.stream).toBe(true);
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'Say hello.' });
    await look('playground');
  });

  it("the playground's embeddings show the vector's size and first values, and speech plays as audio", async () => {
    await page.locator('#embeddings-model').selectOption('embed-basic');
    await page.locator('#embeddings-input').fill('hello');
    await page.getByRole('button', { name: 'Embed' }).click();
    // The loopback upstream's 8 values for "hello": ((char code of each letter, cycled) % 17 - 8) / 8.
    const expected = Array.from({ length: 8 }, (_, position) => ((('hello'.charCodeAt(position % 5) % 17) - 8) / 8).toFixed(4)).join(', ');
    await expect.poll(() => page.getByTestId('embedding').textContent()).toMatch(new RegExp(`^8 dimensions; first values: ${expected}; \\d+ tokens; cost \\$`));
    await page.locator('#speech-model').selectOption('speech-espeak');
    await page.locator('#speech-input').fill('Hello.');
    await page.getByRole('button', { name: 'Speak' }).click();
    const audio = page.getByTestId('speech-audio');
    await audio.waitFor();
    expect(await audio.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => (element.readyState >= 1 ? element.duration : 0))).toBeGreaterThan(0);
  });

  it("the playground's upscale shows the image sent and the one returned, twice its width and height", async () => {
    // The smallest size the upscaler takes is 65536 pixels.
    const image = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 40, b: 90 } } })
      .png()
      .toBuffer();
    await page.locator('#upscale-model').selectOption('upscale');
    await page.locator('#upscale-image').setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: image });
    await page.locator('#upscale-scale').selectOption('2');
    await page.getByRole('button', { name: 'Upscale' }).click();
    const size = (name: string) =>
      page.getByAltText(name).evaluate((element: HTMLImageElement) => (element.complete ? [element.naturalWidth, element.naturalHeight] : []));
    await expect.poll(() => size('What was sent')).toEqual([320, 240]);
    const returned = page.getByTestId('upscaled');
    const section = page.locator('section[aria-labelledby="upscale-title"]');
    // The panel's text is the failure's message if the upscale was refused.
    await expect.poll(async () => ((await returned.count()) > 0 ? 'shown' : await section.textContent())).toBe('shown');
    expect(await returned.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => size('The upscaled result')).toEqual([640, 480]);
  });

  it("the playground's transcription sends the uploaded clip and shows the text heard", async () => {
    // Half a second of a 440 Hz tone, 16 kHz mono: audio the service decodes and bounds before the engine hears it.
    const samples = Buffer.alloc(16_000);
    for (let index = 0; index < 8_000; index += 1) samples.writeInt16LE(Math.round(8_000 * Math.sin((2 * Math.PI * 440 * index) / 16_000)), index * 2);
    const clip = Buffer.concat([wavHeader(16_000, samples.length), samples]);
    await page.locator('#transcription-model').selectOption('asr-upstream');
    await page.locator('#transcription-audio').setInputFiles({ name: 'tone.wav', mimeType: 'audio/wav', buffer: clip });
    await page.getByRole('button', { name: 'Transcribe' }).click();
    const section = page.locator('section[aria-labelledby="transcription-title"]');
    const transcript = page.getByTestId('transcript');
    // The panel's text is the failure's message if the transcription was refused.
    await expect.poll(async () => ((await transcript.count()) > 0 ? 'shown' : await section.textContent())).toBe('shown');
    expect(await transcript.textContent()).toContain('tone.wav'); // the loopback upstream names the file it got
    const sent = inference.upstream.requests.at(-1)!;
    expect(sent.path).toMatch(/\/audio\/transcriptions$/);
  });

  it.skipIf(!existsSync(U2NETP))(
    "the playground's background removal shows the cut-out, as large as the image sent and transparent at its corners",
    async () => {
      const disc = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="#e8e8e8"/><circle cx="160" cy="120" r="70" fill="#c0392b"/></svg>',
      );
      const image = await sharp(disc).png().toBuffer();
      await page.locator('#background-image').setInputFiles({ name: 'disc.png', mimeType: 'image/png', buffer: image });
      await page.getByRole('button', { name: 'Remove background' }).click();
      const section = page.locator('section[aria-labelledby="background-title"]');
      const cutOut = page.getByTestId('cut-out');
      await expect.poll(async () => ((await cutOut.count()) > 0 ? 'shown' : await section.textContent()), { timeout: 60_000 }).toBe('shown');
      const corner = await cutOut.evaluate(async (element: HTMLImageElement) => {
        await element.decode();
        const canvas = document.createElement('canvas');
        canvas.width = element.naturalWidth;
        canvas.height = element.naturalHeight;
        const context = canvas.getContext('2d')!;
        context.drawImage(element, 0, 0);
        return {
          size: [element.naturalWidth, element.naturalHeight],
          cornerAlpha: context.getImageData(2, 2, 1, 1).data[3],
          centreAlpha: context.getImageData(160, 120, 1, 1).data[3],
        };
      });
      expect(corner.size).toEqual([320, 240]);
      expect(corner.cornerAlpha).toBeLessThan(32);
      expect(corner.centreAlpha).toBeGreaterThan(224);
    },
  );

  it('the charge shows on the overview chart and in the usage table, whose CSV export holds it too', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(inference.service.adminKey);
    const totals = page.getByTestId('spend-totals');
    await totals.getByText('chat-basic', { exact: true }).waitFor();
    // The Type column names the kind of model, not the SKU charged.
    const typeOf = (name: string) =>
      totals
        .locator('tr', { has: page.getByRole('cell', { name, exact: true }) })
        .locator('td')
        .nth(1)
        .textContent();
    await expect.poll(() => typeOf('upscale')).toBe('image upscale');
    expect(await typeOf('chat-basic')).toBe('text');
    // Until a day is hovered, the chart's legend shows each line's total: the totals table's.
    const usdOf = (name: string) =>
      totals
        .locator('tr', { has: page.getByRole('cell', { name, exact: true }) })
        .locator('td')
        .nth(3)
        .textContent();
    const legendOf = (name: string) => page.locator('.u-legend tr', { hasText: name }).locator('.u-value').textContent();
    await expect.poll(() => legendOf('chat-basic')).toBe(await usdOf('chat-basic'));
    expect(await legendOf('upscale')).toBe(await usdOf('upscale'));
    await page.locator('select').nth(1).selectOption('key');
    await totals.getByText('console test key', { exact: true }).waitFor();
    await expect.poll(() => page.locator('.u-legend').textContent()).toContain('console test key');
    await look('overview');
    await open('Usage');
    const table = page.getByTestId('usage-table');
    await table.getByText('12 / 5').waitFor();
    expect(await table.textContent()).toContain('chat-basic');
    await look('usage');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^timestamp,sku,/);
    expect(csv).toMatch(/chat-basic[^\r\n]*,12,5,/);
  });

  it('for an ADMIN key the models screen says what serves each model, and which configured model is not served and why', async () => {
    await open('Models');
    const table = page.getByTestId('model-table');
    await page.getByRole('columnheader', { name: 'Served by', exact: true }).waitFor();
    const servedBy = (model: string) => table.locator(`tr[data-model="${model}"]`).getByTestId('served-by').textContent();
    await expect.poll(() => servedBy('speech-espeak')).toBe('espeak (embedded)');
    expect(await servedBy('upscale')).toBe('sharp (embedded)');
    expect(await servedBy('chat-basic')).toBe(`openai-compatible at ${new URL(inference.upstream.url).host}`);
    const missing = page.getByTestId('unavailable-models').locator('tr[data-model="missing-gguf"]');
    expect(await missing.locator('td').allTextContents()).toEqual([
      'text',
      'llama-cpp (embedded)',
      expect.stringMatching(/^weights file .*missing-gguf\.gguf not found$/),
    ]);
    expect(await table.textContent()).not.toContain('missing-gguf');
    // Each price with the unit the catalog prices it in.
    const prices = (model: string) => table.locator(`tr[data-model="${model}"]`).getByTestId('prices').locator('li').allTextContents();
    expect(await prices('chat-basic')).toEqual(['input $0.20 per 1M tokens', 'output $0.80 per 1M tokens']);
    expect(await prices('embed-basic')).toEqual(['input $0.01 per 1M tokens', 'output $0.00 per 1M tokens']);
    expect(await prices('speech-espeak')).toEqual(['$10.00 per 1M characters']);
    expect(await prices('asr-upstream')).toEqual(['$0.001 per second of audio']);
    expect(await prices('upscale')).toEqual(['$0.002 per image upscaled 2x', '$0.004 per image upscaled 4x']);
    await look('models-admin');
  });

  it('the usage table pages through more rows than one page holds, and the overview switches between 7, 30 and 90 days', async () => {
    for (let index = 0; index < 11; index++) {
      const answer = await fetch(`${baseUrl}/api/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${inference.service.adminKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'chat-basic', messages: [{ role: 'user', content: `page row ${index}` }] }),
      });
      expect(answer.status).toBe(200);
    }
    // Charges reach the ledger with the credit leases' next flush (about a second): write them now.
    await inference.service.app.services.credits.flush();
    // The first page arrives after a smaller page size is chosen and before it is applied: the
    // choice stands. (The console reads the ledger newest first, a page per request.)
    const firstPage = await holdRequests(page, /\/billing\/usage-history\?pageSize=50&sortOrder=desc$/);
    await open('Usage');
    await page.getByLabel('Per page').selectOption('10');
    await firstPage.release();
    await page.getByTestId('usage-table').waitFor();
    await page.getByRole('button', { name: 'Apply' }).click();
    const table = page.getByTestId('usage-table');
    const rows = () => table.locator('tbody tr').count();
    await expect.poll(() => table.locator('caption').textContent()).toBe('Ledger entries, newest first (page 1)');
    await expect.poll(rows).toBe(10);
    const first = await table.locator('tbody tr').allTextContents();
    expect(await page.getByRole('button', { name: 'Newer' }).isDisabled()).toBe(true);
    // The second page's answer is held back: until it arrives, the table still shows page 1 and says so.
    const secondPage = await holdRequests(page, /\/billing\/usage-history\?pageSize=10&sortOrder=desc&cursor=[0-9]+$/);
    await page.getByRole('button', { name: 'Older' }).click();
    await expect.poll(() => table.getAttribute('aria-busy')).toBe('true');
    expect(await table.locator('caption').textContent()).toBe('Ledger entries, newest first (page 1)');
    expect(await page.getByRole('button', { name: 'Older' }).isDisabled()).toBe(true);
    await secondPage.release();
    await expect.poll(() => table.locator('caption').textContent()).toBe('Ledger entries, newest first (page 2)');
    // Newest first: the first page holds the eleven charges just made, the second (the last) ends
    // with the starting credit, and times never rise down the table.
    expect(first.every((row) => row.includes('chat-basic'))).toBe(true);
    await expect.poll(rows).toBeGreaterThan(0);
    const second = await table.locator('tbody tr').allTextContents();
    expect(second.at(-1)).toContain('operator-credit');
    expect(await page.getByRole('button', { name: 'Older' }).isDisabled()).toBe(true);
    const times = [...first, ...second].map((row) => row.slice(0, 'YYYY-MM-DD HH:MM UTC'.length));
    expect(times).toEqual([...times].sort().reverse());
    await page.getByRole('button', { name: 'Newer' }).click();
    await expect.poll(() => table.locator('tbody tr').allTextContents()).toEqual(first);
    await open('Overview');
    const caption = page.locator('.chart figcaption');
    await expect.poll(() => caption.textContent()).toBe('USD spent per UTC day, by model, over the last 7 days');
    for (const days of [30, 90, 7]) {
      const answered = page.waitForResponse((response) => response.url().includes(`lookback=${days}d`));
      await page.getByLabel('Period').selectOption(`${days}d`);
      const analytics = (await (await answered).json()) as { byDate: unknown[] };
      expect(analytics.byDate.length).toBeGreaterThanOrEqual(days);
      await expect.poll(() => caption.textContent()).toBe(`USD spent per UTC day, by model, over the last ${days} days`);
      await page.getByTestId('spend-totals').getByText('chat-basic', { exact: true }).waitFor();
    }
  });

  it("the Requests screen shows the request log newest first, filters it by status class and opens a request's every field", async () => {
    const chat = async (model: string) => {
      const answer = await fetch(`${baseUrl}/api/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${inference.service.adminKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model, messages: [{ role: 'user', content: 'logged' }] }),
      });
      await answer.body?.cancel();
      return { status: answer.status, requestId: answer.headers.get('x-request-id')! };
    };
    const missing = await chat('no-such-model');
    inference.upstream.script(status(500), status(500), status(500));
    const failed = await chat('chat-basic');
    expect([missing.status, failed.status]).toEqual([404, 502]);
    await open('Requests');
    const table = page.getByTestId('request-table');
    const rowOf = (requestId: string) => table.locator(`tr[data-request-id="${requestId}"]`);
    // The log is written shortly after each request ends: the newest page is refreshed until both are in.
    await page.getByLabel('Refresh every 5 s').check();
    await expect.poll(async () => (await rowOf(missing.requestId).count()) + (await rowOf(failed.requestId).count()), { timeout: 30_000 }).toBe(2);
    await page.getByLabel('Refresh every 5 s').uncheck();
    const statuses = () => table.getByTestId('status').allTextContents();
    await page.getByLabel('Status').fill('5xx');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => rowOf(missing.requestId).count()).toBe(0);
    expect(await rowOf(failed.requestId).textContent()).toContain('UPSTREAM_ERROR');
    expect((await statuses()).every((code) => /^5\d\d$/.test(code))).toBe(true);
    await page.getByLabel('Status').fill('4xx');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => rowOf(failed.requestId).count()).toBe(0);
    expect((await statuses()).every((code) => /^4\d\d$/.test(code))).toBe(true);
    await rowOf(missing.requestId).getByRole('button').click();
    const details = page.getByTestId('request-details');
    const fields = async () => {
      const names = await details.locator('dt').allTextContents();
      const values = await details.locator('dd').allTextContents();
      return Object.fromEntries(names.map((name, index) => [name, values[index]]));
    };
    await expect.poll(fields).toMatchObject({
      'Request id': missing.requestId,
      Status: '404',
      'Error code': 'MODEL_NOT_FOUND',
      Operation: 'createChatCompletion',
      'Method and path': 'POST /api/v1/chat/completions',
      'Model asked for': 'no-such-model',
      Streamed: 'no',
      Cost: '—',
    });
    expect(Object.keys(await fields())).toHaveLength(20);
    await look('requests');
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'detached' });
  });

  it("the models screen shows each model's requests, error rate, latency, time to first token and speed over the last hour or day", async () => {
    const performance = async (period: string) => {
      const answer = await fetch(`${baseUrl}/api/v1/requests/performance?period=${period}`, {
        headers: { authorization: `Bearer ${inference.service.adminKey}` },
      });
      const body = (await answer.json()) as { data: { model: string; requests: number; errors: number; errorRate: number }[] };
      return body.data.find((entry) => entry.model === 'chat-basic')!;
    };
    const expected = await performance('1h');
    // The chats of the playground, the pages of the usage table and the upstream's failure.
    expect(expected.requests).toBeGreaterThanOrEqual(13);
    expect(expected.errors).toBeGreaterThanOrEqual(1);
    await open('Models');
    const row = page.getByTestId('model-performance').locator('tr[data-model="chat-basic"]');
    await expect.poll(() => row.getByTestId('requests').textContent()).toBe(expected.requests.toLocaleString('en-US'));
    expect(await row.getByTestId('error-rate').textContent()).toBe(`${(expected.errorRate * 100).toFixed(2)}%`);
    expect(await row.getByTestId('latency').textContent()).toMatch(/^\d+(\.\d+)? m?s \/ \d+(\.\d+)? m?s$/);
    expect(await row.getByTestId('ttft').textContent()).toMatch(/^\d+(\.\d+)? m?s \/ \d+(\.\d+)? m?s$/);
    expect(await row.getByTestId('tokens-per-second').textContent()).toMatch(/^\d+\.\d$/);
    const answered = page.waitForResponse((response) => response.url().includes('/requests/performance?period=24h'));
    await page.getByLabel('Period').selectOption('24h');
    await answered;
    await expect.poll(() => page.getByTestId('model-performance').locator('caption').textContent()).toMatch(/^Requests per model over the last 24 hours/);
    expect(await row.getByTestId('requests').textContent()).toBe((await performance('24h')).requests.toLocaleString('en-US'));
  });

  it('a key description and a model answer holding HTML are shown as text, never run', async () => {
    await open('Keys');
    await page.getByText('Create a key').click();
    await page.locator('#new-description').fill(XSS);
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByRole('button', { name: 'I have saved it' }).click();
    await page.getByTestId('key-list').getByText(XSS).waitFor();
    await open('Playground');
    const { reply } = await import('../support/fake-upstream.js');
    inference.upstream.script(reply({ content: `Here: ${XSS}` }));
    await page.locator('#chat-model').selectOption('chat-basic');
    await page.locator('#chat-prompt').fill('Show me HTML.');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByTestId('conversation').getByText(`Here: ${XSS}`).waitFor();
    await open('Keys');
    await page.getByTestId('key-list').getByText(XSS).waitFor();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined();
  });

  it('editing a key changes its caps and expiry, revoking it refuses its next call, and the operator credits once per external id', async () => {
    await open('Keys');
    const card = page.locator('.card', { hasText: 'console test key' });
    await card.getByRole('button', { name: 'Edit' }).click();
    await card.getByLabel('Spend cap, USD per period (empty: none)').fill('5');
    await card.getByLabel('Cap period').selectOption('MONTH');
    await card.getByLabel('Expires at the end of (empty: never)').fill('2099-12-31');
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByText('$5.00, no DIEM cap per MONTH').waitFor();
    expect(await card.textContent()).toContain('2099-12-31 23:59 UTC');
    await card.getByRole('button', { name: 'Revoke' }).click();
    await card.getByRole('button', { name: 'Confirm revoke' }).click();
    await card.waitFor({ state: 'detached' });
    const refused = await fetch(`${baseUrl}/api/v1/models`, { headers: { authorization: `Bearer ${inferenceSecret}` } });
    expect(refused.status).toBe(401);
    await look('keys');
    await open('Operator');
    // The external id makes the credit idempotent: the same credit sent twice is credited once.
    for (const expected of ['Credited $2.50.', 'Already credited under this external id; nothing changed.']) {
      await page.getByLabel('Amount, USD').fill('2.5');
      await page.getByLabel('Reason').fill('invoice paid by wire');
      await page.getByLabel('External id (your reference, e.g. the invoice)').fill('invoice-console-1');
      await page.getByRole('button', { name: 'Credit' }).click();
      await expect.poll(() => page.getByTestId('credit-result').textContent()).toContain(expected);
    }
    await look('operator');
  });

  it('signing out forgets the key and leaves nothing behind in the browser', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('API key').waitFor();
    await look('sign-in');
    const left = await page.evaluate(async () => ({
      session: sessionStorage.length,
      local: localStorage.length,
      cookies: document.cookie,
      caches: await caches.keys(),
      databases: (await indexedDB.databases()).length,
      url: location.href,
    }));
    expect(left).toEqual({ session: 0, local: 0, cookies: '', caches: [], databases: 0, url: `${baseUrl}/console` });
    expect(await page.context().cookies()).toEqual([]);
    await page.reload();
    await page.getByLabel('API key').waitFor();
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.content()).not.toContain('console test key');
  });

  it('every screen fits a phone, passes axe-core (no serious or critical violation), and nothing broke the CSP or left the server', async () => {
    expect([...screens.keys()].sort()).toEqual([
      'keys',
      'keys-create',
      'keys-secret',
      'models',
      'models-admin',
      'operator',
      'overview',
      'overview-empty',
      'playground',
      'requests',
      'sign-in',
      'usage',
    ]);
    for (const [name, report] of screens) {
      expect(report.violations, name).toEqual([]);
      expect(report.phoneOverflow, name).toBeLessThanOrEqual(0);
    }
    expect(await watched.cspViolations()).toEqual([]);
    expect(watched.problems).toEqual([]);
    const origin = new URL(baseUrl).origin;
    expect(watched.requests.filter((url) => !url.startsWith('blob:') && !url.startsWith('data:') && new URL(url).origin !== origin)).toEqual([]);
  });
});
