// A loopback HTTP server serving one file's bytes at /model.gguf, standing in for a model host
// (Hugging Face's resolve/ URLs). It honours `Range: bytes=N-` (206), records every request's
// Range header, can cut the connection partway through a body (once), and can hold a body until
// the test releases it.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ModelFileServer {
  url: string;
  /** The Range header of each request, in order (undefined: none). */
  ranges: (string | undefined)[];
  /** The next full-body answer sends this many bytes, then closes the connection. */
  cutNextAfter(bytes: number): void;
  /** Bodies wait until release() is called. */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

export async function startModelFileServer(content: Buffer): Promise<ModelFileServer> {
  const ranges: (string | undefined)[] = [];
  let cutAfter: number | undefined;
  let held: Promise<void> | undefined;
  let release: () => void = () => undefined;
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    ranges.push(request.headers.range);
    if (request.url !== '/model.gguf') return void response.writeHead(404).end();
    await held;
    const range = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
    const from = range ? Number(range[1]) : 0;
    if (from >= content.length && range) return void response.writeHead(416, { 'content-range': `bytes */${content.length}` }).end();
    const body = content.subarray(from);
    const headers = { 'content-type': 'application/octet-stream', 'content-length': String(body.length) };
    response.writeHead(range ? 206 : 200, range ? { ...headers, 'content-range': `bytes ${from}-${content.length - 1}/${content.length}` } : headers);
    if (cutAfter !== undefined) {
      const cut = cutAfter;
      cutAfter = undefined;
      response.write(body.subarray(0, cut), () => request.socket.end()); // the bytes sent arrive, then the connection closes early
      return;
    }
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/model.gguf`,
    ranges,
    cutNextAfter: (bytes) => void (cutAfter = bytes),
    hold: () => void (held = new Promise<void>((resolve) => (release = resolve))),
    release: () => {
      held = undefined;
      release();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
