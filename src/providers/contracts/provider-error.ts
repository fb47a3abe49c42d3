// How engines fail: one classification that fallbacks, deployment failover and the spec's errors all read.

export type ProviderFailure =
  | 'timeout' // connect or idle timeout
  | 'connection' // refused, reset, dropped mid-stream
  | 'overloaded' // upstream 429/503 after retries, or a local queue that is full
  | 'upstream_error' // upstream 5xx after retries, or another unexpected status
  | 'malformed' // an upstream answer that is not the expected JSON/SSE (another deployment or model may answer well)
  | 'engine_error' // an engine inside this process failed (llama.cpp, espeak-ng, ffmpeg)
  | 'rejected' // the upstream refused the request itself (4xx other than 429): the caller's fault
  | 'content_policy'; // the provider refused on content grounds

const RETRYABLE_FAILURES: ReadonlySet<ProviderFailure> = new Set(['timeout', 'connection', 'overloaded', 'upstream_error', 'malformed', 'engine_error']);

/** Every engine failure is classified once, here; the operations map it to the spec's errors. */
export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
    readonly details: { status?: number; retryAfterSeconds?: number; upstreamBody?: unknown } = {},
  ) {
    super(message);
  }

  /** Whether another attempt (or a fallback model) may succeed. */
  get isRetryable(): boolean {
    return RETRYABLE_FAILURES.has(this.failure);
  }
}
