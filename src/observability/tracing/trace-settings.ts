// Whether this service exports traces, and where: the standard OpenTelemetry variables, read from
// the environment the service was given (AppOptions.environment, else process.env), so each app
// instance decides for itself (docs/decisions/0050-opentelemetry.md). Tracing is on when an OTLP
// endpoint is named and OTEL_SDK_DISABLED is not true. The header and resource-attribute lists are
// kept as written here: the OpenTelemetry packages that parse them load only once tracing starts.

/** The samplers of the OTEL_TRACES_SAMPLER variable this service honours. */
export const TRACE_SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;
export type TraceSamplerName = (typeof TRACE_SAMPLERS)[number];

export const TRACE_PROTOCOLS = ['http/protobuf', 'http/json'] as const;
export type TraceProtocol = (typeof TRACE_PROTOCOLS)[number];

export const DEFAULT_SERVICE_NAME = 'inference-service';

export interface TraceSettings {
  /** Where spans are POSTed: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as given, else OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces. */
  url: string;
  /** OTEL_EXPORTER_OTLP_TRACES_PROTOCOL, else OTEL_EXPORTER_OTLP_PROTOCOL; default http/protobuf. */
  protocol: TraceProtocol;
  /** OTEL_EXPORTER_OTLP_HEADERS then OTEL_EXPORTER_OTLP_TRACES_HEADERS (`key=value,…`, the latter wins per key). */
  headerLists: string[];
  /** OTEL_SERVICE_NAME (else service.name of OTEL_RESOURCE_ATTRIBUTES, else inference-service). */
  serviceName?: string;
  /** OTEL_RESOURCE_ATTRIBUTES (`key=value,…`). */
  resourceAttributes?: string;
  sampler: TraceSamplerName;
  /** OTEL_TRACES_SAMPLER_ARG for the ratio samplers: 0 to 1, default 1. */
  samplerRatio: number;
  /** OTEL_BSP_SCHEDULE_DELAY: milliseconds between two exports of the batch processor (the SDK's default, 5000, when unset). */
  batchDelayMs?: number;
}

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

/** The trace settings, or undefined when tracing is off; a bad value is added to `problems` (the boot then stops naming it). */
export function readTraceSettings(environment: NodeJS.ProcessEnv, problems: string[]): TraceSettings | undefined {
  const value = (name: string) => {
    const raw = environment[name]?.trim();
    return raw ? raw : undefined;
  };
  if (value('OTEL_SDK_DISABLED')?.toLowerCase() === 'true' || value('OTEL_TRACES_EXPORTER')?.toLowerCase() === 'none') return undefined;
  const tracesEndpoint = value('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT');
  const endpoint = value('OTEL_EXPORTER_OTLP_ENDPOINT');
  if (tracesEndpoint === undefined && endpoint === undefined) return undefined;
  const url = tracesEndpoint ?? `${endpoint!.replace(/\/+$/, '')}/v1/traces`;
  const named = tracesEndpoint !== undefined ? 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT' : 'OTEL_EXPORTER_OTLP_ENDPOINT';
  if (!URL.canParse(url) || !['http:', 'https:'].includes(new URL(url).protocol))
    problems.push(`${named} must be an http or https URL, got "${tracesEndpoint ?? endpoint}"`);
  const protocol = value('OTEL_EXPORTER_OTLP_TRACES_PROTOCOL') ?? value('OTEL_EXPORTER_OTLP_PROTOCOL') ?? 'http/protobuf';
  if (!isOneOf(TRACE_PROTOCOLS, protocol))
    problems.push(`OTEL_EXPORTER_OTLP_PROTOCOL must be ${TRACE_PROTOCOLS.join(' or ')} (gRPC is not built in), got "${protocol}"`);
  const sampler = value('OTEL_TRACES_SAMPLER')?.toLowerCase() ?? 'parentbased_always_on';
  if (!isOneOf(TRACE_SAMPLERS, sampler)) problems.push(`OTEL_TRACES_SAMPLER must be one of ${TRACE_SAMPLERS.join(', ')}, got "${sampler}"`);
  const ratioText = value('OTEL_TRACES_SAMPLER_ARG');
  const samplerRatio = ratioText === undefined ? 1 : Number(ratioText);
  if (sampler.endsWith('traceidratio') && !(samplerRatio >= 0 && samplerRatio <= 1))
    problems.push(`OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1, got "${ratioText}"`);
  const delayText = value('OTEL_BSP_SCHEDULE_DELAY');
  const batchDelayMs = delayText === undefined ? undefined : Number(delayText);
  if (batchDelayMs !== undefined && !(Number.isInteger(batchDelayMs) && batchDelayMs >= 0))
    problems.push(`OTEL_BSP_SCHEDULE_DELAY must be a whole number of milliseconds, got "${delayText}"`);
  return {
    url,
    protocol: protocol as TraceProtocol,
    headerLists: [value('OTEL_EXPORTER_OTLP_HEADERS'), value('OTEL_EXPORTER_OTLP_TRACES_HEADERS')].filter((list) => list !== undefined),
    serviceName: value('OTEL_SERVICE_NAME'),
    resourceAttributes: value('OTEL_RESOURCE_ATTRIBUTES'),
    sampler: sampler as TraceSamplerName,
    samplerRatio: Number.isFinite(samplerRatio) ? samplerRatio : 1,
    batchDelayMs,
  };
}
