// Whether the service traces, and where, from the standard OTEL_* variables of its environment.
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../src/config/environment.js';
import { readTraceSettings } from '../../src/observability/tracing/trace-settings.js';

const read = (environment: NodeJS.ProcessEnv) => {
  const problems: string[] = [];
  return { settings: readTraceSettings(environment, problems), problems };
};

describe('Trace settings', () => {
  it('are off without an OTLP endpoint, or when the SDK or the traces exporter is disabled', () => {
    expect(read({}).settings).toBeUndefined();
    expect(read({ OTEL_SERVICE_NAME: 'x', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toEqual({ settings: undefined, problems: [] });
    expect(read({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'TRUE' }).settings).toBeUndefined();
    expect(read({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_EXPORTER: 'none' }).settings).toBeUndefined();
    expect(readSettings({}).tracing).toBeUndefined();
  });

  it('append /v1/traces to the general endpoint, take the traces endpoint as given, and default to protobuf and parent-based sampling', () => {
    expect(read({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toEqual({
      settings: {
        url: 'http://collector:4318/v1/traces',
        protocol: 'http/protobuf',
        headerLists: [],
        serviceName: undefined,
        resourceAttributes: undefined,
        sampler: 'parentbased_always_on',
        samplerRatio: 1,
        batchDelayMs: undefined,
      },
      problems: [],
    });
    const { settings } = read({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example/otlp/spans',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
      OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json',
      OTEL_EXPORTER_OTLP_HEADERS: 'api-key=1',
      OTEL_EXPORTER_OTLP_TRACES_HEADERS: 'api-key=2',
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0.25',
    });
    expect(settings).toMatchObject({
      url: 'https://traces.example/otlp/spans',
      protocol: 'http/json',
      headerLists: ['api-key=1', 'api-key=2'],
      sampler: 'parentbased_traceidratio',
      samplerRatio: 0.25,
    });
  });

  it('stop the boot naming each bad value', () => {
    expect(() =>
      readSettings({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
        OTEL_TRACES_SAMPLER: 'sometimes',
        OTEL_BSP_SCHEDULE_DELAY: 'soon',
      }),
    ).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT must be an http or https URL[\s\S]*OTEL_EXPORTER_OTLP_PROTOCOL must be http\/protobuf or http\/json[\s\S]*OTEL_TRACES_SAMPLER must be one of[\s\S]*OTEL_BSP_SCHEDULE_DELAY/,
    );
    expect(read({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '2' }).problems).toEqual([
      'OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1, got "2"',
    ]);
  });
});
