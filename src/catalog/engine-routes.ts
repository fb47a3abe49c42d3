// How a catalog model is served: its engine route. A route is "configured" when the settings its
// engine needs are present (a weights file that exists, an upstream URL that is set). A model
// whose route is not configured is reported at boot and left out of /models.
import { existsSync } from 'node:fs';

/** The debug models the service can write itself (src/providers/llama-cpp/debug-model.ts). */
export const GENERATED_MODELS = ['debug-tiny-chat', 'debug-tiny-embedding'] as const;
export type GeneratedModel = (typeof GENERATED_MODELS)[number];

export interface LlamaCppRoute {
  engine: 'llama-cpp';
  /** The GGUF file. */
  file: string;
  /**
   * Set only on the shipped debug models: when `file` is missing, the service writes this tiny
   * random-weight model there at boot (and logs it). A route without it is never generated: a
   * missing operator GGUF is reported and the model is not listed.
   */
  generate?: GeneratedModel;
  /** CPU threads for this model (default: LLAMA_THREADS, else 1; docs/decisions/0006). */
  threads?: number;
  /** Context window in tokens (default: the model's training context, at most 4096). */
  contextSize?: number;
}

/** An upstream speaking the OpenAI HTTP API (src/providers/openai-compatible). */
export interface OpenAiCompatibleRoute {
  engine: 'openai-compatible';
  baseUrl: string;
  apiKey?: string;
  /** The model name the upstream knows; default: the catalog id. */
  upstreamModel?: string;
  /** Time to connect (default 10 s). */
  connectTimeoutMs?: number;
  /** Longest silence while waiting for headers or between stream chunks (default 120 s). */
  idleTimeoutMs?: number;
  /** Attempts for 429/500/503 and refused connections, the first included (default 3). */
  maxAttempts?: number;
}

export type EngineRoute =
  | LlamaCppRoute
  | OpenAiCompatibleRoute
  | { engine: 'service-compatible'; baseUrl: string; apiKey?: string; upstreamModel?: string }
  | { engine: 'espeak' }
  /** Embedded image processing with sharp (upscaling by Lanczos resampling). */
  | { engine: 'sharp' }
  /** The Automatic1111 / Forge Stable Diffusion web UI's API (/sdapi/v1/*). */
  | Automatic1111Route;

/** An Automatic1111 or Forge web UI started with --api (src/providers/automatic1111). */
export interface Automatic1111Route {
  engine: 'automatic1111';
  /** e.g. http://127.0.0.1:7860; /sdapi/v1/... is appended. */
  baseUrl: string;
  /** `user:password` when the web UI runs with --api-auth. */
  auth?: string;
  /** The checkpoint to load (override_settings.sd_model_checkpoint); default: the one loaded. */
  upstreamModel?: string;
  /** The upscaler extra-single-image uses (default R-ESRGAN 4x+). */
  upscaler?: string;
  /** Sampler name for txt2img and img2img (default: the web UI's). */
  sampler?: string;
}

export const ENGINES = ['llama-cpp', 'openai-compatible', 'service-compatible', 'espeak', 'sharp', 'automatic1111'] as const;

/** Structural problems with a route (wrong config), or [] when it is well formed. */
export function routeProblems(route: unknown): string[] {
  if (!route || typeof route !== 'object') return ['route must be an object with an `engine`'];
  const { engine } = route as { engine?: unknown };
  if (!ENGINES.includes(engine as never)) return [`route.engine must be one of ${ENGINES.join(', ')}`];
  const fields = route as Record<string, unknown>;
  if (engine === 'llama-cpp') return llamaCppRouteProblems(fields);
  if ((engine === 'openai-compatible' || engine === 'service-compatible' || engine === 'automatic1111') && typeof fields.baseUrl !== 'string') {
    return [`${engine} routes need \`baseUrl\``];
  }
  if (engine === 'openai-compatible') {
    const bad = ['connectTimeoutMs', 'idleTimeoutMs', 'maxAttempts'].filter(
      (name) => fields[name] !== undefined && !(Number.isInteger(fields[name]) && (fields[name] as number) > 0),
    );
    return bad.map((name) => `route.${name} must be a positive integer`);
  }
  return [];
}

function llamaCppRouteProblems(fields: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (typeof fields.file !== 'string' || fields.file.trim() === '') problems.push('llama-cpp routes need `file` (a GGUF path)');
  if (fields.generate !== undefined && !GENERATED_MODELS.includes(fields.generate as never)) {
    problems.push(`route.generate must be one of ${GENERATED_MODELS.join(', ')}`);
  }
  for (const name of ['threads', 'contextSize'] as const) {
    const value = fields[name];
    if (value !== undefined && !(Number.isInteger(value) && (value as number) > 0)) problems.push(`route.${name} must be a positive integer`);
  }
  return problems;
}

/** Why a well-formed route cannot serve right now, or undefined when it can. */
export function routeUnavailableReason(route: EngineRoute): string | undefined {
  switch (route.engine) {
    case 'llama-cpp':
      // a generated debug model that is missing is written at boot (prepareGeneratedModels)
      return existsSync(route.file) || route.generate ? undefined : `weights file ${route.file} not found`;
    case 'openai-compatible':
    case 'service-compatible':
    case 'automatic1111':
      return route.baseUrl.trim() === '' ? 'upstream baseUrl is not set' : undefined;
    case 'espeak':
    case 'sharp':
      return undefined;
  }
}
