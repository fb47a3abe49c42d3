// Whether an error means the database cannot be used right now, rather than that a statement was
// wrong: such a request is answered 503 SERVICE_UNAVAILABLE with Retry-After (the error boundary),
// and the caller may retry it. Decided here once, from the driver's error codes, for every caller.

/** Node's socket errors for a server that is not there, went away, or does not answer. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTCONN', 'ECONNABORTED']);

/**
 * SQLSTATEs of a server that cannot serve: 57P01-57P03 (shut down by an administrator, crashed,
 * cannot connect now: starting or stopping) and 53300 (too many connections). Class 08 (connection
 * exceptions) is matched by its prefix.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * node-pg's errors for a connection that ended or could not be made in time (they carry no code;
 * knex prefixes them with the statement that failed, e.g. `ROLLBACK - `).
 */
const DRIVER_MESSAGES =
  /(^|- )(Connection terminated|Client has encountered a connection error|Connection ended unexpectedly|timeout expired|Query read timeout)/;

/** The embedded database's thread is gone (it died, or was closed): every statement fails with this. */
export class DatabaseThreadGoneError extends Error {
  override readonly name = 'DatabaseThreadGoneError';
}

/** Seconds a client should wait before retrying: a restarting PostgreSQL is usually back within this. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  if (error instanceof DatabaseThreadGoneError) return true;
  // knex's pool could not hand out a connection in time (acquireConnectionTimeout).
  if (error.name === 'KnexTimeoutError') return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (DRIVER_MESSAGES.test(error.message)) return true;
  // Node reports a refused connection to every address of a name as one AggregateError.
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
