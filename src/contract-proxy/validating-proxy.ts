// The validating proxy: forwards every request, unchanged, to a server speaking this contract and
// every response, unchanged, back to the client, chunk by chunk as it comes (an event stream passes
// through event by event). A copy of both bodies is kept and, once the response has ended, the
// exchange is judged by the contract (contract-check.ts); each one that breaks it is reported.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { request } from 'undici';
import { type Contract, loadContract } from '../contract/contract-document.js';
import { checkExchange, type Problem } from './contract-check.js';

export interface Report {
  time: string;
  method: string;
  url: string;
  status: number;
  operationId?: string;
  problems: Problem[];
}

export interface ProxySummary {
  exchanges: number;
  breaking: number;
  /** Per operation (or `(no operation)`): exchanges seen and how many broke the contract. */
  operations: Record<string, { exchanges: number; breaking: number }>;
}

export interface ProxyOptions {
  /** The server's base URL (scheme, host, port); requests keep their own path. */
  target: string;
  /** Called with each exchange that breaks the contract. */
  onReport: (report: Report) => void;
  apiRoot?: string;
  contract?: Contract;
}

// Hop-by-hop headers belong to one connection (RFC 9110 §7.6.1): not forwarded.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'host']);

/** Passes chunks through as they come and keeps a copy of them. */
class Recorder extends Transform {
  readonly chunks: Buffer[] = [];
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.chunks.push(chunk);
    done(null, chunk);
  }
  bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

function decoded(body: Buffer, encoding: string | string[] | undefined): Buffer {
  try {
    if (encoding === 'gzip') return gunzipSync(body);
    if (encoding === 'br') return brotliDecompressSync(body);
    if (encoding === 'deflate') return inflateSync(body);
  } catch {
    return body; // judged as it came: a body that does not decode will not parse either
  }
  return body;
}

/** Resolves when the client's socket can take more, or is gone (the listener that did not fire is removed). */
async function writable(response: ServerResponse): Promise<void> {
  const controller = new AbortController();
  try {
    await Promise.race([once(response, 'drain', { signal: controller.signal }), once(response, 'close', { signal: controller.signal })]);
  } finally {
    controller.abort();
  }
}

export class ValidatingProxy {
  readonly server: Server;
  readonly summary: ProxySummary = { exchanges: 0, breaking: 0, operations: {} };
  private readonly contract: Contract;
  private readonly apiRoot: string;

  constructor(private readonly options: ProxyOptions) {
    this.contract = options.contract ?? loadContract();
    this.apiRoot = options.apiRoot ?? '/api/v1';
    this.server = createServer((incoming, outgoing) => {
      this.forward(incoming, outgoing).catch((error: unknown) => {
        if (!outgoing.headersSent) {
          outgoing.writeHead(502, { 'content-type': 'text/plain' });
          outgoing.end(`contract-proxy: the target could not be reached: ${(error as Error).message}`);
        } else outgoing.destroy();
      });
    });
  }

  private async forward(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(incoming.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
    const hasBody = incoming.headers['content-length'] !== undefined || incoming.headers['transfer-encoding'] !== undefined;
    const sent = new Recorder();
    if (hasBody) incoming.pipe(sent);
    // A client that leaves ends the exchange upstream too, as it would without the proxy between.
    const clientGone = new AbortController();
    outgoing.once('close', () => {
      if (!outgoing.writableFinished) clientGone.abort();
    });
    const answer = await request(new URL(incoming.url ?? '/', this.options.target), {
      method: incoming.method as 'GET', // undici types the method as a union; the client's own is forwarded
      headers,
      body: hasBody ? sent : undefined,
      signal: clientGone.signal,
    });
    const responseHeaders: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) responseHeaders[name] = value;
    outgoing.writeHead(answer.statusCode, responseHeaders);
    outgoing.flushHeaders();
    const received: Buffer[] = [];
    try {
      for await (const chunk of answer.body) {
        received.push(chunk as Buffer);
        if (!outgoing.write(chunk)) await writable(outgoing);
      }
    } catch (error) {
      if (clientGone.signal.aborted) return; // the client left: nothing whole to judge
      throw error;
    }
    outgoing.end();
    await this.judge(incoming, sent.bytes(), answer.statusCode, answer.headers, decoded(Buffer.concat(received), answer.headers['content-encoding']));
  }

  private async judge(
    incoming: IncomingMessage,
    requestBody: Buffer,
    status: number,
    responseHeaders: Record<string, string | string[] | undefined>,
    responseBody: Buffer,
  ): Promise<void> {
    const method = incoming.method ?? 'GET';
    const url = incoming.url ?? '/';
    const verdict = await checkExchange(this.contract, this.apiRoot, {
      method,
      url,
      requestHeaders: incoming.headers,
      requestBody,
      status,
      responseHeaders,
      responseBody,
    });
    const key = verdict.operationId ?? '(no operation)';
    const counts = (this.summary.operations[key] ??= { exchanges: 0, breaking: 0 });
    counts.exchanges += 1;
    this.summary.exchanges += 1;
    if (verdict.problems.length === 0) return;
    counts.breaking += 1;
    this.summary.breaking += 1;
    this.options.onReport({ time: new Date().toISOString(), method, url, status, operationId: verdict.operationId, problems: verdict.problems });
  }

  listen(port: number, host: string): Promise<string> {
    return new Promise((resolve) =>
      this.server.listen(port, host, () => {
        const address = this.server.address();
        resolve(`http://${host}:${typeof address === 'object' && address ? address.port : port}`);
      }),
    );
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
