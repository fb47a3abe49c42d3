// The `llama-cpp` engine: chat and embeddings from a GGUF file, in process, on the CPU, through
// node-llama-cpp's prebuilt binary. One engine per catalog route; engines naming the same file with
// the same settings share the loaded model and its queue (runtime.ts).
//
// Behaviour worth knowing (the rest is the ChatEngine/EmbeddingEngine contract):
// - As many generations at a time per model as its context has sequences (LLAMA_SEQUENCES; default
//   1), FIFO; a full wait list fails with ProviderError 'overloaded'.
// - n choices run one after another in the same turn of the queue; a seeded request gives choice i
//   the seed + i, so the choices differ but the whole answer is reproducible.
// - Aborting never throws: the result (or the stream's final usage) covers what was generated, which
//   is nothing when the request was still waiting in the queue.
// - usage.prompt_tokens counts the prompt as the model's chat template renders it (BOS and control
//   tokens included), once for all n choices; completion_tokens counts every sampled token.
// - countPromptTokens renders and tokenizes the prompt as chat() does, outside the queue.
// - usage.prompt_tokens_details.cached_tokens is the prompt prefix the context still held from the
//   request before, which llama.cpp did not evaluate again (generate.ts, reusedPrefix).
import type { LlamaCppRoute } from '../../catalog/engine-routes.js';
import type { ChatChoice, ChatEngine, ChatParams, ChatResult, ChatStreamEvent } from '../contracts/chat.js';
import type { EmbeddingEngine, EmbeddingParams, EmbeddingResult } from '../contracts/embeddings.js';
import { ProviderError } from '../contracts/provider-error.js';
import { embedTexts } from './embeddings.js';
import { generateChoice, planChat, renderPrompt, reusedPrefix, type ChoiceOutput } from './generate.js';
import type { GpuLayers, GpuSetting } from './gpu-backend.js';
import { resolveBackend } from './machine-facts.js';
import { acquireModel, releaseModel, type LoadedModel, type ModelSettings } from './runtime.js';
import { EventChannel } from './stream.js';

export interface LlamaCppEngineOptions {
  /** CPU threads (LLAMA_THREADS; default 1); the route's own `threads` wins. */
  threads?: number;
  /** Requests that may wait for the busy model (LLAMA_QUEUE_LIMIT; default 16). */
  queueLimit?: number;
  /** Generations at once per model, batched by llama.cpp (LLAMA_SEQUENCES; default 1). */
  sequences?: number;
  /** Which llama.cpp build to load (LLAMA_GPU; default off here, auto in the service settings). */
  gpu?: GpuSetting;
  /** Layers offloaded to the GPU (LLAMA_GPU_LAYERS; default auto: all that fit). */
  gpuLayers?: GpuLayers;
}

function toChoice(index: number, output: ChoiceOutput): ChatChoice {
  return {
    index,
    message: {
      role: 'assistant',
      content: output.content,
      ...(output.reasoning ? { reasoning_content: output.reasoning } : {}),
      ...(output.toolCalls ? { tool_calls: output.toolCalls } : {}),
    },
    finish_reason: output.finishReason,
    ...(output.stopSequence !== undefined ? { stop_sequence: output.stopSequence } : {}),
  };
}

export class LlamaCppEngine implements ChatEngine, EmbeddingEngine {
  readonly settings: ModelSettings;
  private loaded: Promise<LoadedModel> | undefined;

  constructor(route: LlamaCppRoute, options: LlamaCppEngineOptions = {}) {
    this.settings = {
      file: route.file,
      threads: route.threads ?? options.threads ?? 1,
      contextSize: route.contextSize,
      queueLimit: options.queueLimit ?? 16,
      sequences: options.sequences ?? 1,
      backend: resolveBackend(options.gpu ?? 'off'),
      gpuLayers: options.gpuLayers ?? 'auto',
    };
  }

  /** Loads the model now (otherwise the first request does); resolves to its context size. */
  async load(): Promise<{ contextSize: number; embeddingSize: number }> {
    const loaded = await this.model();
    return { contextSize: loaded.contextSize, embeddingSize: loaded.model.embeddingVectorSize };
  }

  chat(params: ChatParams, signal: AbortSignal): Promise<ChatResult> {
    return this.generate(params, signal);
  }

  async *streamChat(params: ChatParams, signal: AbortSignal): AsyncIterable<ChatStreamEvent> {
    const stop = new AbortController(); // the consumer stopped reading: stop generating
    const channel = new EventChannel<ChatStreamEvent>();
    const work = this.generate(params, AbortSignal.any([signal, stop.signal]), channel).then(
      (result) => {
        channel.push({ type: 'usage', usage: result.usage });
        channel.end();
      },
      (error: unknown) => channel.fail(error),
    );
    try {
      yield* channel;
    } finally {
      stop.abort();
      await work; // the queue is free again before the stream is reported closed
    }
  }

  /**
   * The prompt tokens chat() would report for these params, from the same chat template and
   * tokenizer, without generating: it takes no turn of the generation queue, so a count never waits
   * behind a generation nor holds one up (tokenizing takes milliseconds; the prompt is bounded by the
   * context, and long text is counted in slices first).
   */
  async countPromptTokens(params: ChatParams, signal: AbortSignal): Promise<number> {
    const loaded = await this.model();
    signal.throwIfAborted();
    const renderer = await loaded.promptRenderer();
    return (await renderPrompt(renderer, loaded.contextSize, params)).tokens.length;
  }

  async embed(params: EmbeddingParams, signal: AbortSignal): Promise<EmbeddingResult> {
    const loaded = await this.model();
    return loaded.queue.run(() => embedTexts(loaded, params, signal), signal);
  }

  /** Releases this engine's hold on the model (the last holder frees its memory). */
  async close(): Promise<void> {
    if (!this.loaded) return;
    this.loaded = undefined;
    await releaseModel(this.settings);
  }

  private model(): Promise<LoadedModel> {
    if (!this.loaded) {
      const loading = acquireModel(this.settings);
      this.loaded = loading;
      loading.catch(() => {
        if (this.loaded === loading) this.loaded = undefined;
      });
    }
    return this.loaded;
  }

  private async generate(params: ChatParams, signal: AbortSignal, channel?: EventChannel<ChatStreamEvent>): Promise<ChatResult> {
    const loaded = await this.model();
    try {
      return await loaded.queue.run(
        () =>
          loaded.withChat(async (chat) => {
            const plan = await planChat(loaded.runtime.llama, chat, loaded.contextSize, params);
            const cached = reusedPrefix(chat, plan);
            const choices: ChatChoice[] = [];
            let completionTokens = 0;
            for (let index = 0; index < (params.n ?? 1) && !(index > 0 && signal.aborted); index += 1) {
              channel?.push({ type: 'delta', index, delta: { role: 'assistant', content: '' } });
              const onDelta = channel && ((delta: { content: string } | { reasoning_content: string }) => channel.push({ type: 'delta', index, delta }));
              const output = await generateChoice(chat, plan, params, index, signal, onDelta);
              completionTokens += output.completionTokens;
              if (channel && output.toolCalls) {
                channel.push({ type: 'delta', index, delta: { tool_calls: output.toolCalls.map((call, position) => ({ index: position, ...call })) } });
              }
              const stop = output.stopSequence !== undefined ? { stop_sequence: output.stopSequence } : {};
              channel?.push({ type: 'delta', index, delta: {}, finish_reason: output.finishReason, ...stop });
              choices.push(toChoice(index, output));
            }
            const usage = {
              prompt_tokens: plan.promptTokens,
              completion_tokens: completionTokens,
              total_tokens: plan.promptTokens + completionTokens,
              prompt_tokens_details: { cached_tokens: cached },
            };
            return { choices, usage };
          }),
        signal,
      );
    } catch (error) {
      // aborted while waiting for its turn: nothing was generated
      if (signal.aborted && !(error instanceof ProviderError)) return { choices: [], usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 } };
      throw error;
    }
  }
}

/** The factory the provider registry maps the `llama-cpp` engine name to. */
export function createLlamaCppEngine(route: LlamaCppRoute, options: LlamaCppEngineOptions = {}): LlamaCppEngine {
  return new LlamaCppEngine(route, options);
}
