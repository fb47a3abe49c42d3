// Transcription (POST /audio/transcriptions): the file is checked (present, at most 25 MB, one of
// the accepted types), decoded here to measure its length (within the audio limits), priced per second of that length at the
// model's pricing.per_audio_second, then transcribed by the model's engine. Nothing is charged for
// a file refused before the engine, nor for an engine failure.
import type { components } from '../../generated/api-types.js';
import type { UploadedFile } from '../../generated/operations.js';
import type { Principal } from '../principal.js';
import type { Meter } from '../billing/meter.js';
import type { Price } from '../billing/request-charge.js';
import { apiError, badRequest, unsupportedMediaType } from '../errors.js';
import { apiErrorFor } from '../inference/engine-errors.js';
import { resolveModel } from '../inference/model-resolution.js';
import type { TranscriptionEngine, TranscriptionParams, TranscriptionResult } from '../providers/contracts/audio.js';
import { ProviderError } from '../providers/contracts/provider-error.js';
import type { ServedModel } from '../providers/registry.js';
import type { Services } from '../services.js';

type TranscriptionRequest = components['schemas']['TranscriptionRequest'];
type TranscriptionResponse = components['schemas']['TranscriptionResponse'];

export const MAX_AUDIO_FILE_BYTES = 25 * 1024 * 1024;

/** The accepted file types: by file extension, or by media type when the name has none of these. */
const EXTENSIONS = ['wav', 'wave', 'flac', 'm4a', 'aac', 'mp4', 'mp3', 'ogg', 'oga', 'webm'];
const MEDIA_TYPES = [
  'audio/wav',
  'audio/wave',
  'audio/x-wav',
  'audio/vnd.wave',
  'audio/flac',
  'audio/x-flac',
  'audio/mp4',
  'audio/m4a',
  'audio/x-m4a',
  'audio/aac',
  'audio/x-aac',
  'video/mp4',
  'audio/mpeg',
  'audio/mp3',
  'audio/ogg',
  'application/ogg',
  'audio/webm',
  'video/webm',
];
const ACCEPTED = EXTENSIONS.map((extension) => extension.toUpperCase()).filter((name) => name !== 'WAVE');

export interface TranscriptionPlan {
  model: ServedModel;
  engine: TranscriptionEngine;
  params: TranscriptionParams;
  seconds: number;
  format: NonNullable<TranscriptionRequest['response_format']>;
  /** verbose_json with `timestamp_granularities` naming `word`. */
  words: boolean;
}

/** The asr model a request names, as it will resolve; undefined when it names none the caller may use. */
export function transcriptionModelId(services: Services, principal: Principal | undefined, name: string | undefined): string | undefined {
  try {
    return resolveModel(services, name, 'asr', principal).record.id;
  } catch {
    return undefined; // planTranscription raises the same error with its status
  }
}

export function acceptedFile(file: UploadedFile | undefined): UploadedFile {
  if (!file) throw badRequest('file must be an uploaded audio file', { _errors: [], file: { _errors: ['Field is required and must be a file part'] } });
  if (file.data.length > MAX_AUDIO_FILE_BYTES) throw apiError('PAYLOAD_TOO_LARGE', { message: 'File exceeds the maximum allowed size of 25 MB.' });
  const extension = file.filename?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  const mediaType = file.contentType.split(';')[0]!.trim().toLowerCase();
  if (!(extension && EXTENSIONS.includes(extension)) && !MEDIA_TYPES.includes(mediaType)) {
    throw unsupportedMediaType([`an audio file: ${ACCEPTED.join(', ')}`]);
  }
  return file;
}

/** Checks the model and the file and measures the audio (a 413, 415 or 422 here costs nothing). */
export async function planTranscription(
  services: Services,
  principal: Principal | undefined,
  body: TranscriptionRequest,
  upload: UploadedFile | undefined,
  signal: AbortSignal,
): Promise<TranscriptionPlan> {
  const model = resolveModel(services, body.model, 'asr', principal);
  const engine = model.engine.transcription;
  if (!engine) throw apiError('INVALID_MODEL', { message: `Model ${model.record.id} cannot transcribe on its engine (${model.route.engine})` });
  const file = acceptedFile(upload);
  const format = body.response_format ?? 'json';
  const params: TranscriptionParams = {
    model: model.engineModel,
    audio: { data: file.data, filename: file.filename ?? 'audio', contentType: file.contentType },
    timestamps: body.timestamps === true || (body.timestamp_granularities?.length ?? 0) > 0 || ['verbose_json', 'srt', 'vtt'].includes(format),
  };
  let seconds: number;
  if (engine.input === 'samples') {
    const limit = engine.maxSeconds ? { seconds: engine.maxSeconds, name: `model ${model.record.id}` } : undefined;
    const decoded = await services.audio.decoder.samples(file.data, signal, limit);
    seconds = decoded.seconds;
    params.samples = decoded.samples;
  } else seconds = await services.audio.decoder.duration(file.data, signal);
  if (body.language !== undefined) params.language = spokenLanguage(model, body.language);
  if (body.prompt !== undefined) params.prompt = body.prompt;
  if (body.temperature !== undefined) params.temperature = body.temperature;
  return { model, engine, params, seconds, format, words: body.timestamp_granularities?.includes('word') ?? false };
}

/** The request's language as the model knows it: a 400 for one outside the model's `languages`, when it lists them. */
function spokenLanguage(model: ServedModel, language: string): string {
  const languages = model.record.model_spec.languages;
  if (!languages) return language;
  const code = language.split('-')[0]!.toLowerCase();
  if (languages.includes(code)) return code;
  throw badRequest(`language ${language} is not one model ${model.record.id} transcribes; it takes ${languages.join(', ')}`, {
    _errors: [],
    language: { _errors: [`must be one of the model's languages (GET /models?type=asr)`] },
  });
}

const SCALE = 1_000_000n;
const millionths = (value: number) => BigInt(Math.round(value * 1e6));

/** Seconds of audio at pricing.per_audio_second, rounded up to the micro-unit (nothing for a model without a price). */
export function transcriptionPrice(plan: TranscriptionPlan): Price {
  const pricing = plan.model.record.model_spec.pricing as Partial<components['schemas']['TranscriptionModelPricing']> | undefined;
  const perSecond = pricing?.per_audio_second;
  if (!perSecond) return { usd: 0n, diem: 0n };
  const seconds = millionths(plan.seconds);
  const times = (price: number) => (millionths(price) * seconds + SCALE - 1n) / SCALE;
  return { usd: times(perSecond.usd), diem: times(perSecond.diem) };
}

export async function transcribe(plan: TranscriptionPlan, meter: Meter, signal: AbortSignal): Promise<TranscriptionResult> {
  const result = await plan.engine.transcribe(plan.params, signal).catch((error: unknown) => {
    throw error instanceof ProviderError ? apiErrorFor(error) : error;
  });
  const price = transcriptionPrice(plan);
  await meter.settle(price, {
    sku: `${plan.model.record.id}-audio-seconds`,
    modelId: plan.model.record.id,
    units: Math.ceil(plan.seconds),
    pricePerUnitUsd: Number(price.usd) / 1e6 / Math.max(plan.seconds, 1e-6),
    notes: `${plan.seconds.toFixed(3)} s of audio transcribed`,
  });
  return result;
}

/** The JSON answer: the text, the measured duration, and timings when they were asked for. */
export function transcriptionBody(plan: TranscriptionPlan, result: TranscriptionResult): TranscriptionResponse {
  const body: TranscriptionResponse = { text: result.text, duration: Math.round(plan.seconds * 1000) / 1000 };
  if (result.language) body.language = result.language;
  if (plan.params.timestamps) body.timestamps = { word: result.words ?? [], segment: result.segments ?? [] };
  return body;
}
