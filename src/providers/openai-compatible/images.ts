// Images from an upstream speaking OpenAI's images API (OpenAI, LocalAI, stable-diffusion.cpp's
// server, most hosted providers): POST /images/generations (JSON) and POST /images/edits
// (multipart). Only fields of OpenAI's own API are sent, as OpenAI refuses unknown ones; answers
// may carry `b64_json` or a `url`, which is downloaded.
import { FormData, request } from 'undici';
import type { ImageEditParams, ImageEngine, ImageGenerationParams, ImageResult } from '../contracts/images.js';
import { ProviderError } from '../contracts/provider-error.js';
import type { UpstreamClient, UpstreamResponse } from './client.js';
import { errorFromTransport } from './errors.js';

/** The largest image accepted from an upstream, encoded. */
const MAX_ANSWER_IMAGE_BYTES = 64 * 1024 * 1024;

/** OpenAI's refusal codes; the refusal is then the provider's content policy, not a malformed request. */
const CONTENT_POLICY_CODES = new Set(['content_policy_violation', 'moderation_blocked']);

function withContentPolicy(error: unknown): unknown {
  if (!(error instanceof ProviderError) || error.failure !== 'rejected') return error;
  const body = error.details.upstreamBody as { error?: { code?: unknown } } | undefined;
  return typeof body?.error?.code === 'string' && CONTENT_POLICY_CODES.has(body.error.code)
    ? new ProviderError('content_policy', 'the provider refused the prompt or image', error.details)
    : error;
}

async function downloaded(url: string, signal: AbortSignal): Promise<Buffer> {
  const response = await request(url, { method: 'GET', signal }).catch((error: unknown) => {
    throw errorFromTransport(error, signal);
  });
  if (response.statusCode !== 200) {
    await response.body.dump();
    throw new ProviderError('upstream_error', `the upstream's image URL answered HTTP ${response.statusCode}`);
  }
  const bytes = Buffer.from(await response.body.arrayBuffer());
  if (bytes.length > MAX_ANSWER_IMAGE_BYTES) throw new ProviderError('malformed', 'the upstream returned an oversized image');
  return bytes;
}

/** `{data: [{b64_json} | {url}]}` as images. */
export async function imagesFromAnswer(response: UpstreamResponse, signal: AbortSignal): Promise<Buffer[]> {
  let answer: unknown;
  try {
    answer = await response.body.json();
  } catch (error) {
    throw errorFromTransport(error, signal);
  }
  const data = (answer as { data?: unknown })?.data;
  if (!Array.isArray(data) || data.length === 0) throw new ProviderError('malformed', 'the upstream answered without images');
  return Promise.all(
    data.map(async (item: { b64_json?: unknown; url?: unknown }) => {
      if (typeof item?.b64_json === 'string') return Buffer.from(item.b64_json, 'base64');
      if (typeof item?.url === 'string' && /^data:[^,]*;base64,/i.test(item.url)) return Buffer.from(item.url.slice(item.url.indexOf(',') + 1), 'base64');
      if (typeof item?.url === 'string' && /^https?:\/\//i.test(item.url)) return downloaded(item.url, signal);
      throw new ProviderError('malformed', 'an image of the answer has neither b64_json nor a url');
    }),
  );
}

/** The media type of an image's bytes, by their signature (the upstream may check the upload's type). */
function mediaType(image: Buffer): string {
  if (image[0] === 0xff && image[1] === 0xd8) return 'image/jpeg';
  if (image.subarray(0, 4).toString('latin1') === 'RIFF' && image.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return 'image/png';
}

export class OpenAiImageEngine implements ImageEngine {
  constructor(private readonly client: UpstreamClient) {}

  async generate(params: ImageGenerationParams, signal: AbortSignal): Promise<ImageResult> {
    const body = {
      model: params.model,
      prompt: params.prompt,
      n: params.n,
      size: `${params.width}x${params.height}`,
      response_format: 'b64_json',
      ...(params.quality ? { quality: params.quality } : {}),
    };
    const response = await this.client.post('/images/generations', body, signal).catch((error: unknown) => {
      throw withContentPolicy(error);
    });
    return { images: await imagesFromAnswer(response, signal) };
  }

  async edit(params: ImageEditParams, signal: AbortSignal): Promise<ImageResult> {
    const form = new FormData();
    form.set('model', params.model);
    form.set('prompt', params.prompt);
    form.set('n', '1');
    form.set('response_format', 'b64_json');
    if (params.quality) form.set('quality', params.quality);
    const field = params.images.length > 1 ? 'image[]' : 'image';
    params.images.forEach((image, index) => form.append(field, new Blob([new Uint8Array(image)], { type: mediaType(image) }), `image-${index}.png`));
    const response = await this.client.postForm('/images/edits', form, signal).catch((error: unknown) => {
      throw withContentPolicy(error);
    });
    return { images: await imagesFromAnswer(response, signal) };
  }
}
