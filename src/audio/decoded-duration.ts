// How long a caller's audio file lasts, measured by decoding all of it with ffmpeg (the packaged
// binary, docs/decisions/0022): transcription, voice changes and clone samples are measured by the
// decoded audio, never by a length the file or the client claims, and a file ffmpeg cannot decode
// is refused before any engine sees it. Before the decode, the header's claims are checked (a WAV's
// by reading it here, any other's as ffmpeg reads them); the decode waits for one of a bounded
// number of decoders and runs within a time and output budget that grows with the file's size
// (src/audio/audio-limits.ts). The file is written to a private temporary folder first, since
// containers such as M4A/MP4 often keep their index at the end and cannot be read from a pipe.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiError } from '../errors.js';
import { type AudioLimits, checkDeclared, decodeBudgetMs, MAX_EXPANSION, tooLong, unprocessable } from './audio-limits.js';
import { FfmpegQueue } from './ffmpeg-queue.js';
import { probeAudio } from './ffmpeg-probe.js';
import { runUntrustedFfmpeg } from './untrusted-ffmpeg.js';
import { looksLikeWav, readWavHeader } from './wav-header.js';

/** Decoding to 16 kHz mono 16-bit samples: 32,000 bytes a second. */
const SAMPLE_RATE = 16_000;
const BYTES_PER_SECOND = SAMPLE_RATE * 2;

const DECODED_OUTPUT = ['-vn', '-f', 's16le', '-ac', '1', '-ar', String(SAMPLE_RATE), 'pipe:1'];

/** An engine's own longest audio (shorter than the service's): the decode stops past it, with a 422 naming it. */
export interface EngineLimit {
  seconds: number;
  /** Who sets it, for the refusal: e.g. "model whisper-base". */
  name: string;
}

/** The service's one audio decoder: its limits, and the line every decode of a caller's file waits in. */
export class AudioDecoder {
  readonly queue: FfmpegQueue;

  constructor(readonly limits: AudioLimits) {
    this.queue = new FfmpegQueue('audio decoders', limits.decodeConcurrency, limits.decodeQueueLimit, limits.decodeQueueWaitMs);
  }

  /**
   * Seconds of audio in the file. An empty, undecodable, absurd or too long file is a 422 naming
   * why; all decoders busy and the line full is a 503. Neither charges anything (nothing has yet).
   */
  async duration(data: Buffer, signal: AbortSignal): Promise<number> {
    return (await this.decoded(data, signal, false)).seconds;
  }

  /**
   * The decoded audio itself (16 kHz mono 16-bit little-endian samples) and its length, for an
   * embedded engine; refused as duration() refuses, and past `limit` when one is given.
   */
  samples(data: Buffer, signal: AbortSignal, limit?: EngineLimit): Promise<{ seconds: number; samples: Buffer }> {
    return this.decoded(data, signal, true, limit) as Promise<{ seconds: number; samples: Buffer }>;
  }

  private async decoded(data: Buffer, signal: AbortSignal, keep: boolean, limit?: EngineLimit): Promise<{ seconds: number; samples?: Buffer }> {
    if (data.length === 0) throw apiError('AUDIO_UNPROCESSABLE');
    const wav = looksLikeWav(data);
    if (wav) {
      const header = readWavHeader(data);
      if (typeof header === 'string') throw unprocessable(`The WAV file cannot be decoded: ${header}`);
      checkDeclared(header, this.limits);
      if (limit && header.seconds !== undefined && header.seconds > limit.seconds) throw engineTooLong(limit);
    }
    return this.queue.run(() => this.decode(data, wav, signal, keep, limit), signal);
  }

  private async decode(data: Buffer, wav: boolean, signal: AbortSignal, keep: boolean, limit?: EngineLimit): Promise<{ seconds: number; samples?: Buffer }> {
    const budgetMs = decodeBudgetMs(data.length, this.limits);
    const deadline = Date.now() + budgetMs;
    const folder = await mkdtemp(join(tmpdir(), 'decode-'));
    try {
      const file = join(folder, 'input');
      await writeFile(file, data);
      if (!wav) {
        const probed = await probeAudio(file, deadline, signal);
        if (probed === 'over-budget') throw overBudget(budgetMs, data.length);
        if (probed === 'undecodable') throw apiError('AUDIO_UNPROCESSABLE');
        for (const stream of probed.streams) checkDeclared(stream, this.limits);
        checkDeclared({ seconds: probed.seconds }, this.limits);
        if (limit && probed.seconds !== undefined && probed.seconds > limit.seconds) throw engineTooLong(limit);
      }
      return await this.measure(file, data.length, deadline, budgetMs, signal, keep, limit);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  /** Decodes the whole file, counting the samples, and stops it at the first limit it passes. */
  private async measure(
    file: string,
    size: number,
    deadline: number,
    budgetMs: number,
    signal: AbortSignal,
    keep: boolean,
    limit?: EngineLimit,
  ): Promise<{ seconds: number; samples?: Buffer }> {
    const engineLongest = limit ? Math.ceil(limit.seconds * BYTES_PER_SECOND) : Number.POSITIVE_INFINITY;
    const longest = Math.min(this.limits.maxDurationSeconds * BYTES_PER_SECOND, engineLongest);
    const largest = size * MAX_EXPANSION;
    const chunks: Buffer[] = [];
    let bytes = 0;
    const outcome = await runUntrustedFfmpeg({
      input: ['-loglevel', 'error'],
      file,
      output: DECODED_OUTPUT,
      deadline,
      signal,
      onOutput: (chunk) => {
        bytes += chunk.length;
        if (keep && bytes <= longest) chunks.push(chunk);
        return bytes <= longest && bytes <= largest;
      },
    });
    if (bytes > engineLongest && limit) throw engineTooLong(limit);
    if (bytes > longest) throw tooLong(`lasts more than ${this.limits.maxDurationSeconds.toLocaleString('en-US')} s`, this.limits);
    if (bytes > largest) {
      throw unprocessable(`The audio decodes to more than ${MAX_EXPANSION} times the file's size (a header declaring an absurd length or rate); refused`);
    }
    if (outcome.stopped === 'deadline') throw overBudget(budgetMs, size);
    if (outcome.code !== 0 || bytes === 0) throw apiError('AUDIO_UNPROCESSABLE');
    return { seconds: bytes / BYTES_PER_SECOND, samples: keep ? Buffer.concat(chunks) : undefined };
  }
}

const engineTooLong = (limit: EngineLimit) =>
  unprocessable(`The audio lasts more than ${limit.seconds.toLocaleString('en-US')} s, the longest ${limit.name} takes; send a shorter file`);

const overBudget = (budgetMs: number, size: number) =>
  unprocessable(`Decoding the audio took longer than the ${(budgetMs / 1000).toFixed(1)} s allowed for a file of ${sizeText(size)}; refused`);

const sizeText = (bytes: number) => (bytes < 1_048_576 ? `${Math.ceil(bytes / 1024)} KiB` : `${(bytes / 1_048_576).toFixed(1)} MiB`);
