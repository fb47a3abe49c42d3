// The SERVER span of one API request, with the HTTP semantic conventions: started in the request
// envelope (a child of the caller's W3C traceparent, if any), active while the pipeline runs so the
// model calls inside become its children, and ended once the response is done and the request's
// record is whole (request-envelope.ts), so an abandoned stream's late charge is on it. Only the
// method, path, route template, status, host, user agent, request id, the deployment that answered
// and the charge are recorded: no header values other than the user agent, no query string, no body.
import { SpanKind, SpanStatusCode, type Span } from '@opentelemetry/api';
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVER_ADDRESS,
  ATTR_SERVER_PORT,
  ATTR_URL_PATH,
  ATTR_URL_SCHEME,
  ATTR_USER_AGENT_ORIGINAL,
} from '@opentelemetry/semantic-conventions';
import type Koa from 'koa';
import { OPERATIONS, type OperationId } from '../../generated/operations.js';
import { API_ROOT } from './api-root.js';
import type { Tracing } from '../observability/tracing/tracing.js';
import { SERVICE_ATTRIBUTES } from '../observability/tracing/service-attributes.js';
import type { RequestRecord } from '../observability/request-record.js';

/** What the request envelope holds of a traced request (request-envelope.ts, request-observation.ts). */
export interface RequestSpan {
  /** Runs the rest of the pipeline with this request's span active. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Ends the span with what the request's record holds once whole: status (499 for a client gone), route, deployment, charge. */
  end(record: RequestRecord): void;
}

/** Starts the request spans of one app. */
export interface RequestTracer {
  start(ctx: Koa.Context): RequestSpan;
}

/** The request's Host header split into the server.address and server.port attributes. */
function hostAttributes(host: string | undefined, span: Span): void {
  if (!host) return;
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host);
  if (!match) return;
  span.setAttribute(ATTR_SERVER_ADDRESS, match[1]!);
  if (match[2] !== undefined) span.setAttribute(ATTR_SERVER_PORT, Number(match[2]));
}

export function requestTracer({ tracer, spans, callerContext }: Tracing): RequestTracer {
  return {
    start(ctx) {
      const method = ctx.method;
      const span = tracer.startSpan(
        method,
        {
          kind: SpanKind.SERVER,
          attributes: {
            [ATTR_HTTP_REQUEST_METHOD]: method,
            [ATTR_URL_PATH]: ctx.path,
            [ATTR_URL_SCHEME]: ctx.protocol,
            [SERVICE_ATTRIBUTES.requestId]: ctx.state.requestId as string,
          },
        },
        callerContext(ctx.req.headers),
      );
      hostAttributes(ctx.req.headers.host, span);
      const userAgent = ctx.req.headers['user-agent'];
      if (userAgent !== undefined) span.setAttribute(ATTR_USER_AGENT_ORIGINAL, userAgent);
      return {
        run: (work) => spans.run(span, work),
        end(record) {
          const operation = record.operationId === null ? undefined : OPERATIONS[record.operationId as OperationId];
          if (operation !== undefined) {
            const route = `${API_ROOT}${operation.path}`;
            span.setAttribute(ATTR_HTTP_ROUTE, route);
            span.updateName(`${method} ${route}`);
          }
          span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, record.status);
          if (record.deployment !== null) span.setAttribute(SERVICE_ATTRIBUTES.deployment, record.deployment);
          if (record.currency !== null && record.costMicro !== null) {
            span.setAttribute(SERVICE_ATTRIBUTES.chargeCurrency, record.currency);
            span.setAttribute(SERVICE_ATTRIBUTES.chargeMicro, Number(record.costMicro)); // micro-units fit a double exactly below 9e15 (9 billion USD)
          }
          if (record.status >= 500) {
            span.setAttribute(ATTR_ERROR_TYPE, record.errorCode ?? String(record.status));
            span.setStatus({ code: SpanStatusCode.ERROR });
          }
          span.end();
        },
      };
    },
  };
}
