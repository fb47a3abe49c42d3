// Config files as the boot takes them: a directory's files read and checked once, then loaded.
import { type Catalog, loadCatalog } from '../../src/catalog/catalog.js';
import { checkConfigContents, ConfigProblems, readConfigFiles, validateConfig } from '../../src/catalog/config-files.js';
import { routeProblems } from '../../src/catalog/engine-routes.js';
import { type LimitsConfig, loadLimitsConfig } from '../../src/limits/limits-config.js';

/** The catalog of a config directory, as buildApp loads it. */
export function catalogFrom(configDir: string, environment: NodeJS.ProcessEnv): Catalog {
  return loadCatalog(readConfigFiles(configDir, environment), environment);
}

/** The limits of a rate-limits.yaml content, checked and loaded as at boot (problems thrown as `in rate-limits.yaml`). */
export function limitsFrom(content: unknown): LimitsConfig {
  return loadLimitsConfig(checkConfigContents('rate-limits.yaml', { 'rate-limits.yaml': content }));
}

/**
 * What the boot reports about one model's engine route: the models schema's problems, then (when
 * the schema accepts it) the rules engine-routes.ts keeps in code; each `<path under the route>: <message>`.
 */
const ROUTE = '/models/0/route';

export function problemsOfRoute(route: unknown): string[] {
  const problems = new ConfigProblems();
  const file = validateConfig('models.yaml', { models: [{ id: 'm', type: 'text', model_spec: {}, route }] }, problems);
  const declared = file?.models?.[0]?.route;
  const found = problems.list.map(({ path, message }) => `${(path.startsWith(ROUTE) ? path.slice(ROUTE.length) : path) || '/'}: ${message}`);
  return declared === undefined ? found : routeProblems(declared).map(({ path, message }) => `${path}: ${message}`);
}
