// The span a request's work runs under, for the model-call spans started inside it and the
// `traceparent` sent to an engine's upstream. Nothing exists until an app starts tracing: then one
// AsyncLocalStorage (process-wide; each request's chain holds its own span) and the header writer
// are set. Until then `addTraceHeaders`, called on every upstream request, is one undefined check.
// This module imports no OpenTelemetry code, so a service without tracing never loads it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Span } from '@opentelemetry/api';

let spans: AsyncLocalStorage<Span> | undefined;
let writeHeaders: ((span: Span, headers: Record<string, string>) => void) | undefined;

/** Called once tracing starts: the store of active spans, and how a span is written as W3C trace headers. */
export function enableActiveSpans(write: (span: Span, headers: Record<string, string>) => void): AsyncLocalStorage<Span> {
  writeHeaders = write;
  spans ??= new AsyncLocalStorage<Span>();
  return spans;
}

/** The span the current work runs under (a request's, or a model call's), if tracing is on. */
export function activeSpan(): Span | undefined {
  return spans?.getStore();
}

/** Adds `traceparent` (and `tracestate`) for the active span to an outgoing request's headers; nothing when tracing is off. */
export function addTraceHeaders(headers: Record<string, string>): void {
  if (writeHeaders === undefined) return;
  const span = spans!.getStore();
  if (span !== undefined) writeHeaders(span, headers);
}
