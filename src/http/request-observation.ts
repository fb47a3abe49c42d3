// What every request leaves behind once its response is done (or its client gone): the request
// counter and latency histograms of GET /metrics, per operation and per pipeline stage, and one
// access-log line. Both happen on the response's 'close' event, after the last byte was handed to
// the socket, so neither adds to the response's latency (request-envelope.ts listens for it).
//
// Labels stay bounded: the operationId (or `none` for anything the spec does not route: 404s, the
// docs page), the method and the status code; never the raw path. The log line carries the path
// without its query string, and no header at all. A request whose client left before its response
// was whole is recorded as 499 (nginx's "client closed request"), whatever status was set or sent:
// it is neither our failure nor a whole answer. The histograms are SeriesHistograms: a series is
// found by its joined label values and observing it allocates nothing (series-histogram.ts says why).
// The request's record for the request log is completed here too (what only the end knows: the
// status, the duration, the model and deployment that answered, as their response headers name them).
import type Koa from 'koa';
import { Counter } from 'prom-client';
import type { Logger } from '../observability/logger.js';
import { registry } from '../observability/metrics.js';
import { SeriesHistogram } from '../observability/series-histogram.js';
import { ERROR_CATALOG } from '../errors.js';
import { clientLeft } from './client-gone.js';
import { requestRecord, stageTiming } from './request-identity.js';

const requestDuration = new SeriesHistogram(
  'http_request_duration_seconds',
  "From a request's arrival to the end of its response (for a stream, its whole length)",
  [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
  registry,
);

const stageDuration = new SeriesHistogram(
  'http_request_stage_duration_seconds',
  'Time a request spent in each pipeline stage; a stage excludes the stages it called (handler excludes limits and credits)',
  [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5, 30, 120],
  registry,
);

const requestLabels = (key: string) => {
  const [operation_id, method, status] = key.split(' ');
  return { operation_id: operation_id!, method: method!, status: status! };
};
const stageLabels = (stage: string) => ({ stage });

// The requests answered are the duration histogram's counts, read out when Prometheus scrapes:
// counting them again on every request would be a second series lookup for the same number.
new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by operation, method and status code',
  labelNames: ['operation_id', 'method', 'status'],
  registers: [registry],
  collect() {
    this.reset();
    for (const series of requestDuration.allSeries()) this.inc(series.labels, series.count);
  },
});

function observe(ctx: Koa.Context, logger: Logger): void {
  const timing = stageTiming(ctx);
  timing.end();
  const milliseconds = timing.elapsed();
  const status = clientLeft(ctx) ? ERROR_CATALOG.CLIENT_CLOSED_REQUEST.status : ctx.res.statusCode;
  const operationId = ctx.state.operationId as string | undefined;
  const operation = operationId ?? 'none';
  const method = ctx.method;
  requestDuration.seriesFor(`${operation} ${method} ${status}`, requestLabels).observe(milliseconds / 1000);
  for (const [stage, stageMilliseconds] of timing.stages()) stageDuration.seriesFor(stage, stageLabels).observe(stageMilliseconds / 1000);
  // the model that answered, and the deployment, for a model on several (their response headers name them)
  const model = ctx.res.getHeader('x-service-model-id');
  const deployment = ctx.res.getHeader('x-service-deployment');
  const record = requestRecord(ctx);
  record.operationId = operationId ?? null;
  record.method = method;
  record.path = ctx.path;
  record.status = status;
  record.durationMs = milliseconds;
  if (model !== undefined) record.model = String(model);
  if (deployment !== undefined) record.deployment = String(deployment);
  if (status === ERROR_CATALOG.CLIENT_CLOSED_REQUEST.status) record.errorCode ??= 'CLIENT_CLOSED_REQUEST';
  logger.info('request', {
    requestId: record.requestId,
    operationId,
    method,
    path: record.path,
    status,
    durationMs: Math.round(milliseconds * 1000) / 1000,
    model: record.model ?? undefined,
    deployment: record.deployment ?? undefined,
    apiKeyId: record.apiKeyId ?? undefined,
    errorCode: record.errorCode ?? undefined,
    promptTokens: record.promptTokens ?? undefined,
    completionTokens: record.completionTokens ?? undefined,
    ...(ctx.res.writableFinished ? {} : { aborted: true }),
  });
}

/** Records the request's metrics and access-log line; called once its response is done (or its client gone). */
export function observeRequest(ctx: Koa.Context, logger: Logger): void {
  try {
    observe(ctx, logger);
  } catch (error) {
    logger.error('request observation failed', { requestId: ctx.state.requestId as string }, error); // an event handler must not throw
  }
}
