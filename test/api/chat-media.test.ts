// Images and videos given by http(s) URL in chat messages (src/augment/chat-media.ts) are fetched
// through the caller-URL fetcher and reach the loopback upstream as data URLs, never as the URL.
// The media are served on loopback, which the test allows through AUGMENT_FETCH_ALLOW_HOSTS;
// redirects to internal addresses, tiny images, non-images, redirecting videos and videos of the
// wrong type are refused with 4xx, and nothing reaches the engine then.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pngImage } from '../support/image-upstream.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';
import { errorOf } from '../support/error-body.js';

const VIDEO = Buffer.from('\u0000\u0000\u0000\u0018ftypmp42 not really a movie');

describe('POST /chat/completions with image and video URLs', () => {
  let app: InferenceApp;
  let media: Server;
  let base: string;
  let photo: Buffer;
  const requested: string[] = [];

  const chat = (model: string, part: Record<string, unknown>) =>
    app.service.call('createChatCompletion', {
      key: app.key,
      body: { model, messages: [{ role: 'user', content: [{ type: 'text', text: 'What is this?' }, part] }] } as never,
    });
  const image = (path: string) => ({ type: 'image_url', image_url: { url: `${base}${path}` } });
  const video = (path: string) => ({ type: 'video_url', video_url: { url: `${base}${path}` } });
  const sentParts = () =>
    app.upstream.requests.at(-1)!.body.messages.at(-1).content as { type: string; image_url?: { url: string }; video_url?: { url: string } }[];

  beforeAll(async () => {
    photo = await pngImage(128, 96);
    const tiny = await pngImage(32, 32);
    media = createServer((request, response) => {
      requested.push(request.url ?? '');
      switch (request.url) {
        case '/photo.png':
          return response.writeHead(200, { 'content-type': 'image/png' }).end(photo);
        case '/tiny.png':
          return response.writeHead(200, { 'content-type': 'image/png' }).end(tiny);
        case '/page.html':
          return response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
        case '/to-private':
          return response.writeHead(302, { location: 'http://10.1.2.3/photo.png' }).end();
        case '/clip.mp4':
          return response.writeHead(200, { 'content-type': 'video/mp4' }).end(VIDEO);
        case '/moved.mp4':
          return response.writeHead(302, { location: '/clip.mp4' }).end();
        default:
          return response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
    app = await startInferenceApp({ AUGMENT_FETCH_ALLOW_HOSTS: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => media?.close(() => resolve()));
  });
  beforeEach(() => {
    app.upstream.reset();
    requested.length = 0;
  });

  it('POST /chat/completions returns 200 with an image URL fetched by the service and sent to the engine as a data URL', async () => {
    const response = await chat('vision-chat', image('/photo.png'));
    expect(response.status).toBe(200);
    expect(requested).toEqual(['/photo.png']);
    const [, part] = sentParts();
    expect(part).toEqual({ type: 'image_url', image_url: { url: `data:image/png;base64,${photo.toString('base64')}` } });
  });

  it('POST /chat/completions returns 400 URL_NOT_ALLOWED when an image URL redirects to a private address', async () => {
    const response = await chat('vision-chat', image('/to-private'));
    expect(response.status).toBe(400);
    expect(errorOf(response.body)).toMatchObject({ code: 'URL_NOT_ALLOWED' });
    expect(app.upstream.requests).toHaveLength(0);
  });

  it('POST /chat/completions returns 400 INVALID_IMAGE for an image under 64 pixels a side, a page that is not an image, or a missing one', async () => {
    for (const path of ['/tiny.png', '/page.html', '/missing.png']) {
      const response = await chat('vision-chat', image(path));
      expect(response.status, path).toBe(400);
      expect(errorOf(response.body), path).toMatchObject({ code: 'INVALID_IMAGE' });
    }
    expect(app.upstream.requests).toHaveLength(0);
  });

  it('POST /chat/completions returns 400 for an image URL that does not parse', async () => {
    const response = await chat('vision-chat', { type: 'image_url', image_url: { url: 'http://[not-an-address/x.png' } });
    expect(response.status).toBe(400);
    expect(requested).toEqual([]);
  });

  it('POST /chat/completions returns 400 without fetching when the model cannot take images', async () => {
    const response = await chat('chat-basic', image('/photo.png'));
    expect(response.status).toBe(400);
    expect(requested).toEqual([]);
  });

  it('POST /messages returns 400 without fetching an image URL when the text alone cannot fit the model', async () => {
    // vision-chat has 8,192 tokens of context; 3 MB of text holds more whatever the tokenizer. The
    // Messages body is not read for prompt text where it is parsed, so the model's check refuses it.
    const content = [
      { type: 'text', text: 'x'.repeat(3 * 1024 * 1024) },
      { type: 'image', source: { type: 'url', url: `${base}/photo.png` } },
    ];
    const body = { model: 'vision-chat', max_tokens: 16, messages: [{ role: 'user', content }] };
    const response = await app.service.call('createMessage', { key: await app.createKey(), body: body as never });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ type: 'error', error: { message: expect.stringContaining("vision-chat's context of 8192 tokens") } });
    expect(requested).toEqual([]);
    expect(app.upstream.requests).toHaveLength(0);
  });

  it('POST /chat/completions returns 200 with image data URLs of 8 and 30 MiB, sent to the engine as they are', async () => {
    for (const mebibytes of [8, 30]) {
      const url = `data:image/png;base64,${'A'.repeat(mebibytes * 1024 * 1024)}`;
      // One key for both: an image counts as a fixed number of tokens, however long its URL.
      const response = await app.service.call('createChatCompletion', {
        key: app.key,
        body: { model: 'vision-chat', messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url } }] }] } as never,
      });
      expect(response.status, `${mebibytes} MiB`).toBe(200);
      const [part] = sentParts();
      expect(part!.image_url!.url.length).toBe(url.length);
      app.upstream.reset();
    }
    expect(requested).toEqual([]);
  });

  it('POST /chat/completions returns 400 naming the limit for an image data URL longer than a 25 MB file makes', async () => {
    const url = `data:image/png;base64,${'A'.repeat(34_952_798)}`;
    const response = await chat('vision-chat', { type: 'image_url', image_url: { url } });
    expect(response.status).toBe(400);
    expect(errorOf(response.body)).toMatchObject({ code: 'INVALID_REQUEST' });
    expect(JSON.stringify(response.body)).toContain('must NOT have more than 34952798 characters');
    expect(app.upstream.requests).toHaveLength(0);
  });

  it('POST /chat/completions returns 200 with a video URL fetched and sent as a data URL, and 400 for one that redirects or is not a video', async () => {
    const response = await chat('video-chat', video('/clip.mp4'));
    expect(response.status).toBe(200);
    const [, part] = sentParts();
    expect(part).toEqual({ type: 'video_url', video_url: { url: `data:video/mp4;base64,${VIDEO.toString('base64')}` } });
    app.upstream.reset();
    for (const path of ['/moved.mp4', '/photo.png']) {
      const refused = await chat('video-chat', video(path));
      expect(refused.status, path).toBe(400);
    }
    expect(app.upstream.requests).toHaveLength(0);
  });
});
