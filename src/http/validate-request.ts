// Step 5 of the pipeline: the request is read and validated in one place, with the precompiled
// validators. Query strings are coerced to their declared types and defaults filled in; the body
// must match exactly. Any failure is one 400 DetailedError whose `details` tree names every field.
import type { Context as BackendContext } from 'openapi-backend';
import type Koa from 'koa';
import type { OperationId, OperationInput, OperationPolicy } from '../../generated/operations.js';
import { requestValidators, type Validator } from '../../generated/validators.js';
import { badRequest, type ErrorTree } from '../errors.js';
import { readJsonBody } from './request-body.js';
import { errorTree } from './validation-tree.js';

function decodePathParams(raw: Record<string, string>): Record<string, string> {
  const decoded: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    try {
      decoded[name] = decodeURIComponent(value);
    } catch {
      throw badRequest('Invalid request parameters', { _errors: [], [name]: { _errors: ['is not validly percent-encoded'] } });
    }
  }
  return decoded;
}

function mergeTrees(target: ErrorTree, source: ErrorTree): void {
  target._errors.push(...source._errors);
  for (const [key, value] of Object.entries(source)) {
    if (key === '_errors' || Array.isArray(value)) continue;
    const existing = target[key];
    if (existing && !Array.isArray(existing)) mergeTrees(existing, value);
    else target[key] = value;
  }
}

export async function readValidatedInput<K extends OperationId>(
  operationId: K,
  policy: OperationPolicy,
  context: BackendContext,
  ctx: Koa.Context,
): Promise<OperationInput<K>> {
  const validators = requestValidators[operationId];
  const query: Record<string, unknown> = { ...(context.request.query as Record<string, unknown>) };
  const path: Record<string, unknown> = decodePathParams(context.request.params as Record<string, string>);
  const body =
    policy.bodyContentTypes.length > 0
      ? await readJsonBody(ctx.req, policy.bodyContentTypes, policy.bodyRequired)
      : undefined;
  const tree: ErrorTree = { _errors: [] };
  const check = (validator: Validator | undefined, data: unknown) => {
    if (validator && !validator(data)) mergeTrees(tree, errorTree(validator.errors ?? []));
  };
  check(validators.query, query);
  check(validators.path, path);
  if (body !== undefined) check(validators.body, body);
  if (tree._errors.length > 0 || Object.keys(tree).length > 1) throw badRequest('Invalid request parameters', tree, 'INVALID_REQUEST');
  return { query, path, body } as unknown as OperationInput<K>;
}
