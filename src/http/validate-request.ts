// Step 5 of the pipeline: the request is read and validated in one place, with the precompiled
// validators (a large JSON body is validated by them in the worker that parsed it, see request-body.ts).
// Query strings, and the text fields of a multipart form, are coerced to their declared types and
// defaults filled in; a JSON body must match exactly. Any failure is one 400 DetailedError whose
// `details` tree names every field; then a body past a count the spec declares but a schema cannot
// express (src/inference/body-limits.ts) is a 400 naming that limit.
import type { Context as BackendContext } from 'openapi-backend';
import type Koa from 'koa';
import type { OperationId, OperationInput, OperationPolicy } from '../../generated/operations.js';
import { requestValidators, type ValidationError, type Validator } from '../../generated/validators.js';
import { badRequest } from '../errors.js';
import { bodyLimitProblem, type LimitProblem } from '../inference/body-limits.js';
import { readRequestBody, type PromptLimit } from './request-body.js';
import { inBadRequestShape, withInvalidHints } from './validation-hints.js';
import { errorTree, validationMessage } from './validation-tree.js';

function limitRefusal({ field, message }: LimitProblem): Error {
  return badRequest(`Invalid request parameters: ${field}: ${message}`, { _errors: [], [field]: { _errors: [message] } }, 'INVALID_REQUEST');
}

/**
 * The validated input of an operation, or its 400: with the operation's hints for invalid fields,
 * in the shape the operation declares for its 400 (X402Error for the top-up). Given the operation's
 * prompt limit, a large body whose prompt no served model could take is refused as it is parsed.
 */
export async function readValidatedInput<K extends OperationId>(
  operationId: K,
  policy: OperationPolicy,
  context: BackendContext,
  ctx: Koa.Context,
  prompt?: PromptLimit,
): Promise<OperationInput<K>> {
  try {
    const validators = requestValidators[operationId];
    const query: Record<string, unknown> = { ...(context.request.query as Record<string, unknown>) };
    // Already percent-decoded by the router (a malformed escape is refused in dispatcher.ts).
    const path: Record<string, unknown> = { ...(context.request.params as Record<string, string>) };
    // Declared request headers, keyed as the spec spells them (HTTP header names are case-insensitive).
    // A header sent empty is validated as the empty string it is; only an absent one is absent.
    const header: Record<string, unknown> = {};
    for (const name of policy.headerParameters) {
      if (ctx.headers[name.toLowerCase()] !== undefined) header[name] = ctx.get(name);
    }
    const { body, files, form, validated, invalid, limit } =
      policy.bodyContentTypes.length > 0
        ? await readRequestBody(
            ctx.req,
            policy.bodyContentTypes,
            policy.bodyRequired,
            policy.maxBodyBytes,
            policy.fileFields,
            operationId,
            prompt,
            policy.textFileFields,
          )
        : { body: undefined, files: {}, form: false };
    // Query, path and body fields share one tree (their names do not overlap in the spec).
    const errors: ValidationError[] = [];
    const check = (validator: Validator | undefined, data: unknown) => {
      if (validator && !validator(data)) errors.push(...(validator.errors ?? []));
    };
    check(validators.query, query);
    check(validators.path, path);
    check(validators.header, header);
    if (invalid) errors.push(...invalid);
    else if (body !== undefined && !validated) check(form ? validators.form : validators.body, body);
    if (errors.length > 0) {
      const { tree, fields } = withInvalidHints(errorTree(errors), policy.invalidHints);
      throw badRequest(
        validationMessage(
          tree,
          fields.map((field) => policy.invalidHints[field]!),
          fields,
        ),
        tree,
        'INVALID_REQUEST',
      );
    }
    const problem = limit ?? (body !== undefined && !validated && !form ? bodyLimitProblem(operationId, body) : undefined);
    if (problem) throw limitRefusal(problem);
    return { query, path, header, body, files } as unknown as OperationInput<K>;
  } catch (error) {
    throw inBadRequestShape(error, policy.badRequestShape);
  }
}
