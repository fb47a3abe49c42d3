// Reading the operator's YAML config files: `${VAR}` and `${VAR:-default}` taken from the
// environment (so secrets and URLs stay out of the files), then the file checked against its
// schema (config/schemas/, precompiled into generated/config-validators). Every problem of every
// file is collected with its file and JSON path, and the boot stops once with all of them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { ConfigFiles } from '../../generated/config-types.js';
import { configPatternMessages, configValidators } from '../../generated/config-validators.js';
import type { ValidationError } from '../../generated/validators.js';

export type ConfigFileName = keyof ConfigFiles;

/** One thing wrong in a config file: where (a JSON pointer into the file, '' for all of it) and what. */
export interface ConfigProblem {
  file: string;
  path: string;
  message: string;
  /** What the path points at, for a reader (a model's id beside `/models/3`). */
  label?: string;
}

/** Escapes a key for a JSON pointer (RFC 6901). */
export const pointerKey = (key: string | number): string => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

export class ConfigProblems {
  readonly list: ConfigProblem[] = [];

  add(file: string, path: string, message: string, label?: string): void {
    this.list.push({ file, path, message, ...(label !== undefined ? { label } : {}) });
  }

  /** One error listing every problem, thrown when there is any; `where` is the config directory. */
  throwIfAny(where: string): void {
    if (this.list.length === 0) return;
    const lines = this.list.map(({ file, path, message, label }) => `${file} ${path || '/'}${label !== undefined ? ` (${label})` : ''}: ${message}`);
    throw new Error(`config: ${lines.length} problem(s) in ${where}:\n  ${lines.join('\n  ')}`);
  }
}

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

/** The file's content with `${VAR}` substituted, not yet validated. */
function readConfigFile(path: string, environment: NodeJS.ProcessEnv): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`config: cannot read ${path}: ${(error as Error).message}`);
  }
  let content: unknown;
  try {
    content = parse(text);
  } catch (error) {
    throw new Error(`config: ${path} is not valid YAML: ${(error as Error).message}`);
  }
  return interpolateEnvironment(content, environment);
}

/** Ajv's errors as problems: the path goes to the field at fault (a missing or unknown one included). */
function problemsOf(file: ConfigFileName, errors: readonly ValidationError[]): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const patternMessages = configPatternMessages[file];
  for (const error of errors) {
    const { keyword, params, instancePath, propertyName } = error;
    // `if` only says which branch failed, `propertyNames` repeats the name's own error, and a
    // `discriminator` the tag's own (`engine` is required and an enum wherever one picks a branch).
    if (keyword === 'if' || keyword === 'propertyNames' || keyword === 'discriminator') continue;
    // Under a `contains` that failed, each item's own mismatch is an attempt, not a problem of that item.
    if (error.schemaPath.includes('/contains/')) continue;
    if (propertyName !== undefined) problems.push({ file, path: `${instancePath}/${pointerKey(propertyName)}`, message: `the name ${error.message}` });
    else if (keyword === 'additionalProperties')
      problems.push({ file, path: `${instancePath}/${pointerKey(String(params.additionalProperty))}`, message: 'unknown field' });
    else if (keyword === 'required') problems.push({ file, path: `${instancePath}/${pointerKey(String(params.missingProperty))}`, message: 'is required' });
    else if (keyword === 'false schema') problems.push({ file, path: instancePath, message: 'does not apply to this kind of entry' });
    else if (keyword === 'pattern' && patternMessages[String(params.pattern)] !== undefined)
      problems.push({ file, path: instancePath, message: patternMessages[String(params.pattern)]! });
    else problems.push({ file, path: instancePath, message: error.message ?? keyword });
  }
  return problems;
}

/** The content validated against the file's schema: typed, or undefined with every problem added. */
export function validateConfig<F extends ConfigFileName>(file: F, content: unknown, problems: ConfigProblems): ConfigFiles[F] | undefined {
  const validate = configValidators[file];
  if (validate(content)) return content;
  for (const problem of problemsOf(file, validate.errors ?? [])) problems.add(problem.file, problem.path, problem.message);
  return undefined;
}

/** Each config file present, by name, with its checked content. */
export type ConfigContents = { readonly [F in ConfigFileName]?: ConfigFiles[F] };

/** The config directory's files, read once at boot and checked against their schemas; the loaders take them from here. */
export interface CheckedConfig {
  /** Where they were read (in errors; config/system-prompt.txt is read from it). */
  readonly dir: string;
  readonly files: ConfigContents;
}

/**
 * Contents checked against their files' schemas all at once, so one error lists what is wrong in
 * every file before any loader's cross-file rules run. `dir` names where they came from.
 */
export function checkConfigContents(dir: string, contents: { readonly [F in ConfigFileName]?: unknown }): CheckedConfig {
  const problems = new ConfigProblems();
  const files: { [F in ConfigFileName]?: ConfigFiles[F] } = {};
  const check = <F extends ConfigFileName>(file: F): void => {
    if (contents[file] === undefined) return;
    const checked = validateConfig(file, contents[file], problems);
    if (checked !== undefined) files[file] = checked;
  };
  for (const file of Object.keys(configValidators) as ConfigFileName[]) check(file);
  problems.throwIfAny(dir);
  return { dir, files };
}

/**
 * Every config file present in `configDir`, `${VAR}` substituted, read once and checked against
 * its schema: the boot's first error lists what is wrong in all of them. A file the service needs
 * is required by its loader (requiredFile); the others are optional.
 */
export function readConfigFiles(configDir: string, environment: NodeJS.ProcessEnv): CheckedConfig {
  const contents: { [F in ConfigFileName]?: unknown } = {};
  for (const file of Object.keys(configValidators) as ConfigFileName[]) {
    const path = join(configDir, file);
    if (existsSync(path)) contents[file] = readConfigFile(path, environment);
  }
  return checkConfigContents(configDir, contents);
}

/** A file the service cannot run without: its checked content, or an error naming it. */
export function requiredFile<F extends ConfigFileName>(config: CheckedConfig, file: F): ConfigFiles[F] {
  const content = config.files[file];
  if (content === undefined) throw new Error(`config: cannot read ${join(config.dir, file)}: the file is missing`);
  return content;
}
