// Reads a request body for an operation that declares one: checks the Content-Type against the
// spec (415), enforces the size limit while reading (413, without buffering past it), and parses
// JSON (400 with the parser's reason; 400 too when it nests too deep, see json-depth.ts) or a
// multipart form (multipart-body.ts: text fields as the body, file parts as uploads beside it). A
// JSON body larger than LARGE_BODY_BYTES is handed to a worker thread chunk by chunk as it arrives
// and parsed and validated there (json-parser-pool.ts), so a huge body does not hold up every other
// request; a body there that is not valid, is past a limit of src/inference/body-limits.ts or holds
// a prompt no served model could take is refused without its value leaving the worker.
// Operations without a body never touch the stream.
import type { IncomingMessage } from 'node:http';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../errors.js';
import type { ValidationError } from '../../generated/validators.js';
import type { LimitProblem } from '../inference/body-limits.js';
import { LARGE_BODY_BYTES, largeBodyTurn, type WorkerParsed, WorkerParse } from './json-parser-pool.js';
import { parseJsonText } from './json-text.js';
import type { OperationId, UploadedFile } from '../../generated/operations.js';
import { type FileFields, parseMultipart } from './multipart-body.js';

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
  largeSink?: () => Promise<WorkerParse>,
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
        worker = await largeSink();
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

/** An operation's prompt ceiling (see src/inference/prompt-floor.ts) and the error that refuses a prompt past it. */
export interface PromptLimit {
  operationId: OperationId;
  ceiling: number;
  refusal(): Error;
}

/** The text of gathered chunks, parsed; undefined for an empty body. */
function parseChunks(chunks: Buffer[], size: number): WorkerParsed | undefined {
  if (size === 0) return undefined;
  return parseJsonText((chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size)).toString('utf8'));
}

/** Reads and parses a JSON body: small ones here, large ones in a worker (validated there too); undefined for an empty body. */
async function readJson(
  request: IncomingMessage,
  limitBytes: number,
  operationId: OperationId,
  prompt: PromptLimit | undefined,
): Promise<WorkerParsed | undefined> {
  let endTurn: (() => void) | undefined;
  try {
    const { chunks, size, worker } = await readChunks(request, limitBytes, async () => {
      endTurn = await largeBodyTurn();
      return new WorkerParse();
    });
    if (worker) return await worker.finish({ operationId, ...(prompt ? { ceiling: prompt.ceiling } : {}) });
    return parseChunks(chunks, size);
  } finally {
    endTurn?.();
  }
}

function bodyRequired(): never {
  throw badRequest('Request body is required', { _errors: ['Request body is required'] });
}

/** A body as its validator sees it, the file parts of a multipart one, and which of the two it was. */
export interface RequestBody {
  body: unknown;
  files: Record<string, UploadedFile | UploadedFile[]>;
  /** Read from multipart/form-data (validated by the operation's form validator), not JSON. */
  form: boolean;
  /** Already validated (and within its limits) where it was parsed: a large JSON body, in its worker. */
  validated?: boolean;
  /** The worker's verdict on a large JSON body: its validator's errors, or the limit it is past. */
  invalid?: ValidationError[];
  limit?: LimitProblem;
}

/** The body in whichever declared type it came: multipart/form-data (with `fileFields` as files) or JSON. */
export async function readRequestBody(
  request: IncomingMessage,
  accepted: readonly string[],
  required: boolean,
  limitBytes: number,
  fileFields: FileFields,
  operationId: OperationId,
  prompt?: PromptLimit,
  textFileFields: readonly string[] = [],
): Promise<RequestBody> {
  const none = (form: boolean): RequestBody => (required ? bodyRequired() : { body: undefined, files: {}, form });
  const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return none(false);
  const type = mediaType(request.headers['content-type']);
  if (!accepted.includes(type)) throw unsupportedMediaType(accepted);
  if (type === 'multipart/form-data') {
    const { chunks, size } = await readChunks(request, limitBytes);
    if (size === 0) return none(true);
    return { ...(await parseMultipart(Buffer.concat(chunks, size), request.headers['content-type'] ?? '', fileFields, textFileFields)), form: true };
  }
  const parsed = await readJson(request, limitBytes, operationId, prompt);
  if (!parsed) return none(false);
  if (parsed.ok) return { body: parsed.value, files: {}, form: false, validated: 'validated' in parsed };
  if ('invalid' in parsed) return { body: undefined, files: {}, form: false, invalid: parsed.invalid };
  if ('limit' in parsed) return { body: undefined, files: {}, form: false, limit: parsed.limit };
  if ('promptTooLong' in parsed) throw prompt!.refusal();
  if ('failed' in parsed) throw parsed.failed; // the worker died: logged by the error boundary, a 500
  throw badRequest(parsed.message, { _errors: [parsed.detail] });
}
