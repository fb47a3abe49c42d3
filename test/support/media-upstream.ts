// A loopback upstream that speaks this service's media-job contract (/api/v1/video/*, /api/v1/audio/*
// and /api/v1/audio/voice-changer/*: queue, retrieve, complete; speech and voice cloning): the network edge of the `service-compatible` engine
// in tests and in the contract run.
// It answers success by default; a test queues other answers per path in `next`.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the upstream answers next on each path; the default is success. */
export type Answer = { status: number; body: unknown; contentType?: string };

export interface MediaUpstream {
  url: string;
  received: { path: string; body: Record<string, unknown> }[];
  next: Map<string, Answer>;
  close(): Promise<void>;
}

export async function startMediaUpstream(): Promise<MediaUpstream> {
  const received: MediaUpstream['received'] = [];
  const next = new Map<string, Answer>();
  const defaults: Record<string, Answer> = {
    '/api/v1/video/queue': { status: 200, body: { model: 'upstream-video', queue_id: 'upstream-job-1' } },
    '/api/v1/video/retrieve': { status: 200, body: { status: 'PROCESSING', average_execution_time: 90_000, execution_duration: 1_200 } },
    '/api/v1/video/complete': { status: 200, body: { success: true } },
    '/api/v1/audio/queue': { status: 200, body: { model: 'upstream-music', queue_id: 'upstream-audio-1', status: 'QUEUED' } },
    '/api/v1/audio/retrieve': { status: 200, body: { status: 'PROCESSING', average_execution_time: 30_000, execution_duration: 800 } },
    '/api/v1/audio/complete': { status: 200, body: { success: true } },
    '/api/v1/audio/voice-changer/queue': {
      status: 200,
      body: { model: 'upstream-voice-changer', queue_id: 'upstream-voice-1', status: 'QUEUED', duration_seconds: 1 },
    },
    '/api/v1/audio/voice-changer/retrieve': { status: 200, body: { status: 'PROCESSING', average_execution_time: 20_000, execution_duration: 500 } },
    '/api/v1/audio/voice-changer/complete': { status: 200, body: { success: true } },
    '/api/v1/audio/voices': { status: 200, body: { id: 'upstream-voice-1', model: 'upstream-cloning-tts' } },
    '/api/v1/audio/speech': { status: 200, body: Buffer.from('UPSTREAM-SPEECH'), contentType: 'audio/mpeg' },
  };
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const raw = Buffer.concat(chunks);
      // A multipart body (a voice sample, a voice changer's source) is recorded by its size and boundary-free text; JSON bodies as parsed.
      const multipart = (request.headers['content-type'] ?? '').startsWith('multipart/form-data');
      received.push({
        path,
        body: multipart ? { multipart: raw.length, text: raw.toString('latin1') } : (JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>),
      });
      const answer = next.get(path) ?? defaults[path] ?? { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } };
      next.delete(path);
      const payload = Buffer.isBuffer(answer.body) ? answer.body : Buffer.from(JSON.stringify(answer.body));
      response.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json' }).end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`,
    received,
    next,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
