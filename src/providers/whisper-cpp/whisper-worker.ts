// Worker thread: one whisper.cpp context (the @napi-rs/whisper binding) loaded once, transcribing
// one request's windows at a time. Its full() blocks the thread for seconds, so it never runs on
// the service's event loop. The binding's callbacks (progress, new segment, abort) are not used:
// called from inside full() on this same thread they deadlock it; a cancelled request is instead
// stopped between windows (the shared `cancelled` flag).
import { parentPort, workerData } from 'node:worker_threads';
import { Whisper, WhisperFullParams, WhisperSamplingStrategy } from '@napi-rs/whisper';
import { SAMPLE_RATE, speechWindows } from './speech-windows.js';

export interface WhisperWorkerData {
  file: string;
  threads: number;
}

export interface WhisperJob {
  id: number;
  /** 16 kHz mono 16-bit samples. */
  samples: Int16Array;
  /** ISO 639-1, or undefined to detect it. */
  language?: string;
  prompt?: string;
  temperature?: number;
  /** Set to 1 by the caller to stop before the next window. */
  cancelled: Int32Array;
}

export type WhisperAnswer =
  | { id: number; ok: true; language?: string; languageName?: string; segments: { start: number; end: number; text: string }[] }
  | { id: number; ok: false; message: string; cancelled?: boolean; silent?: boolean };

const { file, threads } = workerData as WhisperWorkerData;
const whisper = new Whisper(file);
/** An English-only model (tiny.en, base.en …) detects nothing: it hears English. */
const englishOnly = whisper.isMultilingual === 0;

function transcribe(job: WhisperJob): WhisperAnswer {
  // found here, not on the event loop: minutes of audio take tens of milliseconds to scan
  const windows = speechWindows(job.samples);
  if (windows.length === 0) return { id: job.id, ok: false, message: 'no speech', silent: true };
  const audio = Float32Array.from(job.samples, (sample) => sample / 32768);
  const segments: { start: number; end: number; text: string }[] = [];
  let language = englishOnly ? 'en' : job.language;
  for (const window of windows) {
    if (Atomics.load(job.cancelled, 0) === 1) return { id: job.id, ok: false, message: 'cancelled', cancelled: true };
    const params = new WhisperFullParams(WhisperSamplingStrategy.Greedy);
    params.nThreads = threads;
    params.printProgress = false;
    params.printRealtime = false;
    params.printTimestamps = false;
    params.singleSegment = false;
    // the first window's language holds for the rest, as OpenAI's whisper does
    params.language = language ?? 'auto';
    if (job.prompt) params.initialPrompt = job.prompt;
    if (job.temperature !== undefined) params.temperature = job.temperature;
    const samples = audio.subarray(Math.round(window.start * SAMPLE_RATE), Math.round(window.end * SAMPLE_RATE));
    const text = whisper.full(params, samples).trim();
    if (language === undefined) language = Whisper.lang(whisper.fullLangId) ?? undefined;
    if (text) segments.push({ start: window.start, end: window.end, text });
  }
  const languageId = language === undefined ? -1 : Whisper.langId(language);
  return { id: job.id, ok: true, language, languageName: languageId >= 0 ? (Whisper.langFull(languageId) ?? undefined) : undefined, segments };
}

parentPort!.on('message', (job: WhisperJob) => {
  try {
    parentPort!.postMessage(transcribe(job));
  } catch (error) {
    parentPort!.postMessage({ id: job.id, ok: false, message: (error as Error).message } satisfies WhisperAnswer);
  }
});
parentPort!.postMessage({ ready: true });
