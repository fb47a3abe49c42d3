// What one image costs, from an image, edit or upscale model's catalog pricing (USD and DIEM per
// image): by quality tier or resolution where the model prices those, by scale for upscaling, plus
// any input images beyond those included for edits. Requests reserve `perImage × images asked` and
// are charged `perImage × images returned`.
import type { components } from '../../generated/api-types.js';
import type { Price } from '../billing/request-charge.js';
import { toMicro } from '../money.js';
import type { ModelRecord } from '../catalog/catalog.js';

type ImagePricing = components['schemas']['ImageModelPricing'];
type CatalogPrice = components['schemas']['Price'];

const FREE: Price = { usd: 0n, diem: 0n };

const micro = (price: CatalogPrice | undefined): Price => (price ? { usd: toMicro(price.usd), diem: toMicro(price.diem) } : FREE);

const add = (left: Price, right: Price): Price => ({ usd: left.usd + right.usd, diem: left.diem + right.diem });

export const times = (price: Price, count: number): Price => ({ usd: price.usd * BigInt(count), diem: price.diem * BigInt(count) });

function pricingOf(model: ModelRecord): ImagePricing {
  return (model.model_spec.pricing ?? {}) as ImagePricing;
}

/** One generated image: the quality tier's price (by resolution), else the resolution's, else `generation`. */
export function generationPrice(model: ModelRecord, options: { resolution?: string; quality?: string }): Price {
  const pricing = pricingOf(model);
  if (options.quality && pricing.quality) {
    const tiers = pricing.quality[options.resolution ?? ''] ?? Object.values(pricing.quality)[0];
    const tier = tiers?.[options.quality as 'low' | 'medium' | 'high'];
    if (tier) return micro(tier);
  }
  if (options.resolution && pricing.resolutions?.[options.resolution]) return micro(pricing.resolutions[options.resolution]);
  return micro(pricing.generation);
}

/** One upscaled image: the price for `2x` or `4x` (the scale asked), else `generation`. */
export function upscalePrice(model: ModelRecord, scale: number): Price {
  const pricing = pricingOf(model);
  return micro(pricing.upscale?.[`${scale}x`] ?? pricing.generation);
}

/** One edited image: `inpaint` (else `generation`), plus `inputImages.additional` for each image beyond those included. */
export function editPrice(model: ModelRecord, inputImages: number): Price {
  const pricing = pricingOf(model);
  const base = micro(pricing.inpaint ?? pricing.generation);
  const extra = pricing.inputImages ? Math.max(0, inputImages - pricing.inputImages.included) : 0;
  return add(base, times(micro(pricing.inputImages?.additional), extra));
}

/** Background removal: `generation`, per image. */
export function backgroundRemovalPrice(model: ModelRecord): Price {
  return micro(pricingOf(model).generation);
}
