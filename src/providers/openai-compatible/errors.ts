// Every way an OpenAI-compatible upstream can fail, classified once into a ProviderError: an HTTP
// status with its body, a transport error from undici (refused, reset, timed out), or an answer that
// is not what the API promises. Callers never see undici's own error types.
import { errors as undiciErrors } from 'undici';
import { ProviderError, type ProviderFailure } from '../contracts/provider-error.js';

/** Statuses worth another attempt after a pause (the reference API's retry advice). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 500, 503]);

function failureForStatus(status: number): ProviderFailure {
  if (status === 429 || status === 503) return 'overloaded';
  // 401/403/404 mean our route is misconfigured (key, URL, model name), not that the caller erred.
  if (status === 401 || status === 403 || status === 404) return 'upstream_error';
  if (status >= 400 && status < 500) return 'rejected';
  return 'upstream_error';
}

/** Seconds from a Retry-After header (delta seconds or an HTTP date), when there is a usable one. */
export function retryAfterSeconds(header: string | string[] | undefined, now = Date.now()): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The human message inside an OpenAI-style error body (`{error: {message}}` or `{error: "…"}`), if any. */
export function upstreamMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const error = (body as { error?: unknown; message?: unknown }).error ?? (body as { message?: unknown }).message;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return undefined;
}

function parseMaybeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The error for a non-2xx answer. The upstream's own words are kept only for the caller's own mistakes. */
export function errorFromStatus(status: number, retryAfter: string | string[] | undefined, bodyText: string): ProviderError {
  const failure = failureForStatus(status);
  const upstreamBody = parseMaybeJson(bodyText);
  const message =
    failure === 'rejected'
      ? (upstreamMessage(upstreamBody) ?? `the model's engine refused the request (HTTP ${status})`)
      : failure === 'overloaded'
        ? `the model's engine is overloaded (HTTP ${status})`
        : `the model's engine failed (HTTP ${status})`;
  return new ProviderError(failure, message, { status, retryAfterSeconds: retryAfterSeconds(retryAfter), upstreamBody });
}

/** Whether a transport error happened before anything was sent, so a retry cannot duplicate work. */
export function isConnectFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EHOSTUNREACH';
}

/**
 * A transport error as a ProviderError. An abort (the caller's signal) is returned unchanged: it is
 * not a failure of the upstream, and the caller that aborted knows why.
 */
export function errorFromTransport(error: unknown, signal?: AbortSignal): unknown {
  if (signal?.aborted || error instanceof undiciErrors.RequestAbortedError || (error as Error | null)?.name === 'AbortError') return error;
  if (error instanceof ProviderError) return error;
  if (error instanceof undiciErrors.ConnectTimeoutError) return new ProviderError('timeout', "connecting to the model's engine timed out");
  if (error instanceof undiciErrors.HeadersTimeoutError || error instanceof undiciErrors.BodyTimeoutError) {
    return new ProviderError('timeout', "the model's engine stopped answering (idle timeout)");
  }
  if (error instanceof SyntaxError) return new ProviderError('malformed', "the model's engine answered with malformed JSON");
  const code = (error as { code?: unknown } | null)?.code;
  const reason = typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown';
  return new ProviderError('connection', `the connection to the model's engine failed (${reason})`);
}

export const malformed = (what: string) => new ProviderError('malformed', `the model's engine answered with ${what}`);
