// A catalog model served by several deployments (`deployments:` beside or instead of `route`): each
// one a route of its own with an id, a weight and its own limits, and the model's routing strategy.
// Their fields and routes are checked by config/schemas/models.schema.yaml (a deployment's llama-cpp
// route names a file in place: nothing to fetch or generate); a model with a single `route` has no
// deployments here.
import type { ModelsFile } from '../../generated/config-types.js';
import { routeUnavailableReason, servedRoute, type EngineRoute } from './engine-routes.js';

export const ROUTING_STRATEGIES = ['least-busy', 'weighted', 'latency'] as const;
export type RoutingStrategy = (typeof ROUTING_STRATEGIES)[number];

/** A periodic GET of `path` under an upstream route's baseUrl; a failing answer takes the deployment out until one succeeds. */
export interface HealthCheck {
  path: string;
  intervalSeconds: number;
}

export interface DeploymentConfig {
  id: string;
  /** Share of traffic under `weighted`, and the tie-break under `least-busy` (default 1). */
  weight: number;
  /** Requests this deployment may run at once; beyond it the deployment is skipped. */
  maxConcurrent?: number;
  requestsPerMinute?: number;
  tokensPerMinute?: number;
  healthCheck?: HealthCheck;
  route: EngineRoute;
}

export interface RoutingConfig {
  strategy: RoutingStrategy;
  /** The probe of every deployment that does not set its own. */
  healthCheck?: HealthCheck;
}

type ModelEntry = NonNullable<ModelsFile['models']>[number];
type DeploymentEntry = NonNullable<ModelEntry['deployments']>[number];

/** The model's routing settings (their shape is the models schema's). */
export function routingOf(routing: ModelEntry['routing']): RoutingConfig {
  return { strategy: routing?.strategy ?? 'least-busy', ...(routing?.healthCheck ? { healthCheck: routing.healthCheck } : {}) };
}

/**
 * The deployments as configured (files resolved), or their problems: the schema checked each one's
 * fields and route; what is left is a unique id.
 */
export function parseDeployments(entries: DeploymentEntry[], dataDir: string, problems: string[]): DeploymentConfig[] {
  const seen = new Set<string>();
  const parsed: DeploymentConfig[] = [];
  entries.forEach((entry, index) => {
    const where = `deployments[${index}] (${entry.id})`;
    const before = problems.length;
    if (seen.has(entry.id)) problems.push(`${where}: duplicate deployment id`);
    seen.add(entry.id);
    if (problems.length > before) return;
    const { route, weight = 1, ...limits } = entry;
    parsed.push({ ...limits, weight, route: servedRoute(route, dataDir) });
  });
  return parsed;
}

/** The deployments that can serve now, and why each other one cannot. */
export function servableDeployments(deployments: DeploymentConfig[]): { servable: DeploymentConfig[]; leftOut: { id: string; reason: string }[] } {
  const servable: DeploymentConfig[] = [];
  const leftOut: { id: string; reason: string }[] = [];
  for (const deployment of deployments) {
    const reason = routeUnavailableReason(deployment.route);
    if (reason) leftOut.push({ id: deployment.id, reason });
    else servable.push(deployment);
  }
  return { servable, leftOut };
}
