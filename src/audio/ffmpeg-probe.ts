// What ffmpeg reads from a (non-WAV) file's headers before decoding anything: `ffmpeg -i file` with no
// output prints each stream's sample rate and channel layout and the container's duration, then
// stops. That lets a FLAC or Ogg declaring a 1 Hz rate or a week of audio be refused before the
// decode starts; the decode's own budget still bounds what the headers do not tell.
import type { DeclaredAudio } from './audio-limits.js';
import { runUntrustedFfmpeg } from './untrusted-ffmpeg.js';

export interface ProbedAudio {
  /** Each audio stream's declared rate and channels. */
  streams: DeclaredAudio[];
  /** The container's duration, when it states one. */
  seconds?: number;
}

/** Channel counts of the layouts ffmpeg names in words; `5.1`-style names add up, `N channels` says so. */
const NAMED_LAYOUTS: Record<string, number> = { mono: 1, stereo: 2, downmix: 2, quad: 4, hexagonal: 6, octagonal: 8, hexadecagonal: 16 };

/** The audio streams ffmpeg found; `undecodable` when it found no audio it can read, `over-budget` when reading the headers outlasted the deadline. */
export async function probeAudio(file: string, deadline: number, signal: AbortSignal): Promise<ProbedAudio | 'undecodable' | 'over-budget'> {
  const outcome = await runUntrustedFfmpeg({ file, output: [], deadline, signal });
  if (outcome.stopped) return 'over-budget';
  return parseProbe(outcome.stderr) ?? 'undecodable';
}

export function parseProbe(text: string): ProbedAudio | undefined {
  const streams = [...text.matchAll(/Stream #\d+:\d+.*?: Audio: (.*)/g)].map((match) => declaredStream(match[1]!));
  if (streams.length === 0) return undefined;
  const duration = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(text);
  const seconds = duration ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) : undefined;
  return seconds === undefined ? { streams } : { streams, seconds };
}

/** From `flac, 44100 Hz, stereo, s16` (or `aac (LC) (mp4a / …), 48000 Hz, 5.1, fltp, …`). */
function declaredStream(description: string): DeclaredAudio {
  const match = /(\d+) Hz, ([^,]+)/.exec(description);
  if (!match) return {};
  const layout = match[2]!.trim();
  const counted = /^(\d+) channels/.exec(layout);
  const sum = /^(\d+)\.(\d+)/.exec(layout);
  const channels = counted ? Number(counted[1]) : sum ? Number(sum[1]) + Number(sum[2]) : NAMED_LAYOUTS[layout.replace(/\(.*$/, '')];
  return channels === undefined ? { sampleRate: Number(match[1]) } : { sampleRate: Number(match[1]), channels };
}
