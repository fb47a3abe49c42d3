// Step 1 of the pipeline, the outermost: what every request gets before and after the rest. It
// counts as in flight (a graceful stop waits for it: in-flight.ts), is identified (its id, the
// version and Server-Timing headers, its stage timing: request-identity.ts), and once its response
// is done or its client gone, leaves its metrics and access-log line (request-observation.ts) and
// stops counting. One step and one 'close' listener for the three, since every request pays for
// each step and listener it passes through. Its record goes to the request log once both ends have
// happened, like its in-flight count: a stream abandoned by its client is charged after 'close'.
import type Koa from 'koa';
import type { Logger } from '../observability/logger.js';
import type { RequestLog } from '../observability/request-log.js';
import type { InFlightRequests } from './in-flight.js';
import { identify, requestRecord } from './request-identity.js';
import { observeRequest } from './request-observation.js';

export function requestEnvelope(inFlight: InFlightRequests, logger: Logger, requestLog: RequestLog): Koa.Middleware {
  return async (ctx, next) => {
    const leave = inFlight.enter();
    identify(ctx);
    const record = requestRecord(ctx);
    ctx.res.once('close', () => {
      observeRequest(ctx, logger);
      if (record.ended()) requestLog.add(record);
      leave();
    });
    try {
      await next();
      // Koa writes the answer after this: a client keeping its connection alive learns to go.
      if (inFlight.stopping && !ctx.res.headersSent) ctx.set('Connection', 'close');
    } finally {
      if (record.ended()) requestLog.add(record);
      leave();
    }
  };
}
