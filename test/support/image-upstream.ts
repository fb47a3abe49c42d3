// A loopback upstream speaking the three image protocols the engines use, with real encoded images
// (made with sharp) in each protocol's answer shapes:
//   OpenAI images API      POST /v1/images/generations (JSON), POST /v1/images/edits (multipart)
//   Automatic1111/Forge    POST /sdapi/v1/txt2img, /sdapi/v1/img2img, /sdapi/v1/extra-single-image
//   this same contract     POST /api/v1/image/{generate,edit,multi-edit,upscale,background-remove}
// It records what reached it (JSON bodies, or a multipart form's fields and files) and answers
// success by default; a test queues other answers per path in `next`.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export type Answer = { status: number; body: unknown; contentType?: string; headers?: Record<string, string> };

export interface Received {
  path: string;
  /** The JSON body, or a multipart form's text fields (files under `files`). */
  body: Record<string, unknown>;
  files: { field: string; type: string; bytes: Buffer }[];
}

export interface ImageUpstream {
  /** http://127.0.0.1:PORT (each protocol's prefix is added by the routes). */
  url: string;
  received: Received[];
  next: Map<string, Answer>;
  close(): Promise<void>;
}

/** A real PNG: a horizontal gradient of the given size. */
export async function pngImage(width: number, height: number, alpha = false): Promise<Buffer> {
  const channels = alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * channels;
      pixels[at] = Math.floor((255 * x) / Math.max(1, width - 1));
      pixels[at + 1] = Math.floor((255 * y) / Math.max(1, height - 1));
      pixels[at + 2] = 128;
      if (alpha) pixels[at + 3] = x < width / 2 ? 0 : 255;
    }
  return sharp(pixels, { raw: { width, height, channels } }).png().toBuffer();
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function parse(request: IncomingMessage, raw: Buffer): Promise<Pick<Received, 'body' | 'files'>> {
  const type = request.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) return { body: JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>, files: [] };
  const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData();
  const body: Record<string, unknown> = {};
  const files: Received['files'] = [];
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') body[field] = value;
    else files.push({ field, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) });
  }
  return { body, files };
}

const size = (value: unknown, fallback: number) => (typeof value === 'number' && value > 0 ? value : fallback);

async function defaultAnswer(path: string, received: Received): Promise<Answer | undefined> {
  const body = received.body;
  const json = (value: unknown, headers?: Record<string, string>): Answer => ({ status: 200, body: value, ...(headers ? { headers } : {}) });
  const png = async (image: Buffer): Promise<Answer> => ({
    status: 200,
    body: image,
    contentType: 'image/png',
    headers: { 'x-service-is-blurred': 'false', 'x-service-is-content-violation': 'false' },
  });
  switch (path) {
    case '/v1/images/generations': {
      const [width, height] = String(body.size ?? '1024x1024')
        .split('x')
        .map(Number);
      const count = size(body.n, 1);
      const image = (await pngImage(width!, height!)).toString('base64');
      return json({ created: 1_763_683_200, data: Array.from({ length: count }, () => ({ b64_json: image, revised_prompt: String(body.prompt) })) });
    }
    case '/v1/images/edits': {
      const base = await sharp(received.files[0]!.bytes).metadata();
      return json({ created: 1_763_683_200, data: [{ b64_json: (await pngImage(base.width, base.height)).toString('base64') }] });
    }
    case '/sdapi/v1/txt2img':
    case '/sdapi/v1/img2img': {
      const initial = Array.isArray(body.init_images) ? await sharp(Buffer.from(String(body.init_images[0]), 'base64')).metadata() : undefined;
      const [width, height] = [size(body.width, initial?.width ?? 512), size(body.height, initial?.height ?? 512)];
      const image = (await pngImage(width, height)).toString('base64');
      const count = size(body.batch_size, 1);
      const info = {
        prompt: body.prompt,
        all_seeds: Array.from({ length: count }, (_, index) => 1234 + index),
        width,
        height,
        sd_model_name: 'sd_xl_base_1.0',
      };
      return json({ images: Array.from({ length: count }, () => image), parameters: body, info: JSON.stringify(info) });
    }
    case '/sdapi/v1/extra-single-image': {
      const source = await sharp(Buffer.from(String(body.image), 'base64')).metadata();
      const scale = size(body.upscaling_resize, 2);
      const image = await pngImage(Math.round(source.width * scale), Math.round(source.height * scale));
      return json({ html_info: '<p>Postprocess upscale by: 2</p>', image: image.toString('base64') });
    }
    case '/api/v1/image/generate': {
      const image = (await pngImage(size(body.width, 1024), size(body.height, 1024))).toString('base64');
      const images = Array.from({ length: size(body.variants, 1) }, () => image);
      const timing = { inferenceDuration: 900, inferencePreprocessingTime: 5, inferenceQueueTime: 20, total: 925 };
      return json(
        { id: 'upstream-generation-1', images, request: null, timing },
        { 'x-service-is-blurred': 'false', 'x-service-is-content-violation': 'false' },
      );
    }
    case '/api/v1/image/edit':
    case '/api/v1/image/upscale':
    case '/api/v1/image/background-remove': {
      const source = await sharp(Buffer.from(String(body.image), 'base64')).metadata();
      const scale = path.endsWith('upscale') ? size(body.scale, 2) : 1;
      return png(await pngImage(source.width * scale, source.height * scale, path.endsWith('background-remove')));
    }
    case '/api/v1/image/multi-edit':
      return png(await pngImage(512, 512));
    default:
      return undefined;
  }
}

export async function startImageUpstream(): Promise<ImageUpstream> {
  const received: Received[] = [];
  const next = new Map<string, Answer>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const path = request.url ?? '';
      const entry: Received = { path, ...(await parse(request, await readBody(request))) };
      received.push(entry);
      const queued = next.get(path);
      next.delete(path);
      const answer = queued ?? (await defaultAnswer(path, entry)) ?? { status: 404, body: { error: 'Not found' } };
      const payload = Buffer.isBuffer(answer.body) ? answer.body : Buffer.from(JSON.stringify(answer.body));
      response.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json', ...answer.headers }).end(payload);
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    next,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
