// What the mock answers to a valid request: a declared status (the lowest success, or the one the
// client preferred), a declared content type the client accepts, and a body from the spec's
// examples (a named one when preferred), else one drawn from the schema; a chat completion or a
// response streams that JSON answer in the service's events (mock-streams.ts), other streams are a
// few events drawn from the event schema, then `data: [DONE]`; binary media are real small files,
// of the format the request names (`response_format: wav`) when the operation declares it.
import type { Json, JsonObject } from '../../codegen/load-spec.js';
import type { CompiledResponse, Contract, ContractOperation } from '../contract/contract-document.js';
import { mediaEssence } from '../contract/contract-document.js';
import { sampleMedia } from '../contract/sample-media.js';
import type { Sampler } from '../contract/sample-values.js';
import { DONE, type ServerSentEvent } from '../inference/server-sent-event.js';
import { encodePaymentRequiredHeader } from '@x402/core/http';
// The spec's 402 body has the official type's shape; networks are plain strings there (hence the cast).
import type { PaymentRequired } from '@x402/core/types';
import { streamOfAnswer } from './mock-streams.js';
import type { MockPreference } from './prefer.js';
import { stringify } from 'yaml';
import { isPlainObject } from '../plain-object.js';

const EVENT_STREAM = 'text/event-stream';
const STREAM_EVENTS = 3;

export interface MockAnswer {
  status: number;
  headers: Record<string, string>;
  contentType?: string;
  body?: unknown;
  stream?: ServerSentEvent[];
  /** Send the body in pieces as it would be produced (speech with `streaming: true`). */
  chunked?: boolean;
}

/** The media type a request's `response_format` (or `format`) names, as the service answers it. */
const FORMAT_MEDIA_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  flac: 'audio/flac',
  opus: 'audio/opus',
  aac: 'audio/aac',
  pcm: 'audio/pcm',
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  text: 'text/plain',
  json: 'application/json',
  // transcription's subtitles and OpenAI's verbose JSON
  srt: 'text/plain',
  vtt: 'text/vtt',
  verbose_json: 'application/json',
};

function requestedType(body: unknown, types: string[], accepts: AnswerRequest['accepts']): string | undefined {
  if (!isPlainObject(body)) return undefined;
  // An image's `format` names the file's type; where the answer may also be JSON (base64 images),
  // the file itself comes only with `return_binary: true`, as the service answers.
  const imageFormat = typeof body.format === 'string' && (body.return_binary === true || !types.includes('application/json')) ? body.format : undefined;
  const format = typeof body.response_format === 'string' ? body.response_format : imageFormat;
  const type = format !== undefined ? FORMAT_MEDIA_TYPES[format] : undefined;
  return type !== undefined && types.includes(type) && accepts(type) ? type : undefined;
}

/**
 * Statuses every operation of its kind declares for what the pipeline refuses (bad input,
 * credentials, money, size, media type, limits, failures): never the answer to a valid request.
 */
const PIPELINE_REFUSALS = new Set(['400', '401', '402', '413', '415', '429']);

/**
 * The status answered: the preferred one when declared, else the lowest 2xx, else (an operation
 * with no success: retired, or not configured here) the lowest declared status that is no pipeline
 * refusal or server error, as the service answers a valid request.
 */
export function answerStatus(operation: ContractOperation, preference: MockPreference): CompiledResponse {
  if (preference.code && operation.responses.has(preference.code)) return operation.responses.get(preference.code)!;
  const statuses = [...operation.responses.keys()].filter((status) => /^\d{3}$/.test(status)).sort();
  const chosen =
    statuses.find((status) => status.startsWith('2')) ?? statuses.find((status) => !PIPELINE_REFUSALS.has(status) && !status.startsWith('5')) ?? statuses[0]!;
  return operation.responses.get(chosen)!;
}

/** The media type's example: the named one when it exists, else `example`, else the first of `examples`. */
function exampleOf(contract: Contract, media: JsonObject, name: string | undefined): { found: boolean; value?: unknown } {
  const examples = isPlainObject(media.examples) ? media.examples : {};
  const named = name !== undefined ? examples[name] : undefined;
  if (named !== undefined) return { found: true, value: (contract.resolve(named) as JsonObject).value };
  if ('example' in media) return { found: true, value: media.example };
  const first = Object.values(examples)[0];
  if (first !== undefined) return { found: true, value: (contract.resolve(first) as JsonObject).value };
  return { found: false };
}

export interface AnswerRequest {
  operationId: string;
  accepts: (...types: string[]) => string | false;
  body: unknown;
  preference: MockPreference;
}

export async function mockAnswer(contract: Contract, sampler: Sampler, request: AnswerRequest): Promise<MockAnswer> {
  const operation = contract.operations.get(request.operationId)!;
  const response = answerStatus(operation, request.preference);
  const status = Number(response.status);
  const salt = `${request.operationId} ${response.status}`;
  const headers = requiredHeaders(contract, sampler, response, salt);
  const streamWanted = isPlainObject(request.body) && request.body.stream === true;
  const types = response.contentTypes.filter((type) => (type === EVENT_STREAM) === (streamWanted && response.contentTypes.includes(EVENT_STREAM)));
  if (types.length === 0) return { status, headers };
  const contentType = requestedType(request.body, types, request.accepts) ?? ((request.accepts(...types) || types[0]) as string);
  const content = (response.declared.content as JsonObject)[contentType] as JsonObject;
  if (contentType === EVENT_STREAM) {
    const replayed = replayedStream(contract, sampler, response, request, salt);
    return { status, headers, contentType, stream: replayed ?? events(sampler, response, salt) };
  }
  // The interface description itself: the document this mock serves.
  const schemaRef = isPlainObject(content.schema) ? content.schema.$ref : undefined;
  if (schemaRef === '#/components/schemas/OpenApiDocument') {
    const body =
      mediaEssence(contentType) === 'application/json' ? contract.document : stringify(contract.document, { lineWidth: 0, aliasDuplicateObjects: false });
    return { status, headers, contentType, body };
  }
  const example = exampleOf(contract, content, request.preference.example);
  const media = sampleMedia(mediaEssence(contentType));
  if (media) {
    // Raw samples carry no header: the service names their rate, as here (sample-media.ts: 8 kHz).
    if (contentType === 'audio/pcm' && response.headers.properties && 'x-service-audio-sample-rate' in (response.headers.properties as JsonObject))
      headers['x-service-audio-sample-rate'] = '8000';
    return { status, headers, contentType, body: await media, chunked: isPlainObject(request.body) && request.body.streaming === true };
  }
  if (example.found) return { status, headers: { ...headers, ...paymentRequiredHeader(response, example.value) }, contentType, body: example.value };
  const body = sampler.sample((content.schema ?? {}) as Json, mediaEssence(contentType) === 'application/json' ? response.body : undefined, salt);
  if (body === undefined) throw new Error(`mock: no value of ${salt} ${contentType} satisfies its schema`);
  return { status, headers, contentType, body: mediaEssence(contentType) === 'application/json' ? body : String(body) };
}

/**
 * x402 clients read a 402's payment requirements from the PAYMENT-REQUIRED header (base64 of the
 * same object, by the official codec), as the service sends it with an x402 body.
 */
function paymentRequiredHeader(response: CompiledResponse, body: unknown): Record<string, string> {
  const declared = response.headers.properties as JsonObject | undefined;
  if (!declared || !('payment-required' in declared) || !isPlainObject(body) || body.x402Version === undefined) return {};
  return { 'PAYMENT-REQUIRED': encodePaymentRequiredHeader(body as unknown as PaymentRequired) };
}

/**
 * The stream of the JSON answer beside it, when its schema is one the service streams from a whole
 * answer (mock-streams.ts): the preferred named example, else the example, else a drawn answer.
 */
function replayedStream(contract: Contract, sampler: Sampler, response: CompiledResponse, request: AnswerRequest, salt: string): ServerSentEvent[] | undefined {
  const json = (response.declared.content as JsonObject)['application/json'];
  if (!isPlainObject(json) || !isPlainObject(json.schema) || typeof json.schema.$ref !== 'string') return undefined;
  const schemaName = json.schema.$ref.split('/').pop()!;
  const own = exampleOf(contract, json, request.preference.example);
  const schema = contract.resolve(json.schema) as JsonObject;
  const answer = own.found ? own.value : 'example' in schema ? schema.example : sampler.sample(json.schema, response.body, `${salt} answer`);
  return answer === undefined ? undefined : streamOfAnswer(schemaName, answer, request.body);
}

function events(sampler: Sampler, response: CompiledResponse, salt: string): ServerSentEvent[] {
  const stream: ServerSentEvent[] = [];
  // Of alternatives (a chunk or an in-band error), the first is the ordinary event: the stream is drawn from it.
  const schema = response.eventSchema as JsonObject;
  const alternatives = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
  for (let index = 0; index < STREAM_EVENTS; index += 1) {
    const data = sampler.sample(alternatives?.[0] ?? schema, response.event, `${salt} event ${index}`);
    if (data === undefined) throw new Error(`mock: no event of ${salt} satisfies its schema`);
    // Events that name their type (the Responses API's) go out as `event: <type>`, as the service sends them.
    const type = isPlainObject(data) && typeof data.type === 'string' ? data.type : undefined;
    stream.push(type ? { event: type, data } : { data });
  }
  stream.push(DONE);
  return stream;
}

function requiredHeaders(contract: Contract, sampler: Sampler, response: CompiledResponse, salt: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const properties = (response.headers.properties ?? {}) as JsonObject;
  for (const name of (response.headers.required ?? []) as string[]) {
    // Not empty: a header sent empty reads as absent to many clients.
    const schema = { allOf: [contract.resolve(properties[name] ?? {}), { minLength: 1 }] };
    const value = sampler.sample(schema, undefined, `${salt} header ${name}`);
    headers[name] = typeof value === 'string' ? value : JSON.stringify(value ?? '');
  }
  return headers;
}
