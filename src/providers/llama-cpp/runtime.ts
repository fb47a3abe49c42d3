// The llama.cpp runtime of this process: one `Llama` (the native binding), created on first use, and
// the loaded models, shared by every engine that names the same file with the same settings. A model
// owns one chat context of `sequences` sequences (each reused across requests so a shared prompt
// prefix is not evaluated twice; node-llama-cpp batches the sequences that generate at once), an
// embedding context made on first use, and the queue that lets as many generations run as there
// are sequences.
import type { ChatWrapper, Llama, LlamaChat, LlamaContext, LlamaEmbeddingContext, LlamaModel } from 'node-llama-cpp';
import { ProviderError } from '../contracts/provider-error.js';
import { GenerationQueue } from './generation-queue.js';
import { gpuOption, type Backend, type BackendChoice, type GpuLayers } from './gpu-backend.js';

export interface ModelSettings {
  file: string;
  threads: number;
  /** undefined: the model's training context, at most DEFAULT_MAX_CONTEXT. */
  contextSize?: number;
  /** How many requests may wait behind the running ones. */
  queueLimit: number;
  /** Sequences of the chat context: how many generations run at once (LLAMA_SEQUENCES). */
  sequences: number;
  /** The llama.cpp build to load, and whether a GPU build that fails to load falls back to the CPU. */
  backend: BackendChoice;
  /** Layers offloaded to the GPU (ignored on the CPU). */
  gpuLayers: GpuLayers;
}

const DEFAULT_MAX_CONTEXT = 4096;

const runtimes = new Map<Backend, Promise<Llama>>();
let library: Promise<typeof import('node-llama-cpp')> | undefined;

/**
 * node-llama-cpp itself, imported on first use: it and its bindings cost about 50 MB of memory
 * (docs/decisions/0016-memory.md), which a catalog without a llama-cpp model should not pay.
 */
function nodeLlamaCpp(): Promise<typeof import('node-llama-cpp')> {
  library ??= import('node-llama-cpp');
  return library;
}

/** What loadLlama loaded: the backend in use, and why it is not the one asked for when it fell back. */
export interface Runtime {
  llama: Llama;
  backend: Backend;
  fellBack?: string;
}

function startLlama(backend: Backend): Promise<Llama> {
  let started = runtimes.get(backend);
  if (!started) {
    // `build: 'never'`: it can never try to download or compile llama.cpp, only load an installed build
    started = nodeLlamaCpp().then(({ getLlama, LlamaLogLevel }) =>
      getLlama({ gpu: gpuOption(backend), build: 'never', progressLogs: false, logLevel: LlamaLogLevel.error }),
    );
    started.catch(() => runtimes.delete(backend)); // a later call tries again
    runtimes.set(backend, started);
  }
  return started;
}

/**
 * The native binding for a backend, loaded once per process. A GPU build chosen by `auto` that
 * cannot load (driver too old, library missing) falls back to the CPU build, saying why.
 */
export async function loadRuntime(choice: BackendChoice): Promise<Runtime> {
  try {
    return { llama: await startLlama(choice.backend), backend: choice.backend };
  } catch (error) {
    const reason = (error as Error).message;
    if (choice.backend !== 'cpu' && choice.fallback) {
      try {
        const fellBack = `the ${choice.backend} build did not load (${reason}); running on the CPU build`;
        const llama = await startLlama('cpu');
        // once per model load, beside the boot line that named the GPU build (the engine has no logger)
        console.warn(`llama.cpp: ${fellBack}`);
        return { llama, backend: 'cpu', fellBack };
      } catch {
        // the CPU build failing too is reported below, with the GPU build's reason
      }
    }
    throw new ProviderError('engine_error', `the embedded llama.cpp runtime (${choice.backend}) cannot start: ${reason}`);
  }
}

export const CPU: BackendChoice = { backend: 'cpu', reason: 'LLAMA_GPU=off', fallback: false };

/** The native binding of a backend (the CPU build unless told). */
export async function loadLlama(choice: BackendChoice = CPU): Promise<Llama> {
  return (await loadRuntime(choice)).llama;
}

export class LoadedModel {
  readonly queue: GenerationQueue;
  private chatContext?: Promise<{ context: LlamaContext; chatWrapper: ChatWrapper; chats: LlamaChat[]; free: LlamaChat[] }>;
  private embeddingContext?: LlamaEmbeddingContext;
  private embeddingTurn: Promise<unknown> = Promise.resolve();

  constructor(
    readonly runtime: Runtime,
    readonly model: LlamaModel,
    readonly settings: ModelSettings,
  ) {
    this.queue = new GenerationQueue(settings.queueLimit, settings.sequences);
  }

  get contextSize(): number {
    return this.settings.contextSize ?? Math.min(this.model.trainContextSize, DEFAULT_MAX_CONTEXT);
  }

  /** The chat evaluators, one per sequence, made on first use. */
  async chats(): Promise<readonly LlamaChat[]> {
    return (await this.chatSequences()).chats;
  }

  /**
   * The model and the chat wrapper every sequence renders prompts with: enough to render and count a
   * prompt without a sequence, so outside the generation queue.
   */
  async promptRenderer(): Promise<{ model: LlamaModel; chatWrapper: ChatWrapper }> {
    return { model: this.model, chatWrapper: (await this.chatSequences()).chatWrapper };
  }

  private chatSequences(): NonNullable<LoadedModel['chatContext']> {
    this.chatContext ??= (async () => {
      const { sequences, threads } = this.settings;
      const context = await this.model.createContext({ contextSize: this.contextSize, threads, sequences });
      const { LlamaChat, resolveChatWrapper } = await nodeLlamaCpp();
      // resolved once for all sequences: for a Jinja template it renders and tokenizes trial
      // conversations to find an equivalent built-in wrapper, which takes a quarter second or more
      const chatWrapper = resolveChatWrapper(this.model);
      const chats = Array.from({ length: sequences }, () => new LlamaChat({ contextSequence: context.getSequence(), chatWrapper }));
      return { context, chatWrapper, chats, free: [...chats] };
    })();
    this.chatContext.catch(() => (this.chatContext = undefined)); // a later request tries again
    return this.chatContext;
  }

  /**
   * Runs `task` with a chat evaluator of its own (one sequence) inside a queue turn; the queue lets
   * no more tasks run than there are sequences, so one is always free.
   */
  async withChat<T>(task: (chat: LlamaChat) => Promise<T>): Promise<T> {
    const { free } = await this.chatSequences();
    const chat = free.pop();
    if (!chat) throw new ProviderError('engine_error', 'no free llama.cpp sequence'); // the queue's bound makes this unreachable
    try {
      return await task(chat);
    } finally {
      free.push(chat);
    }
  }

  /**
   * Runs `task` with the embedding context inside a queue turn, one task at a time even when the
   * queue runs several (the context has one sequence).
   */
  withEmbeddings<T>(task: (context: LlamaEmbeddingContext) => Promise<T>): Promise<T> {
    const turn = this.embeddingTurn.then(async () => {
      this.embeddingContext ??= await this.model.createEmbeddingContext({ contextSize: this.contextSize, threads: this.settings.threads });
      return task(this.embeddingContext);
    });
    this.embeddingTurn = turn.catch(() => undefined);
    return turn;
  }

  async dispose(): Promise<void> {
    const chatContext = await this.chatContext?.catch(() => undefined);
    for (const chat of chatContext?.chats ?? []) chat.dispose();
    await chatContext?.context.dispose();
    await this.embeddingContext?.dispose();
    await this.model.dispose();
  }
}

const loaded = new Map<string, { model: Promise<LoadedModel>; users: number }>();

function cacheKey(settings: ModelSettings): string {
  return JSON.stringify([settings.file, settings.threads, settings.contextSize ?? null, settings.sequences, settings.backend.backend, settings.gpuLayers]);
}

/** The model for these settings, loading it on first use; pair every call with releaseModel. */
export function acquireModel(settings: ModelSettings): Promise<LoadedModel> {
  const key = cacheKey(settings);
  let entry = loaded.get(key);
  if (!entry) {
    const model = loadRuntime(settings.backend)
      .then(async (runtime) => {
        const gpuLayers = runtime.backend === 'cpu' ? 0 : settings.gpuLayers;
        return new LoadedModel(runtime, await runtime.llama.loadModel({ modelPath: settings.file, gpuLayers }), settings);
      })
      .catch((error: unknown) => {
        loaded.delete(key); // a later request tries again (the file may have been fixed)
        if (error instanceof ProviderError) throw error;
        throw new ProviderError('engine_error', `cannot load ${settings.file}: ${(error as Error).message}`);
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
