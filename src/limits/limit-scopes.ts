// Which counters a request uses: the scope (a model, or for the video job endpoints the endpoint
// itself) and its limit class. Video, music and voice-changer generations have no per-model
// limits, since they are billed per generation; polling and queueing video jobs is limited per
// endpoint, as the reference service logs such limits under `endpoint:api/v1/…` model ids.
import type { RateLimitClass } from '../../generated/operations.js';
import type { CatalogModel, ModelRecord } from '../catalog/catalog.js';
import type { LimitClass } from './limit-table.js';

export interface LimitScope {
  /** What the counters are kept for, beside the caller: a model id or `endpoint:api/v1/…`. */
  id: string;
  limitClass: LimitClass;
}

const ENDPOINT_SCOPES: Partial<Record<RateLimitClass, LimitScope>> = {
  video_queue: { id: 'endpoint:api/v1/video/queue', limitClass: 'video_queue' },
  video_retrieve: { id: 'endpoint:api/v1/video/retrieve', limitClass: 'video_retrieve' },
  // One budget per caller across every network, as the reference service states it (100 a minute).
  rpc: { id: 'endpoint:api/v1/crypto/rpc', limitClass: 'rpc' },
  augment: { id: 'endpoint:api/v1/augment', limitClass: 'augment' },
};

// A model of an unknown kind or missing from the catalog is still limited, by its operation's
// class, so a mistake in the catalog can never switch limits off.
const OPERATION_DEFAULTS: Partial<Record<RateLimitClass, LimitClass>> = { text: 'M', embedding: 'XS', image: 'image', audio: 'audio' };

/**
 * The limit class of a model, or undefined when the model has no rate limits (video, music,
 * voice changer). Text models are `M` unless the catalog sets `rate_limit_class`; embedding
 * models are `XS`.
 */
export function modelLimitClass(model: CatalogModel): LimitClass | undefined {
  const record: ModelRecord = model.record;
  switch (record.type) {
    case 'text':
      return model.sizeClass ?? 'M';
    case 'embedding':
      return model.sizeClass ?? 'XS';
    case 'image':
    case 'upscale':
    case 'inpaint':
      return 'image';
    case 'tts':
    case 'asr':
      // Read through a narrow view: the flag belongs to audio models' model_spec only.
      return (record.model_spec as { voice_changer?: boolean }).voice_changer === true ? undefined : 'audio';
    default:
      return undefined;
  }
}

/** The scope of one request, or undefined when nothing limits it. */
export function limitScope(operationClass: RateLimitClass, modelId: string, model: CatalogModel | undefined): LimitScope | undefined {
  const endpoint = ENDPOINT_SCOPES[operationClass];
  if (endpoint) return endpoint;
  const fallback = OPERATION_DEFAULTS[operationClass];
  if (!fallback) return undefined; // 'none'
  const limitClass = model ? modelLimitClass(model) : fallback;
  return limitClass ? { id: modelId, limitClass } : undefined;
}
