// A model's prices in words, each with the unit the catalog prices it in (spec/components/models.yaml:
// text and embeddings per 1M tokens, speech per 1M characters, transcription per second of audio,
// images per image, video per second or per video, music per generation, second or duration band).
import { usdPrice } from './format';
import type { Schemas } from './api';

type ModelType = Schemas['ModelType'];

interface Price {
  usd: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPrice = (value: unknown): value is Price => isRecord(value) && typeof value.usd === 'number';
const entriesOf = (value: unknown): [string, unknown][] => (isRecord(value) ? Object.entries(value) : []);

/** `$0.20 per 1M tokens`. */
const priced = (price: Price, unit: string) => `${usdPrice(price.usd)} ${unit}`;

const TOKEN_PRICES: readonly [string, string][] = [
  ['input', 'input'],
  ['output', 'output'],
  ['cache_input', 'cached input'],
  ['cache_write', 'cache write'],
];

function tokenPrices(pricing: Record<string, unknown>, lead = ''): string[] {
  return TOKEN_PRICES.flatMap(([name, label]) => {
    const price = pricing[name];
    return isPrice(price) ? [`${lead}${label} ${priced(price, 'per 1M tokens')}`] : [];
  });
}

function textPrices(pricing: Record<string, unknown>): string[] {
  const lines = tokenPrices(pricing);
  const extended = pricing.extended;
  if (isRecord(extended) && typeof extended.context_token_threshold === 'number') {
    lines.push(...tokenPrices(extended, `over ${extended.context_token_threshold.toLocaleString('en-US')} prompt tokens: `));
  }
  return lines;
}

function imagePrices(pricing: Record<string, unknown>): string[] {
  const lines: string[] = [];
  if (isPrice(pricing.generation)) lines.push(priced(pricing.generation, 'per image'));
  for (const [resolution, price] of entriesOf(pricing.resolutions)) if (isPrice(price)) lines.push(priced(price, `per image at ${resolution}`));
  for (const [size, levels] of entriesOf(pricing.quality)) {
    for (const [level, price] of entriesOf(levels)) if (isPrice(price)) lines.push(priced(price, `per ${level}-quality image at ${size}`));
  }
  for (const [scale, price] of entriesOf(pricing.upscale)) if (isPrice(price)) lines.push(priced(price, `per image upscaled ${scale}`));
  if (isPrice(pricing.inpaint)) lines.push(priced(pricing.inpaint, 'per edited image'));
  const inputs = pricing.inputImages;
  if (isRecord(inputs) && isPrice(inputs.additional)) {
    lines.push(`${priced(inputs.additional, 'per input image')} beyond ${String(inputs.included)} included`);
  }
  return lines;
}

function speechPrices(pricing: Record<string, unknown>): string[] {
  const lines: string[] = [];
  if (isPrice(pricing.input)) lines.push(priced(pricing.input, 'per 1M characters'));
  if (isPrice(pricing.voice_clone)) lines.push(priced(pricing.voice_clone, 'per cloned voice'));
  return lines;
}

function mediaPrices(pricing: Record<string, unknown>, type: ModelType): string[] {
  const lines: string[] = [];
  const media = type === 'video' ? 'video' : 'audio';
  if (isPrice(pricing.generation)) lines.push(priced(pricing.generation, 'per generation'));
  if (isPrice(pricing.per_generation)) lines.push(priced(pricing.per_generation, `per ${media}`));
  if (isPrice(pricing.per_second)) lines.push(priced(pricing.per_second, `per second of ${media}`));
  if (isPrice(pricing.per_audio_second)) lines.push(priced(pricing.per_audio_second, 'per second of audio'));
  if (isPrice(pricing.per_thousand_characters)) lines.push(priced(pricing.per_thousand_characters, 'per 1K characters'));
  for (const [band, price] of entriesOf(pricing.durations)) {
    if (isPrice(price) && isRecord(price)) lines.push(`${priced(price, `per ${band} track`)} (${String(price.min_seconds)}–${String(price.max_seconds)} s)`);
  }
  for (const [resolution, factor] of entriesOf(pricing.resolution_multipliers)) if (typeof factor === 'number') lines.push(`×${factor} at ${resolution}`);
  if (typeof pricing.audio_multiplier === 'number') lines.push(`×${pricing.audio_multiplier} with audio`);
  return lines;
}

/** Every price of a model's pricing, with its unit: `input $0.20 per 1M tokens`, `$0.002 per image upscaled 2x`. */
export function pricesOf(pricing: unknown, type: ModelType): string[] {
  if (!isRecord(pricing)) return [];
  switch (type) {
    case 'text':
    case 'embedding':
      return textPrices(pricing);
    case 'tts':
      return speechPrices(pricing);
    case 'image':
    case 'upscale':
    case 'inpaint':
      return imagePrices(pricing);
    default:
      return mediaPrices(pricing, type);
  }
}
