// Requests through node:http, for tests of the bytes on the wire.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire (still compressed when Content-Encoding is set). */
  body: Buffer;
}

/**
 * One request through node:http, which (unlike fetch) neither adds Accept-Encoding nor decodes the
 * body, and lets a test declare a Content-Length or stream a body of its own. Resolves on the
 * response, even when the server answers before the request body is complete.
 */
export function rawRequest(
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: Record<string, string | number>; write?: (request: ReturnType<typeof httpRequest>) => void } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}${path}`, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) });
        request.destroy();
      });
      response.on('error', reject);
    });
    // Writing after the server has answered may fail with EPIPE/ECONNRESET; the response decides.
    request.on('error', (error) => {
      if (!request.writableFinished) return;
      reject(error);
    });
    if (options.write) options.write(request);
    else request.end();
  });
}
