// One app's tracer: a TracerProvider of the OpenTelemetry SDK with a batch processor and the OTLP/HTTP
// exporter of the configured protocol, built from that app's settings (not from process.env, so
// two apps in one process, as in the tests, trace independently) and shut down, flushing what is
// queued, by app.close(). The packages are imported here, on start: a service without tracing
// never loads them. No global tracer provider or context manager is registered: the request
// envelope (src/http/request-span.ts) and the engine wrappers (src/providers/traced-engines.ts) are
// handed this tracer, and the active span travels in active-span.ts's store.
import type { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingHttpHeaders } from 'node:http';
import { defaultTextMapGetter, ROOT_CONTEXT, trace, type Context, type Span, type Tracer } from '@opentelemetry/api';
import type { Sampler } from '@opentelemetry/sdk-trace';
import { SERVICE_VERSION } from '../../../generated/operations.js';
import { enableActiveSpans } from './active-span.js';
import { DEFAULT_SERVICE_NAME, type TraceSettings } from './trace-settings.js';

export interface Tracing {
  tracer: Tracer;
  /** The active span of each request's work (active-span.ts): the request's, or a model call's inside it. */
  spans: AsyncLocalStorage<Span>;
  /** The caller's span context from its traceparent and tracestate headers (root when it sent none). */
  callerContext(headers: IncomingHttpHeaders): Context;
  /** Flushes the spans still queued and stops exporting. */
  shutdown(): Promise<void>;
}

const TRACER_NAME = 'inference-service';

async function samplerFor(settings: TraceSettings): Promise<Sampler> {
  const { AlwaysOffSampler, AlwaysOnSampler, ParentBasedSampler, TraceIdRatioBasedSampler } = await import('@opentelemetry/sdk-trace');
  const root = (name: string): Sampler =>
    name === 'always_off' ? new AlwaysOffSampler() : name === 'traceidratio' ? new TraceIdRatioBasedSampler(settings.samplerRatio) : new AlwaysOnSampler();
  const [parentBased, rootName] = settings.sampler.startsWith('parentbased_')
    ? [true, settings.sampler.slice('parentbased_'.length)]
    : [false, settings.sampler];
  return parentBased ? new ParentBasedSampler({ root: root(rootName) }) : root(rootName);
}

export async function startTracing(settings: TraceSettings): Promise<Tracing> {
  const [{ BatchSpanProcessor, TracerProvider }, { resourceFromAttributes }, { parseKeyPairsIntoRecord, W3CTraceContextPropagator }, semconv] =
    await Promise.all([
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/core'),
      import('@opentelemetry/semantic-conventions'),
    ]);
  const { OTLPTraceExporter } =
    settings.protocol === 'http/json' ? await import('@opentelemetry/exporter-trace-otlp-http') : await import('@opentelemetry/exporter-trace-otlp-proto');
  const headers = Object.assign({}, ...settings.headerLists.map((list) => parseKeyPairsIntoRecord(list))) as Record<string, string>;
  const attributes = parseKeyPairsIntoRecord(settings.resourceAttributes);
  const resource = resourceFromAttributes({
    ...attributes,
    [semconv.ATTR_SERVICE_NAME]: settings.serviceName ?? attributes[semconv.ATTR_SERVICE_NAME] ?? DEFAULT_SERVICE_NAME,
    [semconv.ATTR_SERVICE_VERSION]: attributes[semconv.ATTR_SERVICE_VERSION] ?? SERVICE_VERSION,
  });
  const exporter = new OTLPTraceExporter({ url: settings.url, headers });
  const provider = new TracerProvider({
    resource,
    sampler: await samplerFor(settings),
    spanProcessors: [new BatchSpanProcessor({ exporter, scheduledDelayMillis: settings.batchDelayMs })],
  });
  const propagator = new W3CTraceContextPropagator();
  const spans = enableActiveSpans((span: Span, carrier: Record<string, string>) =>
    propagator.inject(trace.setSpan(ROOT_CONTEXT, span), carrier, { set: (target, key, value) => (target[key] = value) }),
  );
  return {
    tracer: provider.getTracer(TRACER_NAME, SERVICE_VERSION),
    spans,
    callerContext: (headers) => propagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter),
    shutdown: () => provider.shutdown(),
  };
}
