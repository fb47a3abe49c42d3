// Reading the operator's YAML config files, with `${VAR}` and `${VAR:-default}` taken from the
// environment so secrets and URLs stay out of the files.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export function interpolateEnvironment(value: unknown, environment: NodeJS.ProcessEnv): unknown {
  if (typeof value === 'string') {
    return value.replace(/\$\{([A-Z0-9_]+)(?::-([^}]*))?\}/g, (_match, name: string, fallback?: string) => environment[name] ?? fallback ?? '');
  }
  if (Array.isArray(value)) return value.map((item) => interpolateEnvironment(item, environment));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateEnvironment(item, environment)]));
  }
  return value;
}

export function readConfigFile(configDir: string, name: string, environment: NodeJS.ProcessEnv): unknown {
  const path = join(configDir, name);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`config: cannot read ${path}: ${(error as Error).message}`);
  }
  return interpolateEnvironment(parse(text), environment);
}

/** A config file that may be left out: undefined when it does not exist. */
export function readOptionalConfigFile(configDir: string, name: string, environment: NodeJS.ProcessEnv): unknown {
  return existsSync(join(configDir, name)) ? readConfigFile(configDir, name, environment) : undefined;
}
