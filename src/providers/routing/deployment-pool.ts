// The deployments of one model and the failover between them: a request goes to the deployment the
// model's strategy picks; a retryable failure before anything reached the client (refused, reset,
// timed out, 429, 5xx) counts against that deployment's health and the request moves to another,
// within DEPLOYMENT_MAX_ATTEMPTS and DEPLOYMENT_RETRY_BUDGET_MS. What is left after that is the
// engine's error, for the caller's `fallbacks` (src/inference/fallbacks.ts) or the client.
import { performance } from 'node:perf_hooks';
import type { RoutingConfig } from '../../catalog/deployments.js';
import { ProviderError } from '../contracts/provider-error.js';
import { chooseDeployment, type Random } from './choose-deployment.js';
import type { Deployment, DeploymentSettings } from './deployment.js';

export interface Answered<T> {
  deployment: Deployment;
  value: T;
}

export class DeploymentPool {
  constructor(
    readonly modelId: string,
    readonly deployments: readonly Deployment[],
    readonly routing: RoutingConfig,
    private readonly settings: DeploymentSettings,
    private readonly clock: () => number = Date.now,
    private readonly random: Random = Math.random,
  ) {}

  /**
   * Runs `attempt` on one deployment after another until one answers. `hold`: the request stays in
   * flight on the deployment that answered until this signal aborts (a stream, until it ends);
   * without it, until the answer.
   */
  async run<T>(attempt: (deployment: Deployment) => Promise<T>, signal: AbortSignal, hold?: AbortSignal): Promise<Answered<T>> {
    const began = this.clock();
    let tried = 0;
    let last: ProviderError | undefined;
    for (let attempts = 0; attempts < this.settings.maxAttempts; attempts += 1) {
      const now = attempts === 0 ? began : this.clock();
      if (attempts > 0 && now - began >= this.settings.retryBudgetMs) break;
      const index = chooseDeployment(this.routing.strategy, this.deployments, now, tried, this.random);
      if (index < 0) break;
      tried |= 1 << index;
      const deployment = this.deployments[index]!;
      deployment.begin(now);
      const started = performance.now();
      let value: T;
      try {
        value = await attempt(deployment);
      } catch (error) {
        deployment.end();
        if (signal.aborted || !(error instanceof ProviderError)) throw error;
        // the caller's own mistake (a 4xx) would fail the same way anywhere: not the deployment's health
        if (!error.isRetryable) throw error;
        deployment.failed(this.clock(), error);
        last = error;
        continue;
      }
      deployment.succeeded(this.clock(), performance.now() - started);
      if (hold && !hold.aborted) hold.addEventListener('abort', () => deployment.end(), { once: true });
      else deployment.end();
      return { deployment, value };
    }
    throw last ?? this.atCapacity(this.clock());
  }

  /** Every deployment cooling, probed down or at its own limits: the model is at capacity until the first frees up. */
  private atCapacity(now: number): ProviderError {
    let soonest = Number.POSITIVE_INFINITY;
    for (const deployment of this.deployments) soonest = Math.min(soonest, deployment.availableAt(now));
    const retryAfterSeconds = Math.max(1, Math.ceil((soonest - now) / 1000));
    return new ProviderError('overloaded', `every deployment of ${this.modelId} is cooling down or at its limits`, { status: 503, retryAfterSeconds });
  }
}
