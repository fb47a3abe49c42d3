// Encoding raw samples to mp3, opus, aac and flac with ffmpeg, the binary that the
// @ffmpeg-installer packages ship inside the npm registry (docs/decisions/0022). Samples go in on
// stdin as they are produced and the encoded audio is passed on as ffmpeg writes it, so a streamed
// answer starts before the text is fully spoken.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { AudioFormat } from '../providers/contracts/audio.js';
import { ProviderError } from '../providers/contracts/provider-error.js';
import type { FfmpegQueue } from './ffmpeg-queue.js';

export type EncodedFormat = Exclude<AudioFormat, 'wav' | 'pcm'>;

/** ffmpeg's codec and container per format: opus in Ogg and aac in ADTS, as OpenAI sends them. */
const OUTPUT_ARGUMENTS: Record<EncodedFormat, string[]> = {
  mp3: ['-c:a', 'libmp3lame', '-b:a', '64k', '-f', 'mp3'],
  opus: ['-c:a', 'libopus', '-b:a', '32k', '-f', 'ogg'],
  aac: ['-c:a', 'aac', '-b:a', '64k', '-f', 'adts'],
  flac: ['-c:a', 'flac', '-f', 'flac'],
};

let ffmpegPath: string | undefined;

/** The packaged binary for this platform; the package throws when it has none. */
export function ffmpegBinary(): string {
  if (ffmpegPath) return ffmpegPath;
  try {
    const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string };
    ffmpegPath = installer.path;
    return ffmpegPath;
  } catch (error) {
    throw new ProviderError('engine_error', `no ffmpeg binary for this platform: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The bound on encoders running at once, and the request an encoder serves (leaving the line when it is abandoned). */
export interface EncoderSlot {
  encoders: FfmpegQueue;
  signal: AbortSignal;
}

/**
 * 16-bit little-endian mono samples at `sampleRate`, encoded as `format`, chunk by chunk. The encoder
 * holds one of the bounded slots from its start until its last byte is taken or the consumer stops;
 * with every slot taken and the line full, the first chunk asked for is a 503.
 */
export async function* encodeSamples(samples: AsyncIterable<Buffer>, sampleRate: number, format: EncodedFormat, slot: EncoderSlot): AsyncGenerator<Buffer> {
  const release = await slot.encoders.acquire(slot.signal);
  try {
    yield* encodeInProcess(samples, sampleRate, format);
  } finally {
    release();
  }
}

async function* encodeInProcess(samples: AsyncIterable<Buffer>, sampleRate: number, format: EncodedFormat): AsyncGenerator<Buffer> {
  const ffmpeg = spawn(
    ffmpegBinary(),
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      's16le',
      '-ar',
      String(sampleRate),
      '-ac',
      '1',
      '-i',
      'pipe:0',
      ...OUTPUT_ARGUMENTS[format],
      '-flush_packets',
      '1',
      'pipe:1',
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let errors = '';
  ffmpeg.stderr.on('data', (data: Buffer) => {
    if (errors.length < 2000) errors += data.toString();
  });
  const exited = new Promise<number | null>((resolve) => ffmpeg.on('close', resolve));
  const spawnFailed = new Promise<never>((_, reject) => ffmpeg.on('error', reject));
  spawnFailed.catch(() => {});
  // ffmpeg closing stdin early (it failed) must not surface as an unhandled EPIPE
  ffmpeg.stdin.on('error', () => {});
  let inputError: unknown;
  let stopped = false;
  const feeding = (async () => {
    try {
      for await (const chunk of samples) {
        if (stopped) break; // leaving the loop stops the engine too
        if (!ffmpeg.stdin.write(chunk)) {
          await new Promise<void>((resolve) => {
            ffmpeg.stdin.once('drain', resolve);
            ffmpeg.stdin.once('close', resolve);
          });
        }
      }
    } catch (error) {
      inputError = error;
      ffmpeg.kill('SIGKILL');
    } finally {
      ffmpeg.stdin.end();
    }
  })();
  try {
    for await (const chunk of ffmpeg.stdout) yield chunk as Buffer;
    await feeding;
    const code = await Promise.race([exited, spawnFailed]);
    if (inputError) throw inputError;
    if (code !== 0) throw new ProviderError('engine_error', `ffmpeg failed to encode ${format} (exit ${code}): ${errors.trim()}`);
  } finally {
    // Also reached when the consumer stops early (client gone): the encoder and the engine stop with it.
    stopped = true;
    if (ffmpeg.exitCode === null) ffmpeg.kill('SIGKILL');
  }
}
