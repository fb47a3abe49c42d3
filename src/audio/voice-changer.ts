// The voice changer's source audio and options (POST /audio/voice-changer/queue), before the job is
// queued by src/jobs/media-jobs.ts: exactly one source, an upload or a public URL (fetched by the
// one caller-URL fetcher, within 30 s and 25 MB), checked as transcription files are (a source that
// names no type is judged by decoding alone), decoded here
// to measure its length, and priced by the function the quote uses for that length rounded up to a
// whole second. The model's options (voice, noise removal, seed) are checked against its catalog
// entry. Nothing here charges: a refusal costs nothing.
import type { components } from '../../generated/api-types.js';
import type { UploadedFile } from '../../generated/operations.js';
import { voiceChangerJobPrice } from '../billing/job-prices.js';
import type { Price } from '../billing/request-charge.js';
import { apiError, badRequest, unsupportedMediaType } from '../errors.js';
import { ContentTooLarge, FetchFailure, type PublicFetcher } from '../outbound/public-fetch.js';
import type { MediaJobRequest } from '../providers/contracts/media-jobs.js';
import type { ServedModel } from '../providers/registry.js';
import type { AudioDecoder } from './decoded-duration.js';
import { acceptedFile, MAX_AUDIO_FILE_BYTES } from './transcription.js';

/** What the queue operation was sent: its fields, and the uploaded `file` when the body was a form. */
export interface VoiceChangeInput {
  model: string;
  file?: UploadedFile;
  audio_url?: string;
  voice?: string;
  remove_background_noise?: boolean;
  seed?: number;
}

export interface VoiceChangePlan {
  /** What the engine is sent (its `model` is set by the job code). */
  request: MediaJobRequest;
  price: Price;
  /** The measured length, rounded up: the quantity priced. */
  durationSeconds: number;
}

const URL_FETCH_TIMEOUT_MS = 30_000;

const fieldError = (field: string, message: string, problem = message) => badRequest(message, { _errors: [], [field]: { _errors: [problem] } });

/** Both sources, or neither, is the caller's 400; checked before anything is fetched or decoded. */
export function checkOneSource(input: { file?: unknown; audio_url?: string }): void {
  const given = (input.file ? 1 : 0) + (input.audio_url !== undefined ? 1 : 0);
  if (given === 0) throw fieldError('file', 'Send the source audio as a multipart `file` or as `audio_url`', 'file or audio_url is required');
  if (given === 2) throw fieldError('audio_url', 'Send either a multipart `file` or `audio_url`, not both', 'not allowed together with file');
}

/** The URL's file name (its extension names the type when the server did not say); '' for a bare or malformed path. */
function lastSegment(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  } catch {
    return '';
  }
}

async function fetchedSource(fetcher: PublicFetcher, url: string, signal: AbortSignal): Promise<UploadedFile> {
  try {
    const resource = await fetcher.fetch(url, signal, 'audio/*, */*;q=0.5', { timeoutMs: URL_FETCH_TIMEOUT_MS, maxBytes: MAX_AUDIO_FILE_BYTES });
    const filename = lastSegment(resource.url) || 'audio';
    return { filename, contentType: resource.mediaType || 'application/octet-stream', data: resource.body };
  } catch (error) {
    if (error instanceof ContentTooLarge) throw apiError('PAYLOAD_TOO_LARGE', { message: 'The audio at audio_url exceeds 25 MB.' });
    if (error instanceof FetchFailure) throw apiError('FILE_UNREADABLE', { message: `The audio at ${url} could not be fetched: ${error.message}` });
    throw error;
  }
}

type Spec = components['schemas']['ModelSpec'];

/** The voice to send: the caller's (one of the model's voices, unless it takes custom voice ids) or the model's default. */
function voiceFor(model: ServedModel, voice: string | undefined): string | undefined {
  const spec: Spec = model.record.model_spec;
  const voices = spec.voices ?? [];
  if (voice === undefined) return spec.default_voice;
  if (voices.length > 0 && !voices.includes(voice) && !spec.supports_custom_voice_id) {
    throw fieldError('voice', `${model.record.id} has no voice ${voice}; its voices: ${voices.join(', ')}`, `must be one of: ${voices.join(', ')}`);
  }
  return voice;
}

function checkOptions(model: ServedModel, input: VoiceChangeInput): void {
  const spec: Spec = model.record.model_spec;
  if (input.remove_background_noise === true && !spec.supports_background_noise_removal)
    throw fieldError('remove_background_noise', `${model.record.id} does not remove background noise`, 'not supported by this model');
  if (input.seed !== undefined && !spec.supports_seed) throw fieldError('seed', `${model.record.id} does not take a seed`, 'not supported by this model');
}

/**
 * Media types that say nothing of the content: a form's file part without a Content-Type is
 * text/plain by definition (RFC 7578), so that type cannot tell "not audio" from "not stated".
 */
const UNSTATED_TYPES = ['', 'application/octet-stream', 'text/plain'];

/**
 * A source that names its type (an extension, or a media type that says something) must name an
 * accepted one (415 otherwise); one that names none (a bare `file` part, a URL answered as
 * application/octet-stream) is judged by decoding it.
 */
function checkedSource(file: UploadedFile): UploadedFile {
  const named = /\.[a-z0-9]+$/i.test(file.filename ?? '') || !UNSTATED_TYPES.includes(file.contentType.split(';')[0]!.trim().toLowerCase());
  if (named) return acceptedFile(file);
  if (file.data.length > MAX_AUDIO_FILE_BYTES) throw apiError('PAYLOAD_TOO_LARGE', { message: 'File exceeds the maximum allowed size of 25 MB.' });
  return file;
}

/** The model's accepted_audio_formats, when it lists any, by the file's extension. */
function checkFormat(model: ServedModel, source: UploadedFile): void {
  const formats = (model.record.model_spec.accepted_audio_formats ?? []).map((format) => format.toLowerCase());
  const extension = source.filename?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (formats.length > 0 && !(extension && formats.includes(extension))) throw unsupportedMediaType([`source audio: ${formats.join(', ')}`]);
}

/** The services a plan uses: the caller-URL fetcher and the audio decoder. */
export interface VoiceChangeServices {
  callerFetch: PublicFetcher;
  audio: { decoder: AudioDecoder };
}

export async function planVoiceChange(
  model: ServedModel,
  input: VoiceChangeInput,
  services: VoiceChangeServices,
  signal: AbortSignal,
): Promise<VoiceChangePlan> {
  checkOneSource(input);
  checkOptions(model, input);
  const voice = voiceFor(model, input.voice);
  const source = checkedSource(input.file ?? (await fetchedSource(services.callerFetch, input.audio_url!, signal)));
  checkFormat(model, source);
  const seconds = await services.audio.decoder.duration(source.data, signal);
  const durationSeconds = Math.max(1, Math.ceil(seconds));
  const limit = model.record.model_spec.max_source_audio_duration_seconds;
  if (limit !== undefined && durationSeconds > limit) {
    throw apiError('AUDIO_UNPROCESSABLE', { message: `The source audio lasts ${durationSeconds} s; ${model.record.id} takes at most ${limit} s` });
  }
  const request: MediaJobRequest = {
    model: model.engineModel,
    source: { data: source.data, filename: source.filename ?? 'audio', contentType: source.contentType },
    ...(voice !== undefined ? { voice } : {}),
    ...(input.remove_background_noise !== undefined ? { remove_background_noise: input.remove_background_noise } : {}),
    ...(input.seed !== undefined ? { seed: input.seed } : {}),
  };
  return { request, price: voiceChangerJobPrice(model.record, durationSeconds), durationSeconds };
}
