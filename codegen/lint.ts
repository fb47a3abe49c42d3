// Project rules the OpenAPI schema itself cannot express. Every operation must declare its
// operationId, a known tag, its security, its `x-service-*` policy, and every status the
// pipeline can produce for it; its examples must exist and validate (lint-examples.ts); a pattern
// must not backtrack per character on a long string (lint-patterns.ts).
import { mixedErrorFormat } from './error-format.js';
import { invalidExamples, missingExamples } from './lint-examples.js';
import { unboundedNestedPatterns } from './lint-patterns.js';
import type { JsonObject } from './load-spec.js';
import type { OperationSchemas } from './operation-schemas.js';

/** The auth classes and the security requirement each one must declare. */
export const AUTH_CLASSES = {
  public: [],
  optional: [{}, { BearerAuth: [] }],
  key: [{ BearerAuth: [] }],
  admin: [{ BearerAuth: [] }],
  inference: [{ BearerAuth: [] }, { siwx: [] }],
  wallet: [{ siwx: [] }],
  // The operator's metrics: public unless METRICS_TOKEN is set, then that bearer token is required.
  monitoring: [{}, { MetricsToken: [] }],
} as const;
/** Other security an auth class may declare: the Anthropic-compatible operations also take the key in x-api-key, as Anthropic's SDKs send it. */
const AUTH_ALTERNATIVES: Partial<Record<keyof typeof AUTH_CLASSES, readonly object[][]>> = {
  inference: [[{ apiKeyHeader: [] }, { BearerAuth: [] }, { siwx: [] }]],
};

function allowedSecurity(auth: keyof typeof AUTH_CLASSES): string[] {
  return [AUTH_CLASSES[auth], ...(AUTH_ALTERNATIVES[auth] ?? [])].map((security) => JSON.stringify(security));
}
export const BILLING_UNITS = ['none', 'tokens', 'images', 'characters', 'audio_seconds', 'generation', 'rpc_credits', 'requests'] as const;
export const RATE_LIMIT_CLASSES = ['none', 'text', 'embedding', 'image', 'audio', 'video_queue', 'video_retrieve', 'rpc', 'augment'] as const;

function requiredStatuses(schemas: OperationSchemas, auth: string, billing: string, rateLimit: string): string[] {
  // 503: any operation can meet a dependency that is down (the database, the shared counters).
  const statuses = ['500', '503'];
  if (schemas.body !== undefined) statuses.push('400', '413', '415');
  if (schemas.query || schemas.pathParams || schemas.headerParams) statuses.push('400');
  if (auth !== 'public') statuses.push('401');
  if (billing !== 'none' || auth === 'inference') statuses.push('402');
  if (rateLimit !== 'none') statuses.push('429');
  return [...new Set(statuses)];
}

export function lint(document: JsonObject, operations: OperationSchemas[]): string[] {
  const problems: string[] = [];
  const tagNames = new Set(((document.tags ?? []) as JsonObject[]).map((tag) => tag.name));
  const seenIds = new Set<string>();
  for (const schemas of operations) {
    const { operation, method, path } = schemas;
    const where = `${method.toUpperCase()} ${path}`;
    const id = operation.operationId;
    if (typeof id !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(id)) problems.push(`${where}: operationId missing or not camelCase`);
    else if (seenIds.has(id)) problems.push(`${where}: operationId ${id} is used twice`);
    else seenIds.add(id);
    const tags = (operation.tags ?? []) as string[];
    if (tags.length === 0 || tags.some((tag) => !tagNames.has(tag))) problems.push(`${where}: needs a tag declared in the root tags list`);
    const auth = operation['x-service-auth'] as keyof typeof AUTH_CLASSES;
    const billing = operation['x-service-billing'] as string;
    const rateLimit = operation['x-service-rate-limit'] as string;
    if (!(auth in AUTH_CLASSES)) problems.push(`${where}: x-service-auth must be one of ${Object.keys(AUTH_CLASSES).join(', ')}`);
    else if (!allowedSecurity(auth).includes(JSON.stringify(operation.security))) {
      problems.push(`${where}: x-service-auth ${auth} needs security ${JSON.stringify(AUTH_CLASSES[auth])}`);
    }
    if (!BILLING_UNITS.includes(billing as never)) problems.push(`${where}: x-service-billing must be one of ${BILLING_UNITS.join(', ')}`);
    if (!RATE_LIMIT_CLASSES.includes(rateLimit as never)) problems.push(`${where}: x-service-rate-limit must be one of ${RATE_LIMIT_CLASSES.join(', ')}`);
    const declared = new Set(schemas.responses.map((response) => response.status));
    for (const status of requiredStatuses(schemas, auth, billing, rateLimit)) {
      if (!declared.has(status)) problems.push(`${where}: must declare the ${status} response the pipeline can produce`);
    }
    if (schemas.body !== undefined && schemas.bodyContentTypes.length === 0) problems.push(`${where}: request body without content`);
    const mixed = mixedErrorFormat(schemas);
    if (mixed) problems.push(`${where}: ${mixed}`);
    const maxBody = operation['x-service-max-body-bytes'];
    if (maxBody !== undefined && (!Number.isInteger(maxBody) || (maxBody as number) < 1))
      problems.push(`${where}: x-service-max-body-bytes must be a positive whole number of bytes`);
    if (maxBody !== undefined && schemas.bodyContentTypes.length === 0)
      problems.push(`${where}: x-service-max-body-bytes on an operation without a request body`);
  }
  problems.push(...invalidExamples(document), ...missingExamples(document, operations), ...unboundedNestedPatterns(document));
  return problems;
}
