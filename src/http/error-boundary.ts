// Step 2 of the pipeline: the one error serializer. An ApiError becomes its status, headers and
// body, in the error shape its operation declares (openai-error-body.ts); a failure after the client's connection closed (reading its
// body, say) is the client's leaving (499), not ours; a dependency that is down is answered 503
// with Retry-After (dependency-failures.ts); anything else is logged with the request id and
// answered with a 500 that shows no internals. The error's code goes on the request's record (the request log).
import type Koa from 'koa';
import { ApiError, apiError, internalError } from '../errors.js';
import { connectionGone, endResponse } from './client-gone.js';
import { unavailableAnswer } from './dependency-failures.js';
import { errorBodyFor, errorFormatOf } from './openai-error-body.js';
import type { Logger } from '../observability/logger.js';
import { requestRecord, stageTiming } from './request-identity.js';
import { setHeaders } from './response-headers.js';

export function errorBoundary(logger: Logger): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      stageTiming(ctx).begin('write'); // whichever stage threw, what follows is writing the error
      // Checked first: a connection reset by the client carries the same socket codes as a database that went away.
      const clientGone = !(caught instanceof ApiError) && connectionGone(ctx);
      const unavailable = caught instanceof ApiError || clientGone ? undefined : unavailableAnswer(caught);
      const error = caught instanceof ApiError ? caught : clientGone ? apiError('CLIENT_CLOSED_REQUEST') : (unavailable ?? internalError());
      requestRecord(ctx).errorCode = error.code ?? (typeof error.body.code === 'string' ? error.body.code : null);
      // A client that left is no failure of ours: the access log's 499 is its record.
      if (unavailable) logger.warn('request refused: a dependency is unavailable', { requestId: ctx.state.requestId as string }, String(caught));
      else if (!(caught instanceof ApiError) && !clientGone) logger.error('request failed', { requestId: ctx.state.requestId as string }, caught);
      if (ctx.headerSent) {
        // A streamed response already began; the stream itself reports the failure in-band. One
        // already ended (the failure came in the clean-up after the stream's last frame) is left
        // to finish writing: it is whole.
        if (!ctx.res.writableEnded) endResponse(ctx);
        return;
      }
      ctx.status = error.status;
      setHeaders(ctx, error.headers);
      ctx.body = errorBodyFor(error, errorFormatOf(ctx));
    }
  };
}
