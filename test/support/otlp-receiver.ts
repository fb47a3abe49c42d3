// A loopback OTLP/HTTP trace receiver (the network edge of tracing): it accepts POST /v1/traces in
// the http/json protocol and keeps every span it was sent, flattened with its resource's attributes,
// for the tests to read. Attribute values are unwrapped from OTLP's typed form.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type AttributeValue = string | number | boolean | AttributeValue[];

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP's span kind: 2 server, 3 client. */
  kind: number;
  attributes: Record<string, AttributeValue>;
  /** 0 unset, 1 ok, 2 error. */
  statusCode: number;
  resource: Record<string, AttributeValue>;
}

export const SPAN_KIND = { server: 2, client: 3 } as const;

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
  arrayValue?: { values?: OtlpValue[] };
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}

function unwrapped(value: OtlpValue): AttributeValue {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.boolValue !== undefined) return value.boolValue;
  return (value.arrayValue?.values ?? []).map(unwrapped);
}

const attributesOf = (attributes: OtlpAttribute[] | undefined) => Object.fromEntries((attributes ?? []).map(({ key, value }) => [key, unwrapped(value)]));

export interface OtlpReceiver {
  /** The base endpoint, as OTEL_EXPORTER_OTLP_ENDPOINT takes it. */
  url: string;
  spans: ReceivedSpan[];
  /** POSTs received, with their content types. */
  posts: { path: string; contentType: string }[];
  /** Resolves with the spans once `ready` holds of them (polled: the exporter sends in batches). */
  waitFor(ready: (spans: ReceivedSpan[]) => boolean, timeoutMs?: number): Promise<ReceivedSpan[]>;
  close(): Promise<void>;
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const posts: OtlpReceiver['posts'] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      posts.push({ path: request.url ?? '', contentType: String(request.headers['content-type'] ?? '') });
      if (request.method === 'POST' && request.url === '/v1/traces' && String(request.headers['content-type']).startsWith('application/json')) {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans?: { resource?: { attributes?: OtlpAttribute[] }; scopeSpans?: { spans?: Record<string, unknown>[] }[] }[];
        };
        for (const resourceSpans of body.resourceSpans ?? []) {
          const resource = attributesOf(resourceSpans.resource?.attributes);
          for (const scope of resourceSpans.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) {
              spans.push({
                traceId: span.traceId as string,
                spanId: span.spanId as string,
                parentSpanId: (span.parentSpanId as string | undefined) || undefined,
                name: span.name as string,
                kind: span.kind as number,
                attributes: attributesOf(span.attributes as OtlpAttribute[]),
                statusCode: ((span.status as { code?: number } | undefined)?.code ?? 0) as number,
                resource,
              });
            }
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    posts,
    async waitFor(ready, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (!ready(spans)) {
        if (Date.now() > deadline) throw new Error(`the OTLP receiver did not get the expected spans; it has: ${spans.map((span) => span.name).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return spans;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
