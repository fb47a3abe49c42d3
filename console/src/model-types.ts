// Readable names for what a charge was for: the catalog's model types, and, for a charge whose model
// is no longer in the catalog (or that no model made), the kind its SKU names. SKUs are
// `<model>-llm-tokens`, `<model>-image-upscale-2x`, `operator-credit`, … (see src/**/metering).
import type { Schemas } from './api';

const TYPE_NAMES: Record<Schemas['ModelType'], string> = {
  text: 'text',
  embedding: 'embeddings',
  tts: 'speech',
  asr: 'transcription',
  image: 'image',
  upscale: 'image upscale',
  inpaint: 'image edit',
  music: 'music',
  video: 'video',
};

export const typeName = (type: Schemas['ModelType']): string => TYPE_NAMES[type];

// Checked in order: the first whose pattern matches the SKU (less its model's id) names it.
const SKU_KINDS: readonly [RegExp, string][] = [
  [/^llm-tokens$/, 'text'],
  [/^characters$/, 'speech'],
  [/^voice-clone$/, 'voice clone'],
  [/^audio-seconds$/, 'transcription'],
  [/^image-upscale/, 'image upscale'],
  [/^image-/, 'image'],
  [/^video-/, 'video'],
  [/^music-/, 'music'],
  [/^augment-search$/, 'web search'],
  [/^augment-scrape$/, 'web page'],
  [/^augment-text-parser$/, 'document parsing'],
  [/^crypto-rpc-/, 'crypto RPC'],
  [/^operator-credit$/, 'credit'],
  [/^x402-top-up$/, 'top-up'],
  [/^diem-epoch$/, 'DIEM epoch'],
];

/** What a charge of `sku` for `model` was: the model's catalog type when known, else the SKU's kind. */
export function chargeKind(model: string, sku: string, catalogType: Schemas['ModelType'] | undefined): string {
  if (catalogType) return typeName(catalogType);
  const rest = sku.startsWith(`${model}-`) ? sku.slice(model.length + 1) : sku;
  return SKU_KINDS.find(([pattern]) => pattern.test(rest))?.[1] ?? rest;
}
