// How long a caller's audio file lasts, measured by decoding all of it with ffmpeg (the packaged
// binary, docs/decisions/0022): transcription is charged per second of decoded audio, never by a
// length the file or the client claims, and a file ffmpeg cannot decode is refused before any
// engine sees it. The file is written to a private temporary folder first, since containers such as
// M4A/MP4 often keep their index at the end and cannot be read from a pipe.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffmpegBinary } from './encoder.js';

/** Decoding to 16 kHz mono 16-bit samples: 32,000 bytes a second. */
const SAMPLE_RATE = 16_000;
/**
 * Caller files are untrusted: ffmpeg may open only the file itself (no network, no other protocol
 * a playlist could name) and may read it only with these demuxers (an HLS playlist or concat list
 * named `x.wav` is refused, not followed).
 */
const UNTRUSTED_INPUT = ['-protocol_whitelist', 'file', '-format_whitelist', 'wav,flac,mov,mp4,m4a,aac,mp3,ogg,matroska,webm'];
/** A decoder that takes longer than this is stopped and the file refused. */
const DECODE_TIMEOUT_MS = 120_000;

/** Seconds of audio in the file, or undefined when it is empty or cannot be decoded. */
export async function decodedDuration(data: Buffer, signal: AbortSignal): Promise<number | undefined> {
  if (data.length === 0) return undefined;
  const folder = await mkdtemp(join(tmpdir(), 'transcription-'));
  try {
    const file = join(folder, 'input');
    await writeFile(file, data);
    const bytes = await decodedBytes(file, signal);
    return bytes === undefined || bytes === 0 ? undefined : bytes / (SAMPLE_RATE * 2);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function decodedBytes(file: string, signal: AbortSignal): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn(
      ffmpegBinary(),
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-nostdin',
        ...UNTRUSTED_INPUT,
        '-i',
        file,
        '-vn',
        '-f',
        's16le',
        '-ac',
        '1',
        '-ar',
        String(SAMPLE_RATE),
        'pipe:1',
      ],
      { stdio: ['ignore', 'pipe', 'ignore'], signal, timeout: DECODE_TIMEOUT_MS, killSignal: 'SIGKILL' },
    );
    let bytes = 0;
    ffmpeg.stdout.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    ffmpeg.on('error', (error) => (signal.aborted ? reject(signal.reason) : reject(error)));
    ffmpeg.on('close', (code) => resolve(code === 0 ? bytes : undefined));
  });
}
