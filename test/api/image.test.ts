// Image operations over HTTP: the embedded upscaler (sharp, no upstream), and generation and edits
// on loopback upstreams speaking OpenAI's images API, the Automatic1111 web UI's API and this same
// contract. Images are real encodings made with sharp; prices come from the test catalog.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pngImage } from '../support/image-upstream.js';
import { startImageApp, type ImageApp } from '../support/media-app.js';

describe('Images', () => {
  let app: ImageApp;
  let photo: Buffer; // 320×240 PNG
  type Operation = 'generateImage' | 'simpleGenerateImage' | 'upscaleImage' | 'editImage' | 'multiEditImage' | 'backgroundRemoveImage';
  type Answer = { status: number; headers: Headers; body: unknown; bytes: Buffer };
  // Bodies are built loosely here (some are wrong on purpose); the client still checks every answer against the spec.
  const call = (operationId: Operation, body: unknown) =>
    app.service.call(operationId, { key: app.service.adminKey, body: body as never }) as unknown as Promise<Answer>;
  const spent = async (work: () => Promise<unknown>) => {
    const before = (await app.balance()).amount;
    await work();
    return before - (await app.balance()).amount;
  };

  beforeAll(async () => {
    app = await startImageApp();
    photo = await pngImage(320, 240);
  });
  afterAll(() => app?.close());
  beforeEach(() => app.resetUpstream());

  it('POST /image/upscale returns 200 with a PNG twice the size, made in process, and charges the 2x price', async () => {
    let response!: Answer;
    const cost = await spent(async () => {
      response = await call('upscaleImage', { image: photo.toString('base64') });
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-service-model-id')).toBe('fixture-upscale');
    expect(await sharp(response.bytes).metadata()).toMatchObject({ format: 'png', width: 640, height: 480 });
    expect(cost).toBe(2_000n);
    expect(app.upstream.received).toHaveLength(0);
  });

  it('POST /image/upscale returns 200 at scale 4 from a data URL, and reduces the scale for a large image', async () => {
    const four = await call('upscaleImage', { image: `data:image/png;base64,${photo.toString('base64')}`, scale: 4 });
    expect(four.status).toBe(200);
    expect(await sharp(four.bytes).metadata()).toMatchObject({ width: 1280, height: 960 });
    const large = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const reduced = await call('upscaleImage', { image: large.toString('base64'), scale: 4 });
    expect(reduced.status).toBe(200);
    const { width, height } = await sharp(reduced.bytes).metadata();
    expect(width * height).toBeLessThanOrEqual(16_777_216);
    expect(width).toBe(3000); // 4x would exceed 16,777,216 pixels; 2x fits
    expect(height).toBe(2000);
  });

  it('POST /image/upscale returns 400, 413 or 415 for a bad image and charges nothing', async () => {
    const small = await pngImage(100, 100);
    const truncated = (await pngImage(400, 400)).subarray(0, 2_000);
    const cost = await spent(async () => {
      const tooSmall = await call('upscaleImage', { image: small.toString('base64') });
      expect(tooSmall.status).toBe(400);
      expect(tooSmall.body).toMatchObject({ code: 'INVALID_IMAGE' });
      expect((await call('upscaleImage', { image: 'not base64 at all!' })).status).toBe(400);
      expect((await call('upscaleImage', { image: truncated.toString('base64') })).status).toBe(400);
      const text = await call('upscaleImage', { image: Buffer.from('just some text, not an image').toString('base64') });
      expect(text.status).toBe(415);
      expect(text.body).toMatchObject({ code: 'UNSUPPORTED_IMAGE_FORMAT' });
      const huge = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#000' } })
        .png({ compressionLevel: 1 })
        .toBuffer();
      const tooLarge = await call('upscaleImage', { image: huge.toString('base64') });
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect((await call('upscaleImage', { image: photo.toString('base64'), scale: 3 })).status).toBe(400);
    });
    expect(cost).toBe(0n);
  });

  it('POST /image/upscale returns 402 without credentials and 403 for a model the key may not use, charging nothing', async () => {
    const unpaid = await app.service.call('upscaleImage', { body: { image: photo.toString('base64') } });
    expect(unpaid.status).toBe(402);
    const created = await app.service.call('createApiKey', {
      key: app.service.adminKey,
      body: { apiKeyType: 'INFERENCE', description: 'private only', modelPrivacy: 'PRIVATE_ONLY' },
    });
    const privateOnly = (created.body as { data: { apiKey: string } }).data.apiKey;
    const cost = await spent(async () => {
      const refused = await app.service.call('generateImage', { key: privateOnly, body: { model: 'fixture-image', prompt: 'x' } });
      expect(refused.status).toBe(403);
      // the private embedded upscaler is allowed
      expect((await app.service.call('upscaleImage', { key: privateOnly, body: { image: photo.toString('base64') } })).status).toBe(200);
    });
    expect(cost).toBe(2_000n);
    expect(app.upstream.received).toHaveLength(0);
  });

  it('POST /image/generate returns 200 with base64 images from an OpenAI-compatible upstream, charged per image returned', async () => {
    let response!: Answer;
    const cost = await spent(async () => {
      response = await call('generateImage', {
        model: 'fixture-image',
        prompt: 'A lighthouse at dusk',
        width: 512,
        height: 300,
        variants: 2,
        format: 'jpeg',
        style_preset: 'Cinematic',
      });
    });
    expect(response.status).toBe(200);
    const body = response.body as { id: string; images: string[]; timing: { total: number } };
    expect(body.images).toHaveLength(2);
    expect(await sharp(Buffer.from(body.images[0]!, 'base64')).metadata()).toMatchObject({ format: 'jpeg', width: 512, height: 296 });
    expect(response.headers.get('x-service-is-blurred')).toBe('false');
    expect(response.headers.get('x-service-is-content-violation')).toBe('false');
    expect(app.upstream.received[0]).toMatchObject({
      path: '/v1/images/generations',
      body: { model: 'upstream-image', prompt: 'A lighthouse at dusk, Cinematic style', n: 2, size: '512x296', response_format: 'b64_json' },
    });
    expect(cost).toBe(20_000n); // 2 × 0.01 USD
  });

  it('POST /image/generate prices by quality and resolution, and refuses what the model does not offer', async () => {
    expect(await spent(() => call('generateImage', { model: 'fixture-image', prompt: 'x', quality: 'high', width: 256, height: 256 }))).toBe(20_000n);
    expect(await spent(() => call('generateImage', { model: 'fixture-image', prompt: 'x', resolution: '2K', width: 256, height: 256 }))).toBe(30_000n);
    const refused = await call('generateImage', { model: 'fixture-image', prompt: 'x', resolution: '4K' });
    expect(refused.status).toBe(400);
    expect((await call('generateImage', { model: 'fixture-image', prompt: 'x', steps: 51 })).status).toBe(400);
    expect((await call('generateImage', { model: 'fixture-image', prompt: 'x', style_preset: 'No Such Style' })).status).toBe(400);
    expect((await call('generateImage', { model: 'fixture-image', prompt: 'x', variants: 2, return_binary: true })).status).toBe(400);
    expect((await call('generateImage', { model: 'fixture-image', prompt: 'x', inpaint: { mask: 'x' } })).status).toBe(400);
    expect((await call('generateImage', { model: 'private-chat', prompt: 'x' })).status).toBe(404);
    expect(app.upstream.received.filter((entry) => entry.path === '/v1/images/generations')).toHaveLength(2);
  });

  it('POST /image/generate returns the raw image with return_binary, with the prompt in EXIF when asked', async () => {
    const response = await call('generateImage', {
      model: 'fixture-image',
      prompt: 'A red fox',
      width: 256,
      height: 256,
      return_binary: true,
      format: 'webp',
      embed_exif_metadata: true,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(response.bytes).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif?.toString('latin1')).toContain('A red fox');
  });

  it('POST /image/generate runs on the Automatic1111 web UI API (txt2img) with seed, steps and checkpoint', async () => {
    const response = await call('generateImage', {
      model: 'fixture-image-webui',
      prompt: 'A castle',
      negative_prompt: 'blurry',
      width: 512,
      height: 512,
      seed: 42,
      steps: 30,
      cfg_scale: 7,
      format: 'png',
    });
    expect(response.status).toBe(200);
    expect(await sharp(Buffer.from((response.body as { images: string[] }).images[0]!, 'base64')).metadata()).toMatchObject({ width: 512, height: 512 });
    const styled = await call('generateImage', { model: 'fixture-image-webui', prompt: 'A castle', style_preset: 'Anime', width: 256, height: 256 });
    expect(styled.status).toBe(200);
    expect(app.upstream.received[1]!.body.prompt).toBe('anime artwork of A castle, key visual');
    expect(app.upstream.received[0]).toMatchObject({
      path: '/sdapi/v1/txt2img',
      body: {
        prompt: 'A castle',
        negative_prompt: 'blurry',
        width: 512,
        height: 512,
        seed: 42,
        steps: 30,
        cfg_scale: 7,
        batch_size: 1,
        override_settings: { sd_model_checkpoint: 'sd_xl_base_1.0.safetensors' },
      },
    });
  });

  it('POST /image/generate runs on a service-compatible upstream and passes its content-safety headers on', async () => {
    app.upstream.next.set('/api/v1/image/generate', {
      status: 200,
      body: {
        id: 'x',
        images: [(await pngImage(256, 256)).toString('base64')],
        request: null,
        timing: { inferenceDuration: 1, inferencePreprocessingTime: 0, inferenceQueueTime: 0, total: 1 },
      },
      headers: { 'x-service-is-blurred': 'true', 'x-service-is-content-violation': 'false' },
    });
    const response = await call('generateImage', { model: 'fixture-image-service', prompt: 'A beach', width: 256, height: 256, safe_mode: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-service-is-blurred')).toBe('true');
    expect(app.upstream.received[0]).toMatchObject({
      path: '/api/v1/image/generate',
      body: { model: 'upstream-image', prompt: 'A beach', variants: 1, safe_mode: true, return_binary: false },
    });
  });

  it('POST /image/generate charges nothing when the upstream fails or refuses on content grounds', async () => {
    const cost = await spent(async () => {
      app.upstream.next.set('/sdapi/v1/txt2img', { status: 500, body: { error: 'CUDA out of memory' } });
      expect((await call('generateImage', { model: 'fixture-image-webui', prompt: 'x' })).status).toBe(502);
      app.upstream.next.set('/v1/images/generations', {
        status: 400,
        body: { error: { code: 'content_policy_violation', message: 'refused', type: 'invalid_request_error' } },
      });
      expect((await call('generateImage', { model: 'fixture-image', prompt: 'x' })).status).toBe(422);
      app.upstream.next.set('/v1/images/generations', {
        status: 200,
        body: { created: 1, data: [{ b64_json: Buffer.from('not an image').toString('base64') }] },
      });
      expect((await call('generateImage', { model: 'fixture-image', prompt: 'x' })).status).toBe(502);
    });
    expect(cost).toBe(0n);
  });

  it('POST /images/generations returns b64_json or a data URL, and falls back to the default image model', async () => {
    const b64 = await call('simpleGenerateImage', { prompt: 'A cat', size: '256x256' });
    expect(b64.status).toBe(200);
    const image = Buffer.from((b64.body as { data: { b64_json: string }[] }).data[0]!.b64_json, 'base64');
    expect(await sharp(image).metadata()).toMatchObject({ format: 'png', width: 256, height: 256 });
    const url = await call('simpleGenerateImage', { prompt: 'A cat', model: 'dall-e-3', size: '1792x1024', response_format: 'url', output_format: 'jpeg' });
    expect(url.status).toBe(200);
    expect((url.body as { data: { url: string }[] }).data[0]!.url).toMatch(/^data:image\/jpeg;base64,/);
    expect(url.headers.get('x-service-model-id')).toBe('fixture-image');
    expect(app.upstream.received[1]!.body).toMatchObject({ size: '1280x728' });
    // OpenAI's Python SDK sends None as null: each optional property then means "not set"
    const nulls = Object.fromEntries(
      ['model', 'n', 'size', 'output_format', 'response_format', 'moderation', 'background', 'quality', 'style', 'output_compression', 'user'].map((name) => [
        name,
        null,
      ]),
    );
    const unset = await call('simpleGenerateImage', { prompt: 'A cat', ...nulls });
    expect(unset.status).toBe(200);
    expect((unset.body as { data: { b64_json: string }[] }).data[0]!.b64_json.length).toBeGreaterThan(0);
  });

  it('POST /image/edit returns 200 with the edited image from an OpenAI-compatible upstream (multipart upload)', async () => {
    const response = await call('editImage', { image: photo.toString('base64'), prompt: 'Make it night', output_format: 'webp' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-service-model-id')).toBe('fixture-image-edit');
    expect(app.upstream.received[0]).toMatchObject({ path: '/v1/images/edits', body: { model: 'upstream-edit', prompt: 'Make it night', n: '1' } });
    expect(app.upstream.received[0]!.files).toHaveLength(1);
    expect(app.upstream.received[0]!.files[0]!.bytes.equals(photo)).toBe(true);
  });

  it('POST /image/edit runs img2img on the web UI, and refuses an aspect ratio the model lacks', async () => {
    const response = await call('editImage', { model: 'fixture-image-edit-webui', image: photo.toString('base64'), prompt: 'Snow' });
    expect(response.status).toBe(200);
    expect(app.upstream.received[0]).toMatchObject({ path: '/sdapi/v1/img2img', body: { prompt: 'Snow', init_images: [photo.toString('base64')] } });
    expect((await call('editImage', { image: photo.toString('base64'), prompt: 'x', aspect_ratio: '21:9' })).status).toBe(400);
    // http(s) URLs are downloaded, but never from this machine or a metadata service
    const internal = await call('editImage', { image: `${app.upstream.url}/photo.png`, prompt: 'x' });
    expect(internal.status).toBe(400);
    expect(internal.body).toMatchObject({ code: 'URL_NOT_ALLOWED', error: expect.stringContaining('points at this machine') });
  });

  it('POST /image/multi-edit sends every image and charges the extra input images', async () => {
    const second = await pngImage(300, 300);
    let response!: Answer;
    const cost = await spent(async () => {
      response = await call('multiEditImage', {
        prompt: 'Put the cat on the sofa',
        images: [photo.toString('base64'), `data:image/png;base64,${second.toString('base64')}`],
      });
    });
    expect(response.status).toBe(200);
    expect(app.upstream.received[0]!.files.map((file) => file.field)).toEqual(['image[]', 'image[]']);
    expect(cost).toBe(25_000n); // 0.02 + one additional image at 0.005
    const tooMany = await call('multiEditImage', { prompt: 'x', images: Array.from({ length: 4 }, () => photo.toString('base64')) });
    expect(tooMany.status).toBe(400);
  });

  it('POST /image/background-remove returns a transparent PNG from a service-compatible upstream', async () => {
    const response = await call('backgroundRemoveImage', { image: photo.toString('base64') });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect((await sharp(response.bytes).metadata()).hasAlpha).toBe(true);
    expect(app.upstream.received[0]).toMatchObject({ path: '/api/v1/image/background-remove', body: { image: photo.toString('base64') } });
    expect((await call('backgroundRemoveImage', { image: photo.toString('base64'), image_url: 'https://example.com/a.png' })).status).toBe(400);
    expect((await call('backgroundRemoveImage', { model: 'fixture-upscale', image: photo.toString('base64') })).status).toBe(400);
  });
});

describe('Images in multipart bodies', () => {
  let app: ImageApp;
  beforeAll(async () => {
    app = await startImageApp();
  });
  afterAll(() => app?.close());

  const post = (path: string, form: FormData) =>
    fetch(`${app.service.baseUrl}/api/v1${path}`, { method: 'POST', headers: { authorization: `Bearer ${app.service.adminKey}` }, body: form });

  it('POST /image/upscale returns 200 for an uploaded file with a typed scale field', async () => {
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(await pngImage(300, 260))], { type: 'image/png' }), 'photo.png');
    form.set('scale', '4');
    const response = await post('/image/upscale', form);
    expect(response.status).toBe(200);
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 1040 });
  });

  it('POST /image/multi-edit returns 200 for several uploaded files under images[]', async () => {
    const form = new FormData();
    form.set('prompt', 'Merge them');
    for (const size of [300, 400]) form.append('images[]', new Blob([new Uint8Array(await pngImage(size, size))], { type: 'image/png' }), `${size}.png`);
    const response = await post('/image/multi-edit', form);
    expect(response.status).toBe(200);
    expect(app.upstream.received.at(-1)!.files).toHaveLength(2);
  });

  it('POST /image/upscale returns 400 for a malformed multipart body or a scale that is not a number, and 415 for a text file', async () => {
    const malformed = await fetch(`${app.service.baseUrl}/api/v1/image/upscale`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.service.adminKey}`, 'content-type': 'multipart/form-data; boundary=nothing' },
      body: 'this is not a multipart body',
    });
    expect(malformed.status).toBe(400);
    const wrongScale = new FormData();
    wrongScale.set('image', new Blob([new Uint8Array(await pngImage(300, 260))], { type: 'image/png' }), 'photo.png');
    wrongScale.set('scale', 'big');
    expect((await post('/image/upscale', wrongScale)).status).toBe(400);
    const text = new FormData();
    text.set('image', new Blob(['hello'], { type: 'text/plain' }), 'notes.txt');
    expect((await post('/image/upscale', text)).status).toBe(415);
  });

  it('POST /image/upscale takes a multipart image sent as base64 text, as the JSON body does (edit, multi-edit and background-remove share the rule)', async () => {
    const base64 = (await pngImage(300, 260)).toString('base64');
    const upscale = new FormData();
    upscale.set('image', base64);
    const upscaled = await post('/image/upscale', upscale);
    expect(upscaled.status).toBe(200);
    expect(await sharp(Buffer.from(await upscaled.arrayBuffer())).metadata()).toMatchObject({ width: 600, height: 520 });
    const notAnImage = new FormData();
    notAnImage.set('image', 'bm90IGFuIGltYWdl'); // base64 of text: the image check refuses it
    expect((await post('/image/upscale', notAnImage)).status).toBeGreaterThanOrEqual(400);
    expect((await post('/image/upscale', notAnImage)).status).toBeLessThan(500);
  });

  it('POST /images/edits takes its image as a base64 text part too, and sends the upstream the decoded file', async () => {
    const form = new FormData();
    form.set('image', (await pngImage(256, 256)).toString('base64'));
    form.set('prompt', 'Make it night');
    const response = await post('/images/edits', form);
    expect(response.status).toBe(200);
    const sent = app.upstream.received.at(-1)!;
    expect(sent.path).toBe('/v1/images/edits');
    expect(await sharp(sent.files[0]!.bytes).metadata()).toMatchObject({ width: 256, height: 256 });
  });

  it('POST /image/upscale returns 400 when the image file is missing, and when scale is a file', async () => {
    const photo = new Blob([new Uint8Array(await pngImage(300, 260))], { type: 'image/png' });
    const missing = new FormData();
    missing.set('scale', '2');
    const absent = await post('/image/upscale', missing);
    expect(absent.status).toBe(400);
    expect(await absent.json()).toMatchObject({ details: { image: { _errors: [expect.stringContaining('required')] } } });
    const fileScale = new FormData();
    fileScale.set('image', photo, 'photo.png');
    fileScale.set('scale', new Blob(['2']), 'scale.txt');
    const scale = await post('/image/upscale', fileScale);
    expect(scale.status).toBe(400);
    expect(await scale.json()).toMatchObject({ details: { scale: { _errors: ['must be a text part, not a file'] } } });
  });

  it('POST /image/edit and /image/background-remove return 200 for an uploaded file, whose bytes reach the upstream as sent', async () => {
    const photo = await pngImage(320, 300);
    const edit = new FormData();
    edit.set('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
    edit.set('prompt', 'Make it night');
    expect((await post('/image/edit', edit)).status).toBe(200);
    expect(app.upstream.received.at(-1)!.files[0]!.bytes.equals(photo)).toBe(true);
    const removal = new FormData();
    removal.set('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
    expect((await post('/image/background-remove', removal)).status).toBe(200);
    expect(app.upstream.received.at(-1)).toMatchObject({ path: '/api/v1/image/background-remove', body: { image: photo.toString('base64') } });
  });
});

describe('Image URLs fetched through the caller-URL fetcher', () => {
  let app: ImageApp;
  let photo: Buffer;
  let pages: Server;
  let base: string;

  beforeAll(async () => {
    photo = await pngImage(320, 240);
    pages = createServer((request, response) => {
      if (request.url === '/photo.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(photo);
      if (request.url === '/to-private') return response.writeHead(302, { location: 'http://10.1.2.3/photo.png' }).end();
      return response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
    // The test allows its own loopback address; the default allows none.
    app = await startImageApp({ AUGMENT_FETCH_ALLOW_HOSTS: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => pages?.close(() => resolve()));
  });
  beforeEach(() => app.resetUpstream());

  const edit = (image: string) =>
    app.service.call('editImage', { key: app.service.adminKey, body: { image, prompt: 'Make it night' } as never }) as unknown as Promise<{
      status: number;
      body: unknown;
    }>;

  it('POST /image/edit returns 200 with the image at a URL downloaded and sent to the engine', async () => {
    const response = await edit(`${base}/photo.png`);
    expect(response.status).toBe(200);
    expect(app.upstream.received[0]!.files[0]!.bytes.equals(photo)).toBe(true);
  });

  it('POST /image/edit returns 400 URL_NOT_ALLOWED when the image URL redirects to a private address', async () => {
    const response = await edit(`${base}/to-private`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'URL_NOT_ALLOWED' });
    expect(app.upstream.received).toHaveLength(0);
  });
});
