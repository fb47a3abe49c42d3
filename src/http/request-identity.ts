// Step 1 of the pipeline: every response carries x-request-id (and CF-RAY, the name clients of the
// reference service read), x-service-version, and Server-Timing with the service's own time,
// written just before the headers go out so streamed responses carry it too.
import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import { SERVICE_VERSION } from '../../generated/operations.js';

const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdentity(): Koa.Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    const incoming = ctx.get('x-request-id');
    const requestId = WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('x-request-id', requestId);
    ctx.set('CF-RAY', requestId);
    ctx.set('x-service-version', SERVICE_VERSION);
    const response = ctx.res;
    const writeHead = response.writeHead;
    response.writeHead = function (this: typeof response, ...args: unknown[]) {
      if (!this.headersSent) {
        const milliseconds = Number(process.hrtime.bigint() - started) / 1e6;
        this.setHeader('Server-Timing', `app;dur=${milliseconds.toFixed(2)}`);
      }
      return (writeHead as (...values: unknown[]) => typeof response).apply(this, args);
    } as typeof response.writeHead;
    await next();
  };
}
