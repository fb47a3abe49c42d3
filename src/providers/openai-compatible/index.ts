// The `openai-compatible` engine: chat (plain and streamed), embeddings, speech and transcription from any upstream that
// speaks the OpenAI HTTP API (vLLM, llama.cpp server, Ollama, LocalAI, hosted APIs). One engine per
// catalog route; see client.ts for timeouts and retries, stream.ts for how streams are passed on.
import type { OpenAiCompatibleRoute } from '../../catalog/engine-routes.js';
import type { SpeechAudio, SpeechEngine, SpeechParams, TranscriptionEngine, TranscriptionParams, TranscriptionResult } from '../contracts/audio.js';
import type { ChatEngine, ChatParams, EngineChatResult, ChatStreamEvent } from '../contracts/chat.js';
import type { EmbeddingEngine, EmbeddingParams, EmbeddingResult } from '../contracts/embeddings.js';
import { DEFAULT_SETTINGS, UpstreamClient } from './client.js';
import { chatRequestBody, embeddingRequestBody, type ChatBodyOptions } from './convert-request.js';
import { chatResultFrom, embeddingResultFrom } from './convert-response.js';
import { errorFromTransport } from './errors.js';
import { upstreamSpeech } from './speech.js';
import { chatStreamEvents } from './stream.js';
import { upstreamTranscription } from './transcription.js';

export class OpenAiCompatibleEngine implements ChatEngine, EmbeddingEngine, SpeechEngine, TranscriptionEngine {
  constructor(
    private readonly client: UpstreamClient,
    private readonly bodyOptions: ChatBodyOptions = { promptCaching: true },
  ) {}

  async chat(params: ChatParams, signal: AbortSignal): Promise<EngineChatResult> {
    const response = await this.client.post('/chat/completions', chatRequestBody(params, false, this.bodyOptions), signal);
    return chatResultFrom(await readJson(response.body, signal));
  }

  streamChat(params: ChatParams, signal: AbortSignal): AsyncGenerator<ChatStreamEvent> {
    // The body is read through its own async iterator; returned early, that iterator destroys the body.
    return chatStreamEvents(async () => (await this.client.post('/chat/completions', chatRequestBody(params, true, this.bodyOptions), signal)).body, signal);
  }

  async embed(params: EmbeddingParams, signal: AbortSignal): Promise<EmbeddingResult> {
    const response = await this.client.post('/embeddings', embeddingRequestBody(params), signal);
    return embeddingResultFrom(await readJson(response.body, signal), params.input.length);
  }

  speak(params: SpeechParams, signal: AbortSignal): Promise<SpeechAudio> {
    return upstreamSpeech(this.client, params, signal);
  }

  transcribe(params: TranscriptionParams, signal: AbortSignal): Promise<TranscriptionResult> {
    return upstreamTranscription(this.client, params, signal);
  }

  close(): Promise<void> {
    return this.client.close();
  }
}

async function readJson(body: { json(): Promise<unknown> }, signal: AbortSignal): Promise<unknown> {
  try {
    return await body.json();
  } catch (error) {
    throw errorFromTransport(error, signal);
  }
}

/** The pooled HTTP client of one route, with the route's timeouts and attempts. */
export function createOpenAiUpstreamClient(route: OpenAiCompatibleRoute): UpstreamClient {
  return new UpstreamClient({
    baseUrl: route.baseUrl,
    apiKey: route.apiKey || undefined,
    connectTimeoutMs: route.connectTimeoutMs ?? DEFAULT_SETTINGS.connectTimeoutMs,
    idleTimeoutMs: route.idleTimeoutMs ?? DEFAULT_SETTINGS.idleTimeoutMs,
    maxAttempts: route.maxAttempts ?? DEFAULT_SETTINGS.maxAttempts,
    retryBaseMs: DEFAULT_SETTINGS.retryBaseMs,
    maxRetryWaitMs: DEFAULT_SETTINGS.maxRetryWaitMs,
  });
}

export function createOpenAiCompatibleEngine(route: OpenAiCompatibleRoute): OpenAiCompatibleEngine {
  return new OpenAiCompatibleEngine(createOpenAiUpstreamClient(route), { promptCaching: route.passPromptCaching !== false });
}
