// Rate limits for an operation whose model is known from the request before any work (an image,
// audio or video job naming a catalog model, or an endpoint-scoped video class): wrap its handler
//   createImage: rateLimited('createImage', { modelId: ({ body }) => body.model }, async (input, context) => …)
// and the wrapper runs pipeline step 6 around it: admit (429 with the spec's headers when over a
// limit or budget), run, settle the token count, count a 4xx as a failed request, and put the
// x-ratelimit-* headers on the response. Operations that resolve their model themselves (chat,
// responses, embeddings) or stream call context.services.limits.admit() directly.
import { OPERATIONS, type OperationId, type OperationInput, type OperationResult } from '../../generated/operations.js';
import { ApiError } from '../errors.js';
import type { HandlerContext } from './handler-context.js';

type Handler<K extends OperationId> = (input: OperationInput<K>, context: HandlerContext) => Promise<OperationResult<K>>;

export interface RateLimitPlan<K extends OperationId> {
  /** The catalog id of the model the request will use. */
  modelId(input: OperationInput<K>): string;
  /** Prompt plus most completion tokens, for token-limited classes. */
  expectedTokens?(input: OperationInput<K>): number;
  /** The tokens the work used (defaults to the expected ones). */
  usedTokens?(result: OperationResult<K>): number;
}

/** A 4xx the caller caused; 429s are the limits themselves and never count. */
export const isCallerFailure = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

export function rateLimited<K extends OperationId>(operationId: K, plan: RateLimitPlan<K>, handler: Handler<K>): Handler<K> {
  const rateLimitClass = OPERATIONS[operationId].rateLimit;
  return async (input, context) => {
    const principal = context.principal;
    if (!principal || rateLimitClass === 'none') return handler(input, context);
    const { limits } = context.services;
    const modelId = plan.modelId(input);
    const expectedTokens = plan.expectedTokens?.(input);
    const admission = await limits.admit({ principal, modelId, rateLimitClass, expectedTokens, timing: context.timing });
    let result: OperationResult<K>;
    try {
      result = await handler(input, context);
    } catch (error) {
      await admission.settle(0);
      if (isCallerFailure(error)) await limits.recordFailure({ principal, modelId, rateLimitClass });
      throw error;
    }
    await admission.settle(plan.usedTokens?.(result) ?? expectedTokens ?? 0);
    return { ...result, headers: { ...admission.headers(), ...result.headers } };
  };
}
