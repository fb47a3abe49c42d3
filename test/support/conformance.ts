// Validates a response against the spec: its status must be declared for the operation, its
// Content-Type must be one the spec lists, its body must match the schema, and its headers must
// include every required one with a matching value. Compiled once from generated/openapi.json
// with the generator's own Ajv setup, so the tests judge by exactly the published contract.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { addComponents, createAjv, forAjv } from '../../codegen/ajv-setup.js';
import type { JsonObject } from '../../codegen/load-spec.js';
import { operationSchemas, type OperationSchemas } from '../../codegen/operation-schemas.js';
import { PROJECT_ROOT } from '../../src/app.js';

interface Compiled {
  schemas: OperationSchemas;
  body: Map<string, ValidateFunction>;
  headers: Map<string, ValidateFunction>;
}

let compiled: Map<string, Compiled> | undefined;

/**
 * Compiles every operation's response validators (once per process; the first check does it
 * otherwise). Seconds of CPU: a suite that checks every operation calls it in its beforeAll, so no
 * one test's timeout pays for it.
 */
export function loadConformance(): Map<string, Compiled> {
  if (compiled) return compiled;
  const document = JSON.parse(readFileSync(join(PROJECT_ROOT, 'generated', 'openapi.json'), 'utf8')) as JsonObject;
  const ajv = createAjv({ strict: false });
  addComponents(ajv, document);
  compiled = new Map();
  for (const schemas of operationSchemas(document)) {
    const body = new Map<string, ValidateFunction>();
    const headers = new Map<string, ValidateFunction>();
    for (const response of schemas.responses) {
      if (response.jsonBody !== undefined) body.set(response.status, ajv.compile(forAjv(response.jsonBody) as object));
      headers.set(response.status, ajv.compile(forAjv(response.headers) as object));
    }
    compiled.set(schemas.operationId, { schemas, body, headers });
  }
  return compiled;
}

export interface ObservedResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON when the response is JSON, else the text. */
  body: unknown;
}

/** Returns the list of ways the response breaks the contract (empty when it conforms). */
export function conformanceProblems(operationId: string, response: ObservedResponse): string[] {
  const entry = loadConformance().get(operationId);
  if (!entry) return [`unknown operation ${operationId}`];
  const status = String(response.status);
  const declared = entry.schemas.responses.find((candidate) => candidate.status === status);
  if (!declared) return [`status ${status} is not declared for ${operationId}`];
  const problems: string[] = [];
  // Media types compare without their parameters (`text/plain; version=0.0.4` is `text/plain`).
  const essence = (mediaType: string) => mediaType.split(';')[0]!.trim().toLowerCase();
  const contentType = essence(response.headers.get('content-type') ?? '');
  if (declared.contentTypes.length > 0 && !declared.contentTypes.some((declaredType) => essence(declaredType) === contentType)) {
    problems.push(`content-type ${contentType || '(none)'} is not one of ${declared.contentTypes.join(', ')}`);
  }
  const bodyValidator = entry.body.get(status);
  if (bodyValidator && contentType === 'application/json' && !bodyValidator(response.body)) {
    problems.push(`body: ${JSON.stringify(bodyValidator.errors)}`);
  }
  const headerValues: Record<string, string> = {};
  response.headers.forEach((value, name) => (headerValues[name.toLowerCase()] = value));
  const headerValidator = entry.headers.get(status)!;
  if (!headerValidator(headerValues)) problems.push(`headers: ${JSON.stringify(headerValidator.errors)}`);
  return problems;
}
