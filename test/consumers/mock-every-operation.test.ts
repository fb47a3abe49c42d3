// The mock answers every operation of the spec: each is called as its examples show (path
// parameters, request body; a form's file parts as real files), with the credentials it declares,
// and must answer a declared status whose body (or each event of its stream) matches the schema.
// Operations added to the spec are covered with no edit here.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isObject, type Json, type JsonObject } from '../../codegen/load-spec.js';
import { OPERATIONS, type OperationId } from '../../generated/operations.js';
import { loadContract, type ContractOperation } from '../../src/contract/contract-document.js';
import { sampleMedia } from '../../src/contract/sample-media.js';
import { Sampler } from '../../src/contract/sample-values.js';
import { createMockApp } from '../../src/mock/mock-app.js';
import { conformanceProblems, loadConformance } from '../support/conformance.js';
import { parseFrames } from '../support/event-stream.js';

const INFERENCE_KEY = `SERVICE_INFERENCE_KEY_${'a'.repeat(43)}`;
const ADMIN_KEY = `SERVICE_ADMIN_KEY_${'b'.repeat(43)}`;
const contract = loadContract();
const sampler = new Sampler(contract.document, 7);
const FILE_TYPES: Record<string, string> = { wav: 'audio/wav', mp3: 'audio/mpeg', flac: 'audio/flac', png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** A media type's example: its own, the first named one, or its schema's. */
function exampleOf(media: JsonObject): unknown {
  if ('example' in media) return media.example;
  const named = Object.values(isObject(media.examples) ? media.examples : {})[0];
  if (named !== undefined) return (contract.resolve(named) as JsonObject).value;
  return (contract.resolve((media.schema ?? {}) as Json) as JsonObject).example;
}

function credentials(operationId: OperationId): Record<string, string> {
  const { auth } = OPERATIONS[operationId];
  if (auth === 'wallet') return { 'SIGN-IN-WITH-X': 'a-signed-in-wallet' };
  return { authorization: `Bearer ${auth === 'admin' ? ADMIN_KEY : INFERENCE_KEY}` };
}

/** A value for each parameter of `location`: its example, else one drawn from its schema when required. */
function parameterValues(operation: ContractOperation, location: string): Record<string, string> {
  const { operation: declared, path } = operation.schemas;
  const pathItem = (contract.document.paths as JsonObject)[path] as JsonObject;
  const values: Record<string, string> = {};
  for (const raw of [...((declared.parameters ?? []) as Json[]), ...((pathItem.parameters ?? []) as Json[])]) {
    const parameter = contract.resolve(raw) as JsonObject;
    if (parameter.in !== location) continue;
    const schema = contract.resolve((parameter.schema ?? {}) as Json) as JsonObject;
    const value =
      'example' in parameter
        ? parameter.example
        : 'example' in schema
          ? schema.example
          : parameter.required
            ? sampler.sample(schema, undefined, String(parameter.name))
            : undefined;
    if (value !== undefined) values[String(parameter.name)] = String(value);
  }
  return values;
}

async function requestBody(operation: ContractOperation): Promise<{ body?: BodyInit; headers: Record<string, string> }> {
  const { bodyContentTypes, form, operation: declared } = operation.schemas;
  if (bodyContentTypes.length === 0) return { headers: {} };
  const content = (contract.resolve(declared.requestBody as Json) as JsonObject).content as JsonObject;
  if (content['application/json'])
    return { body: JSON.stringify(exampleOf(content['application/json'] as JsonObject)), headers: { 'content-type': 'application/json' } };
  const example = exampleOf(content['multipart/form-data'] as JsonObject) as Record<string, unknown>;
  const data = new FormData();
  for (const [name, value] of Object.entries(example)) {
    // A file part's example is the file's name: send a real file of its kind.
    if (form?.fileFields[name]) {
      const type = FILE_TYPES[String(value).split('.').pop()!] ?? 'text/plain';
      const bytes = (await sampleMedia(type)) ?? Buffer.from('Quarterly report\n\nRevenue grew 12%.\n');
      data.append(name, new Blob([new Uint8Array(bytes)], { type }), String(value));
    } else for (const item of Array.isArray(value) ? value : [value]) data.append(name, typeof item === 'string' ? item : JSON.stringify(item));
  }
  return { body: data, headers: {} };
}

describe('Mock of the contract, every operation', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    loadConformance();
    server = createServer(createMockApp({ seed: 1 }).callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  });
  afterAll(() => {
    server.close();
    server.closeAllConnections();
  });

  async function call(operation: ContractOperation, edit: (body: Record<string, unknown>) => Record<string, unknown> = (body) => body) {
    const operationId = operation.schemas.operationId as OperationId;
    const pathValues = parameterValues(operation, 'path');
    const path = operation.schemas.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name]!));
    const query = new URLSearchParams(parameterValues(operation, 'query'));
    const { body, headers } = await requestBody(operation);
    const sent = typeof body === 'string' ? JSON.stringify(edit(JSON.parse(body) as Record<string, unknown>)) : body;
    const url = `${base}${path}${query.size > 0 ? `?${query}` : ''}`;
    return fetch(url, {
      method: operation.schemas.method.toUpperCase(),
      body: sent,
      headers: { ...parameterValues(operation, 'header'), ...headers, ...credentials(operationId) },
    });
  }

  const operations = [...contract.operations.values()];
  it.each(operations.map((operation) => [`${operation.schemas.method.toUpperCase()} ${operation.schemas.path}`, operation] as const))(
    '%s answers its example request with a declared status and a body of its schema',
    async (_name, operation) => {
      const response = await call(operation);
      const declared = [...operation.responses.keys()];
      expect(declared).toContain(String(response.status));
      // The lowest declared success, where the operation has one.
      const success = declared.filter((status) => status.startsWith('2')).sort()[0];
      if (success) expect(String(response.status)).toBe(success);
      const type = response.headers.get('content-type') ?? '';
      const bytes = Buffer.from(await response.arrayBuffer());
      const body = type.startsWith('application/json')
        ? JSON.parse(bytes.toString())
        : type.startsWith('text/') || type.includes('yaml')
          ? bytes.toString()
          : bytes;
      expect(conformanceProblems(operation.schemas.operationId, { status: response.status, headers: response.headers, body })).toEqual([]);
      if (response.status !== 204 && response.status !== 304) expect(bytes.length).toBeGreaterThan(0);
    },
  );

  const streaming = operations.filter((operation) => [...operation.responses.values()].some((response) => response.event));
  it.each(streaming.map((operation) => [`${operation.schemas.method.toUpperCase()} ${operation.schemas.path}`, operation] as const))(
    '%s streams events of its event schema, ending with [DONE], when its example asks for a stream',
    async (_name, operation) => {
      const response = await call(operation, (body) => ({ ...body, stream: true }));
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const validate = [...operation.responses.values()].find((declared) => declared.event)!.event!;
      const frames = parseFrames(await response.text());
      expect(frames.at(-1)!.data).toBe('[DONE]');
      expect(frames.length).toBeGreaterThan(3);
      for (const frame of frames.slice(0, -1)) expect(validate(frame.data), JSON.stringify(validate.errors)).toBe(true);
    },
  );
});
