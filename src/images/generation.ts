// Image generation for POST /image/generate and POST /images/generations: the request is checked
// against the model's constraints (prompt length, steps, sizes, aspect ratios, resolutions,
// qualities), the style preset is applied to the prompt, the engine makes the images, and each is
// converted to the format asked (with the prompt in EXIF when asked).
import { randomUUID } from 'node:crypto';
import type { components } from '../../generated/api-types.js';
import type { Price } from '../billing/request-charge.js';
import { badRequest } from '../errors.js';
import { unsupportedFeature } from '../inference/features.js';
import { firstThatAnswers } from '../inference/fallbacks.js';
import { apiErrorFor } from '../inference/engine-errors.js';
import type { ImageGenerationParams, ImageResult } from '../providers/contracts/images.js';
import { ProviderError } from '../providers/contracts/provider-error.js';
import type { ServedModel } from '../providers/registry.js';
import type { OutputFormat } from './image-output.js';
import { generationPrice } from './image-prices.js';
import { encodeOrFail } from './transforms.js';

type Schemas = components['schemas'];
type GenerateRequest = Schemas['GenerateImageRequest'];
type Constraints = Partial<Schemas['ImageModelConstraints']>;

const DEFAULT_SIZE = 1024;
const MAX_SIDE = 1280;

export interface GenerationPlan {
  params: ImageGenerationParams;
  perImage: Price;
  format: OutputFormat;
  exif?: { prompt: string; model: string };
}

export interface GeneratedImages {
  id: string;
  images: Buffer[];
  safety: { 'x-service-is-blurred': string; 'x-service-is-content-violation': string };
  timing: { inferenceDuration: number; inferencePreprocessingTime: number; inferenceQueueTime: number; total: number };
}

const refuse = (field: string, message: string, reason: string) => badRequest(message, { _errors: [], [field]: { _errors: [reason] } });

function oneOf(model: ServedModel, field: string, value: string | undefined, allowed: readonly string[] | undefined): void {
  if (value === undefined || !allowed?.length || allowed.includes(value)) return;
  throw refuse(field, `${model.record.id} does not support ${field} ${value}; allowed: ${allowed.join(', ')}`, `must be one of: ${allowed.join(', ')}`);
}

/** `style_preset` applied to the prompt: the preset's template from image-styles.yaml, or "<prompt>, <style> style". */
export function styledPrompt(prompt: string, style: string | undefined, styles: readonly string[], templates: Readonly<Record<string, string>> = {}): string {
  if (style === undefined) return prompt;
  if (!styles.includes(style)) throw refuse('style_preset', `Unknown style_preset ${style}; see GET /image/styles`, 'must be one of GET /image/styles');
  const template = templates[style];
  return template ? template.replaceAll('{prompt}', prompt) : `${prompt}, ${style} style`;
}

/** Width and height: as asked, else from the aspect ratio (the long side 1024), rounded down to the model's divisor. */
function size(request: GenerateRequest, divisor: number): { width: number; height: number } {
  let { width, height } = request;
  const ratio = /^(\d+):(\d+)$/.exec(request.aspect_ratio ?? '');
  if (width === undefined && height === undefined && ratio) {
    const [across, down] = [Number(ratio[1]), Number(ratio[2])];
    if (across > 0 && down > 0) {
      width = across >= down ? DEFAULT_SIZE : Math.round((DEFAULT_SIZE * across) / down);
      height = across >= down ? Math.round((DEFAULT_SIZE * down) / across) : DEFAULT_SIZE;
    }
  }
  const round = (side: number) => Math.min(MAX_SIDE, Math.max(divisor, Math.floor(side / divisor) * divisor));
  return { width: round(width ?? DEFAULT_SIZE), height: round(height ?? DEFAULT_SIZE) };
}

export function planGeneration(
  model: ServedModel,
  request: GenerateRequest,
  styles: readonly string[],
  templates?: Readonly<Record<string, string>>,
): GenerationPlan {
  const constraints = (model.record.model_spec.constraints ?? {}) as Constraints;
  const limit = constraints.promptCharacterLimit;
  if (limit !== undefined && request.prompt.length > limit)
    throw refuse('prompt', `prompt is longer than ${model.record.id}'s limit of ${limit} characters`, `must have at most ${limit} characters`);
  if (limit !== undefined && (request.negative_prompt?.length ?? 0) > limit)
    throw refuse('negative_prompt', `negative_prompt is longer than ${limit} characters`, `must have at most ${limit} characters`);
  if (request.steps !== undefined && constraints.steps && request.steps > constraints.steps.max) {
    throw refuse('steps', `${model.record.id} takes at most ${constraints.steps.max} steps`, `must be at most ${constraints.steps.max}`);
  }
  if ((request.variants ?? 1) > 1 && request.return_binary)
    throw refuse('variants', 'variants above 1 need return_binary false (JSON)', 'must be 1 with return_binary');
  if (request.style_references?.length && !model.record.model_spec.supportsStyleReferences)
    throw unsupportedFeature(`${model.record.id} does not take style_references`);
  oneOf(model, 'aspect_ratio', request.aspect_ratio, constraints.aspectRatios);
  oneOf(model, 'resolution', request.resolution, constraints.resolutions);
  oneOf(model, 'quality', request.quality, constraints.qualities);
  const resolution = request.resolution ?? constraints.defaultResolution;
  const quality = request.quality ?? constraints.defaultQuality;
  const prompt = styledPrompt(request.prompt, request.style_preset, styles, templates);
  const params: ImageGenerationParams = {
    model: model.engineModel,
    prompt,
    ...size(request, constraints.widthHeightDivisor ?? 1),
    n: request.variants ?? 1,
    safe_mode: request.safe_mode ?? true,
    ...(request.negative_prompt ? { negative_prompt: request.negative_prompt } : {}),
    ...(request.steps !== undefined || constraints.steps ? { steps: request.steps ?? constraints.steps!.default } : {}),
    ...(request.cfg_scale !== undefined ? { cfg_scale: request.cfg_scale } : {}),
    ...(request.seed ? { seed: request.seed } : {}),
    ...(quality ? { quality } : {}),
    ...(request.aspect_ratio ? { aspect_ratio: request.aspect_ratio } : {}),
    ...(resolution ? { resolution } : {}),
    ...(request.lora_strength !== undefined ? { lora_strength: request.lora_strength } : {}),
    ...(request.hide_watermark !== undefined ? { hide_watermark: request.hide_watermark } : {}),
  };
  return {
    params,
    perImage: generationPrice(model.record, { ...(resolution ? { resolution } : {}), ...(quality ? { quality } : {}) }),
    format: request.format ?? 'webp',
    ...(request.embed_exif_metadata ? { exif: { prompt, model: model.record.id } } : {}),
  };
}

export async function generateImages(model: ServedModel, plan: GenerationPlan, signal: AbortSignal): Promise<GeneratedImages> {
  const started = performance.now();
  const { value: result } = await firstThatAnswers([model], (candidate) => candidate.engine.images!.generate!(plan.params, signal), signal);
  const inference = performance.now() - started;
  const made = result.images.slice(0, plan.params.n);
  if (made.length === 0) throw apiErrorFor(new ProviderError('malformed', 'the engine returned no image'));
  const images = [];
  for (const image of made) images.push(await encodeOrFail(image, plan.format, plan.exif));
  const total = performance.now() - started;
  return {
    id: `generate-image-${randomUUID()}`,
    images,
    safety: safetyHeaders(result),
    timing: { inferenceDuration: Math.round(inference), inferencePreprocessingTime: 0, inferenceQueueTime: 0, total: Math.round(total) },
  };
}

export function safetyHeaders(result: Pick<ImageResult, 'blurred' | 'contentViolation'>) {
  return { 'x-service-is-blurred': String(result.blurred === true), 'x-service-is-content-violation': String(result.contentViolation === true) };
}

/** POST /images/generations in /image/generate's terms: `size` to width and height, moderation `auto` as safe mode. */
export function fromOpenAiRequest(request: Schemas['SimpleGenerateImageRequest'], model: string): GenerateRequest {
  const sized = /^(\d+)x(\d+)$/.exec(request.size ?? 'auto');
  // sizes beyond 1280 px keep their aspect ratio, scaled down to fit
  const fit = sized ? Math.min(1, MAX_SIDE / Math.max(Number(sized[1]), Number(sized[2]))) : 1;
  return {
    model,
    prompt: request.prompt,
    format: request.output_format ?? 'png',
    variants: 1,
    safe_mode: (request.moderation ?? 'auto') === 'auto',
    ...(sized ? { width: Math.floor(Number(sized[1]) * fit), height: Math.floor(Number(sized[2]) * fit) } : {}),
  };
}
