// Reads a request body for an operation that declares one: checks the Content-Type against the
// spec (415), enforces the size limit while reading (413, without buffering past it), and parses
// JSON (400 with the parser's reason; 400 too when it nests too deep, see json-depth.ts). Operations
// without a body never touch the stream.
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
