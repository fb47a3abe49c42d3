// A client typed from generated/: call an operation by its operationId with typed parameters and
// body, get back the status and the body typed as the union of that operation's responses. Every
// response is checked against the spec (conformance.ts) and a violation fails the test at once.
import { OPERATIONS, type OperationId, type OperationInput, type ResponseBody } from '../../generated/operations.js';
import { conformanceProblems } from './conformance.js';

export interface CallOptions<K extends OperationId> {
  query?: Partial<OperationInput<K>['query']> | Record<string, string>;
  path?: OperationInput<K>['path'];
  /** The JSON body; use `rawBody` to send something that is not valid for the schema or not JSON at all. */
  body?: OperationInput<K>['body'];
  rawBody?: string | Buffer;
  /** A multipart/form-data body: text fields (a list as repeated parts) and file parts (a list as several). */
  form?: { fields?: Record<string, unknown>; files?: Record<string, Blob | readonly Blob[]> };
  headers?: Record<string, string>;
  /** Bearer secret; sent as Authorization. */
  key?: string;
  method?: string;
}

export interface CallResult<K extends OperationId> {
  status: number;
  headers: Headers;
  body: ResponseBody<K>;
  text: string;
  /** The body's bytes (binary answers: images, audio, video). */
  bytes: Buffer;
}

export function apiClient(baseUrl: string) {
  return async function call<K extends OperationId>(operationId: K, options: CallOptions<K> = {}): Promise<CallResult<K>> {
    const policy = OPERATIONS[operationId];
    let path: string = policy.path;
    for (const [name, value] of Object.entries((options.path ?? {}) as Record<string, string>)) {
      path = path.replace(`{${name}}`, encodeURIComponent(value));
    }
    const url = new URL(`${baseUrl}/api/v1${path}`);
    for (const [name, value] of Object.entries((options.query ?? {}) as Record<string, unknown>)) {
      for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(item));
    }
    const headers: Record<string, string> = { ...options.headers };
    if (options.key) headers.authorization = `Bearer ${options.key}`;
    let body: string | Buffer | FormData | undefined = options.rawBody;
    if (options.form) {
      // fetch writes the boundary and the Content-Type
      const form = new FormData();
      for (const [name, value] of Object.entries(options.form.fields ?? {})) {
        for (const item of Array.isArray(value) ? value : [value]) form.append(name, String(item));
      }
      for (const [name, value] of Object.entries(options.form.files ?? {})) {
        for (const item of Array.isArray(value) ? (value as readonly Blob[]) : [value as Blob]) form.append(name, item);
      }
      body = form;
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(url, { method: options.method ?? policy.method, headers, body: body as BodyInit | undefined });
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    const isJson = (response.headers.get('content-type') ?? '').startsWith('application/json');
    const parsed = isJson && text ? (JSON.parse(text) as unknown) : text;
    const problems = conformanceProblems(operationId, { status: response.status, headers: response.headers, body: parsed });
    if (problems.length > 0) {
      throw new Error(`${policy.method} ${policy.path} -> ${response.status} breaks the spec:\n  ${problems.join('\n  ')}\nbody: ${text.slice(0, 500)}`);
    }
    return { status: response.status, headers: response.headers, body: parsed as ResponseBody<K>, text, bytes };
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
