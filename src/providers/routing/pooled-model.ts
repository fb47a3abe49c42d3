// A catalog model on several deployments as the registry serves it: one engine per deployment, the
// pool that balances and fails over between them, their health probes and metrics, and an engine
// facade whose chat and embeddings go through the pool (for any caller that does not ask which
// deployment answered; the inference operations call runOnModel for that).
import type { CatalogModel } from '../../catalog/catalog.js';
import type { EngineRoute } from '../../catalog/engine-routes.js';
import type { ChatEngine, ChatParams } from '../contracts/chat.js';
import type { EmbeddingEngine } from '../contracts/embeddings.js';
import type { EngineInstance } from '../contracts/engine-instance.js';
import { Deployment, type DeploymentSettings } from './deployment.js';
import { observePool } from './deployment-metrics.js';
import { DeploymentPool, type Answered } from './deployment-pool.js';
import { startHealthProbes } from './health-probe.js';

const engineModelOf = (route: EngineRoute, model: CatalogModel) => ('upstreamModel' in route && route.upstreamModel) || model.record.id;

/** The params with the model name of the engine that runs them, copied only when it differs. */
export function paramsWithModel<P extends { model: string }>(params: P, engineModel: string): P {
  return params.model === engineModel ? params : { ...params, model: engineModel };
}

const paramsFor = <P extends { model: string }>(params: P, deployment: Deployment) => paramsWithModel(params, deployment.engineModel);

/**
 * The pool and its facade, or why the model cannot be served. `build` makes one deployment's
 * engine (the registry's factories) from its route and id, or says why it cannot.
 */
export function buildPooledModel(
  model: CatalogModel,
  settings: DeploymentSettings,
  build: (route: EngineRoute, deploymentId: string) => EngineInstance | string,
): { pool: DeploymentPool; engine: EngineInstance; engineModel: string } | string {
  const deployments: Deployment[] = [];
  for (const config of model.deployments ?? []) {
    // an upstream deployment fails over to the next at once rather than retrying the same one itself
    const route = config.route.engine === 'openai-compatible' && config.route.maxAttempts === undefined ? { ...config.route, maxAttempts: 1 } : config.route;
    const engine = build(route, config.id);
    if (typeof engine === 'string') {
      for (const built of deployments) void built.engine.close?.();
      return `deployment ${config.id}: ${engine}`;
    }
    deployments.push(new Deployment({ ...config, route }, engine, engineModelOf(route, model), settings));
  }
  const pool = new DeploymentPool(model.record.id, deployments, model.routing ?? { strategy: 'least-busy' }, settings);
  const stopProbes = startHealthProbes(deployments, pool.routing);
  const unobserve = observePool(pool);
  const first = deployments[0]!.engine;
  const chat: ChatEngine | undefined = first.chat && {
    chat: async (params, signal) => (await pool.run((deployment) => deployment.engine.chat!.chat(paramsFor(params, deployment), signal), signal)).value,
    streamChat: (params, signal) => pooledStream(pool, params, signal),
    // Counting generates nothing: the first deployment's tokenizer counts, without a turn of the pool.
    ...(first.chat.countPromptTokens
      ? { countPromptTokens: (params: ChatParams, signal: AbortSignal) => first.chat!.countPromptTokens!(paramsFor(params, deployments[0]!), signal) }
      : {}),
  };
  const embeddings: EmbeddingEngine | undefined = first.embeddings && {
    embed: async (params, signal) => (await pool.run((deployment) => deployment.engine.embeddings!.embed(paramsFor(params, deployment), signal), signal)).value,
  };
  const close = async () => {
    stopProbes();
    unobserve();
    await Promise.allSettled(deployments.map((deployment) => deployment.engine.close?.()));
  };
  return { pool, engine: { ...(chat ? { chat } : {}), ...(embeddings ? { embeddings } : {}), close }, engineModel: deployments[0]!.engineModel };
}

async function* pooledStream(pool: DeploymentPool, params: ChatParams, signal: AbortSignal) {
  const ended = new AbortController(); // the stream stays in flight on its deployment until it ends
  try {
    const { value } = await pool.run(
      async (deployment) => {
        const events = deployment.engine.chat!.streamChat(paramsFor(params, deployment), signal)[Symbol.asyncIterator]();
        return { events, first: await events.next() };
      },
      signal,
      ended.signal,
    );
    for (let next = value.first; !next.done; next = await value.events.next()) yield next.value;
  } finally {
    ended.abort();
  }
}

/**
 * Runs `attempt` on the model's engine, or, for a model on several deployments, on the one its pool
 * picks (failing over to others); `deployment` names the one that answered. `hold`: see DeploymentPool.run.
 * `model` is a served model (registry.ts), of which routing needs only its engine and its pool.
 */
export async function runOnModel<T>(
  model: { engine: EngineInstance; engineModel: string; pool?: DeploymentPool },
  attempt: (engine: EngineInstance, engineModel: string) => Promise<T>,
  signal: AbortSignal,
  hold?: AbortSignal,
): Promise<{ value: T; deployment?: Deployment }> {
  if (!model.pool) return { value: await attempt(model.engine, model.engineModel) };
  const answered: Answered<T> = await model.pool.run((deployment) => attempt(deployment.engine, deployment.engineModel), signal, hold);
  return answered;
}
