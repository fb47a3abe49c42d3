// Reads a request body for an operation that declares one: checks the Content-Type against the
// spec (415), enforces the size limit while reading (413, without buffering past it), and parses
// JSON (400 with the parser's reason; 400 too when it nests too deep, see json-depth.ts) or a
// multipart form (multipart-body.ts). A JSON body larger than LARGE_BODY_BYTES is handed to a worker
// thread chunk by chunk as it arrives and parsed there (json-parser-pool.ts), so a huge body does
// not hold up every other request. Operations without a body never touch the stream.
import type { IncomingMessage } from 'node:http';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../errors.js';
import { LARGE_BODY_BYTES, type WorkerParsed, WorkerParse } from './json-parser-pool.js';
import { parseJsonText } from './json-text.js';
import { parseMultipart } from './multipart-body.js';

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Reads the body, refusing it once past `limitBytes`. Given `largeSink`, a body past LARGE_BODY_BYTES
 * goes on to the worker parse it starts, chunk by chunk; otherwise the chunks are returned.
 */
async function readChunks(
  request: IncomingMessage,
  limitBytes: number,
  largeSink?: () => WorkerParse,
): Promise<{ chunks: Buffer[]; size: number; worker?: WorkerParse }> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) throw payloadTooLarge(limitBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  let worker: WorkerParse | undefined;
  try {
    for await (const chunk of request) {
      size += (chunk as Buffer).length;
      if (size > limitBytes) throw payloadTooLarge(limitBytes);
      if (worker) worker.push(chunk as Buffer);
      else if (largeSink && size > LARGE_BODY_BYTES) {
        worker = largeSink();
        for (const held of chunks) worker.push(held);
        worker.push(chunk as Buffer);
        chunks.length = 0;
      } else chunks.push(chunk as Buffer);
    }
  } catch (error) {
    worker?.abandon();
    throw error;
  }
  return { chunks, size, worker };
}

/** Reads and parses a JSON body: small ones here, large ones in a worker; undefined for an empty body. */
async function readJson(request: IncomingMessage, limitBytes: number): Promise<WorkerParsed | undefined> {
  const { chunks, size, worker } = await readChunks(request, limitBytes, () => new WorkerParse());
  if (worker) return worker.finish();
  if (size === 0) return undefined;
  return parseJsonText(Buffer.concat(chunks, size).toString('utf8'));
}

function bodyRequired(): never {
  throw badRequest('Request body is required', { _errors: ['Request body is required'] });
}

export async function readJsonBody(
  request: IncomingMessage,
  accepted: readonly string[],
  required: boolean,
  limitBytes: number,
  multipartFields: Readonly<Record<string, string>> = {},
): Promise<unknown> {
  const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return required ? bodyRequired() : undefined;
  const type = mediaType(request.headers['content-type']);
  if (!accepted.includes(type)) throw unsupportedMediaType(accepted);
  if (type === 'multipart/form-data') {
    const { chunks, size } = await readChunks(request, limitBytes);
    if (size === 0) return required ? bodyRequired() : undefined;
    return parseMultipart(Buffer.concat(chunks, size), request.headers['content-type'] ?? '', multipartFields);
  }
  const parsed = await readJson(request, limitBytes);
  if (!parsed) return required ? bodyRequired() : undefined;
  if (parsed.ok) return parsed.value;
  if ('failed' in parsed) throw parsed.failed; // the worker died: logged by the error boundary, a 500
  throw badRequest(parsed.message, { _errors: [parsed.detail] });
}

function hasBody(request: IncomingMessage): boolean {
  return Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
}

/** Whether the request's body is multipart/form-data, for an operation that accepts it. */
export function isFormRequest(request: IncomingMessage, accepted: readonly string[]): boolean {
  return accepted.includes('multipart/form-data') && mediaType(request.headers['content-type']) === 'multipart/form-data';
}

const partError = (name: string, problem: string) => badRequest(`${name} ${problem}`, { _errors: [], [name]: { _errors: [problem] } });

/**
 * A multipart/form-data body as an object: each file field (`fileFields`, the spec's
 * `format: binary` properties) a File, every other part a string, a repeated name an array.
 * Read whole within the size limit first, then parsed by the platform's FormData parser.
 */
export async function readFormBody(request: IncomingMessage, required: boolean, limitBytes: number, fileFields: readonly string[]): Promise<unknown> {
  const { chunks, size } = hasBody(request) ? await readChunks(request, limitBytes) : { chunks: [], size: 0 };
  if (size === 0) return required ? bodyRequired() : undefined;
  let form: FormData;
  try {
    form = await new Response(new Blob([new Uint8Array(Buffer.concat(chunks, size))]), {
      headers: { 'content-type': request.headers['content-type'] ?? '' },
    }).formData();
  } catch {
    throw badRequest('Malformed multipart/form-data body', { _errors: ['Malformed multipart/form-data body'] });
  }
  const body: Record<string, unknown> = {};
  for (const [name, value] of form) {
    const isFile = typeof value !== 'string';
    if (fileFields.includes(name) && !isFile) throw partError(name, 'must be a file part');
    if (!fileFields.includes(name) && isFile) throw partError(name, 'must be a text part, not a file');
    const earlier = body[name];
    body[name] = earlier === undefined ? value : Array.isArray(earlier) ? [...earlier, value] : [earlier, value];
  }
  return body;
}
