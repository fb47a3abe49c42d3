// What every request leaves behind once its response is done (or its client gone): the request
// counter and latency histograms of GET /metrics, per operation and per pipeline stage, and one
// access-log line. Both happen on the response's 'close' event, after the last byte was handed to
// the socket, so neither adds to the response's latency. Placed right inside requestIdentity.
//
// Labels stay bounded: the operationId (or `none` for anything the spec does not route: 404s, the
// docs page), the method and the status code; never the raw path. The log line carries the path
// without its query string, and no header at all.
import type Koa from 'koa';
import { Counter, Histogram } from 'prom-client';
import type { Logger } from '../observability/logger.js';
import { registry } from '../observability/metrics.js';
import { stageTiming } from './request-identity.js';

const LABELS = ['operation_id', 'method', 'status'] as const;

const requests = new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by operation, method and status code',
  labelNames: LABELS,
  registers: [registry],
});

const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: "From a request's arrival to the end of its response (for a stream, its whole length)",
  labelNames: LABELS,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
  registers: [registry],
});

const stageDuration = new Histogram({
  name: 'http_request_stage_duration_seconds',
  help: 'Time a request spent in each pipeline stage; a stage excludes the stages it called (handler excludes limits and credits)',
  labelNames: ['stage'],
  buckets: [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5, 30, 120],
  registers: [registry],
});
// prom-client hashes a label set on every call; the few series a service has are looked up once.
interface RequestSeries {
  count: { inc(): void };
  duration: { observe(seconds: number): void };
}
const requestSeries = new Map<string, RequestSeries>();
const stageSeries = new Map<string, { observe(seconds: number): void }>();

function seriesOf(operationId: string, method: string, status: number): RequestSeries {
  const key = `${operationId} ${method} ${status}`;
  let series = requestSeries.get(key);
  if (!series) {
    const labels = { operation_id: operationId, method, status };
    series = { count: requests.labels(labels), duration: requestDuration.labels(labels) };
    requestSeries.set(key, series);
  }
  return series;
}

function stageSeriesOf(stage: string): { observe(seconds: number): void } {
  let series = stageSeries.get(stage);
  if (!series) {
    series = stageDuration.labels({ stage });
    stageSeries.set(stage, series);
  }
  return series;
}

function observe(ctx: Koa.Context, logger: Logger): void {
  const timing = stageTiming(ctx);
  timing.end();
  const milliseconds = timing.elapsed();
  const status = ctx.res.statusCode;
  const operationId = ctx.state.operationId as string | undefined;
  const series = seriesOf(operationId ?? 'none', ctx.method, status);
  series.count.inc();
  series.duration.observe(milliseconds / 1000);
  for (const [stage, stageMilliseconds] of timing.stages()) stageSeriesOf(stage).observe(stageMilliseconds / 1000);
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
