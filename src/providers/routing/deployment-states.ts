// GET /models/deployments: every configured model, what serves it (or why nothing does), and each
// pooled model's deployments as the router sees them now.
import type { components } from '../../../generated/api-types.js';
import type { Catalog } from '../../catalog/catalog.js';
import type { EngineRoute } from '../../catalog/engine-routes.js';
import type { EngineRegistry, ServedModel } from '../registry.js';

type ModelDeployments = components['schemas']['ModelDeploymentList']['data'][number];
type DeploymentState = components['schemas']['ModelDeploymentState'];

/** The upstream's host and port only: a base URL may carry a user, a password or a key in its query. */
export function upstreamHost(route: EngineRoute): string | undefined {
  if (!('baseUrl' in route) || route.baseUrl.trim() === '') return undefined;
  try {
    return new URL(route.baseUrl).host || undefined;
  } catch {
    return undefined;
  }
}

function server(id: string, route: EngineRoute): DeploymentState {
  const host = upstreamHost(route);
  return { id, engine: route.engine, ...(host ? { host } : {}) };
}

function pooledStates(model: ServedModel, now: number): DeploymentState[] {
  return model.pool!.deployments.map((deployment) => {
    const latency = deployment.averageLatencyMs();
    return {
      ...server(deployment.id, deployment.route),
      weight: deployment.weight,
      health: deployment.health(now),
      cooldownUntil: now < deployment.cooldownUntil ? new Date(deployment.cooldownUntil).toISOString() : null,
      inFlight: deployment.inFlight,
      requests: deployment.requests,
      errors: deployment.errors,
      cooldowns: deployment.cooldowns,
      timeToFirstByteMs: latency > 0 ? Math.round(latency * 1000) / 1000 : null,
    };
  });
}

export function deploymentStates(catalog: Catalog, engines: EngineRegistry, now = Date.now()): ModelDeployments[] {
  const ids = [...catalog.configured.keys()];
  for (const model of catalog.models) if (!catalog.configured.has(model.record.id)) ids.push(model.record.id);
  return ids.map((id): ModelDeployments => {
    const served = engines.get(id);
    if (served?.pool) {
      return { model: id, type: served.record.type, available: true, strategy: served.pool.routing.strategy, deployments: pooledStates(served, now) };
    }
    if (served) return { model: id, type: served.record.type, available: true, strategy: null, deployments: [server(id, served.route)] };
    const reason = catalog.unavailable.find((entry) => entry.id === id)?.reason ?? 'not served by this build';
    return {
      model: id,
      type: catalog.configured.get(id)!.type,
      available: false,
      unavailableReason: reason,
      strategy: null,
      deployments: (catalog.configuredRoutes?.get(id) ?? []).map((entry) => server(entry.id, entry.route)),
    };
  });
}
