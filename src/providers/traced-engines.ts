// A CLIENT span per model call, with the OpenTelemetry GenAI semantic conventions, made by wrapping
// each engine the registry builds (every capability: chat, streamed chat, embeddings, images,
// speech, transcription, voice cloning, media jobs) once at boot, when tracing is on. Every caller
// of an engine then gets the span, and a model on several deployments gets one per attempt (a
// failover shows as two). The span is active while the engine works, so its upstream request carries
// its traceparent (UpstreamClient). A stream's span ends when the stream ends, its usage known.
// Recorded: the operation, provider, models, request parameters, token usage, finish reasons and the
// failure kind; never the prompt, the answer or any media (docs/decisions/0050-opentelemetry.md).
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';
import { ATTR_ERROR_TYPE, ATTR_SERVER_ADDRESS, ATTR_SERVER_PORT } from '@opentelemetry/semantic-conventions';
import type { CatalogModel } from '../catalog/catalog.js';
import type { EngineRoute } from '../catalog/engine-routes.js';
import type { EngineFactory, FactoryMap } from './registry.js';
import type { EngineInstance } from './contracts/engine-instance.js';
import type { ChatEngine, ChatParams, ChatStreamEvent } from './contracts/chat.js';
import type { EmbeddingEngine } from './contracts/embeddings.js';
import type { ImageEngine } from './contracts/images.js';
import { ProviderError } from './contracts/provider-error.js';
import type { Tracing } from '../observability/tracing/tracing.js';
import { SERVICE_ATTRIBUTES } from '../observability/tracing/service-attributes.js';

// The GenAI conventions are still "development" in the semantic-conventions package (its incubating
// entry point, which it asks users to copy from rather than import): the names used, as of 1.45.
const GEN_AI = {
  operation: 'gen_ai.operation.name',
  provider: 'gen_ai.provider.name',
  requestModel: 'gen_ai.request.model',
  responseModel: 'gen_ai.response.model',
  outputType: 'gen_ai.output.type',
  maxTokens: 'gen_ai.request.max_tokens',
  temperature: 'gen_ai.request.temperature',
  topP: 'gen_ai.request.top_p',
  topK: 'gen_ai.request.top_k',
  frequencyPenalty: 'gen_ai.request.frequency_penalty',
  presencePenalty: 'gen_ai.request.presence_penalty',
  seed: 'gen_ai.request.seed',
  choiceCount: 'gen_ai.request.choice.count',
  stream: 'gen_ai.request.stream',
  finishReasons: 'gen_ai.response.finish_reasons',
  inputTokens: 'gen_ai.usage.input_tokens',
  outputTokens: 'gen_ai.usage.output_tokens',
  cacheReadTokens: 'gen_ai.usage.cache_read.input_tokens',
  reasoningTokens: 'gen_ai.usage.reasoning.output_tokens',
  dimensions: 'gen_ai.embeddings.dimension.count',
} as const;

/**
 * gen_ai.provider.name per engine: `openai` for an OpenAI-compatible upstream (the convention's
 * value for that API), the engine's own name for the others (custom values, as the spec allows).
 */
const PROVIDER_NAMES: Record<EngineRoute['engine'], string> = {
  'openai-compatible': 'openai',
  'llama-cpp': 'llama.cpp',
  'whisper-cpp': 'whisper.cpp',
  'service-compatible': 'service-compatible',
  espeak: 'espeak-ng',
  piper: 'piper',
  u2net: 'u2net',
  sharp: 'sharp',
  automatic1111: 'automatic1111',
};

/** What every span of one engine carries: who answers, and where. */
function engineAttributes(route: EngineRoute, model: CatalogModel, deployment: string | undefined): Attributes {
  const attributes: Attributes = { [GEN_AI.provider]: PROVIDER_NAMES[route.engine] ?? route.engine, [SERVICE_ATTRIBUTES.model]: model.record.id };
  if (deployment !== undefined) attributes[SERVICE_ATTRIBUTES.deployment] = deployment;
  if ('baseUrl' in route && URL.canParse(route.baseUrl)) {
    const url = new URL(route.baseUrl);
    attributes[ATTR_SERVER_ADDRESS] = url.hostname;
    attributes[ATTR_SERVER_PORT] = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  }
  return attributes;
}

function chatAttributes(params: ChatParams, stream: boolean): Attributes {
  const attributes: Attributes = {
    [GEN_AI.maxTokens]: params.max_tokens,
    [GEN_AI.stream]: stream,
    [GEN_AI.outputType]: params.response_format?.type === 'text' || !params.response_format ? 'text' : 'json',
  };
  if (params.temperature !== undefined) attributes[GEN_AI.temperature] = params.temperature;
  if (params.top_p !== undefined) attributes[GEN_AI.topP] = params.top_p;
  if (params.top_k !== undefined) attributes[GEN_AI.topK] = params.top_k;
  if (params.frequency_penalty !== undefined) attributes[GEN_AI.frequencyPenalty] = params.frequency_penalty;
  if (params.presence_penalty !== undefined) attributes[GEN_AI.presencePenalty] = params.presence_penalty;
  if (params.seed !== undefined) attributes[GEN_AI.seed] = params.seed;
  if (params.n !== undefined && params.n !== 1) attributes[GEN_AI.choiceCount] = params.n;
  return attributes;
}

function recordUsage(
  span: Span,
  usage:
    | {
        prompt_tokens: number;
        completion_tokens?: number;
        prompt_tokens_details?: { cached_tokens?: number };
        completion_tokens_details?: { reasoning_tokens?: number };
      }
    | undefined,
): void {
  if (usage === undefined) return;
  span.setAttribute(GEN_AI.inputTokens, usage.prompt_tokens);
  if (usage.completion_tokens !== undefined) span.setAttribute(GEN_AI.outputTokens, usage.completion_tokens);
  const cached = usage.prompt_tokens_details?.cached_tokens;
  if (cached !== undefined) span.setAttribute(GEN_AI.cacheReadTokens, cached);
  const reasoning = usage.completion_tokens_details?.reasoning_tokens;
  if (reasoning !== undefined) span.setAttribute(GEN_AI.reasoningTokens, reasoning);
}

/**
 * A failed call: the span's status is an error, and error.type the engine's failure kind (or the
 * error's class). No message: an upstream's error text may quote the request.
 */
function recordFailure(span: Span, error: unknown): void {
  const type = error instanceof ProviderError ? error.failure : error instanceof Error ? error.name || 'Error' : '_OTHER';
  span.setAttribute(ATTR_ERROR_TYPE, type);
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/** Wraps the engines of one model (or one deployment of it) so each call is a model-call span. */
function modelCallTracer({ tracer, spans }: Tracing) {
  /** Starts a call's span as a child of the active span (the request's), named `{operation} {model}`. */
  const startSpan = (operation: string, model: string, attributes: Attributes): Span => {
    const parent = spans.getStore();
    return tracer.startSpan(
      `${operation} ${model}`,
      { kind: SpanKind.CLIENT, attributes: { ...attributes, [GEN_AI.operation]: operation, [GEN_AI.requestModel]: model, [GEN_AI.responseModel]: model } },
      parent === undefined ? ROOT_CONTEXT : trace.setSpan(ROOT_CONTEXT, parent),
    );
  };

  /** Runs one call under its span; `describe` adds what its answer says. */
  const call = async <T>(
    operation: string,
    model: string,
    attributes: Attributes,
    run: () => Promise<T>,
    describe?: (span: Span, result: T) => void,
  ): Promise<T> => {
    const span = startSpan(operation, model, attributes);
    try {
      const result = await spans.run(span, run);
      describe?.(span, result);
      return result;
    } catch (error) {
      recordFailure(span, error);
      throw error;
    } finally {
      span.end();
    }
  };

  /** A stream under its span, from its first read to its end (or its consumer's leaving): finish reasons and usage as they come. */
  async function* streamed(span: Span, events: AsyncIterable<ChatStreamEvent>): AsyncGenerator<ChatStreamEvent> {
    const finishReasons: string[] = [];
    let iterator: AsyncIterator<ChatStreamEvent> | undefined;
    let ended = false;
    try {
      iterator = spans.run(span, () => events[Symbol.asyncIterator]());
      for (;;) {
        const next = await spans.run(span, () => iterator!.next());
        if (next.done) break;
        const event = next.value;
        if (event.type === 'usage') recordUsage(span, event.usage);
        else if (event.finish_reason) finishReasons[event.index] = event.finish_reason;
        yield event;
      }
      ended = true;
    } catch (error) {
      ended = true;
      recordFailure(span, error);
      throw error;
    } finally {
      if (!ended) await iterator?.return?.(); // the consumer stopped reading: let the engine's stream end too
      const reasons = finishReasons.filter((reason) => reason !== undefined);
      if (reasons.length > 0) span.setAttribute(GEN_AI.finishReasons, reasons);
      span.end();
    }
  }

  const tracedChat = (engine: ChatEngine, base: Attributes): ChatEngine => ({
    chat: (params, signal) =>
      call(
        'chat',
        params.model,
        { ...base, ...chatAttributes(params, false) },
        () => engine.chat(params, signal),
        (span, result) => {
          recordUsage(span, result.usage);
          span.setAttribute(
            GEN_AI.finishReasons,
            result.choices.map((choice) => choice.finish_reason),
          );
        },
      ),
    streamChat: (params, signal) => {
      const span = startSpan('chat', params.model, { ...base, ...chatAttributes(params, true) });
      return streamed(
        span,
        spans.run(span, () => engine.streamChat(params, signal)),
      );
    },
    ...(engine.countPromptTokens ? { countPromptTokens: (params: ChatParams, signal: AbortSignal) => engine.countPromptTokens!(params, signal) } : {}),
  });

  const tracedEmbeddings = (engine: EmbeddingEngine, base: Attributes): EmbeddingEngine => ({
    embed: (params, signal) =>
      call(
        'embeddings',
        params.model,
        base,
        () => engine.embed(params, signal),
        (span, result) => {
          recordUsage(span, result.usage);
          if (result.vectors[0] !== undefined) span.setAttribute(GEN_AI.dimensions, result.vectors[0].length);
        },
      ),
  });

  const tracedImages = (engine: ImageEngine, base: Attributes): ImageEngine => {
    const image = { ...base, [GEN_AI.outputType]: 'image' };
    const traced: ImageEngine = {};
    if (engine.generate)
      traced.generate = (params, signal) =>
        call('generate_content', params.model, { ...image, [GEN_AI.choiceCount]: params.n }, () => engine.generate!(params, signal));
    if (engine.edit) traced.edit = (params, signal) => call('generate_content', params.model, image, () => engine.edit!(params, signal));
    if (engine.upscale) traced.upscale = (params, signal) => call('generate_content', params.model, image, () => engine.upscale!(params, signal));
    if (engine.removeBackground)
      traced.removeBackground = (params, signal) => call('generate_content', params.model, image, () => engine.removeBackground!(params, signal));
    return traced;
  };

  /** The engine instance with each capability traced; closing it closes the engine's own. */
  return (instance: EngineInstance, route: EngineRoute, model: CatalogModel, deployment: string | undefined): EngineInstance => {
    const base = engineAttributes(route, model, deployment);
    const { speech, transcription, voiceCloning, mediaJobs } = instance;
    return {
      ...instance,
      ...(instance.chat ? { chat: tracedChat(instance.chat, base) } : {}),
      ...(instance.embeddings ? { embeddings: tracedEmbeddings(instance.embeddings, base) } : {}),
      ...(instance.images ? { images: tracedImages(instance.images, base) } : {}),
      // Speech: the span covers the call until the audio starts (its chunks then flow to the caller).
      ...(speech
        ? {
            speech: {
              speak: (params, signal) => call('generate_content', params.model, { ...base, [GEN_AI.outputType]: 'speech' }, () => speech.speak(params, signal)),
            },
          }
        : {}),
      ...(transcription
        ? {
            transcription: {
              input: transcription.input,
              maxSeconds: transcription.maxSeconds,
              transcribe: (params, signal) =>
                call('generate_content', params.model, { ...base, [GEN_AI.outputType]: 'text' }, () => transcription.transcribe(params, signal)),
            },
          }
        : {}),
      ...(voiceCloning
        ? { voiceCloning: { cloneVoice: (params, signal) => call('generate_content', params.model, base, () => voiceCloning.cloneVoice(params, signal)) } }
        : {}),
      // Media jobs: queueing is the model call; polling and completing run under the request's own span.
      ...(mediaJobs
        ? {
            mediaJobs: {
              kind: mediaJobs.kind,
              jobs: {
                queue: (request, signal) =>
                  call('generate_content', request.model, { ...base, [GEN_AI.outputType]: mediaJobs.kind === 'video' ? 'video' : 'audio' }, () =>
                    mediaJobs.jobs.queue(request, signal),
                  ),
                retrieve: (...args) => mediaJobs.jobs.retrieve(...args),
                complete: (...args) => mediaJobs.jobs.complete(...args),
                close: () => mediaJobs.jobs.close(),
              },
            },
          }
        : {}),
    };
  };
}

/** The registry's factories, each engine they build wrapped so each model call is a span (buildEngines and serveArrivedModel take them). */
export function tracedFactories(factories: FactoryMap, tracing: Tracing): FactoryMap {
  const trace = modelCallTracer(tracing);
  const traced: Record<string, EngineFactory> = {};
  for (const [engine, factory] of Object.entries(factories) as [string, EngineFactory][]) {
    traced[engine] = (route, model, settings, deployment) => {
      const instance = factory(route, model, settings, deployment);
      return instance && trace(instance, route, model, deployment);
    };
  }
  return traced as FactoryMap;
}
