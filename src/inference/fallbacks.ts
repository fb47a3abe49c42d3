// Runs a request on the first candidate model that answers: the requested model, then the
// request's `fallbacks` in order, moving on only when a failure is retryable (overloaded,
// unreachable, timed out, failing). Any other failure, or the last one, becomes the spec's error.
import { apiError } from '../errors.js';
import { ProviderError } from '../providers/contracts/provider-error.js';
import { apiErrorFor } from './engine-errors.js';

/** The caller hung up; nobody reads this answer, it only ends the request quietly. */
export const clientClosed = () => apiError('CLIENT_CLOSED_REQUEST');

export async function firstThatAnswers<C, T>(
  candidates: readonly C[],
  attempt: (candidate: C) => Promise<T>,
  signal: AbortSignal,
): Promise<{ candidate: C; value: T }> {
  let last: ProviderError | undefined;
  for (const candidate of candidates) {
    try {
      return { candidate, value: await attempt(candidate) };
    } catch (error) {
      if (signal.aborted) throw clientClosed();
      if (!(error instanceof ProviderError)) throw error;
      if (!error.isRetryable) throw apiErrorFor(error);
      last = error;
    }
  }
  throw last ? apiErrorFor(last) : new Error('no candidate model to run');
}
