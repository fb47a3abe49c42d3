// Speech from an upstream speaking OpenAI's POST /v1/audio/speech (OpenAI, speaches, LocalAI,
// vLLM-omni, Kokoro-FastAPI). The upstream encodes the requested format itself; its body is passed
// on chunk by chunk as it arrives, never buffered here.
import type Stream from 'node:stream';
import type { SpeechAudio, SpeechParams } from '../contracts/audio.js';
import type { UpstreamClient } from './client.js';
import { errorFromTransport } from './errors.js';

/** OpenAI's request shape; optional fields only when the caller set them (strict upstreams refuse unknown ones). */
export function speechRequestBody(params: SpeechParams): Record<string, unknown> {
  return {
    model: params.model,
    input: params.input,
    voice: params.voice,
    response_format: params.format,
    speed: params.speed,
    ...(params.prompt !== undefined ? { instructions: params.prompt } : {}),
    ...(params.language !== undefined ? { language: params.language } : {}),
    ...(params.temperature !== undefined ? { temperature: params.temperature } : {}),
    ...(params.top_p !== undefined ? { top_p: params.top_p } : {}),
  };
}

export async function upstreamSpeech(client: UpstreamClient, params: SpeechParams, signal: AbortSignal): Promise<SpeechAudio> {
  const response = await client.post('/audio/speech', speechRequestBody(params), signal);
  return { kind: 'encoded', chunks: passedOn(response.body, signal) };
}

async function* passedOn(body: Stream.Readable, signal: AbortSignal): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of body) yield chunk as Buffer;
  } catch (error) {
    throw errorFromTransport(error, signal);
  } finally {
    // Also reached when the consumer stops early (client gone): the upstream connection is dropped.
    if (!body.destroyed) body.destroy();
  }
}
