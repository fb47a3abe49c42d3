// The llama.cpp runtime of this process: one `Llama` (the native binding), created on first use, and
// the loaded models, shared by every engine that names the same file with the same settings. A model
// owns one chat context (a single sequence, reused across requests so a shared prompt prefix is not
// evaluated twice), an embedding context made on first use, and the queue that lets one generation
// run at a time.
import type { Llama, LlamaChat, LlamaContext, LlamaEmbeddingContext, LlamaModel } from 'node-llama-cpp';
import { ProviderError } from '../provider.js';
import { GenerationQueue } from './generation-queue.js';

export interface ModelSettings {
  file: string;
  threads: number;
  /** undefined: the model's training context, at most DEFAULT_MAX_CONTEXT. */
  contextSize?: number;
  /** How many requests may wait behind the running one. */
  queueLimit: number;
}

const DEFAULT_MAX_CONTEXT = 4096;

let llama: Promise<Llama> | undefined;
let library: Promise<typeof import('node-llama-cpp')> | undefined;

/**
 * node-llama-cpp itself, imported on first use: it and its bindings cost about 50 MB of memory
 * (docs/decisions/0016-memory.md), which a catalog without a llama-cpp model should not pay.
 */
function nodeLlamaCpp(): Promise<typeof import('node-llama-cpp')> {
  library ??= import('node-llama-cpp');
  return library;
}

/**
 * The native binding, loaded once. Only the prebuilt CPU binary is used: `build: 'never'` so it can
 * never try to download or compile llama.cpp, `gpu: false` so it does not probe CUDA/Vulkan.
 */
export function loadLlama(): Promise<Llama> {
  llama ??= nodeLlamaCpp()
    .then(({ getLlama, LlamaLogLevel }) => getLlama({ gpu: false, build: 'never', progressLogs: false, logLevel: LlamaLogLevel.error }))
    .catch((error: unknown) => {
      llama = undefined;
      throw new ProviderError('upstream_error', `the embedded llama.cpp runtime cannot start: ${(error as Error).message}`);
    });
  return llama;
}

export class LoadedModel {
  readonly queue: GenerationQueue;
  private chatContext?: { context: LlamaContext; chat: LlamaChat };
  private embeddingContext?: LlamaEmbeddingContext;

  constructor(
    readonly model: LlamaModel,
    readonly settings: ModelSettings,
  ) {
    this.queue = new GenerationQueue(settings.queueLimit);
  }

  get contextSize(): number {
    return this.settings.contextSize ?? Math.min(this.model.trainContextSize, DEFAULT_MAX_CONTEXT);
  }

  /** The chat evaluator; call only inside a queue task. */
  async chat(): Promise<LlamaChat> {
    if (!this.chatContext) {
      const context = await this.model.createContext({ contextSize: this.contextSize, threads: this.settings.threads, sequences: 1 });
      const { LlamaChat } = await nodeLlamaCpp();
      this.chatContext = { context, chat: new LlamaChat({ contextSequence: context.getSequence() }) };
    }
    return this.chatContext.chat;
  }

  /** The embedding context; call only inside a queue task. */
  async embeddings(): Promise<LlamaEmbeddingContext> {
    this.embeddingContext ??= await this.model.createEmbeddingContext({ contextSize: this.contextSize, threads: this.settings.threads });
    return this.embeddingContext;
  }

  async dispose(): Promise<void> {
    this.chatContext?.chat.dispose();
    await this.chatContext?.context.dispose();
    await this.embeddingContext?.dispose();
    await this.model.dispose();
  }
}

const loaded = new Map<string, { model: Promise<LoadedModel>; users: number }>();

function cacheKey(settings: ModelSettings): string {
  return JSON.stringify([settings.file, settings.threads, settings.contextSize ?? null]);
}

/** The model for these settings, loading it on first use; pair every call with releaseModel. */
export function acquireModel(settings: ModelSettings): Promise<LoadedModel> {
  const key = cacheKey(settings);
  let entry = loaded.get(key);
  if (!entry) {
    const model = loadLlama()
      .then((runtime) => runtime.loadModel({ modelPath: settings.file, gpuLayers: 0 }))
      .then((model) => new LoadedModel(model, settings))
      .catch((error: unknown) => {
        loaded.delete(key); // a later request tries again (the file may have been fixed)
        if (error instanceof ProviderError) throw error;
        throw new ProviderError('upstream_error', `cannot load ${settings.file}: ${(error as Error).message}`);
      });
    entry = { model, users: 0 };
    loaded.set(key, entry);
  }
  entry.users += 1;
  return entry.model;
}

/** Drops one user of the model; the last one frees it. */
export async function releaseModel(settings: ModelSettings): Promise<void> {
  const key = cacheKey(settings);
  const entry = loaded.get(key);
  if (!entry) return;
  entry.users -= 1;
  if (entry.users > 0) return;
  loaded.delete(key);
  const model = await entry.model.catch(() => undefined);
  await model?.queue.run(() => model.dispose()).catch(() => undefined);
}
