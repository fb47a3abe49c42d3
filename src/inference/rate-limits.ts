// Pipeline step 6 for the text operations, which resolve their model themselves: admit the request
// against the (caller, model) limits and error budgets before any other check or charge, count a
// refusal the caller caused against the budgets, and settle the token count to the real usage.
// Helpers for src/limits (rate-limiter.ts); the order matches architecture.md: limits, then credits.
import type { RateLimitClass } from '../../generated/operations.js';
import { ApiError } from '../errors.js';
import { Admission } from '../limits/admission.js';
import type { HandlerContext } from '../operations/handler-context.js';
import { isCallerFailure } from '../operations/rate-limited.js';
import { BYTES_PER_TOKEN } from './metering.js';
import { resolveModel, splitModelSuffix } from './model-resolution.js';


export interface Limited {
  admission: Admission;
  /** Counts this refusal (thrown by a later step) against the caller's error budgets, then rethrows it. */
  refused(error: unknown): Promise<never>;
}

/** The catalog id the request names (through traits, mappings, suffixes), or undefined when it names none the caller may use. */
function requestedModelId(context: HandlerContext, model: string, type: 'text' | 'embedding'): string | undefined {
  try {
    return resolveModel(context.services, splitModelSuffix(model).base, type, context.principal).record.id;
  } catch {
    return undefined; // the same error is raised, with its proper status, by the step that needs the model
  }
}

/** Prompt (about four bytes a token) plus every completion token the request allows. */
export function expectedTokens(promptParts: unknown, maxCompletionTokens = 0, choices = 1): number {
  return Math.ceil(Buffer.byteLength(JSON.stringify(promptParts ?? '')) / BYTES_PER_TOKEN) + Math.max(0, maxCompletionTokens) * choices;
}

export async function admitInference(
  context: HandlerContext,
  rateLimitClass: RateLimitClass,
  model: string,
  type: 'text' | 'embedding',
  tokens: number,
): Promise<Limited> {
  const { principal } = context;
  const modelId = principal ? requestedModelId(context, model, type) : undefined;
  if (!principal || !modelId) return { admission: Admission.unlimited, refused: (error) => Promise.reject(error) };
  const { limits } = context.services;
  const admission = await limits.admit({ principal, modelId, rateLimitClass, expectedTokens: tokens, timing: context.timing });
  return {
    admission,
    async refused(error: unknown): Promise<never> {
      await admission.settle(0);
      const event = { principal, modelId, rateLimitClass };
      if (error instanceof ApiError && error.body.code === 'UNSUPPORTED_FEATURE') await limits.recordUnsupportedFeature(event);
      else if (isCallerFailure(error)) await limits.recordFailure(event);
      throw error;
    },
  };
}

/** A stream's events, then the admission settled to the tokens the stream was charged for. */
export async function* settlingAfter<T>(events: AsyncIterable<T>, admission: Admission, meter: { settledTokens: number }): AsyncGenerator<T> {
  try {
    yield* events;
  } finally {
    await admission.settle(meter.settledTokens);
  }
}
