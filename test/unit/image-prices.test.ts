// Per-image prices from the catalog's pricing shapes, the upscale scale reduction, and style presets.
import { describe, expect, it } from 'vitest';
import type { ModelRecord } from '../../src/catalog/catalog.js';
import { styledPrompt } from '../../src/images/generation.js';
import { backgroundRemovalPrice, editPrice, generationPrice, upscalePrice } from '../../src/images/image-prices.js';
import { effectiveScale } from '../../src/images/transforms.js';

const model = (pricing: Record<string, unknown>) =>
  ({ id: 'm', object: 'model', owned_by: 'x', type: 'image', model_spec: { privacy: 'private', pricing } }) as unknown as ModelRecord;
const price = (usd: number) => ({ usd, diem: usd });

describe('image prices', () => {
  const priced = model({
    generation: price(0.01),
    resolutions: { '2K': price(0.03) },
    quality: { '1K': { low: price(0.005), high: price(0.02) } },
    upscale: { '2x': price(0.002), '4x': price(0.004) },
    inpaint: price(0.02),
    inputImages: { included: 1, additional: price(0.005) },
  });

  it('prices generation by quality tier, else resolution, else per generation', () => {
    expect(generationPrice(priced, {})).toEqual({ usd: 10_000n, diem: 10_000n });
    expect(generationPrice(priced, { resolution: '2K' })).toEqual({ usd: 30_000n, diem: 30_000n });
    expect(generationPrice(priced, { resolution: '1K', quality: 'high' })).toEqual({ usd: 20_000n, diem: 20_000n });
    expect(generationPrice(priced, { quality: 'low' })).toEqual({ usd: 5_000n, diem: 5_000n });
  });

  it('prices upscaling by scale, edits with their extra input images, background removal per image', () => {
    expect(upscalePrice(priced, 4).usd).toBe(4_000n);
    expect(upscalePrice(priced, 2).usd).toBe(2_000n);
    expect(editPrice(priced, 1).usd).toBe(20_000n);
    expect(editPrice(priced, 3).usd).toBe(30_000n);
    expect(backgroundRemovalPrice(priced).usd).toBe(10_000n);
    expect(generationPrice(model({}), {})).toEqual({ usd: 0n, diem: 0n });
  });
});

describe('upscale scale', () => {
  it('keeps the scale asked while the output fits 16,777,216 pixels, then 2, then less', () => {
    expect(effectiveScale(1000, 1000, 4)).toBe(4);
    expect(effectiveScale(1500, 1000, 4)).toBe(2);
    const scale = effectiveScale(3000, 2500, 2);
    expect(scale).toBeLessThan(2);
    expect(Math.floor(3000 * scale) * Math.floor(2500 * scale)).toBeLessThanOrEqual(16_777_216);
  });
});

describe('style presets', () => {
  it('applies a template, or appends the style name, and refuses an unknown style', () => {
    expect(styledPrompt('a cat', undefined, ['Anime'])).toBe('a cat');
    expect(styledPrompt('a cat', 'Anime', ['Anime'], { Anime: 'anime artwork of {prompt}' })).toBe('anime artwork of a cat');
    expect(styledPrompt('a cat', 'Cinematic', ['Cinematic'])).toBe('a cat, Cinematic style');
    expect(() => styledPrompt('a cat', 'Nope', ['Anime'])).toThrow(/Unknown style_preset/);
  });
});
