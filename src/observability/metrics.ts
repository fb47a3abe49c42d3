// The process's Prometheus metrics: one registry, exposed by GET /api/v1/metrics (src/operations/
// monitoring.ts). The request pipeline records its counters and latency histograms here
// (src/http/request-observation.ts), prom-client adds the default process metrics (RSS, heap,
// event-loop lag, GC, handles), and any module adds its own gauges without knowing about HTTP:
//
//   import { registerGauge } from './metrics.js';
//   const unregister = registerGauge('service_credit_leases_open', 'Credit leases this replica holds', () => leases.size);
//   registerGauge('service_credit_leased_micro', 'Micro-units held in leases, by currency', 'currency', () => ({ USD: heldUsd, DIEM: heldDiem }));
//
// A gauge is read when Prometheus scrapes, never on the request path; call unregister() when its
// owner closes. Name gauges `service_<what>_<unit>` (Prometheus naming: snake_case, base units).
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';

export const registry = new Registry();

let processMetricsOn = false;

/** The default process metrics; once per process (later calls do nothing). */
export function collectProcessMetrics(): void {
  if (processMetricsOn) return;
  processMetricsOn = true;
  collectDefaultMetrics({ register: registry });
}

const collectFailures = new Counter({
  name: 'service_metric_collect_failures_total',
  help: 'Scrapes at which a registered gauge could not be read (it is left out of that scrape)',
  labelNames: ['metric'],
  registers: [registry],
});

export type Unregister = () => void;
type Reading<T> = () => T | Promise<T>;

/** A gauge of one value, e.g. the leases held. */
export function registerGauge(name: string, help: string, collect: Reading<number>): Unregister;
/** A gauge of one value per value of `label`, e.g. `{ USD: 12, DIEM: 3 }` under label `currency`. */
export function registerGauge(name: string, help: string, label: string, collect: Reading<Record<string, number>>): Unregister;
export function registerGauge(
  name: string,
  help: string,
  labelOrCollect: string | Reading<number>,
  labelledCollect?: Reading<Record<string, number>>,
): Unregister {
  const label = typeof labelOrCollect === 'string' ? labelOrCollect : undefined;
  const read = (typeof labelOrCollect === 'string' ? labelledCollect! : labelOrCollect) as Reading<number | Record<string, number>>;
  // The last registration of a name wins: an app built again in the same process (tests) re-registers.
  registry.removeSingleMetric(name);
  const gauge: Gauge = new Gauge({
    name,
    help,
    labelNames: label ? [label] : [],
    registers: [registry],
    async collect() {
      gauge.reset();
      try {
        const value = await read();
        if (typeof value === 'number') gauge.set(value);
        else for (const [labelValue, number] of Object.entries(value)) gauge.set({ [label!]: labelValue }, number);
      } catch {
        // One failing gauge must not fail the whole scrape; the failure is counted instead.
        collectFailures.inc({ metric: name });
      }
    },
  });
  return () => {
    if (registry.getSingleMetric(name) === gauge) registry.removeSingleMetric(name);
  };
}

/** The exposition (Prometheus text format 0.0.4) of every metric. */
export async function exposition(): Promise<{ contentType: string; text: string }> {
  return { contentType: registry.contentType, text: await registry.metrics() };
}
