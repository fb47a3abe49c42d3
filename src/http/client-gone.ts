// A signal for "the client went away": aborted when the response's connection closes before the
// response was completely written. Handlers pass it to engines, so an abandoned request stops its
// upstream call (or local generation) instead of running to the end for nobody; a stream already
// under way is given a bounded time first, for the engine's usage (src/inference/engine-run.ts).
// A response the service itself cuts off (a stream that failed after its headers) is not the
// client leaving: it is ended through endResponse, which says so.
import type { ServerResponse } from 'node:http';
import type Koa from 'koa';

const endedByService = new WeakSet<ServerResponse>();

/** Whether the connection closed before the whole response was written, and not because the service ended it. */
export function clientLeft(ctx: Koa.Context): boolean {
  return !ctx.res.writableFinished && !endedByService.has(ctx.res);
}

/** Whether the client's connection is gone already: whatever failed, nobody is left to answer. */
export function connectionGone(ctx: Koa.Context): boolean {
  return ctx.res.destroyed || ctx.req.socket.destroyed;
}

/** Cuts off a response the service cannot finish; its log line keeps its status (not the client's 499). */
export function endResponse(ctx: Koa.Context): void {
  endedByService.add(ctx.res);
  ctx.res.destroy();
}

export function clientGoneSignal(ctx: Koa.Context): AbortSignal {
  const controller = new AbortController();
  ctx.res.once('close', () => {
    if (clientLeft(ctx)) controller.abort(new Error('the client closed the connection'));
  });
  return controller.signal;
}
