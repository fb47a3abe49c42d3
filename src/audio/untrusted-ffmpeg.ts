// One ffmpeg run on a caller's file: the packaged ffmpeg 4.1 (docs/decisions/0022) is an old decoder
// fed untrusted input, so it runs as its own process, reads only that file with the accepted
// demuxers, may not allocate any single block over 64 MiB (a crafted header then fails instead of
// taking gigabytes), uses one thread, and is killed at its deadline, when its reader says so, or
// when the request is abandoned.
import { spawn } from 'node:child_process';
import { ffmpegBinary } from './encoder.js';

/**
 * ffmpeg may open only the file itself (no network, no other protocol a playlist could name) and
 * read it only with these demuxers (an HLS playlist or concat list named `x.wav` is refused, not
 * followed); no block it allocates may exceed 64 MiB.
 */
export const UNTRUSTED_INPUT = [
  '-max_alloc',
  String(64 * 1024 * 1024),
  '-protocol_whitelist',
  'file',
  '-format_whitelist',
  'wav,flac,mov,mp4,m4a,aac,mp3,ogg,matroska,webm',
];

export interface FfmpegRun {
  /** Arguments after the common ones and before `-i file`. */
  input?: string[];
  file: string;
  /** Arguments after `-i file`: the output, if any. */
  output: string[];
  /** Milliseconds since the epoch at which the process is killed. */
  deadline: number;
  signal: AbortSignal;
  /** Each chunk of standard output; returning false kills the process (the caller has seen enough). */
  onOutput?: (chunk: Buffer) => boolean;
}

export interface FfmpegOutcome {
  /** The exit code, or null when the process was killed. */
  code: number | null;
  /** Why it was killed: its deadline passed, or its reader stopped it. */
  stopped?: 'deadline' | 'reader';
  /** The first 64 KiB of standard error. */
  stderr: string;
}

const STDERR_LIMIT = 65_536;

/** Runs ffmpeg on the file; rejects with the signal's reason when the request is abandoned. */
export function runUntrustedFfmpeg(run: FfmpegRun): Promise<FfmpegOutcome> {
  run.signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn(
      ffmpegBinary(),
      ['-hide_banner', '-nostdin', '-threads', '1', ...UNTRUSTED_INPUT, ...(run.input ?? []), '-i', run.file, ...run.output],
      { stdio: ['ignore', run.onOutput ? 'pipe' : 'ignore', 'pipe'] },
    );
    let stopped: FfmpegOutcome['stopped'];
    let stderr = '';
    const stop = (reason: FfmpegOutcome['stopped']) => {
      stopped ??= reason;
      ffmpeg.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop('deadline'), Math.max(0, run.deadline - Date.now()));
    const onAbort = () => stop(undefined);
    run.signal.addEventListener('abort', onAbort, { once: true });
    ffmpeg.stderr!.on('data', (chunk: Buffer) => {
      if (stderr.length < STDERR_LIMIT) stderr += chunk.toString('latin1');
    });
    ffmpeg.stdout?.on('data', (chunk: Buffer) => {
      if (!stopped && run.onOutput?.(chunk) === false) stop('reader');
    });
    const finish = () => {
      clearTimeout(timer);
      run.signal.removeEventListener('abort', onAbort);
    };
    ffmpeg.on('error', (error) => {
      finish();
      reject(run.signal.aborted ? run.signal.reason : error);
    });
    ffmpeg.on('close', (code) => {
      finish();
      if (run.signal.aborted) reject(run.signal.reason);
      else resolve({ code, stopped, stderr });
    });
  });
}
