// Where the speech is in 16 kHz audio, and the windows of at most 30 s that whisper.cpp transcribes
// one at a time (its encoder sees 30 s at once). Windows end at pauses where there are pauses, so
// no word is cut in two; each window becomes one segment of the answer, timed by its speech. Audio
// with no speech at all is found here, before any inference.

export const SAMPLE_RATE = 16_000;
/** whisper.cpp's window. */
export const WINDOW_SECONDS = 30;
const FRAME = 320; // 20 ms
/** A pause this long ends a stretch of speech. */
const PAUSE_FRAMES = 15;
/** Kept around each stretch, so soft word edges are heard. */
const MARGIN_FRAMES = 10;
/** Below this loudness (of full scale) a frame is silent, whatever the recording's level. */
const SILENCE_FLOOR = 0.004;

export interface SpeechWindow {
  /** Seconds from the audio's start. */
  start: number;
  end: number;
}

function frameLoudness(samples: Int16Array): Float32Array {
  const frames = new Float32Array(Math.ceil(samples.length / FRAME));
  for (let frame = 0; frame < frames.length; frame++) {
    let sum = 0;
    const end = Math.min(samples.length, (frame + 1) * FRAME);
    for (let index = frame * FRAME; index < end; index++) sum += (samples[index]! / 32768) ** 2;
    frames[frame] = Math.sqrt(sum / Math.max(1, end - frame * FRAME));
  }
  return frames;
}

/** Stretches of speech as frame ranges [from, to): loud frames, pauses shorter than PAUSE_FRAMES bridged. */
function speechStretches(loudness: Float32Array): [number, number][] {
  const sorted = Float32Array.from(loudness).sort();
  const loud = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  const threshold = Math.max(SILENCE_FLOOR, loud * 0.05);
  const stretches: [number, number][] = [];
  for (let frame = 0; frame < loudness.length; frame++) {
    if (loudness[frame]! < threshold) continue;
    const last = stretches.at(-1);
    if (last && frame - last[1] < PAUSE_FRAMES) last[1] = frame + 1;
    else stretches.push([frame, frame + 1]);
  }
  return stretches;
}

/** The windows to transcribe, in order; none for silent audio. */
export function speechWindows(samples: Int16Array): SpeechWindow[] {
  const loudness = frameLoudness(samples);
  const limit = (WINDOW_SECONDS * SAMPLE_RATE) / FRAME;
  const windows: [number, number][] = [];
  for (const [from, to] of speechStretches(loudness)) {
    const start = Math.max(0, from - MARGIN_FRAMES);
    const end = Math.min(loudness.length, to + MARGIN_FRAMES);
    // a stretch longer than a window is cut at the quietest frame of its window's last third
    for (let at = start; at < end; ) {
      const last = windows.at(-1);
      if (last && end - last[0] <= limit && at === start) {
        last[1] = end; // whole stretches share a window while they fit
        break;
      }
      let cut = end;
      if (end - at > limit) {
        cut = at + limit;
        for (let frame = at + Math.floor((limit * 2) / 3); frame < at + limit; frame++) if (loudness[frame]! < loudness[cut - 1]!) cut = frame + 1;
      }
      windows.push([at, cut]);
      at = cut;
    }
  }
  const seconds = (frame: number) => Math.min(samples.length, frame * FRAME) / SAMPLE_RATE;
  return windows.map(([from, to]) => ({ start: seconds(from), end: seconds(to) }));
}
