// Reads a request body for an operation that declares one: checks the Content-Type against the
// spec (415), enforces the size limit while reading (413, without buffering past it), and parses
// JSON (400 with the parser's reason; 400 too when it nests too deep, see json-depth.ts) or
// multipart/form-data (text fields and file parts). Operations without a body never touch the stream.
import type { IncomingMessage } from 'node:http';
import type { UploadedFile } from '../../generated/operations.js';
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

export async function readJsonBody(request: IncomingMessage, accepted: readonly string[], required: boolean, limitBytes: number): Promise<unknown> {
  const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  if (!hasBody) {
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

/** A body as the validators see it, and the file parts of a multipart body by field name. */
export interface RequestBody {
  body: unknown;
  files: Record<string, UploadedFile>;
}

/** The body in whichever declared type it came: multipart/form-data, else JSON. */
export async function readRequestBody(request: IncomingMessage, accepted: readonly string[], required: boolean, limitBytes: number): Promise<RequestBody> {
  if (mediaType(request.headers['content-type']) === 'multipart/form-data' && accepted.includes('multipart/form-data')) {
    return readMultipartBody(request, limitBytes);
  }
  return { body: await readJsonBody(request, accepted, required, limitBytes), files: {} };
}

/**
 * Text fields as strings (the validators coerce them to their declared types; a name sent twice, or
 * OpenAI's `name[]`, becomes an array), and each file part as its bytes, its field holding the file's
 * name so the schema sees the field present. Parsed by the platform's own multipart parser (undici).
 */
async function readMultipartBody(request: IncomingMessage, limitBytes: number): Promise<RequestBody> {
  const raw = await readRaw(request, limitBytes);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unreadable';
    throw badRequest(`Malformed multipart/form-data body: ${reason}`, { _errors: [`Malformed multipart/form-data: ${reason}`] });
  }
  const fields: Record<string, unknown> = {};
  const files: Record<string, UploadedFile> = {};
  for (const [rawName, value] of form.entries()) {
    const list = rawName.endsWith('[]');
    const name = list ? rawName.slice(0, -2) : rawName;
    let text: string;
    if (typeof value === 'string') text = value;
    else {
      files[name] = {
        ...(value.name ? { filename: value.name } : {}),
        contentType: value.type || 'application/octet-stream',
        data: Buffer.from(await value.arrayBuffer()),
      };
      text = value.name || name;
    }
    const previous = fields[name];
    if (previous === undefined) fields[name] = list ? [text] : text;
    else fields[name] = [...(Array.isArray(previous) ? previous : [previous]), text];
  }
  return { body: fields, files };
}
