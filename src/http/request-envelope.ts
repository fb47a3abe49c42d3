// Step 1 of the pipeline, the outermost: what every request gets before and after the rest. It
// counts as in flight (a graceful stop waits for it: in-flight.ts), is identified (its id, the
// version and Server-Timing headers, its stage timing: request-identity.ts), and once its response
// is done or its client gone, leaves its metrics and access-log line (request-observation.ts) and
// stops counting. One step and one 'close' listener for the three, since every request pays for
// each step and listener it passes through.
import type Koa from 'koa';
import type { Logger } from '../observability/logger.js';
import type { RequestTracer } from './request-span.js';
import type { InFlightRequests } from './in-flight.js';
import { identify } from './request-identity.js';
import { observeRequest } from './request-observation.js';

/** `tracer`: the app's, when it exports traces; otherwise no span is made (one check per request). */
export function requestEnvelope(inFlight: InFlightRequests, logger: Logger, tracer?: RequestTracer): Koa.Middleware {
  return async (ctx, next) => {
    const leave = inFlight.enter();
    identify(ctx);
    const span = tracer?.start(ctx);
    if (span !== undefined) ctx.state.requestSpan = span; // for the paid step, which records the charge on it
    ctx.res.once('close', () => {
      observeRequest(ctx, logger, span);
      leave();
    });
    try {
      await (span === undefined ? next() : span.run(next));
      // Koa writes the answer after this: a client keeping its connection alive learns to go.
      if (inFlight.stopping && !ctx.res.headersSent) ctx.set('Connection', 'close');
    } finally {
      leave();
    }
  };
}
