// The `automatic1111` engine: the API of the Automatic1111 and Forge Stable Diffusion web UIs
// (started with --api): /sdapi/v1/txt2img to generate, /sdapi/v1/img2img to edit (the base image
// as init image), /sdapi/v1/extra-single-image to upscale. Images travel as base64 PNG both ways.
// Retries and timeouts are the openai-compatible client's (it speaks plain JSON over undici).
import type { Automatic1111Route } from '../../catalog/engine-routes.js';
import { DEFAULT_SETTINGS, UpstreamClient } from '../openai-compatible/client.js';
import { errorFromTransport } from '../openai-compatible/errors.js';
import type { ImageEditParams, ImageEngine, ImageGenerationParams, ImageResult, ImageUpscaleParams } from '../contracts/images.js';
import { ProviderError } from '../contracts/provider-error.js';

/** How far img2img may move from the base image: enough to follow the prompt, keeping its layout. */
const EDIT_DENOISING_STRENGTH = 0.6;
const DEFAULT_UPSCALER = 'R-ESRGAN 4x+';
/** Image generation can take minutes on a CPU or a busy GPU. */
const IDLE_TIMEOUT_MS = 600_000;

async function readAnswer(body: { json(): Promise<unknown> }, signal: AbortSignal): Promise<Record<string, unknown>> {
  try {
    const value = await body.json();
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch (error) {
    throw errorFromTransport(error, signal);
  }
  throw new ProviderError('malformed', 'the web UI answered with something other than a JSON object');
}

function imagesOf(answer: Record<string, unknown>, count: number): Buffer[] {
  const images = answer.images;
  if (!Array.isArray(images) || images.length === 0 || !images.every((image) => typeof image === 'string')) {
    throw new ProviderError('malformed', 'the web UI answered without images');
  }
  // Extensions (ControlNet and the like) append their own images after the generated ones.
  return (images as string[]).slice(0, count).map((image) => Buffer.from(image.replace(/^data:[^,]*,/, ''), 'base64'));
}

export class Automatic1111Engine implements ImageEngine {
  constructor(
    private readonly client: UpstreamClient,
    private readonly route: Automatic1111Route,
  ) {}

  private common(params: { model: string; seed?: number; steps?: number; cfg_scale?: number; negative_prompt?: string }) {
    return {
      seed: params.seed ?? -1,
      ...(params.steps !== undefined ? { steps: params.steps } : {}),
      ...(params.cfg_scale !== undefined ? { cfg_scale: params.cfg_scale } : {}),
      ...(params.negative_prompt ? { negative_prompt: params.negative_prompt } : {}),
      ...(this.route.sampler ? { sampler_name: this.route.sampler } : {}),
      ...(this.route.upstreamModel
        ? { override_settings: { sd_model_checkpoint: this.route.upstreamModel }, override_settings_restore_afterwards: false }
        : {}),
      send_images: true,
      save_images: false,
    };
  }

  async generate(params: ImageGenerationParams, signal: AbortSignal): Promise<ImageResult> {
    const body = { ...this.common(params), prompt: params.prompt, width: params.width, height: params.height, batch_size: params.n, n_iter: 1 };
    const response = await this.client.post('/sdapi/v1/txt2img', body, signal);
    return { images: imagesOf(await readAnswer(response.body, signal), params.n) };
  }

  async edit(params: ImageEditParams, signal: AbortSignal): Promise<ImageResult> {
    const body = {
      ...this.common(params),
      prompt: params.prompt,
      init_images: params.images.map((image) => image.toString('base64')),
      denoising_strength: EDIT_DENOISING_STRENGTH,
      batch_size: 1,
      n_iter: 1,
    };
    const response = await this.client.post('/sdapi/v1/img2img', body, signal);
    return { images: imagesOf(await readAnswer(response.body, signal), 1) };
  }

  async upscale(params: ImageUpscaleParams, signal: AbortSignal): Promise<ImageResult> {
    const body = {
      image: params.image.toString('base64'),
      resize_mode: 0,
      upscaling_resize: params.scale,
      upscaler_1: this.route.upscaler ?? DEFAULT_UPSCALER,
    };
    const response = await this.client.post('/sdapi/v1/extra-single-image', body, signal);
    const answer = await readAnswer(response.body, signal);
    if (typeof answer.image !== 'string' || answer.image === '') throw new ProviderError('malformed', 'the web UI answered without an image');
    return { images: [Buffer.from(answer.image.replace(/^data:[^,]*,/, ''), 'base64')] };
  }

  close(): Promise<void> {
    return this.client.close();
  }
}

export function createAutomatic1111Engine(route: Automatic1111Route): Automatic1111Engine {
  const client = new UpstreamClient({
    baseUrl: route.baseUrl,
    authorization: route.auth ? `Basic ${Buffer.from(route.auth).toString('base64')}` : undefined,
    connectTimeoutMs: DEFAULT_SETTINGS.connectTimeoutMs,
    idleTimeoutMs: IDLE_TIMEOUT_MS,
    // A web UI answers one job at a time; a retry after a 500 could run a long job twice.
    maxAttempts: 1,
    retryBaseMs: DEFAULT_SETTINGS.retryBaseMs,
    maxRetryWaitMs: DEFAULT_SETTINGS.maxRetryWaitMs,
  });
  return new Automatic1111Engine(client, route);
}
