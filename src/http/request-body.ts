// Reads a request body for an operation that declares one: checks the Content-Type against the
// spec (415), enforces the size limit while reading (413, without buffering past it), and parses
// JSON (400 with the parser's reason; 400 too when it nests too deep, see json-depth.ts), or a
// multipart/form-data body into an object of its parts (files as File objects, the rest as strings
// for the validator to coerce). Operations without a body never touch the stream.
import type { IncomingMessage } from 'node:http';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../errors.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

async function readRaw(request: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) throw payloadTooLarge(limitBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limitBytes) throw payloadTooLarge(limitBytes);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
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
  const raw = hasBody(request) ? await readRaw(request, limitBytes) : Buffer.alloc(0);
  if (raw.length === 0) {
    if (required) throw badRequest('Request body is required', { _errors: ['Request body is required'] });
    return undefined;
  }
  let form: FormData;
  try {
    form = await new Response(new Blob([new Uint8Array(raw)]), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
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

export async function readJsonBody(request: IncomingMessage, accepted: readonly string[], required: boolean, limitBytes: number): Promise<unknown> {
  if (!hasBody(request)) {
    if (required) throw badRequest('Request body is required', { _errors: ['Request body is required'] });
    return undefined;
  }
  const type = mediaType(request.headers['content-type']);
  if (!accepted.includes(type)) throw unsupportedMediaType(accepted);
  const raw = await readRaw(request, limitBytes);
  if (raw.length === 0) {
    if (required) throw badRequest('Request body is required', { _errors: ['Request body is required'] });
    return undefined;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'invalid JSON';
    throw badRequest(`Malformed JSON body: ${reason}`, { _errors: [`Malformed JSON: ${reason}`] });
  }
  if (nestsDeeperThan(parsed, MAX_JSON_DEPTH)) {
    const message = `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`;
    throw badRequest(message, { _errors: [message] });
  }
  return parsed;
}
