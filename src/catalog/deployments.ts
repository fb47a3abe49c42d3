// A catalog model served by several deployments (`deployments:` beside or instead of `route`): each
// one a route of its own with an id, a weight and its own limits, and the model's routing strategy.
// Parsed and checked at boot like a route; a model with a single `route` has no deployments here.
import { isFetchable, normalizeLlamaCppRoute, routeProblems, routeUnavailableReason, type EngineRoute } from './engine-routes.js';

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

/** Bounded so a choice stays a short loop and the deployments tried fit a bit mask. */
export const MAX_DEPLOYMENTS = 30;

const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const positiveInteger = (value: unknown) => Number.isInteger(value) && (value as number) > 0;

function healthCheckProblems(value: unknown, where: string): string[] {
  if (value === undefined) return [];
  const check = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof check.path !== 'string' || !check.path.startsWith('/')) problems.push(`${where}.healthCheck.path must be a path starting with /`);
  if (!positiveInteger(check.intervalSeconds)) problems.push(`${where}.healthCheck.intervalSeconds must be a positive integer`);
  return problems;
}

/** The model's routing settings, or its problems. */
export function parseRouting(value: unknown, problems: string[]): RoutingConfig {
  if (value === undefined) return { strategy: 'least-busy' };
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    problems.push('routing must be a mapping ({ strategy, healthCheck })');
    return { strategy: 'least-busy' };
  }
  const fields = value as Record<string, unknown>;
  const unknown = Object.keys(fields).filter((name) => name !== 'strategy' && name !== 'healthCheck');
  if (unknown.length > 0) problems.push(`routing has unknown field(s) ${unknown.join(', ')}`);
  const strategy = fields.strategy ?? 'least-busy';
  if (!ROUTING_STRATEGIES.includes(strategy as never)) problems.push(`routing.strategy must be one of ${ROUTING_STRATEGIES.join(', ')}`);
  problems.push(...healthCheckProblems(fields.healthCheck, 'routing'));
  return { strategy: strategy as RoutingStrategy, ...(fields.healthCheck ? { healthCheck: fields.healthCheck as HealthCheck } : {}) };
}

const DEPLOYMENT_FIELDS = new Set(['id', 'weight', 'maxConcurrent', 'requestsPerMinute', 'tokensPerMinute', 'healthCheck', 'route']);

/** The deployments as configured (routes checked, llama-cpp files resolved), or their problems. */
export function parseDeployments(value: unknown, dataDir: string, problems: string[]): DeploymentConfig[] {
  if (!Array.isArray(value) || value.length === 0) {
    problems.push('deployments must be a non-empty list');
    return [];
  }
  if (value.length > MAX_DEPLOYMENTS) problems.push(`deployments: at most ${MAX_DEPLOYMENTS}`);
  const seen = new Set<string>();
  const parsed: DeploymentConfig[] = [];
  value.forEach((entry, index) => {
    const fields = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    const where = `deployments[${index}]${typeof fields.id === 'string' ? ` (${fields.id})` : ''}`;
    const before = problems.length;
    if (typeof fields.id !== 'string' || !ID.test(fields.id)) problems.push(`${where}.id must be letters, digits, '.', '_' or '-' (at most 64)`);
    else if (seen.has(fields.id)) problems.push(`${where}: duplicate deployment id`);
    else seen.add(fields.id);
    const unknown = Object.keys(fields).filter((name) => !DEPLOYMENT_FIELDS.has(name));
    if (unknown.length > 0) problems.push(`${where} has unknown field(s) ${unknown.join(', ')}`);
    if (fields.weight !== undefined && !(typeof fields.weight === 'number' && fields.weight > 0 && fields.weight <= 1000)) {
      problems.push(`${where}.weight must be a number above 0, at most 1000`);
    }
    for (const name of ['maxConcurrent', 'requestsPerMinute', 'tokensPerMinute'] as const) {
      if (fields[name] !== undefined && !positiveInteger(fields[name])) problems.push(`${where}.${name} must be a positive integer`);
    }
    problems.push(...healthCheckProblems(fields.healthCheck, where));
    problems.push(...routeProblems(fields.route).map((issue) => `${where}: ${issue}`));
    const route = fields.route as EngineRoute | undefined;
    if (route?.engine === 'llama-cpp' && (route.generate !== undefined || isFetchable(route) || route.url !== undefined || route.pip !== undefined)) {
      problems.push(`${where}: a deployment's llama-cpp route names a file in place (no url, pip or generate)`);
    }
    if (problems.length > before) return;
    parsed.push({
      id: fields.id as string,
      weight: (fields.weight as number | undefined) ?? 1,
      ...(fields.maxConcurrent !== undefined ? { maxConcurrent: fields.maxConcurrent as number } : {}),
      ...(fields.requestsPerMinute !== undefined ? { requestsPerMinute: fields.requestsPerMinute as number } : {}),
      ...(fields.tokensPerMinute !== undefined ? { tokensPerMinute: fields.tokensPerMinute as number } : {}),
      ...(fields.healthCheck !== undefined ? { healthCheck: fields.healthCheck as HealthCheck } : {}),
      route: route!.engine === 'llama-cpp' ? normalizeLlamaCppRoute(route!, dataDir) : route!,
    });
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
