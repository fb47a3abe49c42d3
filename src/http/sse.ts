// The server-sent event writer: a handler's stream of events goes out one frame per event as it is
// produced, uncompressed (koa-compress would hold bytes back for its window), with the headers that
// keep proxies from buffering. Frames are written to the socket directly rather than through a
// Readable that Koa pipes, which adds a stream, a pipe and an adapter per event (decision 0007).
// Backpressure is kept: a frame the socket cannot take yet waits for 'drain'. When the client
// disconnects, the event iterator is returned (the runner's abort signal fires too); the iterator
// reads the engine on for its usage, for a bounded time, then stops it (src/inference/engine-run.ts).
import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import type Koa from 'koa';
import type { ServerSentEvent } from '../inference/server-sent-event.js';
import { requestRecord } from './request-identity.js';
import { setHeader } from './response-headers.js';

export const EVENT_STREAM = 'text/event-stream';
const EVENT_STREAM_CONTENT_TYPE = `${EVENT_STREAM}; charset=utf-8`;

/** One SSE frame: `event:` when named, `data:` (JSON, or the literal [DONE]), then a blank line. */
export function frame(event: ServerSentEvent): string {
  const data = event.data === '[DONE]' ? '[DONE]' : JSON.stringify(event.data);
  return `${event.event ? `event: ${event.event}\n` : ''}data: ${data}\n\n`;
}

/** Resolves when the socket can take more, or the response is gone. */
async function writable(response: ServerResponse): Promise<void> {
  const controller = new AbortController();
  try {
    await Promise.race([once(response, 'drain', { signal: controller.signal }), once(response, 'close', { signal: controller.signal })]);
  } finally {
    controller.abort(); // removes the listener that did not fire
  }
}

/**
 * Answers with `events` as an event stream and resolves once the stream is over (or its client
 * gone and the iterator returned), and `finished` (releasing what the request still holds) has run after it,
 * however it ended. The response is written here, not by Koa (`ctx.respond` false); an error
 * from the iterator after the headers went out rejects, and the error boundary ends the connection.
 */
export async function writeEventStream(
  ctx: Koa.Context,
  events: AsyncIterable<ServerSentEvent>,
  finished: () => Promise<void> | void = () => undefined,
): Promise<void> {
  ctx.compress = false;
  setHeader(ctx, 'Cache-Control', 'no-cache');
  // Keep-alive tells HTTP/1.0 proxies not to close early; a client that asked to close gets its
  // socket closed once the stream ends (Node does that unless this header says otherwise).
  if (!/\bclose\b/i.test(ctx.req.headers.connection ?? '')) setHeader(ctx, 'Connection', 'keep-alive');
  setHeader(ctx, 'X-Accel-Buffering', 'no');
  setHeader(ctx, 'Content-Type', EVENT_STREAM_CONTENT_TYPE);
  ctx.respond = false;
  requestRecord(ctx).stream = true;
  const response = ctx.res;
  const iterator = events[Symbol.asyncIterator]();
  try {
    await writeFrames(response, iterator);
  } finally {
    await finished();
  }
}

/** Writes the iterator's events as frames until its end, [DONE], or the response's end. */
async function writeFrames(response: ServerResponse, iterator: AsyncIterator<ServerSentEvent>): Promise<void> {
  let ended = false;
  try {
    while (!response.destroyed) {
      const next = await iterator.next();
      if (next.done) {
        ended = true;
        break;
      }
      if (response.destroyed) break;
      if (next.value.data === '[DONE]') {
        // The last frame: the client has the whole answer now. What the producer does after it
        // (closing the engine's stream, releasing what is still reserved) runs once the body has ended.
        response.end(frame(next.value));
        while (!(await iterator.next()).done);
        ended = true;
        return;
      }
      if (!response.write(frame(next.value))) await writable(response);
    }
  } finally {
    // The client left first: the iterator's own clean-up (usage, settlement) runs now.
    if (!ended) await iterator.return?.();
  }
  if (!response.destroyed) response.end();
}
