// Active health: a periodic GET of `healthCheck.path` under a deployment's upstream baseUrl (its own
// setting, else the model's). A failing answer (not 2xx, refused, or slower than the interval or
// 5 s) takes the deployment out of rotation; the first passing one puts it back. Only upstream
// routes have a URL to probe; an embedded engine's health is passive only.
import type { HealthCheck, RoutingConfig } from '../../catalog/deployments.js';
import type { Deployment } from './deployment.js';

const PROBE_TIMEOUT_MS = 5_000;

function probeTarget(deployment: Deployment, routing: RoutingConfig): { url: string; check: HealthCheck; apiKey?: string } | undefined {
  const check = deployment.config.healthCheck ?? routing.healthCheck;
  const { route } = deployment;
  if (!check || (route.engine !== 'openai-compatible' && route.engine !== 'service-compatible')) return undefined;
  return { url: `${route.baseUrl.replace(/\/+$/, '')}${check.path}`, check, ...(route.apiKey ? { apiKey: route.apiKey } : {}) };
}

/** Starts the probes of the deployments that have one; the returned function stops them. */
export function startHealthProbes(deployments: readonly Deployment[], routing: RoutingConfig): () => void {
  const timers: NodeJS.Timeout[] = [];
  const controller = new AbortController();
  for (const deployment of deployments) {
    const target = probeTarget(deployment, routing);
    if (!target) continue;
    const intervalMs = target.check.intervalSeconds * 1000;
    const headers: Record<string, string> = target.apiKey ? { authorization: `Bearer ${target.apiKey}` } : {};
    let running = false;
    const probe = async () => {
      if (running) return;
      running = true;
      try {
        const signal = AbortSignal.any([controller.signal, AbortSignal.timeout(Math.min(intervalMs, PROBE_TIMEOUT_MS))]);
        const response = await fetch(target.url, { headers, signal });
        await response.body?.cancel();
        deployment.probeDown = !response.ok;
      } catch {
        if (!controller.signal.aborted) deployment.probeDown = true;
      } finally {
        running = false;
      }
    };
    const timer = setInterval(probe, intervalMs);
    timer.unref();
    timers.push(timer);
  }
  return () => {
    controller.abort();
    for (const timer of timers) clearInterval(timer);
  };
}
