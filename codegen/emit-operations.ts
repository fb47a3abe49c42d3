// The operation table: the operationId union, each operation's policy (from the `x-service-*`
// extensions), and the handler-map type the handwritten handlers must satisfy.
import { errorFormat } from './error-format.js';
import { isObject, type Json, type JsonObject } from './load-spec.js';
import type { OperationSchemas } from './operation-schemas.js';

/** Bodies of operations that declare no x-service-max-body-bytes: keys, credits, quotes and the like are small. */
const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/**
 * `x-service-invalid-hint` on a top-level property of a JSON request body: the sentence a 400 gives
 * for that field instead of the validator's own words (e.g. "input must be a string or an array of
 * strings"), where those words (one per oneOf branch) would not tell the client what to send.
 */
function invalidHints(document: JsonObject, body: Json | undefined): Record<string, string> {
  let schema = body;
  while (isObject(schema) && typeof schema.$ref === 'string') {
    schema = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<Json>((node, part) => (isObject(node) ? (node[part] ?? null) : null), document);
  }
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  const hints: Record<string, string> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (isObject(property) && typeof property['x-service-invalid-hint'] === 'string') hints[name] = property['x-service-invalid-hint'];
  }
  return hints;
}

/** The TypeScript type of an event schema: a component by reference, or a oneOf/anyOf of them. */
function eventType(schema: Json | undefined): string {
  if (!isObject(schema)) return 'unknown';
  if (typeof schema.$ref === 'string') {
    const name = /^#\/components\/schemas\/([^/]+)$/.exec(schema.$ref)?.[1];
    if (!name) throw new Error(`x-service-event-schema: only component references are supported, not ${schema.$ref}`);
    return `components['schemas'][${JSON.stringify(name)}]`;
  }
  const members = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
  if (Array.isArray(members)) return members.map(eventType).join(' | ');
  throw new Error('x-service-event-schema must reference a component schema, or be a oneOf of references');
}

/**
 * `x402` when the operation declares its 400 as the X402Error shape alone (`{error: <CODE>, message,
 * details?}`): its validation failures are then written in that shape too, so every 400 it gives
 * has one shape.
 */
function badRequestShape(op: OperationSchemas): 'standard' | 'x402' {
  const body = op.responses.find((response) => response.status === '400')?.jsonBody;
  return isObject(body) && body.$ref === '#/components/schemas/X402Error' ? 'x402' : 'standard';
}

/**
 * The operation's security requirements (its own, else the document's), as lists of scheme names:
 * the request is authorized when every scheme of one list is satisfied; an empty list needs none.
 */
function securityRequirements(document: JsonObject, op: OperationSchemas): string[][] {
  const requirements = (op.operation.security ?? document.security ?? []) as JsonObject[];
  return requirements.map((requirement) => Object.keys(requirement));
}

/** The event type of each operation that answers with a server-sent event stream. */
function streamEvents(operations: OperationSchemas[]): string[] {
  return operations.flatMap((op) => {
    const streaming = op.responses.filter((response) => response.contentTypes.includes('text/event-stream'));
    if (streaming.length === 0) return [];
    return [`  ${op.operationId}: ${[...new Set(streaming.map((response) => eventType(response.eventSchema)))].join(' | ')};`];
  });
}

function operationFiles(operations: OperationSchemas[]): string[] {
  return operations.flatMap((op) => {
    const fields = Object.entries(op.form?.fileFields ?? {});
    if (fields.length === 0) return [];
    const members = fields.map(([name, count]) => `readonly ${name}?: ${count === 'many' ? 'readonly UploadedFile[]' : 'UploadedFile'}`);
    return [`  ${op.operationId}: { ${members.join('; ')} };`];
  });
}

export function emitOperations(document: JsonObject, operations: OperationSchemas[], header: string): string {
  const version = String((document.info as JsonObject).version);
  const schemes = Object.keys(((document.components as JsonObject | undefined)?.securitySchemes ?? {}) as JsonObject).sort();
  const sorted = [...operations].sort((a, b) => a.operationId.localeCompare(b.operationId));
  const table = sorted.map((op) => {
    const policy = {
      operationId: op.operationId,
      method: op.method.toUpperCase(),
      path: op.path,
      tag: (op.operation.tags as string[])[0],
      auth: op.operation['x-service-auth'],
      security: securityRequirements(document, op),
      billing: op.operation['x-service-billing'],
      rateLimit: op.operation['x-service-rate-limit'],
      bodyContentTypes: op.bodyContentTypes,
      bodyRequired: op.bodyRequired,
      fileFields: op.form?.fileFields ?? {},
      textFileFields: op.form?.textFileFields ?? [],
      maxBodyBytes: op.operation['x-service-max-body-bytes'] ?? DEFAULT_MAX_BODY_BYTES,
      headerParameters: Object.keys((op.headerParams?.properties ?? {}) as JsonObject),
      invalidHints: invalidHints(document, op.body),
      badRequestShape: badRequestShape(op),
      errorFormat: errorFormat(op),
      responseContentTypes: Object.fromEntries(op.responses.map((response) => [response.status, response.contentTypes])),
    };
    return `  ${op.operationId}: ${JSON.stringify(policy)},`;
  });
  return [
    `// ${header}`,
    "import type { components, operations } from './api-types.js';",
    '',
    "/** The spec's info.version, sent back as x-service-version. */",
    `export const SERVICE_VERSION = ${JSON.stringify(version)};`,
    '',
    `export const OPERATION_IDS = ${JSON.stringify(sorted.map((op) => op.operationId))} as const;`,
    'export type OperationId = (typeof OPERATION_IDS)[number];',
    '',
    "export type AuthClass = 'public' | 'optional' | 'key' | 'admin' | 'inference' | 'wallet' | 'monitoring';",
    '/** The security schemes of the spec (components.securitySchemes). */',
    `export type SecurityScheme = ${schemes.map((name) => JSON.stringify(name)).join(' | ')};`,
    "export type BillingUnit = 'none' | 'tokens' | 'images' | 'characters' | 'audio_seconds' | 'generation' | 'rpc_credits' | 'requests';",
    "export type RateLimitClass = 'none' | 'text' | 'embedding' | 'image' | 'audio' | 'video_queue' | 'video_retrieve' | 'rpc' | 'augment';",
    '',
    '/** What the pipeline needs to know about an operation, read from its x-service-* extensions. */',
    'export interface OperationPolicy {',
    '  readonly operationId: OperationId;',
    '  readonly method: string;',
    '  readonly path: string;',
    '  readonly tag: string;',
    '  readonly auth: AuthClass;',
    "  /** The security requirements (the operation's, else the document's): authorized when every scheme of one list is met; an empty list needs none. */",
    '  readonly security: readonly (readonly SecurityScheme[])[];',
    '  readonly billing: BillingUnit;',
    '  readonly rateLimit: RateLimitClass;',
    '  /** Content types the request body may have; empty when the operation takes no body. */',
    '  readonly bodyContentTypes: readonly string[];',
    '  readonly bodyRequired: boolean;',
    '  /** Fields of a multipart/form-data body that are file parts, one or several each (handed to the handler in `files`); every other field is a text part. */',
    "  readonly fileFields: Readonly<Record<string, 'one' | 'many'>>;",
    '  /** File fields that also take a text part (their JSON form: an image as base64 or a data URL). */',
    '  readonly textFileFields: readonly string[];',
    '  /** The largest request body accepted, in bytes (x-service-max-body-bytes; default 1 MiB): beyond it, 413 while reading. */',
    '  readonly maxBodyBytes: number;',
    '  /** Request header parameters, as the spec spells them. */',
    '  readonly headerParameters: readonly string[];',
    '  /** Body fields whose validation failures are reported with this sentence (x-service-invalid-hint). */',
    '  readonly invalidHints: Readonly<Record<string, string>>;',
    "  /** The body shape of this operation's 400 answers: the spec's DetailedError, or its X402Error. */",
    "  readonly badRequestShape: 'standard' | 'x402';",
    "  /** The shape of this operation's errors, from the schemas of its error responses: OpenAI's `{error: {message, type, code, param}}` (OpenAIErrorBody), Anthropic's `{type: error, error: {type, message}}` (AnthropicErrorBody), or the reference's `{error, code}`. */",
    "  readonly errorFormat: 'openai' | 'anthropic' | 'reference';",
    '  /** Declared response content types, by status. */',
    '  readonly responseContentTypes: Readonly<Record<string, readonly string[]>>;',
    '}',
    '',
    'export const OPERATIONS: { readonly [K in OperationId]: OperationPolicy & { readonly operationId: K } } = {',
    ...table,
    '};',
    '',
    'type Operation<K extends OperationId> = operations[K];',
    'type ParametersIn<K extends OperationId, L extends string> = Operation<K> extends { parameters: infer P }',
    '  ? P extends { [Key in L]?: infer Q } ? ([Q] extends [undefined] ? Record<string, never> : NonNullable<Q>) : Record<string, never>',
    '  : Record<string, never>;',
    'type BodyOf<K extends OperationId> = Operation<K> extends { requestBody?: { content: infer C } }',
    '  ? C[keyof C]',
    '  : undefined;',
    '/** A payload written as is: text or bytes already in the declared (non-JSON) media type, or a stream of them. */',
    'export type RawBody = string | Uint8Array | NodeJS.ReadableStream;',
    "/** JSON media types take the schema's type; text/event-stream is a stream result (below); any other media type takes a RawBody. */",
    'type ContentOf<R> = R extends { content: infer C }',
    "  ? ('application/json' extends keyof C ? C['application/json'] : never) | (Exclude<keyof C, 'application/json' | 'text/event-stream'> extends never ? never : RawBody)",
    '  : undefined;',
    "type Responses<K extends OperationId> = Operation<K>['responses'];",
    'type SuccessStatus = 200 | 201 | 202 | 204;',
    '',
    "/** What each event of a streaming operation's server-sent event stream carries (its x-service-event-schema). */",
    'export interface StreamEvents {',
    ...streamEvents(sorted),
    '}',
    '/** One event of a stream: the `event:` name when it has one, and its JSON `data`, or the literal [DONE] that ends OpenAI-style streams. */',
    'export interface StreamEvent<Data> {',
    '  event?: string;',
    "  data: Data | '[DONE]';",
    '}',
    '/** A text/event-stream answer: the pipeline writes each event as it is produced, and knows when the stream ended. */',
    'type StreamResult<K extends OperationId, S, R> = R extends { content: infer C }',
    "  ? 'text/event-stream' extends keyof C",
    '    ? { status: S; stream: AsyncIterable<StreamEvent<K extends keyof StreamEvents ? StreamEvents[K] : never>>; headers?: Record<string, string> }',
    '    : never',
    '  : never;',
    '/** A body answer, unless the status answers with a stream alone. */',
    'type BodyResult<S, R> = [ContentOf<R>] extends [never] ? never : { status: S; body: ContentOf<R>; contentType?: string; headers?: Record<string, string> };',
    '',
    '/** A file part of a multipart/form-data body. */',
    'export interface UploadedFile {',
    "  /** The part's filename, when the client gave one. */",
    '  readonly filename?: string;',
    "  /** The part's Content-Type (application/octet-stream when the client gave none). */",
    '  readonly contentType: string;',
    '  readonly data: Buffer;',
    '}',
    '',
    '',
    "/** The file fields of each operation's multipart/form-data body: one upload, or a list (an array property). */",
    'export interface OperationFiles {',
    ...operationFiles(sorted),
    '}',
    '',
    '/** A validated request, as a handler receives it. */',
    'export interface OperationInput<K extends OperationId> {',
    "  query: ParametersIn<K, 'query'>;",
    "  path: ParametersIn<K, 'path'>;",
    "  header: ParametersIn<K, 'header'>;",
    "  /** A multipart body's text fields, typed as the spec declares them; a file field holds the file's name (its bytes are in `files`). */",
    '  body: BodyOf<K>;',
    '  /** The file parts of a multipart/form-data body, by field name; empty for a JSON body. */',
    '  files: K extends keyof OperationFiles ? OperationFiles[K] : Record<string, never>;',
    '}',
    '',
    "/** What a handler returns: one of the operation's success responses. Errors are thrown. */",
    'export type OperationResult<K extends OperationId> = {',
    '  [S in Extract<keyof Responses<K>, SuccessStatus>]: BodyResult<S, Responses<K>[S]> | StreamResult<K, S, Responses<K>[S]>;',
    '}[Extract<keyof Responses<K>, SuccessStatus>];',
    '',
    '/** What a client may read back from an operation: the body of any response it declares, success or error (JSON parsed, anything else as text). */',
    'export type ResponseBody<K extends OperationId> = {',
    "  [S in keyof Responses<K>]: Responses<K>[S] extends { content: infer C } ? ('application/json' extends keyof C ? C['application/json'] : never) | (Exclude<keyof C, 'application/json'> extends never ? never : string) : undefined;",
    '}[keyof Responses<K>];',
    '',
    '/** The handlers object must satisfy this: one handler per operation, typed by the spec. */',
    'export type HandlerMap<Context> = {',
    '  [K in OperationId]: (input: OperationInput<K>, context: Context) => Promise<OperationResult<K>>;',
    '};',
    '',
  ].join('\n');
}
