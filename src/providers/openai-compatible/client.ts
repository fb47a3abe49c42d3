// The HTTP side of the openai-compatible engine: one pooled undici Agent per route (never global
// fetch, see docs/decisions/0004), connect and idle timeouts, and bounded retries with exponential
// backoff and full jitter for 429/500/503 and refused connections, honouring Retry-After. It returns
// only 2xx answers; everything else ends as a ProviderError (or the caller's abort).
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, type Dispatcher, type FormData } from 'undici';
import { addTraceHeaders } from '../../observability/tracing/active-span.js';
import { errorFromStatus, errorFromTransport, isConnectFailure, RETRYABLE_STATUSES } from './errors.js';

export interface UpstreamSettings {
  /** e.g. http://127.0.0.1:8000/v1; paths such as /chat/completions are appended. */
  baseUrl: string;
  apiKey?: string;
  /** A whole Authorization header instead of `Bearer <apiKey>` (e.g. Basic credentials). */
  authorization?: string;
  /** Time to establish the TCP (and TLS) connection. */
  connectTimeoutMs: number;
  /** Longest silence allowed: waiting for the response headers, or between two body chunks. */
  idleTimeoutMs: number;
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** First backoff step; attempt k waits a random time below base * 2^(k-1) (full jitter). */
  retryBaseMs: number;
  /** A Retry-After longer than this is not waited for: the failure is returned at once. */
  maxRetryWaitMs: number;
}

export const DEFAULT_SETTINGS: Omit<UpstreamSettings, 'baseUrl' | 'apiKey'> = {
  connectTimeoutMs: 10_000,
  idleTimeoutMs: 120_000,
  maxAttempts: 3,
  retryBaseMs: 250,
  maxRetryWaitMs: 10_000,
};

export type UpstreamResponse = Dispatcher.ResponseData;

/** Reads at most `limit` bytes of an error body; the rest is discarded so the socket can be reused. */
async function readErrorBody(response: UpstreamResponse, limit = 65_536): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body) {
      if (size < limit) chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
  } catch {
    // a body that breaks off still leaves the status to report
  }
  return Buffer.concat(chunks).toString('utf8').slice(0, limit);
}

export class UpstreamClient {
  private readonly agent: Agent;
  /** The base URL split once: undici is then given origin and path, and parses no URL per request. */
  private readonly origin: string;
  private readonly basePath: string;

  constructor(readonly settings: UpstreamSettings) {
    this.agent = new Agent({ connect: { timeout: settings.connectTimeoutMs }, keepAliveTimeout: 30_000 });
    const base = new URL(settings.baseUrl.replace(/\/+$/, ''));
    this.origin = base.origin;
    this.basePath = base.pathname.replace(/\/+$/, '');
  }

  /**
   * POSTs JSON (or a FormData as multipart/form-data, its boundary set by undici) and returns the 2xx
   * response with its body unread (so streams pass through as they come).
   */
  async post(path: string, body: unknown, signal: AbortSignal): Promise<UpstreamResponse> {
    return this.send(path, JSON.stringify(body), { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, signal);
  }

  /** POSTs a multipart form (file uploads, e.g. /images/edits); undici writes its boundary and Content-Type. */
  async postForm(path: string, form: FormData, signal: AbortSignal): Promise<UpstreamResponse> {
    return this.send(path, form, { accept: 'application/json' }, signal);
  }

  private async send(path: string, payload: string | FormData, baseHeaders: Record<string, string>, signal: AbortSignal): Promise<UpstreamResponse> {
    const headers = { ...baseHeaders };
    if (this.settings.apiKey) headers.authorization = `Bearer ${this.settings.apiKey}`;
    if (this.settings.authorization) headers.authorization = this.settings.authorization;
    addTraceHeaders(headers); // the model call's traceparent, when traced
    for (let attempt = 1; ; attempt += 1) {
      let response: UpstreamResponse;
      try {
        response = await this.agent.request({
          origin: this.origin,
          path: `${this.basePath}${path}`,
          method: 'POST',
          headers,
          body: payload,
          signal,
          headersTimeout: this.settings.idleTimeoutMs,
          bodyTimeout: this.settings.idleTimeoutMs,
        });
      } catch (error) {
        const failure = errorFromTransport(error, signal);
        if (isConnectFailure(error) && attempt < this.settings.maxAttempts) {
          await this.pause(attempt, undefined, signal);
          continue;
        }
        throw failure;
      }
      if (response.statusCode >= 200 && response.statusCode < 300) return response;
      const failure = errorFromStatus(response.statusCode, response.headers['retry-after'], await readErrorBody(response));
      const waitSeconds = failure.details.retryAfterSeconds;
      const retryable = RETRYABLE_STATUSES.has(response.statusCode) && attempt < this.settings.maxAttempts;
      if (!retryable || (waitSeconds !== undefined && waitSeconds * 1000 > this.settings.maxRetryWaitMs)) throw failure;
      await this.pause(attempt, waitSeconds, signal);
    }
  }

  private async pause(attempt: number, retryAfterSeconds: number | undefined, signal: AbortSignal): Promise<void> {
    const backoff = Math.random() * this.settings.retryBaseMs * 2 ** (attempt - 1);
    const wait = retryAfterSeconds !== undefined ? retryAfterSeconds * 1000 : backoff;
    await sleep(Math.min(wait, this.settings.maxRetryWaitMs), undefined, { signal });
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
}
