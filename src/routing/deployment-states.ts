// GET /models/deployments: each pooled model's deployments as the router sees them now.
import type { components } from '../../generated/api-types.js';
import type { Catalog } from '../catalog/catalog.js';
import type { EngineRegistry } from '../providers/registry.js';

type ModelDeployments = components['schemas']['ModelDeploymentList']['data'][number];

export function deploymentStates(catalog: Catalog, engines: EngineRegistry, now = Date.now()): ModelDeployments[] {
  const states: ModelDeployments[] = [];
  for (const model of catalog.models) {
    const pool = engines.get(model.record.id)?.pool;
    if (!pool) continue;
    states.push({
      model: pool.modelId,
      strategy: pool.routing.strategy,
      deployments: pool.deployments.map((deployment) => {
        const latency = deployment.averageLatencyMs();
        return {
          id: deployment.id,
          engine: deployment.route.engine,
          weight: deployment.weight,
          health: deployment.health(now),
          cooldownUntil: now < deployment.cooldownUntil ? new Date(deployment.cooldownUntil).toISOString() : null,
          inFlight: deployment.inFlight,
          requests: deployment.requests,
          errors: deployment.errors,
          cooldowns: deployment.cooldowns,
          timeToFirstByteMs: latency > 0 ? Math.round(latency * 1000) / 1000 : null,
        };
      }),
    });
  }
  return states;
}
