// The model catalog, traits, compatibility mappings, image styles and RPC networks, read from
// config/ at boot and validated against the spec's own schemas. Invalid config stops the boot with
// every problem listed; a valid model whose engine route is not configured is only reported.
import type { components } from '../../generated/api-types.js';
import { schemaValidators } from '../../generated/validators.js';
import { loadCharacters, loadServiceSystemPrompt, type CharacterEntry } from './characters.js';
import { readConfigFile, readOptionalConfigFile } from './config-files.js';
import {
  isFetchable,
  isOnnxRoute,
  normalizeLlamaCppRoute,
  normalizeOnnxRoute,
  normalizeWhisperCppRoute,
  routeProblems,
  routeUnavailableReason,
  type EngineRoute,
} from './engine-routes.js';
import { chooseNames, parseNameChoices, type NameChoices } from './name-choices.js';
import { parseDeployments, parseRouting, servableDeployments, type DeploymentConfig, type RoutingConfig } from './deployments.js';
import { applyVoiceAliases } from './voice-aliases.js';
import { SIZE_CLASSES, isSizeClass, type SizeClass } from './size-classes.js';
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

interface ModelEntry {
  id: string;
  type: ModelType;
  route?: unknown;
  deployments?: unknown;
  routing?: unknown;
  created?: number;
  context_length?: number;
  model_spec: unknown;
  rate_limit_class?: unknown;
}

function asRecord(value: unknown, what: string): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`config: ${what} must be a mapping`);
  return value as Record<string, unknown>;
}

export function loadCatalog(configDir: string, environment: NodeJS.ProcessEnv = process.env): Catalog {
  const problems: string[] = [];
  const owner = String(environment.OPERATOR_NAME ?? 'this service');
  const modelsFile = asRecord(readConfigFile(configDir, 'models.yaml', environment), 'models.yaml');
  const entries = (modelsFile.models ?? []) as ModelEntry[];
  const models: CatalogModel[] = [];
  const unavailable: { id: string; reason: string }[] = [];
  const fetchable: CatalogModel[] = [];
  const dataDir = environment.DATA_DIR || './data';
  const configured = new Map<string, ModelRecord>();
  const configuredRoutes = new Map<string, { id: string; route: EngineRoute }[]>();
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const where = `models.yaml models[${index}]${entry?.id ? ` (${entry.id})` : ''}`;
    const record = {
      id: entry.id,
      object: 'model',
      owned_by: owner,
      type: entry.type,
      ...(entry.created !== undefined ? { created: entry.created } : {}),
      ...(entry.context_length !== undefined ? { context_length: entry.context_length } : {}),
      model_spec: entry.model_spec,
    };
    if (!schemaValidators.ModelResponse(record)) {
      const reasons = (schemaValidators.ModelResponse.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
      problems.push(`${where}: ${reasons.join('; ')}`);
      return;
    }
    if (seen.has(entry.id)) problems.push(`${where}: duplicate id`);
    seen.add(entry.id);
    configured.set(entry.id, record as ModelRecord);
    if (entry.deployments !== undefined) return void deployedModel(entry, record as ModelRecord, where);
    if (entry.routing !== undefined) return void problems.push(`${where}: routing applies to a model with deployments`);
    const routeIssues = routeProblems(entry.route);
    if (routeIssues.length > 0) return void problems.push(...routeIssues.map((issue) => `${where}: ${issue}`));
    const declared = entry.route as EngineRoute;
    const route =
      declared.engine === 'llama-cpp'
        ? normalizeLlamaCppRoute(declared, dataDir)
        : declared.engine === 'whisper-cpp'
          ? normalizeWhisperCppRoute(declared, dataDir)
          : isOnnxRoute(declared)
            ? normalizeOnnxRoute(declared)
            : declared;
    configuredRoutes.set(entry.id, [{ id: entry.id, route }]);
    const sizeClass = sizeClassOf(entry, where);
    if (sizeClass === false) return;
    const model: CatalogModel = { record: record as ModelRecord, route, ...(sizeClass !== undefined ? { sizeClass } : {}) };
    const reason = routeUnavailableReason(route);
    if (!reason) return void models.push(model);
    unavailable.push({ id: entry.id, reason });
    if (isFetchable(route)) fetchable.push(model);
  });
  /** The entry's size class, undefined for the type's default, false after reporting a bad one. */
  function sizeClassOf(entry: ModelEntry, where: string): SizeClass | undefined | false {
    const sizeClass = isSizeClass(entry.rate_limit_class) ? entry.rate_limit_class : undefined;
    if (entry.rate_limit_class !== undefined && (sizeClass === undefined || (entry.type !== 'text' && entry.type !== 'embedding'))) {
      problems.push(`${where}: rate_limit_class must be one of ${SIZE_CLASSES.join(', ')}, on text and embedding models only`);
      return false;
    }
    return sizeClass;
  }
  /** A model on several deployments: served while at least one of them can serve; the others are reported. */
  function deployedModel(entry: ModelEntry, record: ModelRecord, where: string): void {
    const found: string[] = [];
    if (entry.route !== undefined) found.push('name either `route` or `deployments`, not both');
    if (entry.type !== 'text' && entry.type !== 'embedding') found.push('deployments are for text and embedding models');
    const routing = parseRouting(entry.routing, found);
    const deployments = parseDeployments(entry.deployments, dataDir, found);
    const sizeClass = sizeClassOf(entry, where);
    if (found.length > 0 || sizeClass === false) return void problems.push(...found.map((issue) => `${where}: ${issue}`));
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
  const traitChoices = parseNameChoices(readConfigFile(configDir, 'traits.yaml', environment), 'traits.yaml', allIds, problems);
  // compatibility.yaml holds model names per model type, and `voices`: voice names per speech model.
  const { voices: voiceAliases, ...compatibilityNames } = asRecord(readConfigFile(configDir, 'compatibility.yaml', environment) ?? {}, 'compatibility.yaml');
  const compatibilityChoices = parseNameChoices(compatibilityNames, 'compatibility.yaml', allIds, problems);
  applyVoiceAliases(voiceAliases, configured, problems);
  const stylesFile = asRecord(readConfigFile(configDir, 'image-styles.yaml', environment), 'image-styles.yaml');
  // Each style is a name, or `{ name, prompt }` whose prompt template contains `{prompt}`.
  const imageStyles: string[] = [];
  const imageStylePrompts: Record<string, string> = {};
  for (const style of (stylesFile.styles ?? []) as unknown[]) {
    const entry = style as { name?: unknown; prompt?: unknown };
    if (typeof style === 'string') imageStyles.push(style);
    else if (typeof entry?.name === 'string' && typeof entry.prompt === 'string' && entry.prompt.includes('{prompt}')) {
      imageStyles.push(entry.name);
      imageStylePrompts[entry.name] = entry.prompt;
    } else problems.push('image-styles.yaml: each style must be a name, or { name, prompt } with {prompt} in its prompt');
  }
  const rpc = parseRpcNetworks(readConfigFile(configDir, 'rpc-networks.yaml', environment), problems);
  const characters = loadCharacters(configDir, environment, allIds, problems);
  const augment = parseAugmentConfig(readOptionalConfigFile(configDir, 'augment.yaml', environment), problems);
  if (problems.length > 0) throw new Error(`config: ${problems.length} problem(s) in ${configDir}:\n  ${problems.join('\n  ')}`);
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
