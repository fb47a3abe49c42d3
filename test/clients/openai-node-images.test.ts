// The official `openai` npm SDK's images.generate, unchanged, against the service, whose default
// image model routes to a loopback upstream speaking OpenAI's images API.
import OpenAI from 'openai';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImageApp, type ImageApp } from '../support/image-app.js';

describe('official openai npm SDK: images', () => {
  let app: ImageApp;
  let client: OpenAI;

  beforeAll(async () => {
    app = await startImageApp();
    client = new OpenAI({ apiKey: app.service.adminKey, baseURL: `${app.service.baseUrl}/api/v1`, maxRetries: 0 });
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

  it('gets the spec error for an empty prompt, as an SDK BadRequestError', async () => {
    await expect(client.images.generate({ prompt: '' })).rejects.toBeInstanceOf(OpenAI.BadRequestError);
  });
});
