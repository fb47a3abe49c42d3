// The `service-compatible` engine's images: an upstream speaking this same contract (another
// deployment of this service, or a gateway that does) at /image/generate, /image/edit,
// /image/multi-edit, /image/upscale and /image/background-remove. Generation asks for JSON (base64
// images, several at once); the others answer with the image itself. The upstream's content-safety
// headers are passed on. Not retried on an error status: a second attempt could be charged twice.
import { DEFAULT_SETTINGS, UpstreamClient, type UpstreamResponse } from '../openai-compatible/client.js';
import { errorFromTransport } from '../openai-compatible/errors.js';
import type { ImageEditParams, ImageEngine, ImageGenerationParams, ImageResult, ImageUpscaleParams } from '../contracts/images.js';
import { ProviderError } from '../contracts/provider-error.js';

interface ServiceImageRoute {
  baseUrl: string;
  apiKey?: string;
  /** Sent as `model` only where the contract has the field (generation and edits). */
  upstreamModel?: string;
}

/** This contract answers 422 when the provider refused the content. */
function withContentPolicy(error: unknown): unknown {
  return error instanceof ProviderError && error.details.status === 422
    ? new ProviderError('content_policy', 'the provider refused the prompt or image', error.details)
    : error;
}

function safety(response: UpstreamResponse): Pick<ImageResult, 'blurred' | 'contentViolation'> {
  return {
    blurred: response.headers['x-service-is-blurred'] === 'true',
    contentViolation: response.headers['x-service-is-content-violation'] === 'true',
  };
}

async function binaryImage(response: UpstreamResponse, signal: AbortSignal): Promise<ImageResult> {
  const type = String(response.headers['content-type'] ?? '');
  let bytes: Buffer;
  try {
    bytes = Buffer.from(await response.body.arrayBuffer());
  } catch (error) {
    throw errorFromTransport(error, signal);
  }
  if (!type.startsWith('image/') || bytes.length === 0)
    throw new ProviderError('malformed', `the upstream answered ${type || 'no content type'} instead of an image`);
  return { images: [bytes], ...safety(response) };
}

export class ServiceImageEngine implements ImageEngine {
  private readonly client: UpstreamClient;

  constructor(private readonly route: ServiceImageRoute) {
    // generation can take minutes; the default idle timeout (120 s) waits for the headers that long
    this.client = new UpstreamClient({ ...DEFAULT_SETTINGS, baseUrl: route.baseUrl, apiKey: route.apiKey || undefined, maxAttempts: 1 });
  }

  private post(path: string, body: unknown, signal: AbortSignal): Promise<UpstreamResponse> {
    return this.client.post(path, body, signal).catch((error: unknown) => {
      throw withContentPolicy(error);
    });
  }

  async generate(params: ImageGenerationParams, signal: AbortSignal): Promise<ImageResult> {
    const { n, model, ...rest } = params;
    const response = await this.post('/image/generate', { ...rest, model, variants: n, format: 'png', return_binary: false }, signal);
    let answer: { images?: unknown };
    try {
      answer = (await response.body.json()) as { images?: unknown };
    } catch (error) {
      throw errorFromTransport(error, signal);
    }
    const images = answer?.images;
    if (!Array.isArray(images) || images.length === 0 || !images.every((image) => typeof image === 'string')) {
      throw new ProviderError('malformed', 'the upstream answered without images');
    }
    return { images: (images as string[]).map((image) => Buffer.from(image, 'base64')), ...safety(response) };
  }

  async edit(params: ImageEditParams, signal: AbortSignal): Promise<ImageResult> {
    const options = {
      prompt: params.prompt,
      safe_mode: params.safe_mode,
      output_format: 'png',
      ...(params.aspect_ratio ? { aspect_ratio: params.aspect_ratio } : {}),
      ...(params.resolution ? { resolution: params.resolution } : {}),
    };
    const images = params.images.map((image) => image.toString('base64'));
    const response =
      images.length === 1
        ? await this.post('/image/edit', { ...options, model: params.model, image: images[0] }, signal)
        : await this.post('/image/multi-edit', { ...options, modelId: params.model, images, ...(params.quality ? { quality: params.quality } : {}) }, signal);
    return binaryImage(response, signal);
  }

  async upscale(params: ImageUpscaleParams, signal: AbortSignal): Promise<ImageResult> {
    const body = { image: params.image.toString('base64'), scale: params.scale >= 4 ? 4 : 2, creativity: params.creativity, ...this.modelField() };
    return binaryImage(await this.post('/image/upscale', body, signal), signal);
  }

  async removeBackground(params: { image: Buffer }, signal: AbortSignal): Promise<ImageResult> {
    return binaryImage(await this.post('/image/background-remove', { image: params.image.toString('base64'), ...this.modelField() }, signal), signal);
  }

  /** The reference contract's upscale and background removal take no `model`; it is sent only when the route names one. */
  private modelField(): { model?: string } {
    return this.route.upstreamModel ? { model: this.route.upstreamModel } : {};
  }

  close(): Promise<void> {
    return this.client.close();
  }
}
