// Which model serves an image request: `model` as an id, trait or compatibility name of the
// operation's model type (image for generation, inpaint for edits, upscale for upscaling and
// background removal), usable by the caller, whose engine can do the operation.
import type { Principal } from '../principal.js';
import { ApiError } from '../errors.js';
import { unsupportedFeature } from '../inference/features.js';
import { resolveModel } from '../inference/model-resolution.js';
import type { ImageEngine } from '../providers/contracts/images.js';
import type { ServedModel } from '../providers/registry.js';
import type { Services } from '../services.js';

export type ImageOperation = keyof ImageEngine;

const MODEL_TYPES = { generate: 'image', edit: 'inpaint', upscale: 'upscale', removeBackground: 'upscale' } as const;

/** The trait a request without `model` uses. */
const DEFAULT_TRAITS: Record<ImageOperation, string> = {
  generate: 'default',
  edit: 'default',
  upscale: 'default',
  removeBackground: 'background_remove_default',
};

export function imageModel(services: Services, principal: Principal | undefined, name: string | undefined, operation: ImageOperation): ServedModel {
  const model = resolveModel(services, name, MODEL_TYPES[operation], principal, DEFAULT_TRAITS[operation]);
  const removesBackground = model.record.model_spec.imageOperation === 'background-remove';
  const wrongKind = operation === 'removeBackground' ? !removesBackground : operation === 'upscale' && removesBackground;
  if (wrongKind || !model.engine.images?.[operation]) {
    throw unsupportedFeature(
      `Model ${model.record.id} cannot ${operation === 'removeBackground' ? 'remove backgrounds' : operation} on its engine (${model.route.engine})`,
    );
  }
  return model;
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * OpenAI's images API: a name that is not a model of the operation's type falls back to the default
 * one (a model the key may not use is still refused). With no default either, the 404 names what
 * the caller sent, not the default it never asked for.
 */
export function imageModelOrDefault(
  services: Services,
  principal: Principal | undefined,
  name: string | undefined,
  operation: 'generate' | 'edit',
): ServedModel {
  try {
    return imageModel(services, principal, name, operation);
  } catch (error) {
    if (name === undefined || !isNotFound(error)) throw error;
    try {
      return imageModel(services, principal, undefined, operation);
    } catch (fallbackError) {
      throw isNotFound(fallbackError) ? error : fallbackError;
    }
  }
}

/** The model id pipeline step 6 limits, or undefined when the name resolves to nothing usable (the handler then refuses it). */
export function limitedImageModelId(resolve: () => ServedModel): string | undefined {
  try {
    return resolve().record.id;
  } catch {
    return undefined;
  }
}
