// Downloads a GGUF named by a route's `url` into its `file`: into `<file>.part` first, resumed with
// an HTTP Range request after a cut connection (within one call, and on the next boot or pull from
// the .part left on disk), checked against the route's SHA-256 and for the GGUF magic, and renamed
// into place only then, so a model is never loaded half-written. A checksum mismatch or a file that
// is not a GGUF deletes the .part. A server that stops sending (or never answers) is given up on
// after `idleTimeoutMs` of silence per request.
import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Agent, interceptors, request, type Dispatcher } from 'undici';
import type { DownloadProgress } from './download-progress.js';

export interface DownloadOptions {
  url: string;
  sha256: string;
  file: string;
  progress?: DownloadProgress;
  signal?: AbortSignal;
  /** Requests in all, the first included, when the connection fails (default 5). */
  attempts?: number;
  /** Wait before the second attempt, doubled for each later one (default 1000 ms). */
  retryDelayMs?: number;
  /** A request that receives nothing for this long (no headers, or no body bytes) fails (default 60 s). */
  idleTimeoutMs?: number;
}

const DEFAULT_IDLE_TIMEOUT_MS = 60_000;

export class DownloadError extends Error {}

/** Hugging Face's resolve/ URLs redirect to a CDN. */
let dispatcher: Dispatcher | undefined;
const redirecting = () => (dispatcher ??= new Agent({ connectTimeout: 30_000 }).compose(interceptors.redirect({ maxRedirections: 5 })));

async function partSize(part: string): Promise<number> {
  return (await stat(part).catch(() => undefined))?.size ?? 0;
}

/** The hash of what the .part already holds (a resumed download's checksum covers the whole file). */
async function hashOf(part: string, bytes: number): Promise<Hash> {
  const hash = createHash('sha256');
  if (bytes === 0) return hash;
  for await (const chunk of createReadStream(part)) hash.update(chunk as Buffer);
  return hash;
}

/** One request from the .part's current size to the end; resolves once the body is all written. */
async function transfer(options: DownloadOptions, part: string): Promise<Hash> {
  let from = await partSize(part);
  const idle = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const response = await request(options.url, {
    dispatcher: redirecting(),
    signal: options.signal,
    headers: from > 0 ? { range: `bytes=${from}-` } : {},
    headersTimeout: idle,
    bodyTimeout: idle,
  });
  if (response.statusCode === 416 && from > 0) {
    // The .part is already as long as the file (or longer): start over rather than guess
    await response.body.dump();
    await rm(part, { force: true });
    return transfer(options, part);
  }
  if (response.statusCode !== 200 && response.statusCode !== 206) {
    await response.body.dump();
    throw new DownloadError(`GET ${options.url} answered ${response.statusCode}`);
  }
  if (response.statusCode === 200) from = 0; // the server ignored the Range: the body is the whole file
  const length = Number(response.headers['content-length']);
  const total = Number.isFinite(length) && length > 0 ? from + length : undefined;
  const hash = await hashOf(part, from);
  const handle = await open(part, from > 0 ? 'a' : 'w');
  options.progress?.start(total, from);
  try {
    for await (const chunk of response.body) {
      hash.update(chunk as Buffer);
      await handle.write(chunk as Buffer);
      options.progress?.advance((chunk as Buffer).length);
    }
  } finally {
    await handle.close();
  }
  return hash;
}

/** Downloads, checks and places the file; resolves to its size. Throws DownloadError with the reason. */
export async function downloadModelFile(options: DownloadOptions): Promise<{ bytes: number }> {
  const part = `${options.file}.part`;
  await mkdir(dirname(options.file), { recursive: true });
  const attempts = options.attempts ?? 5;
  let hash: Hash | undefined;
  for (let attempt = 1; !hash; attempt += 1) {
    try {
      hash = await transfer(options, part);
    } catch (error) {
      if (error instanceof DownloadError || options.signal?.aborted || attempt >= attempts) {
        throw error instanceof DownloadError ? error : new DownloadError(`GET ${options.url} failed: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, (options.retryDelayMs ?? 1000) * 2 ** (attempt - 1)));
    }
  }
  options.progress?.finish();
  const actual = hash.digest('hex');
  if (actual !== options.sha256.toLowerCase()) {
    await rm(part, { force: true });
    throw new DownloadError(`the file from ${options.url} has SHA-256 ${actual}, not the configured ${options.sha256}`);
  }
  const problem = await notGguf(part);
  if (problem) {
    await rm(part, { force: true });
    throw new DownloadError(`the file from ${options.url} ${problem}`);
  }
  await rename(part, options.file);
  return { bytes: await partSize(options.file) };
}

/** Why the file is not a GGUF (llama.cpp would fail to load it), or undefined when it starts with the magic `GGUF`. */
export async function notGguf(file: string): Promise<string | undefined> {
  const handle = await open(file, 'r');
  try {
    const magic = Buffer.alloc(4);
    const { bytesRead } = await handle.read(magic, 0, 4, 0);
    if (bytesRead === 4 && magic.toString('latin1') === 'GGUF') return undefined;
    return `is not a GGUF file: it starts with ${JSON.stringify(magic.subarray(0, bytesRead).toString('latin1'))}, not "GGUF"`;
  } finally {
    await handle.close();
  }
}
