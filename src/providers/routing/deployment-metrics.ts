// The deployments' figures in GET /metrics, by model and deployment: read from each pool's own
// counters when Prometheus scrapes, so the request path only bumps numbers on the deployment.
import { Counter, Gauge } from 'prom-client';
import { registry } from '../../observability/metrics.js';
import type { Deployment } from './deployment.js';
import type { DeploymentPool } from './deployment-pool.js';

const pools = new Set<DeploymentPool>();

const HEALTH_VALUES = { healthy: 0, probing: 1, cooling: 2, down: 3 } as const;

type Reading = (deployment: Deployment, now: number) => number | undefined;

/** Calls `set` with each deployment's labels and reading. */
function eachDeployment(read: Reading, set: (labels: { model: string; deployment: string }, value: number) => void): void {
  const now = Date.now();
  for (const pool of pools) {
    for (const deployment of pool.deployments) {
      const value = read(deployment, now);
      if (value !== undefined) set({ model: pool.modelId, deployment: deployment.id }, value);
    }
  }
}

function deploymentGauge(name: string, help: string, read: Reading): void {
  registry.removeSingleMetric(name); // an app built again in the same process (tests) registers again
  const gauge: Gauge = new Gauge({
    name,
    help,
    labelNames: ['model', 'deployment'],
    registers: [registry],
    collect() {
      gauge.reset();
      eachDeployment(read, (labels, value) => gauge.set(labels, value));
    },
  });
}

function deploymentCounter(name: string, help: string, read: Reading): void {
  registry.removeSingleMetric(name);
  const counter: Counter = new Counter({
    name,
    help,
    labelNames: ['model', 'deployment'],
    registers: [registry],
    collect() {
      counter.reset();
      eachDeployment(read, (labels, value) => counter.inc(labels, value));
    },
  });
}

deploymentGauge('service_deployment_in_flight', 'Requests in flight on each deployment of a model', (deployment) => deployment.inFlight);
deploymentCounter('service_deployment_requests_total', 'Requests sent to each deployment (attempts, failover included)', (deployment) => deployment.requests);
deploymentCounter(
  'service_deployment_errors_total',
  'Retryable failures of each deployment (refused, reset, timeout, 429, 5xx)',
  (deployment) => deployment.errors,
);
deploymentCounter('service_deployment_cooldowns_total', 'Times each deployment was cooled down', (deployment) => deployment.cooldowns);
deploymentGauge(
  'service_deployment_health',
  'Each deployment now: 0 healthy, 1 awaiting its half-open probe, 2 cooling down, 3 out after a failed health check',
  (deployment, now) => HEALTH_VALUES[deployment.health(now)],
);
deploymentGauge(
  'service_deployment_time_to_first_byte_seconds',
  'Moving mean over the last 16 answers of each deployment: to the first event of a stream, to the whole answer otherwise',
  (deployment) => (deployment.averageLatencyMs() > 0 ? deployment.averageLatencyMs() / 1000 : undefined),
);

/** Lists a pool in /metrics until the returned function is called (its engines closed). */
export function observePool(pool: DeploymentPool): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}
