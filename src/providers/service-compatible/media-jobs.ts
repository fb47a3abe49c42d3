// The `service-compatible` engine's media jobs (video, audio such as music, the voice changer): an
// upstream that speaks this same contract (another deployment of this service, or a provider's
// gateway that does) is asked to queue, report on and complete jobs under its own queue ids, at
// /video/*, /audio/* or /audio/voice-changer/*. A job with source audio (the voice changer) is
// queued as a multipart form with the audio as its `file`, however the caller gave it to us.
// Queueing is not retried on an upstream error status (a second attempt could queue twice); a
// refused connection is, as nothing was sent.
import { FormData } from 'undici';
import type { MediaJobEngine, MediaJobRequest, MediaJobState, MediaKind } from '../contracts/media-jobs.js';
import { ProviderError } from '../contracts/provider-error.js';
import { DEFAULT_SETTINGS, UpstreamClient } from '../openai-compatible/client.js';
import { errorFromTransport } from '../openai-compatible/errors.js';

export interface ServiceRoute {
  baseUrl: string;
  apiKey?: string;
}

async function readJson(body: { json(): Promise<unknown> }, signal: AbortSignal): Promise<Record<string, unknown>> {
  let value: unknown;
  try {
    value = await body.json();
  } catch (error) {
    throw errorFromTransport(error, signal);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ProviderError('malformed', 'the upstream answered with something other than a JSON object');
  return value as Record<string, unknown>;
}

/**
 * In this contract a 422 means the provider refused the content (ContentViolation,
 * ProviderContentPolicy) or, on retrieve, that the job failed and was refunded upstream.
 */
function withContentPolicy(error: unknown): unknown {
  return error instanceof ProviderError && error.details.status === 422
    ? new ProviderError('content_policy', 'the provider refused the job', error.details)
    : error;
}

/** Where each kind of job lives on the upstream. */
const PATHS: Record<MediaKind, string> = { video: '/video', audio: '/audio', 'voice-changer': '/audio/voice-changer' };

/** The request as a multipart form: the source audio as `file`, every other field as text (booleans as "true"/"false"). */
function formOf(request: MediaJobRequest & { source: NonNullable<MediaJobRequest['source']> }): FormData {
  const { source, ...fields } = request;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(source.data)], { type: source.contentType }), source.filename);
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  return form;
}

export class ServiceMediaJobs implements MediaJobEngine {
  private readonly client: UpstreamClient;

  constructor(
    route: ServiceRoute,
    private readonly kind: MediaKind,
  ) {
    this.client = new UpstreamClient({ ...DEFAULT_SETTINGS, baseUrl: route.baseUrl, apiKey: route.apiKey || undefined, maxAttempts: 1 });
  }

  private post(path: string, body: unknown, signal: AbortSignal) {
    const sent = body instanceof FormData ? this.client.postForm(path, body, signal) : this.client.post(path, body, signal);
    return sent.catch((error: unknown) => {
      throw withContentPolicy(error);
    });
  }

  async queue(request: MediaJobRequest, signal: AbortSignal) {
    const { source } = request;
    const response = await this.post(`${PATHS[this.kind]}/queue`, source ? formOf({ ...request, source }) : request, signal);
    const body = await readJson(response.body, signal);
    if (typeof body.queue_id !== 'string' || body.queue_id === '') throw new ProviderError('malformed', 'the upstream queued no job id');
    return { upstreamQueueId: body.queue_id, ...(typeof body.download_url === 'string' ? { downloadUrl: body.download_url } : {}) };
  }

  async retrieve(model: string, upstreamQueueId: string, deleteMediaOnCompletion: boolean | undefined, signal: AbortSignal): Promise<MediaJobState> {
    const request = {
      model,
      queue_id: upstreamQueueId,
      ...(deleteMediaOnCompletion === undefined ? {} : { delete_media_on_completion: deleteMediaOnCompletion }),
    };
    const response = await this.post(`${PATHS[this.kind]}/retrieve`, request, signal);
    const contentType = String(response.headers['content-type'] ?? '');
    if (!contentType.startsWith('application/json'))
      return { kind: 'media', contentType: contentType || (this.kind === 'video' ? 'video/mp4' : 'audio/mpeg'), body: response.body };
    const body = await readJson(response.body, signal);
    if (body.status !== 'PROCESSING' && body.status !== 'COMPLETED') throw new ProviderError('malformed', 'the upstream reported an unknown job status');
    return {
      kind: 'running',
      status: body.status,
      averageExecutionMs: Number(body.average_execution_time) || 0,
      executionMs: Number(body.execution_duration) || 0,
    };
  }

  async complete(model: string, upstreamQueueId: string, signal: AbortSignal): Promise<void> {
    const response = await this.post(`${PATHS[this.kind]}/complete`, { model, queue_id: upstreamQueueId }, signal);
    await response.body.dump();
  }

  close(): Promise<void> {
    return this.client.close();
  }
}
