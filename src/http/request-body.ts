// Reads a request body for an operation that declares one: checks the Content-Type against the
// spec (415), enforces the size limit while reading (413, without buffering past it), and parses
// JSON (400 with the parser's reason; 400 too when it nests too deep, see json-depth.ts). Operations
// without a body never touch the stream. A multipart/form-data body (where the spec accepts one)
// becomes the same object a JSON body would be, validated by the same schema: uploaded files as
// base64 strings, text fields typed as the schema declares them, repeated fields (or `name[]`) as arrays.
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

function typedField(value: string, type: string | undefined): unknown {
  if ((type === 'number' || type === 'integer') && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  if (type === 'null' && value === 'null') return null;
  return value;
}

async function parseMultipart(raw: Buffer, contentType: string, fields: Readonly<Record<string, string>>): Promise<Record<string, unknown>> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'invalid multipart body';
    throw badRequest(`Malformed multipart body: ${reason}`, { _errors: [`Malformed multipart body: ${reason}`] });
  }
  const body: Record<string, unknown> = {};
  for (const [rawName, entry] of form.entries()) {
    const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
    const value = typeof entry === 'string' ? entry : Buffer.from(await entry.arrayBuffer()).toString('base64');
    if (fields[name] === 'array') {
      const list = (body[name] as unknown[] | undefined) ?? [];
      list.push(value);
      body[name] = list;
    } else if (!(name in body)) body[name] = typeof entry === 'string' ? typedField(value, fields[name]) : value;
  }
  return body;
}

export async function readJsonBody(
  request: IncomingMessage,
  accepted: readonly string[],
  required: boolean,
  limitBytes: number,
  multipartFields: Readonly<Record<string, string>> = {},
): Promise<unknown> {
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
  if (type === 'multipart/form-data') return parseMultipart(raw, request.headers['content-type'] ?? '', multipartFields);
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
