// A signal for "the client went away": aborted when the response's connection closes before the
// response was completely written. Handlers pass it to engines, so an abandoned request stops its
// upstream call (or local generation) instead of running to the end for nobody; a stream already
// under way is given a bounded time first, for the engine's usage (src/inference/engine-run.ts).
import type Koa from 'koa';

export function clientGoneSignal(ctx: Koa.Context): AbortSignal {
  const controller = new AbortController();
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) controller.abort(new Error('the client closed the connection'));
  });
  return controller.signal;
}
