// Judges one exchange (a request and its response) by the contract: the request by the generated
// validators the service itself uses, the response by the spec's declared statuses, content types,
// headers, JSON bodies and event-stream events. Each problem names the JSON pointer of what is
// wrong: `/query/limit`, `/body/messages/0/role`, `/headers/x-request-id`, `/events/2/data/choices`.
import type { ErrorObject } from 'ajv';
import { OPERATIONS, type OperationId } from '../../generated/operations.js';
import { requestValidators, type ValidationError, type Validator } from '../../generated/validators.js';
import { SseDataParser } from '../event-stream-data.js';
import { parseMultipart } from '../http/multipart-body.js';
import { pathParameters } from '../http/parse-request.js';
import { type Contract, type CompiledResponse, mediaEssence, relativeToRoot } from '../contract/contract-document.js';

export interface Problem {
  /** Which half of the exchange breaks the contract. */
  in: 'request' | 'response';
  /** JSON pointer into the request or response (`/body/...`, `/query/...`, `/headers/...`, `/status`, `/events/N/data/...`). */
  pointer: string;
  message: string;
}

export interface Exchange {
  method: string;
  /** The request's path and query string, as sent. */
  url: string;
  requestHeaders: Record<string, string | string[] | undefined>;
  requestBody: Buffer;
  status: number;
  responseHeaders: Record<string, string | string[] | undefined>;
  /** The response body as the client received it, decoded of its Content-Encoding. */
  responseBody: Buffer;
}

export interface Verdict {
  operationId?: string;
  problems: Problem[];
}

const headerText = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(', ') : value);

function pointerProblems(errors: readonly (ErrorObject | ValidationError)[] | null | undefined, where: Problem['in'], prefix: string): Problem[] {
  return (errors ?? []).map((error) => {
    const missing = error.keyword === 'required' ? `/${String(error.params.missingProperty)}` : '';
    const extra = error.keyword === 'additionalProperties' ? `/${String(error.params.additionalProperty)}` : '';
    return { in: where, pointer: `${prefix}${error.instancePath}${missing}${extra}`, message: error.message ?? error.keyword };
  });
}

function validate(validator: Validator | undefined, data: unknown, where: Problem['in'], prefix: string): Problem[] {
  if (!validator || validator(data)) return [];
  return pointerProblems(validator.errors, where, prefix);
}

function parseJson(bytes: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(bytes.toString('utf8')) };
  } catch {
    return { ok: false };
  }
}

async function checkRequest(operationId: OperationId, exchange: Exchange, relative: string, template: string, search: URLSearchParams): Promise<Problem[]> {
  const policy = OPERATIONS[operationId];
  const validators = requestValidators[operationId];
  const problems: Problem[] = [];
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of search) {
    const existing = query[name];
    query[name] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  problems.push(...validate(validators.query, query, 'request', '/query'));
  problems.push(...validate(validators.path, pathParameters(template, relative), 'request', '/path'));
  const header: Record<string, string> = {};
  for (const name of policy.headerParameters) {
    const value = headerText(exchange.requestHeaders[name.toLowerCase()]);
    if (value !== undefined) header[name] = value;
  }
  problems.push(...validate(validators.header, header, 'request', '/headers'));
  if (policy.bodyContentTypes.length === 0) return problems;
  if (exchange.requestBody.length === 0) {
    if (policy.bodyRequired) problems.push({ in: 'request', pointer: '/body', message: 'the request body is required' });
    return problems;
  }
  const type = mediaEssence(headerText(exchange.requestHeaders['content-type']));
  if (!policy.bodyContentTypes.includes(type)) {
    problems.push({ in: 'request', pointer: '/headers/content-type', message: `${type || '(none)'} is not one of ${policy.bodyContentTypes.join(', ')}` });
  } else if (type === 'application/json') {
    const parsed = parseJson(exchange.requestBody);
    if (!parsed.ok) problems.push({ in: 'request', pointer: '/body', message: 'the body is not JSON' });
    else problems.push(...validate(validators.body, parsed.value, 'request', '/body'));
  } else if (type === 'multipart/form-data') {
    // Read as the service reads a form: text fields (and file names) checked by the form validator.
    const contentType = headerText(exchange.requestHeaders['content-type']) ?? '';
    const form = await parseMultipart(exchange.requestBody, contentType, policy.fileFields, policy.textFileFields).catch(() => undefined);
    if (!form) problems.push({ in: 'request', pointer: '/body', message: 'the body is not a readable multipart form (or a part of the wrong kind)' });
    else problems.push(...validate(validators.form, form.body, 'request', '/body'));
  }
  return problems;
}

/** `data:` payloads of a whole event stream, one per event. */
function eventData(text: string): string[] {
  const parser = new SseDataParser();
  return [...parser.push(text), ...parser.end()];
}

function checkResponse(declared: CompiledResponse, exchange: Exchange): Problem[] {
  const problems: Problem[] = [];
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(exchange.responseHeaders)) {
    const text = headerText(value);
    if (text !== undefined) headers[name.toLowerCase()] = text;
  }
  if (!declared.headerValidator(headers)) problems.push(...pointerProblems(declared.headerValidator.errors, 'response', '/headers'));
  const type = mediaEssence(headers['content-type']);
  const declaredTypes = declared.contentTypes.map(mediaEssence);
  if (declaredTypes.length === 0) {
    if (exchange.responseBody.length > 0) problems.push({ in: 'response', pointer: '/body', message: 'the response declares no content, but a body came' });
    return problems;
  }
  if (!declaredTypes.includes(type)) {
    problems.push({ in: 'response', pointer: '/headers/content-type', message: `${type || '(none)'} is not one of ${declared.contentTypes.join(', ')}` });
    return problems;
  }
  if (type === 'application/json' && declared.body) {
    const parsed = parseJson(exchange.responseBody);
    if (!parsed.ok) problems.push({ in: 'response', pointer: '/body', message: 'the body is not JSON' });
    else if (!declared.body(parsed.value)) problems.push(...pointerProblems(declared.body.errors, 'response', '/body'));
  }
  if (type === 'text/event-stream' && declared.event) {
    eventData(exchange.responseBody.toString('utf8')).forEach((data, index) => {
      if (data === '[DONE]') return;
      const parsed = parseJson(Buffer.from(data));
      if (!parsed.ok) problems.push({ in: 'response', pointer: `/events/${index}/data`, message: 'the event data is not JSON' });
      else if (!declared.event!(parsed.value)) problems.push(...pointerProblems(declared.event!.errors, 'response', `/events/${index}/data`));
    });
  }
  return problems;
}

/** The verdict on one exchange; `apiRoot` is the server's API root (`/api/v1`). */
export async function checkExchange(contract: Contract, apiRoot: string, exchange: Exchange): Promise<Verdict> {
  const url = new URL(exchange.url, 'http://proxy.invalid');
  const relative = relativeToRoot(url.pathname, apiRoot);
  const match = relative === undefined ? undefined : contract.routes.match(exchange.method, relative);
  if (!match || !('operation' in match) || relative === undefined) {
    // Outside the contract: the service's 404 and 405 (routing) answers are its own; only a success is wrong.
    const problems: Problem[] =
      exchange.status < 400 ? [{ in: 'request', pointer: '', message: `no operation of the contract is ${exchange.method} ${url.pathname}` }] : [];
    return { problems };
  }
  const operationId = match.operation.operationId as OperationId;
  const operation = contract.operations.get(operationId)!;
  const problems = await checkRequest(operationId, exchange, relative, match.operation.path, url.searchParams);
  const status = String(exchange.status);
  const declared = operation.responses.get(status) ?? operation.responses.get(`${status[0]}XX`) ?? operation.responses.get('default');
  if (!declared) problems.push({ in: 'response', pointer: '/status', message: `status ${status} is not declared for ${operationId}` });
  else problems.push(...checkResponse(declared, exchange));
  return { operationId, problems };
}
