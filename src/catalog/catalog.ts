// The model catalog, traits, compatibility mappings, image styles and RPC networks, from the config
// files read and checked against their schemas once at boot (config-files.ts), then against the
// spec's own and the rules across files. Invalid config stops the boot with every problem listed; a
// valid model whose engine route is not configured is only reported.
import type { components } from '../../generated/api-types.js';
import { schemaValidators } from '../../generated/validators.js';
import type { ModelsFile } from '../../generated/config-types.js';
import { ConfigProblems, requiredFile, type CheckedConfig } from './config-files.js';
import { loadServiceSystemPrompt, parseCharacters, type CharacterEntry } from './characters.js';
import { isFetchable, routeProblems, routeUnavailableReason, servedRoute, type EngineRoute } from './engine-routes.js';
import { chooseNames, parseNameChoices, type NameChoices } from './name-choices.js';
import { parseDeployments, routingOf, servableDeployments, type DeploymentConfig, type RoutingConfig } from './deployments.js';
import { applyVoiceAliases } from './voice-aliases.js';
import type { SizeClass } from './size-classes.js';
import { parseRpcNetworks, type RpcNetwork } from './rpc-networks.js';
import { parseAugmentConfig, type AugmentConfig } from './augment-config.js';

export type ModelRecord = components['schemas']['ModelResponse'];
export type ModelType = components['schemas']['ModelType'];
export type ModelPrivacy = components['schemas']['ModelPrivacy'];

export interface CatalogModel {
  record: ModelRecord;
  /** The engine route; for a model on several deployments, its first servable deployment's. */
  route: EngineRoute;
  /** Set when the entry lists `deployments:`: the servable ones, balanced by `routing` (src/providers/routing/). */
  deployments?: DeploymentConfig[];
  routing?: RoutingConfig;
  /** Rate-limit size of a text or embedding model (`rate_limit_class`; src/limits/limit-scopes.ts has the defaults). */
  sizeClass?: SizeClass;
}

export interface Catalog {
  /** Models that can serve now, in config order. */
  models: CatalogModel[];
  /** Models left out, with the reason (reported at boot). */
  unavailable: { id: string; reason: string }[];
  /**
   * Models whose GGUF is missing but whose route says where to fetch it (url or pip): among
   * `unavailable` until the file is in place (src/providers/llama-cpp/fetched-models.ts).
   */
  fetchable: CatalogModel[];
  /**
   * Every valid model entry, served or not: prices are configuration, so the quote operations can
   * price a job for a model even where this build cannot run it yet.
   */
  configured: Map<string, ModelRecord>;
  /** Every valid model entry's servers as configured (one, or its deployments), so the operator sees what serves it or would. */
  configuredRoutes?: Map<string, { id: string; route: EngineRoute }[]>;
  /** Per type, the model each trait (`default`, …) stands for now: its first served candidate (refreshNames). */
  traits: Record<string, Record<string, string>>;
  /** Per type, the model each compatibility name (`gpt-4o`, …) stands for now. */
  compatibility: Record<string, Record<string, string>>;
  /** The names as configured: each one's candidates in order of preference (name-choices.ts). */
  traitChoices: NameChoices;
  compatibilityChoices: NameChoices;
  imageStyles: string[];
  /** A style's prompt template (`{prompt}` stands for the caller's), where image-styles.yaml gives one. */
  imageStylePrompts?: Record<string, string>;
  /** The JSON-RPC networks served (url set), with their method family and base credits. */
  rpcNetworks: Record<string, RpcNetwork>;
  /** The price of one JSON-RPC credit in pico-USD (config/rpc-networks.yaml usd_per_credit). */
  rpcPicoUsdPerCredit: bigint;
  /** Search providers, fetch limits and per-call prices of the augment endpoints (config/augment.yaml, optional). */
  augment: AugmentConfig;
  /** Personas usable as `character_slug` (config/characters.yaml, optional). */
  characters: CharacterEntry[];
  /** The service's default system prompt (config/system-prompt.txt, optional). */
  serviceSystemPrompt?: string;
}

type ModelEntry = NonNullable<ModelsFile['models']>[number];

const MODELS = 'models.yaml';

/**
 * The catalog from the checked config files (readConfigFiles checked every file's schema first, so
 * one error listed what was wrong in all of them); the rules across entries and files are checked here.
 */
export function loadCatalog(config: CheckedConfig, environment: NodeJS.ProcessEnv = process.env): Catalog {
  const problems = new ConfigProblems();
  const configDir = config.dir;
  const modelsFile = requiredFile(config, MODELS);
  const traitsFile = requiredFile(config, 'traits.yaml');
  const compatibilityFile = requiredFile(config, 'compatibility.yaml');
  const stylesFile = requiredFile(config, 'image-styles.yaml');
  const rpcFile = requiredFile(config, 'rpc-networks.yaml');
  const { 'characters.yaml': charactersFile, 'augment.yaml': augmentFile } = config.files;
  const owner = String(environment.OPERATOR_NAME ?? 'this service');
  const entries = modelsFile.models ?? [];
  const models: CatalogModel[] = [];
  const unavailable: { id: string; reason: string }[] = [];
  const fetchable: CatalogModel[] = [];
  const dataDir = environment.DATA_DIR || './data';
  const configured = new Map<string, ModelRecord>();
  const configuredRoutes = new Map<string, { id: string; route: EngineRoute }[]>();
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const where = `/models/${index}`;
    const report = (message: string, path = where) => problems.add(MODELS, path, message, entry.id);
    const record = {
      id: entry.id,
      object: 'model',
      owned_by: owner,
      type: entry.type,
      ...(entry.created !== undefined ? { created: entry.created } : {}),
      ...(entry.context_length !== undefined ? { context_length: entry.context_length } : {}),
      model_spec: entry.model_spec,
    };
    // The entry's public fields are the spec's ModelResponse (object and owned_by are the service's).
    if (!schemaValidators.ModelResponse(record)) {
      for (const error of schemaValidators.ModelResponse.errors ?? []) report(error.message ?? error.keyword, `${where}${error.instancePath}`);
      return;
    }
    const modelRecord = record as ModelRecord; // the spec's validator accepted it above
    if (seen.has(entry.id)) report('duplicate id', `${where}/id`);
    seen.add(entry.id);
    configured.set(entry.id, modelRecord);
    if (entry.rate_limit_class !== undefined && entry.type !== 'text' && entry.type !== 'embedding') {
      return void report('is for text and embedding models only', `${where}/rate_limit_class`);
    }
    const sizeClass = entry.rate_limit_class;
    if (entry.deployments !== undefined) return void deployedModel(entry, modelRecord, sizeClass, report);
    if (entry.routing !== undefined) return void report('applies to a model with deployments', `${where}/routing`);
    if (entry.route === undefined) return; // the schema requires a route without deployments
    const routeIssues = routeProblems(entry.route);
    if (routeIssues.length > 0) return void routeIssues.forEach(({ path, message }) => report(message, `${where}/route${path}`));
    const route = servedRoute(entry.route, dataDir);
    configuredRoutes.set(entry.id, [{ id: entry.id, route }]);
    const model: CatalogModel = { record: modelRecord, route, ...(sizeClass !== undefined ? { sizeClass } : {}) };
    const reason = routeUnavailableReason(route);
    if (!reason) return void models.push(model);
    unavailable.push({ id: entry.id, reason });
    if (isFetchable(route)) fetchable.push(model);
  });
  /** A model on several deployments: served while at least one of them can serve; the others are reported. */
  function deployedModel(entry: ModelEntry, record: ModelRecord, sizeClass: SizeClass | undefined, report: (message: string) => void): void {
    const found: string[] = [];
    if (entry.route !== undefined) found.push('name either `route` or `deployments`, not both');
    if (entry.type !== 'text' && entry.type !== 'embedding') found.push('deployments are for text and embedding models');
    const routing = routingOf(entry.routing);
    const deployments = parseDeployments(entry.deployments ?? [], dataDir, found);
    if (found.length > 0) return void found.forEach((issue) => report(issue));
    configuredRoutes.set(
      entry.id,
      deployments.map((deployment) => ({ id: deployment.id, route: deployment.route })),
    );
    const { servable, leftOut } = servableDeployments(deployments);
    const reasons = leftOut.map((deployment) => `deployment ${deployment.id}: ${deployment.reason}`);
    if (servable.length === 0) return void unavailable.push({ id: entry.id, reason: reasons.join('; ') });
    // Reported at boot like a model left out, under `<model>/<deployment>`; the model serves on the others.
    for (const deployment of leftOut) unavailable.push({ id: `${entry.id}/${deployment.id}`, reason: deployment.reason });
    models.push({ record, route: servable[0]!.route, deployments: servable, routing, ...(sizeClass !== undefined ? { sizeClass } : {}) });
  }
  const allIds = new Set(entries.map((entry) => entry.id));
  const traitChoices = parseNameChoices(traitsFile ?? {}, 'traits.yaml', allIds, problems);
  // compatibility.yaml holds model names per model type, and `voices`: voice names per speech model.
  const { voices, ...compatibilityNames } = compatibilityFile ?? {};
  const compatibilityChoices = parseNameChoices(compatibilityNames, 'compatibility.yaml', allIds, problems);
  applyVoiceAliases(voices, configured, problems);
  // Each style is a name, or `{ name, prompt }` whose prompt template contains `{prompt}`.
  const imageStyles: string[] = [];
  const imageStylePrompts: Record<string, string> = {};
  for (const style of stylesFile.styles ?? []) {
    if (typeof style === 'string') imageStyles.push(style);
    else {
      imageStyles.push(style.name);
      imageStylePrompts[style.name] = style.prompt;
    }
  }
  const rpc = parseRpcNetworks(rpcFile, problems);
  const characters = parseCharacters(charactersFile, allIds, problems);
  const augment = parseAugmentConfig(augmentFile, problems);
  problems.throwIfAny(configDir);
  const serviceSystemPrompt = loadServiceSystemPrompt(configDir);
  return {
    models,
    unavailable,
    fetchable,
    configured,
    configuredRoutes,
    traits: chooseNames(traitChoices, models),
    compatibility: chooseNames(compatibilityChoices, models),
    traitChoices,
    compatibilityChoices,
    imageStyles,
    imageStylePrompts,
    rpcNetworks: rpc.networks,
    rpcPicoUsdPerCredit: rpc.picoUsdPerCredit,
    augment,
    characters,
    serviceSystemPrompt,
  };
}

/**
 * Points every trait and compatibility name at its first served candidate, after the served models
 * changed (engines built, a fetched model in place). A catalog built by hand without choices keeps its names.
 */
export function refreshNames(catalog: Catalog): void {
  if (catalog.traitChoices) catalog.traits = chooseNames(catalog.traitChoices, catalog.models);
  if (catalog.compatibilityChoices) catalog.compatibility = chooseNames(catalog.compatibilityChoices, catalog.models);
}
