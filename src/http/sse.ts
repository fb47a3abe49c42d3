// The server-sent event writer: a handler's stream of events goes out one frame per event as it is
// produced, uncompressed (koa-compress would hold bytes back for its window), with the headers that
// keep proxies from buffering. When the client disconnects, Koa destroys the body stream, which
// returns the event iterator (the runner's abort signal fires too); the iterator reads the engine
// on for its usage, for a bounded time, then stops it (src/inference/engine-run.ts).
import { Readable } from 'node:stream';
import type Koa from 'koa';
import type { ServerSentEvent } from '../inference/server-sent-event.js';

export const EVENT_STREAM = 'text/event-stream';

/** One SSE frame: `event:` when named, `data:` (JSON, or the literal [DONE]), then a blank line. */
export function frame(event: ServerSentEvent): string {
  const data = event.data === '[DONE]' ? '[DONE]' : JSON.stringify(event.data);
  return `${event.event ? `event: ${event.event}\n` : ''}data: ${data}\n\n`;
}

async function* frames(events: AsyncIterable<ServerSentEvent>): AsyncGenerator<string> {
  for await (const event of events) yield frame(event);
}

export function writeEventStream(ctx: Koa.Context, events: AsyncIterable<ServerSentEvent>): void {
  ctx.compress = false;
  ctx.set('Cache-Control', 'no-cache');
  // Keep-alive tells HTTP/1.0 proxies not to close early; a client that asked to close gets its
  // socket closed once the stream ends (Node does that unless this header says otherwise).
  if (!/\bclose\b/i.test(ctx.get('Connection'))) ctx.set('Connection', 'keep-alive');
  ctx.set('X-Accel-Buffering', 'no');
  ctx.type = `${EVENT_STREAM}; charset=utf-8`;
  // objectMode false: each frame is written to the socket as soon as it is produced.
  ctx.body = Readable.from(frames(events), { objectMode: false });
}
