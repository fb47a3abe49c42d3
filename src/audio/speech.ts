// Speech (POST /audio/speech): the voice, format and speed a request asks for, checked against the
// model's catalog entry (its voices, supported_formats, min_speed and max_speed); the engine's
// audio in the requested format; the charge per input character at the model's pricing.input (per
// one million characters). The first audio is produced before the request is answered or charged,
// so an engine that fails at once is an error status and costs nothing.
import type { components } from '../../generated/api-types.js';
import type { Principal } from '../principal.js';
import { audioJobPrice } from '../billing/job-prices.js';
import type { Meter } from '../billing/meter.js';
import type { Price } from '../billing/request-charge.js';
import { apiError, badRequest } from '../errors.js';
import { apiErrorFor } from '../inference/engine-errors.js';
import { voiceFor } from '../catalog/voice-aliases.js';
import { resolveModel } from '../inference/model-resolution.js';
import { AUDIO_FORMATS, type AudioFormat, type SpeechAudio, type SpeechEngine, type SpeechParams } from '../providers/contracts/audio.js';
import { ProviderError } from '../providers/contracts/provider-error.js';
import type { ServedModel } from '../providers/registry.js';
import type { Services } from '../services.js';
import { CLONED_VOICE_PREFIX, clonedVoiceId } from './cloned-voices.js';
import { type EncoderSlot, encodeSamples } from './encoder.js';
import type { FfmpegQueue } from './ffmpeg-queue.js';
import { wavHeader, wavStream } from './wav.js';

type SpeechRequest = components['schemas']['SpeechRequest'];

export const AUDIO_MEDIA_TYPES: Record<AudioFormat, string> = {
  mp3: 'audio/mpeg',
  opus: 'audio/opus',
  aac: 'audio/aac',
  flac: 'audio/flac',
  wav: 'audio/wav',
  pcm: 'audio/pcm',
};

/** A checked request: the model, its engine, and what the engine is asked. */
export interface SpeechPlan {
  model: ServedModel;
  engine: SpeechEngine;
  params: SpeechParams;
  /** Input characters (code points): what is charged. */
  characters: number;
  /** The service's bound on speech encoders running at once. */
  encoders: FfmpegQueue;
}

/** Audio on its way out: its media type, headers, and the bytes (the first already produced). */
export interface SpokenAudio {
  format: AudioFormat;
  headers: Record<string, string>;
  chunks: AsyncIterable<Buffer>;
  /** Every byte, for an answer that is not streamed. */
  collect(): Promise<Buffer>;
  /** Stops the engine and encoder when the audio will not be sent after all. */
  cancel(): Promise<void>;
}

const refused = (field: string, message: string, rule: string) => badRequest(message, { _errors: [], [field]: { _errors: [rule] } });

/** The tts model a request names, as the request will resolve it; undefined when it names none the caller may use. */
export function speechModelId(services: Services, principal: Principal | undefined, name: string | undefined): string | undefined {
  try {
    return resolveModel(services, name, 'tts', principal).record.id;
  } catch {
    return undefined; // planSpeech raises the same error with its status
  }
}

export async function planSpeech(services: Services, principal: Principal | undefined, body: SpeechRequest): Promise<SpeechPlan> {
  const model = resolveModel(services, body.model, 'tts', principal);
  const engine = model.engine.speech;
  if (!engine) throw apiError('INVALID_MODEL', { message: `Model ${model.record.id} cannot speak on its engine (${model.route.engine})` });
  const spec = model.record.model_spec;
  const id = model.record.id;

  const voices = spec.voices ?? [];
  const requested = body.voice ?? spec.default_voice ?? voices[0];
  if (requested === undefined) throw refused('voice', `${id} needs a voice`, 'Field is required for this model');
  // An alias (OpenAI's `alloy`, …) stands for one of the model's voices (src/catalog/voice-aliases.ts).
  let voice = voiceFor(model.record, requested);
  // A cloned voice's handle stands for the engine's own voice id (src/audio/cloned-voices.ts).
  if (voice.startsWith(CLONED_VOICE_PREFIX)) voice = await clonedVoiceId(services.database, principal, id, voice);
  else if (voices.length > 0 && !voices.includes(voice)) {
    const accepted = [...voices, ...Object.keys(spec.voice_aliases ?? {})].join(', ');
    throw refused('voice', `Voice ${voice} is not available for ${id}; its voices: ${accepted}`, `must be one of: ${accepted}`);
  }

  const formats = (spec.supported_formats ?? AUDIO_FORMATS).filter((format): format is AudioFormat => AUDIO_FORMATS.includes(format as AudioFormat));
  const format = body.response_format ?? (spec.default_format as AudioFormat | undefined) ?? formats[0] ?? 'mp3';
  if (!formats.includes(format)) {
    throw refused(
      'response_format',
      `${id} does not support response_format ${format}; supported: ${formats.join(', ')}`,
      `must be one of: ${formats.join(', ')}`,
    );
  }

  const speed = body.speed ?? spec.default_speed ?? 1;
  const [lowest, highest] = [spec.min_speed ?? 0.25, spec.max_speed ?? 4];
  if (speed < lowest || speed > highest)
    throw refused('speed', `${id} speaks at speeds from ${lowest} to ${highest}`, `must be between ${lowest} and ${highest}`);

  const params: SpeechParams = { model: model.engineModel, input: body.input, voice, format, speed };
  const prompt = body.prompt ?? body.instructions;
  if (prompt !== undefined) params.prompt = prompt;
  if (body.language !== undefined) params.language = body.language;
  if (body.temperature !== undefined) params.temperature = body.temperature;
  if (body.top_p !== undefined) params.top_p = body.top_p;
  return { model, engine, params, characters: [...body.input].length, encoders: services.audio.encoders };
}

/** The charge: input characters at pricing.input per million (nothing for a model without a price). */
export function speechPrice(plan: SpeechPlan): Price {
  const pricing = plan.model.record.model_spec.pricing as Partial<components['schemas']['SpeechModelPricing']> | undefined;
  if (!pricing?.input) return { usd: 0n, diem: 0n };
  return audioJobPrice(plan.model.record, { character_count: plan.characters });
}

export async function settleSpeech(meter: Meter, plan: SpeechPlan): Promise<void> {
  const price = speechPrice(plan);
  await meter.settle(price, {
    sku: `${plan.model.record.id}-characters`,
    modelId: plan.model.record.id,
    units: plan.characters,
    pricePerUnitUsd: Number(price.usd) / 1e6 / Math.max(1, plan.characters),
    notes: `${plan.characters} characters spoken`,
  });
}

/** Runs the engine and puts its audio in the requested format; resolves once the first bytes exist. */
export async function speak(plan: SpeechPlan, signal: AbortSignal): Promise<SpokenAudio> {
  const { format } = plan.params;
  const audio = await plan.engine.speak(plan.params, signal).catch(engineFailure);
  const headers: Record<string, string> = { 'x-service-audio-format': format };
  if (audio.kind === 'samples' && format === 'pcm') headers['x-service-audio-sample-rate'] = String(audio.sampleRate);
  const iterator = inFormat(audio, format, { encoders: plan.encoders, signal })[Symbol.asyncIterator]();
  const chunks = await begun(iterator).catch(engineFailure);
  const collect = async () => {
    const parts: Buffer[] = [];
    for await (const chunk of chunks) parts.push(chunk);
    const bytes = Buffer.concat(parts);
    // A whole WAV states its length; only a streamed one says "until the end".
    if (audio.kind === 'samples' && format === 'wav') bytes.set(wavHeader(audio.sampleRate, bytes.length - 44));
    return bytes;
  };
  const cancel = async () => {
    await iterator.return?.();
  };
  return { format, headers, chunks, collect: () => collect().catch(engineFailure), cancel };
}

function inFormat(audio: SpeechAudio, format: AudioFormat, slot: EncoderSlot): AsyncIterable<Buffer> {
  if (audio.kind === 'encoded') return audio.chunks;
  if (format === 'pcm') return audio.chunks;
  if (format === 'wav') return wavStream(audio.sampleRate, audio.chunks);
  return encodeSamples(audio.chunks, audio.sampleRate, format, slot);
}

const engineFailure = (error: unknown): never => {
  throw error instanceof ProviderError ? apiErrorFor(error) : error;
};

/** Waits for the first non-empty chunk (a failure before it throws here), then yields it and the rest. */
async function begun(iterator: AsyncIterator<Buffer>): Promise<AsyncIterable<Buffer>> {
  let first = await iterator.next();
  while (!first.done && first.value.length === 0) first = await iterator.next();
  if (first.done) throw apiError('INFERENCE_FAILED', { message: 'The model produced no audio' });
  const head = first.value;
  return {
    async *[Symbol.asyncIterator]() {
      try {
        yield head;
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
      } finally {
        await iterator.return?.();
      }
    },
  };
}
