// Asynchronous media jobs (video, audio such as music, the voice changer) in engine-neutral terms: the
// engine queues a job upstream under its own queue id, reports on it, and completes it.
import type { Readable } from 'node:stream';

/** The kinds of job: which of the /video or /audio operations a model's jobs serve. */
export type MediaKind = 'video' | 'audio' | 'voice-changer';

export interface MediaJobRequest {
  /** The upstream's model name. */
  model: string;
  prompt?: string;
  /** Source audio (the voice changer), sent as the form's `file`. */
  source?: { data: Buffer; filename: string; contentType: string };
  [field: string]: unknown;
}

export type MediaJobState =
  | { kind: 'running'; status: 'PROCESSING' | 'COMPLETED'; averageExecutionMs: number; executionMs: number }
  | { kind: 'media'; contentType: string; body: Readable };

export interface MediaJobEngine {
  queue(request: MediaJobRequest, signal: AbortSignal): Promise<{ upstreamQueueId: string; downloadUrl?: string }>;
  /** The job's state; a job the provider failed or refused throws ProviderError('content_policy' | 'upstream_error'). */
  retrieve(model: string, upstreamQueueId: string, deleteMediaOnCompletion: boolean | undefined, signal: AbortSignal): Promise<MediaJobState>;
  complete(model: string, upstreamQueueId: string, signal: AbortSignal): Promise<void>;
  close(): Promise<void>;
}
