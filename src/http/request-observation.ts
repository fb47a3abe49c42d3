// What every request leaves behind once its response is done (or its client gone): one access-log
// line, written on the response's 'close' event, after the last byte was handed to the socket, so
// it adds nothing to the response's latency. Placed right inside requestIdentity. The line carries
// the path without its query string, and no header at all.
import type Koa from 'koa';
import type { Logger } from '../observability/logger.js';
import { stageTiming } from './request-identity.js';

function observe(ctx: Koa.Context, logger: Logger): void {
  const timing = stageTiming(ctx);
  timing.end();
  const milliseconds = timing.elapsed();
  const status = ctx.res.statusCode;
  const operationId = ctx.state.operationId as string | undefined;
  logger.info('request', {
    requestId: ctx.state.requestId as string,
    operationId,
    method: ctx.method,
    path: ctx.path,
    status,
    durationMs: Math.round(milliseconds * 1000) / 1000,
    ...(ctx.res.writableFinished ? {} : { aborted: true }),
  });
}

export function requestObservation(logger: Logger): Koa.Middleware {
  return async (ctx, next) => {
    ctx.res.once('close', () => {
      try {
        observe(ctx, logger);
      } catch (error) {
        logger.error('request observation failed', { requestId: ctx.state.requestId as string }, error); // an event handler must not throw
      }
    });
    await next();
  };
}
