// Prices of media jobs (video, audio/music, voice changer) from the catalog's pricing, in micro-units.
// The quote operations answer with these; the job operations charge with these same functions, so a
// quote always equals the later charge for the same job.
import type { ModelRecord } from '../catalog/catalog.js';
import type { components } from '../../generated/api-types.js';
import { badRequest } from '../errors.js';
import type { Price } from './request-charge.js';

type Schemas = components['schemas'];
type CatalogPrice = Schemas['Price'];

const SCALE = 1_000_000n;
/** A quantity or factor as an integer in millionths (quantities and prices have at most 6 decimals here). */
const millionths = (value: number) => BigInt(Math.round(value * 1e6));
/** amount × factor, rounded up to the micro-unit, so a job is never undercharged by rounding. */
const timesCeil = (micro: bigint, factorMillionths: bigint) => (micro * factorMillionths + SCALE - 1n) / SCALE;

/** A catalog price per unit (decimal USD and DIEM) times a quantity of units, in micro-units. */
function priceOf(price: CatalogPrice, quantity: number): Price {
  const quantityMillionths = millionths(quantity);
  return { usd: timesCeil(millionths(price.usd), quantityMillionths), diem: timesCeil(millionths(price.diem), quantityMillionths) };
}

function scale(price: Price, factor: number): Price {
  return { usd: timesCeil(price.usd, millionths(factor)), diem: timesCeil(price.diem, millionths(factor)) };
}

const allowedValues = (field: string, value: string, allowed: readonly string[] | undefined, model: string) => {
  if (allowed && allowed.length > 0 && !allowed.includes(value)) {
    throw badRequest(`${model} does not support ${field} ${value}; allowed: ${allowed.join(', ')}`, {
      _errors: [],
      [field]: { _errors: [`must be one of: ${allowed.join(', ')}`] },
    });
  }
};

export interface VideoJob {
  duration: string;
  resolution?: string;
  aspect_ratio?: string;
  audio?: boolean;
}

export function videoJobPrice(model: ModelRecord, job: VideoJob): Price {
  const pricing = model.model_spec.pricing as Schemas['VideoModelPricing'] | undefined;
  const constraints = model.model_spec.constraints as Schemas['VideoModelConstraints'] | undefined;
  const defaultDuration = constraints?.durations?.[0];
  const duration = /^(-1|1 gen|[Aa]uto)$/.test(job.duration) ? (defaultDuration ?? job.duration) : job.duration;
  allowedValues('duration', duration, constraints?.durations, model.id);
  const resolution = job.resolution ?? constraints?.resolutions?.[0];
  if (job.resolution) allowedValues('resolution', job.resolution, constraints?.resolutions, model.id);
  if (job.aspect_ratio) allowedValues('aspect_ratio', job.aspect_ratio, constraints?.aspect_ratios, model.id);
  if (job.audio && constraints && !constraints.audio)
    throw badRequest(`${model.id} does not generate audio`, { _errors: [], audio: { _errors: ['this model has no audio'] } });
  let price: Price;
  if (pricing?.per_generation) price = priceOf(pricing.per_generation, 1);
  else if (pricing?.per_second && /^\d+s$/.test(duration)) price = priceOf(pricing.per_second, Number(duration.slice(0, -1)));
  else throw badRequest(`${model.id} cannot be priced for duration ${duration}`, { _errors: [], duration: { _errors: ['no price for this duration'] } });
  const resolutionFactor = resolution ? (pricing?.resolution_multipliers?.[resolution] ?? 1) : 1;
  const audioFactor = (job.audio ?? constraints?.audio) ? (pricing?.audio_multiplier ?? 1) : 1;
  return scale(scale(price, resolutionFactor), audioFactor);
}

export function audioJobPrice(model: ModelRecord, job: { duration_seconds?: number; character_count?: number }): Price {
  const pricing = model.model_spec.pricing as (Schemas['MusicModelPricing'] & Partial<Schemas['SpeechModelPricing']>) | undefined;
  const needs = (field: 'duration_seconds' | 'character_count', value: number | undefined): number => {
    if (value === undefined)
      throw badRequest(`${model.id} is priced by ${field}; send it`, { _errors: [], [field]: { _errors: ['Field is required for this model'] } });
    return value;
  };
  if (pricing?.generation) return priceOf(pricing.generation, 1);
  if (pricing?.per_second) return priceOf(pricing.per_second, needs('duration_seconds', job.duration_seconds));
  if (pricing?.per_thousand_characters) return priceOf(pricing.per_thousand_characters, needs('character_count', job.character_count) / 1000);
  if (pricing?.durations) {
    const seconds = needs('duration_seconds', job.duration_seconds);
    const tier = Object.values(pricing.durations).find((entry) => seconds >= entry.min_seconds && seconds <= entry.max_seconds);
    if (!tier) throw badRequest(`${model.id} has no price for ${seconds} s`, { _errors: [], duration_seconds: { _errors: ['outside every duration tier'] } });
    return priceOf({ usd: tier.usd, diem: tier.diem }, 1);
  }
  if (pricing?.input) return priceOf(pricing.input, needs('character_count', job.character_count) / 1_000_000);
  throw badRequest(`${model.id} has no job price`, { _errors: [] });
}

export function voiceChangerJobPrice(model: ModelRecord, durationSeconds: number): Price {
  const limit = model.model_spec.max_source_audio_duration_seconds;
  if (limit !== undefined && durationSeconds > limit) {
    throw badRequest(`${model.id} takes at most ${limit} s of source audio`, { _errors: [], duration_seconds: { _errors: [`must be at most ${limit}`] } });
  }
  return audioJobPrice(model, { duration_seconds: durationSeconds });
}
