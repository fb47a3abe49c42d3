// Readable names for what a charge was for: its model's type, which the usage analytics take from the
// catalog, and, for a charge whose model is no longer in the catalog (or that no model made), the kind
// its SKU names. SKUs are `<model>-llm-tokens`, `<model>-image-upscale-2x`, `augment-search`, …
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

// Checked in order: the first whose pattern matches the SKU (less its model's id) names it. Charges
// only: the analytics count no credits.
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
];

/** What an analytics row's charges were for: its model's type when the catalog has it, else the SKU's kind. */
export function chargeKind({ modelName, unitType: sku, modelType }: Schemas['UsageAnalytics']['byModel'][number]): string {
  if (modelType) return typeName(modelType);
  const rest = sku.startsWith(`${modelName}-`) ? sku.slice(modelName.length + 1) : sku;
  return SKU_KINDS.find(([pattern]) => pattern.test(rest))?.[1] ?? rest;
}
