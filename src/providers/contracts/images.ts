// Images in engine-neutral terms: generation, editing, upscaling and background removal.

/** An image request in engine-neutral terms: sizes already fixed, the style preset already in the prompt. */
export interface ImageGenerationParams {
  model: string;
  prompt: string;
  negative_prompt?: string;
  width: number;
  height: number;
  /** Images to make (1–4). */
  n: number;
  steps?: number;
  cfg_scale?: number;
  /** Absent: the engine picks one. */
  seed?: number;
  safe_mode: boolean;
  quality?: string;
  aspect_ratio?: string;
  resolution?: string;
  lora_strength?: number;
  hide_watermark?: boolean;
}

export interface ImageEditParams {
  model: string;
  prompt: string;
  /** Decoded and checked: the first is the base image, the others layers or references. */
  images: Buffer[];
  safe_mode: boolean;
  aspect_ratio?: string;
  resolution?: string;
  quality?: string;
}

export interface ImageUpscaleParams {
  model: string;
  image: Buffer;
  /** The factor to apply (already reduced to fit the output bound); more than 1. */
  scale: number;
  /** 0–0.02: how much detail an upscaler may invent. */
  creativity: number;
}

/** What an image engine made: encoded images (any format sharp reads), and what its provider reported. */
export interface ImageResult {
  images: Buffer[];
  /** The provider blurred an image (safe mode). */
  blurred?: boolean;
  /** The provider flagged the content as violating its policy. */
  contentViolation?: boolean;
}

/** Each engine implements the image operations it can do; a model whose engine lacks one is not offered it. */
export interface ImageEngine {
  generate?(params: ImageGenerationParams, signal: AbortSignal): Promise<ImageResult>;
  edit?(params: ImageEditParams, signal: AbortSignal): Promise<ImageResult>;
  upscale?(params: ImageUpscaleParams, signal: AbortSignal): Promise<ImageResult>;
  removeBackground?(params: { model: string; image: Buffer }, signal: AbortSignal): Promise<ImageResult>;
}
