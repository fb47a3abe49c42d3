// Image-in, image-out operations: upscale, edit, multi-edit and background removal. Every input
// image is read and checked (image-input.ts) before the price is reserved or an engine is called;
// the answer is re-encoded in the format asked.
import type { components } from '../../generated/api-types.js';
import type { Price } from '../billing/request-charge.js';
import { badRequest } from '../errors.js';
import { apiErrorFor } from '../inference/engine-errors.js';
import { firstThatAnswers } from '../inference/fallbacks.js';
import type { ImageEngine, ImageResult } from '../providers/contracts/images.js';
import { ProviderError } from '../providers/contracts/provider-error.js';
import type { ServedModel } from '../providers/registry.js';
import { readImage } from './image-input.js';
import type { PublicFetcher } from '../outbound/public-fetch.js';
import { CONTENT_TYPES, encodeImage, outputFormat, type OutputFormat } from './image-output.js';
import { backgroundRemovalPrice, editPrice, upscalePrice } from './image-prices.js';

type Schemas = components['schemas'];

/** The most pixels an upscaled image may have (4096 × 4096). */
export const MAX_UPSCALE_OUTPUT_PIXELS = 16_777_216;
/** The largest upscale input: one that can still be enlarged by √2. */
export const MAX_UPSCALE_INPUT_PIXELS = MAX_UPSCALE_OUTPUT_PIXELS / 2;
/** The largest image an edit takes (7680 × 4320). */
export const MAX_EDIT_INPUT_PIXELS = 33_177_600;
const DEFAULT_MAX_INPUT_IMAGES = 3;
const MAX_CREATIVITY = 0.02;

/** A checked request, ready to run: the price of its one image and how to make it. */
export interface ImageJob {
  perImage: Price;
  format: OutputFormat;
  /** The work done, for the ledger (e.g. `upscale-2x`). */
  what: string;
  run(engine: ImageEngine, signal: AbortSignal): Promise<ImageResult>;
}

/** The answer: one image in the format asked, and what the provider reported about it. */
export interface ImageAnswer {
  image: Buffer;
  contentType: string;
  safety: { 'x-service-is-blurred': string; 'x-service-is-content-violation': string };
}

/** The scale applied: the one asked, reduced so the output stays within MAX_UPSCALE_OUTPUT_PIXELS. */
export function effectiveScale(width: number, height: number, asked: number): number {
  const pixels = width * height;
  if (pixels * asked * asked <= MAX_UPSCALE_OUTPUT_PIXELS) return asked;
  if (pixels * 4 <= MAX_UPSCALE_OUTPUT_PIXELS) return 2;
  return Math.floor(Math.sqrt(MAX_UPSCALE_OUTPUT_PIXELS / pixels) * 1000) / 1000;
}

/** `image` is the uploaded file's bytes (multipart) or the body's base64 or data URL (JSON). */
export async function upscaleJob(model: ServedModel, body: Schemas['UpscaleImageRequest'], sent: string | Buffer, signal: AbortSignal): Promise<ImageJob> {
  const image = await readImage(sent, 'image', { maxPixels: MAX_UPSCALE_INPUT_PIXELS, signal });
  const scale = effectiveScale(image.width, image.height, body.scale ?? 2);
  const tier = scale >= 4 ? 4 : 2;
  const creativity = Math.min(MAX_CREATIVITY, Math.max(0, body.creativity ?? 0.01));
  return {
    perImage: upscalePrice(model.record, tier),
    format: 'png',
    what: `upscale-${tier}x`,
    run: (engine, signal) => engine.upscale!({ model: model.engineModel, image: image.bytes, scale, creativity }, signal),
  };
}

function promptWithinLimit(model: ServedModel, prompt: string): void {
  const limit = (model.record.model_spec.constraints as { promptCharacterLimit?: number } | undefined)?.promptCharacterLimit;
  if (limit !== undefined && prompt.length > limit) {
    throw badRequest(`prompt is longer than ${model.record.id}'s limit of ${limit} characters`, {
      _errors: [],
      prompt: { _errors: [`must have at most ${limit} characters`] },
    });
  }
}

function aspectRatioAllowed(model: ServedModel, aspectRatio: string | undefined): void {
  const allowed = (model.record.model_spec.constraints as Schemas['InpaintModelConstraints'] | undefined)?.aspectRatios;
  if (!aspectRatio || aspectRatio === 'auto' || !allowed?.length || allowed.includes(aspectRatio)) return;
  throw badRequest(`${model.record.id} does not support aspect_ratio ${aspectRatio}`, {
    _errors: [],
    aspect_ratio: { _errors: [`must be one of: ${allowed.join(', ')}`] },
  });
}

type EditRequest = Pick<Schemas['EditImageRequest'], 'prompt' | 'aspect_ratio' | 'resolution' | 'output_format' | 'safe_mode'> & { quality?: string };

/** Edits and multi-edits: 1K answers default to PNG, larger resolutions to JPEG. Images are uploads' bytes, or base64, data URLs or URLs. */
export async function editJob(
  model: ServedModel,
  body: EditRequest,
  images: readonly (string | Buffer)[],
  field: string,
  signal: AbortSignal,
  urls: PublicFetcher,
): Promise<ImageJob> {
  promptWithinLimit(model, body.prompt);
  aspectRatioAllowed(model, body.aspect_ratio);
  const maxImages = (model.record.model_spec.constraints as Schemas['InpaintModelConstraints'] | undefined)?.maxInputImages ?? DEFAULT_MAX_INPUT_IMAGES;
  if (images.length > maxImages) {
    throw badRequest(`${model.record.id} takes at most ${maxImages} images`, { _errors: [], [field]: { _errors: [`must have at most ${maxImages} items`] } });
  }
  const checked = [];
  for (const [index, value] of images.entries()) {
    const name = images.length > 1 || field === 'images' ? `${field}[${index}]` : field;
    checked.push(await readImage(value, name, { urls, maxPixels: MAX_EDIT_INPUT_PIXELS, signal }));
  }
  const resolution = body.resolution ?? '1K';
  const params = {
    model: model.engineModel,
    prompt: body.prompt,
    images: checked.map((image) => image.bytes),
    safe_mode: body.safe_mode ?? true,
    resolution,
    ...(body.aspect_ratio && body.aspect_ratio !== 'auto' ? { aspect_ratio: body.aspect_ratio } : {}),
    ...(body.quality ? { quality: body.quality } : {}),
  };
  return {
    perImage: editPrice(model.record, images.length),
    format: outputFormat(body.output_format, resolution === '1K' ? 'png' : 'jpeg'),
    what: images.length > 1 ? 'multi-edit' : 'edit',
    run: (engine, signal) => engine.edit!(params, signal),
  };
}

/** The request, its `image` an upload's bytes (multipart) or base64 or a data URL (JSON). */
type BackgroundRemoval = Omit<Schemas['BackgroundRemoveRequest'], 'image'> & { image?: string | Buffer };

export async function backgroundRemovalJob(model: ServedModel, body: BackgroundRemoval, signal: AbortSignal, urls: PublicFetcher): Promise<ImageJob> {
  const [value, field]: [string | Buffer, string] = body.image !== undefined ? [body.image, 'image'] : [body.image_url ?? '', 'image_url'];
  const image = await readImage(value, field, { ...(field === 'image_url' ? { urls } : {}), maxPixels: MAX_EDIT_INPUT_PIXELS, signal });
  return {
    perImage: backgroundRemovalPrice(model.record),
    format: 'png',
    what: 'background-remove',
    run: (engine, signal) => engine.removeBackground!({ model: model.engineModel, image: image.bytes }, signal),
  };
}

/** Runs the job on the model's engine and encodes its first image; engine failures become the spec's errors. */
export async function runImageJob(model: ServedModel, job: ImageJob, signal: AbortSignal): Promise<ImageAnswer> {
  const { value: result } = await firstThatAnswers([model], (candidate) => job.run(candidate.engine.images!, signal), signal);
  const first = result.images[0];
  if (!first) throw apiErrorFor(new ProviderError('malformed', 'the engine returned no image'));
  return {
    image: await encodeOrFail(first, job.format),
    contentType: CONTENT_TYPES[job.format],
    safety: { 'x-service-is-blurred': String(result.blurred === true), 'x-service-is-content-violation': String(result.contentViolation === true) },
  };
}

/** An engine image sharp cannot read is the engine's failure (500 INFERENCE_FAILED), never the caller's. */
export async function encodeOrFail(image: Buffer, format: OutputFormat, exif?: { prompt: string; model: string }): Promise<Buffer> {
  try {
    return await encodeImage(image, format, exif ? { exif } : {});
  } catch (error) {
    throw error instanceof ProviderError ? apiErrorFor(error) : error;
  }
}
