// What a caller's audio may claim and cost before it is decoded: the sample rate, channels and length
// its header declares are checked first, so an absurd file is refused in microseconds instead of
// costing a decoder minutes; then the decode itself runs within a budget of time and output that
// grows with the file's size. Every refusal is a 422 (AUDIO_UNPROCESSABLE) naming the limit, before
// anything is charged.
import { apiError } from '../errors.js';

/** The operator's settings (docs/configuration.md, src/config/environment.ts). */
export interface AudioLimits {
  /** Longer audio is refused before it is charged (AUDIO_MAX_DURATION_SECONDS). */
  maxDurationSeconds: number;
  /** Decodes that may run at once in this process (AUDIO_DECODE_CONCURRENCY). */
  decodeConcurrency: number;
  /** Decodes that may wait for a free decoder; beyond them, 503 (AUDIO_DECODE_QUEUE_LIMIT). */
  decodeQueueLimit: number;
  /** Milliseconds a decode may wait for a free decoder; past them, 503 (AUDIO_DECODE_QUEUE_WAIT_MS). */
  decodeQueueWaitMs: number;
  /** Milliseconds of decoding allowed per MiB of file, counting at least 1 MiB (AUDIO_DECODE_MS_PER_MB). */
  decodeMsPerMegabyte: number;
  /** Speech encoders that may run at once (AUDIO_ENCODE_CONCURRENCY). */
  encodeConcurrency: number;
  /** Speech requests that may wait for a free encoder; beyond them, 503 (AUDIO_ENCODE_QUEUE_LIMIT). */
  encodeQueueLimit: number;
}

export const DEFAULT_AUDIO_LIMITS: AudioLimits = {
  maxDurationSeconds: 14_400,
  decodeConcurrency: 2,
  decodeQueueLimit: 16,
  decodeQueueWaitMs: 30_000,
  decodeMsPerMegabyte: 20_000,
  encodeConcurrency: 16,
  encodeQueueLimit: 16,
};

/**
 * Sample rates a header may declare: well below telephony's 8 kHz (decoding to 16 kHz then costs a
 * few times the samples, no more) up to 384 kHz studio masters.
 */
export const SAMPLE_RATES = { lowest: 1_000, highest: 384_000 };
/** Up to 7.1 surround. */
export const MAX_CHANNELS = 8;
/** However long a file, its decode is stopped after this (the slowest legal file decodes in well under it). */
export const MAX_DECODE_MS = 120_000;
/**
 * Decoded audio (16 kHz mono 16-bit) may be at most this many times the file's size: far above what
 * real codecs reach (6 kbps Opus: 43 times; a FLAC of pure silence: a few hundred), far below a
 * header whose tiny sample rate turns each byte into seconds.
 */
export const MAX_EXPANSION = 1024;

/** What a header or ffmpeg's reading of it declares; a value it does not state is undefined. */
export interface DeclaredAudio {
  sampleRate?: number;
  channels?: number;
  seconds?: number;
}

export const unprocessable = (message: string) => apiError('AUDIO_UNPROCESSABLE', { message });
const count = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });

/** Throws a 422 naming the limit when the declared audio is outside it. */
export function checkDeclared(declared: DeclaredAudio, limits: AudioLimits): void {
  const { sampleRate, channels, seconds } = declared;
  if (sampleRate !== undefined && (sampleRate < SAMPLE_RATES.lowest || sampleRate > SAMPLE_RATES.highest)) {
    throw unprocessable(
      `The audio declares a sample rate of ${count(sampleRate)} Hz; accepted: ${count(SAMPLE_RATES.lowest)} to ${count(SAMPLE_RATES.highest)} Hz`,
    );
  }
  if (channels !== undefined && (channels < 1 || channels > MAX_CHANNELS)) {
    throw unprocessable(`The audio declares ${count(channels)} channels; accepted: 1 to ${MAX_CHANNELS}`);
  }
  if (seconds !== undefined && seconds > limits.maxDurationSeconds) throw tooLong(`lasts ${count(Math.ceil(seconds))} s by its header`, limits);
}

export const tooLong = (what: string, limits: AudioLimits) =>
  unprocessable(`The audio ${what}; at most ${count(limits.maxDurationSeconds)} s of audio are accepted`);

/** The decode's wall-clock budget for a file of `bytes`. */
export function decodeBudgetMs(bytes: number, limits: AudioLimits): number {
  return Math.min(MAX_DECODE_MS, Math.ceil(limits.decodeMsPerMegabyte * Math.max(1, bytes / 1_048_576)));
}
