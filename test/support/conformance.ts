// Validates a response against the spec: its status must be declared for the operation, its
// Content-Type must be one the spec lists, its body must match the schema, and its headers must
// include every required one with a matching value. Compiled from generated/openapi.json with the
// generator's own Ajv setup, so the tests judge by exactly the published contract; each
// operation's validators when it is first checked, since compiling every operation costs seconds
// of CPU that a test process calling a handful of them would pay for nothing.
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

let contract: { ajv: ReturnType<typeof createAjv>; operations: Map<string, OperationSchemas> } | undefined;
const compiled = new Map<string, Compiled>();

/** The spec's operations and an Ajv holding its components (read once per process; nothing compiled yet). */
function loadContract(): NonNullable<typeof contract> {
  if (contract) return contract;
  const document = JSON.parse(readFileSync(join(PROJECT_ROOT, 'generated', 'openapi.json'), 'utf8')) as JsonObject;
  const ajv = createAjv({ strict: false });
  addComponents(ajv, document);
  contract = { ajv, operations: new Map(operationSchemas(document).map((schemas) => [schemas.operationId, schemas])) };
  return contract;
}

/** One operation's response validators, compiled on first use. */
function compiledFor(operationId: string): Compiled | undefined {
  const known = compiled.get(operationId);
  if (known) return known;
  const { ajv, operations } = loadContract();
  const schemas = operations.get(operationId);
  if (!schemas) return undefined;
  const body = new Map<string, ValidateFunction>();
  const headers = new Map<string, ValidateFunction>();
  for (const response of schemas.responses) {
    if (response.jsonBody !== undefined) body.set(response.status, ajv.compile(forAjv(response.jsonBody) as object));
    headers.set(response.status, ajv.compile(forAjv(response.headers) as object));
  }
  const entry = { schemas, body, headers };
  compiled.set(operationId, entry);
  return entry;
}

/**
 * Compiles every operation's response validators at once: a suite that checks every operation calls
 * it in its beforeAll, so no one test's timeout pays for the seconds it takes.
 */
export function loadConformance(): void {
  for (const operationId of loadContract().operations.keys()) compiledFor(operationId);
}

export interface ObservedResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON when the response is JSON, else the text. */
  body: unknown;
}

/** Returns the list of ways the response breaks the contract (empty when it conforms). */
export function conformanceProblems(operationId: string, response: ObservedResponse): string[] {
  const entry = compiledFor(operationId);
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
