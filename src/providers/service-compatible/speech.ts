// The `service-compatible` engine's speech and voice cloning: an upstream speaking this same
// contract answers POST /audio/speech (the same JSON body as OpenAI's, so the openai-compatible
// speech code serves it) and POST /audio/voices (a multipart sample; its `id` is the upstream's
// handle, which this service keeps behind a `vv_` handle of its own, src/audio/cloned-voices.ts).
// Cloning is not retried on an upstream error status: a second attempt could clone twice.
import { FormData } from 'undici';
import { DEFAULT_SETTINGS, UpstreamClient } from '../openai-compatible/client.js';
import { errorFromTransport } from '../openai-compatible/errors.js';
import { upstreamSpeech } from '../openai-compatible/speech.js';
import type { SpeechAudio, SpeechEngine, SpeechParams, VoiceCloneParams, VoiceCloningEngine } from '../contracts/audio.js';
import { ProviderError } from '../contracts/provider-error.js';
import type { ServiceRoute } from './media-jobs.js';

export class ServiceSpeech implements SpeechEngine, VoiceCloningEngine {
  private readonly client: UpstreamClient;

  constructor(route: ServiceRoute) {
    this.client = new UpstreamClient({ ...DEFAULT_SETTINGS, baseUrl: route.baseUrl, apiKey: route.apiKey || undefined, maxAttempts: 1 });
  }

  speak(params: SpeechParams, signal: AbortSignal): Promise<SpeechAudio> {
    return upstreamSpeech(this.client, params, signal);
  }

  async cloneVoice(params: VoiceCloneParams, signal: AbortSignal): Promise<{ voiceId: string }> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(params.sample.data)], { type: params.sample.contentType }), params.sample.filename);
    form.append('model', params.model);
    const response = await this.client.postForm('/audio/voices', form, signal);
    let body: { id?: unknown } | null;
    try {
      body = (await response.body.json()) as { id?: unknown } | null;
    } catch (error) {
      throw errorFromTransport(error, signal);
    }
    if (typeof body?.id !== 'string' || body.id === '') throw new ProviderError('malformed', 'the upstream returned no voice id');
    return { voiceId: body.id };
  }

  close(): Promise<void> {
    return this.client.close();
  }
}
