// Part of step 1 of the pipeline (request-envelope.ts): every response carries x-request-id (and
// CF-RAY, the name clients of the reference service read), x-service-version, and Server-Timing
// with the time of each pipeline stage measured so far and the service's own time in total
// (`route;dur=0.02, …, app;dur=0.61`), written just before the headers go out so streamed
// responses carry it too. The stage recorder (src/observability/stage-timing.ts) starts here and
// lives on ctx.state for the later steps, and so does the request's record for the request log
// (src/observability/request-record.ts), which learns here when the answer's first byte went out.
import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import { SERVICE_VERSION } from '../../generated/operations.js';
import { RequestRecord } from '../observability/request-record.js';
import { StageTiming } from '../observability/stage-timing.js';

const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's stage recorder (made by requestIdentity, the outermost step). */
export function stageTiming(ctx: Koa.Context): StageTiming {
  return ctx.state.timing as StageTiming;
}

/** The request's record for the request log (made by identify, filled by the later steps). */
export function requestRecord(ctx: Koa.Context): RequestRecord {
  return ctx.state.record as RequestRecord;
}

/**
 * `name;dur=milliseconds` for each stage that has run, then `app` for the whole. The write stage is
 * left out: it has only begun when the headers are written.
 */
function serverTiming(timing: StageTiming): string {
  let header = '';
  for (const [stage, milliseconds] of timing.stages()) {
    if (stage !== 'write') header += `${stage};dur=${milliseconds.toFixed(2)}, `;
  }
  return `${header}app;dur=${timing.elapsed().toFixed(2)}`;
}

/** Gives the request its id, its stage timing and the identity headers (requestEnvelope does this first). */
export function identify(ctx: Koa.Context): void {
  const timing = new StageTiming();
  ctx.state.timing = timing;
  const incoming = ctx.req.headers['x-request-id'];
  const requestId = typeof incoming === 'string' && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
  ctx.state.requestId = requestId;
  const record = new RequestRecord(requestId);
  ctx.state.record = record;
  const response = ctx.res;
  response.setHeader('x-request-id', requestId);
  response.setHeader('CF-RAY', requestId);
  response.setHeader('x-service-version', SERVICE_VERSION);
  const writeHead = response.writeHead;
  response.writeHead = function (this: typeof response, ...args: unknown[]) {
    if (!this.headersSent) {
      this.setHeader('Server-Timing', serverTiming(timing));
      record.firstByteMs = timing.elapsed();
    }
    return (writeHead as (...values: unknown[]) => typeof response).apply(this, args);
  } as typeof response.writeHead;
}

/** identify() as a step of its own, for an app without the rest of the envelope (the contract mock). */
export function requestIdentity(): Koa.Middleware {
  return (ctx, next) => {
    identify(ctx);
    return next();
  };
}
