// The official `openai` npm SDK's images.generate, unchanged, against the service, whose default
// image model routes to a loopback upstream speaking OpenAI's images API.
import OpenAI, { toFile } from 'openai';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAiSdk } from '../support/openai-sdk.js';
import { pngImage } from '../support/image-upstream.js';
import { startImageApp, type ImageApp } from '../support/media-app.js';

describe('official openai npm SDK: images', () => {
  let app: ImageApp;
  let client: OpenAI;

  beforeAll(async () => {
    app = await startImageApp();
    client = openAiSdk(app.service.baseUrl, app.service.adminKey);
  });
  afterAll(() => app?.close());

  it('generates an image as b64_json', async () => {
    const result = await client.images.generate({ model: 'dall-e-3', prompt: 'A lighthouse at dusk', size: '1024x1024', n: 1 });
    const image = Buffer.from(result.data![0]!.b64_json!, 'base64');
    expect(await sharp(image).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });
    expect(app.upstream.received.at(-1)).toMatchObject({ path: '/v1/images/generations', body: { model: 'upstream-image', prompt: 'A lighthouse at dusk' } });
  });

  it('generates an image as a data URL in the format asked', async () => {
    const result = await client.images.generate({ prompt: 'A red fox', size: '256x256', response_format: 'url', output_format: 'webp' });
    expect(result.data![0]!.url).toMatch(/^data:image\/webp;base64,/);
  });

  it('edits an image, and several images at once, with images.edit', async () => {
    const photo = await pngImage(320, 240);
    const one = await client.images.edit({ image: await toFile(photo, 'photo.png', { type: 'image/png' }), prompt: 'Make it night' });
    expect(await sharp(Buffer.from(one.data![0]!.b64_json!, 'base64')).metadata()).toMatchObject({ format: 'png', width: 320, height: 240 });
    expect(app.upstream.received.at(-1)).toMatchObject({ path: '/v1/images/edits', body: { model: 'upstream-edit', prompt: 'Make it night' } });
    expect(app.upstream.received.at(-1)!.files[0]!.bytes.equals(photo)).toBe(true);
    const images = [await toFile(photo, 'a.png', { type: 'image/png' }), await toFile(await pngImage(300, 300), 'b.png', { type: 'image/png' })];
    const several = await client.images.edit({ image: images, prompt: 'Together', response_format: 'url' });
    expect(several.data![0]!.url).toMatch(/^data:image\/png;base64,/);
    expect(app.upstream.received.at(-1)!.files).toHaveLength(2);
  });

  it('gets the spec error for an empty prompt, as an SDK BadRequestError', async () => {
    await expect(client.images.generate({ prompt: '' })).rejects.toBeInstanceOf(OpenAI.BadRequestError);
  });
});
