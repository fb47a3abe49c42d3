// A dependency that is down (the database, the shared rate-limit counters) is the service's
// temporary state, not a bug: the request is answered 503 SERVICE_UNAVAILABLE with Retry-After,
// which clients retry, instead of a 500. The classifications live with each dependency
// (src/store/unavailable.ts, CountersUnavailableError); this maps them to the one answer.
import { apiError, type ApiError } from '../errors.js';
import { CountersUnavailableError } from '../limits/counter-store.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../store/unavailable.js';

/** The 503 for an error that says a dependency is unavailable; undefined for any other error. */
export function unavailableAnswer(error: unknown): ApiError | undefined {
  if (error instanceof CountersUnavailableError) {
    return apiError('SERVICE_UNAVAILABLE', {
      message: 'The rate-limit counters cannot be reached; nothing was charged. Retry after the Retry-After delay',
      headers: { 'Retry-After': String(error.retryAfterSeconds) },
    });
  }
  if (isDatabaseUnavailable(error)) {
    return apiError('SERVICE_UNAVAILABLE', {
      message: 'The database cannot be reached; nothing was charged. Retry after the Retry-After delay',
      headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    });
  }
  return undefined;
}
