// The one config loader: every file read once and checked against its schema (config/schemas/)
// after `${VAR}` substitution, every problem listed in one error with its file and JSON path; the
// loaders take the checked contents.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/app.js';
import { parse } from 'yaml';
import { loadCatalog } from '../../src/catalog/catalog.js';
import { checkConfigContents, interpolateEnvironment, readConfigFiles, requiredFile } from '../../src/catalog/config-files.js';
import { loadLimitsConfig } from '../../src/limits/limits-config.js';
import { loadX402Settings } from '../../src/payments/x402/settings.js';
import { RUN_DIR } from '../support/paths.js';

const directories: string[] = [];
afterAll(() => directories.forEach((directory) => rmSync(directory, { recursive: true, force: true })));

/** A copy of the shipped config with some files replaced. */
function configWith(files: Record<string, string>): string {
  const directory = mkdtempSync(join(RUN_DIR, 'config-files-'));
  directories.push(directory);
  cpSync(join(PROJECT_ROOT, 'config'), directory, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(directory, name), text);
  return directory;
}

function errorOf(check: () => unknown): string {
  try {
    check();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the config to be refused');
}

describe('config files', () => {
  it('accepts the shipped files', () => {
    expect(Object.keys(readConfigFiles(join(PROJECT_ROOT, 'config'), {}).files).sort()).toEqual([
      'augment.yaml',
      'characters.yaml',
      'compatibility.yaml',
      'image-styles.yaml',
      'models.yaml',
      'rate-limits.yaml',
      'rpc-networks.yaml',
      'traits.yaml',
      'x402.yaml',
    ]);
  });

  it('lists every problem of every file in one error, each with its file and JSON path', () => {
    const directory = configWith({
      'rate-limits.yaml': 'default_tier: paid\ntiers:\n  paid: { charged: maybe, limits: { image: { tpm: 5 } } }\nerror_budgets: { window_seconds: 0 }\n',
      'rpc-networks.yaml': 'usd_per_credit: free\nnetworks:\n  Bad_Name: { url: "" }\n  base-mainnet: { family: cosmos, base_credits: 0 }\n',
      'image-styles.yaml': 'styles:\n  - Anime\n  - { name: Flat, prompt: "no placeholder" }\n  - 7\n',
      'augment.yaml': 'fetch: { max_bytes: lots }\nsearch: { providers: { bing: { api: brave } } }\n',
    });
    const message = errorOf(() => readConfigFiles(directory, {}));
    expect(message.split('\n')[0]).toBe(`config: 11 problem(s) in ${directory}:`);
    for (const line of [
      'augment.yaml /fetch/max_bytes: must match pattern',
      'augment.yaml /search/providers/bing: the name must be equal to one of the allowed values',
      'image-styles.yaml /styles/1/prompt: must match pattern "\\{prompt\\}"',
      'image-styles.yaml /styles/2: must be string,object',
      'rate-limits.yaml /tiers/paid/charged: must be boolean',
      'rate-limits.yaml /tiers/paid/limits/image/tpm: unknown field',
      'rate-limits.yaml /error_budgets/window_seconds: must be >= 1',
      'rpc-networks.yaml /usd_per_credit: must match pattern',
      'rpc-networks.yaml /networks/Bad_Name: the name must match pattern',
      'rpc-networks.yaml /networks/base-mainnet/family: must be equal to one of the allowed values',
      'rpc-networks.yaml /networks/base-mainnet/base_credits: must be >= 1',
    ]) {
      expect(message).toContain(`\n  ${line}`);
    }
  });

  it('substitutes the environment before validating, so a variable can make a file valid or invalid', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a config file's ${VAR} placeholder, interpolated by the service
    const directory = configWith({ 'rpc-networks.yaml': 'networks:\n  base-mainnet: { url: "${NODE_URL:-}", base_credits: "${CREDITS:-20}" }\n' });
    // `${CREDITS:-20}` is the string "20", not a number: the schema sees the substituted text.
    expect(errorOf(() => readConfigFiles(directory, { NODE_URL: 'https://node.example' }))).toBe(
      `config: 1 problem(s) in ${directory}:\n  rpc-networks.yaml /networks/base-mainnet/base_credits: must be integer`,
    );

    // biome-ignore lint/suspicious/noTemplateCurlyInString: a config file's ${VAR} placeholder, interpolated by the service
    const fixed = configWith({ 'rpc-networks.yaml': 'networks:\n  base-mainnet: { url: "${NODE_URL:-}", base_credits: 20 }\n' });
    expect(readConfigFiles(fixed, { NODE_URL: 'https://node.example' }).files['rpc-networks.yaml']).toEqual({
      networks: { 'base-mainnet': { url: 'https://node.example', base_credits: 20 } },
    });
    expect(errorOf(() => readConfigFiles(fixed, { NODE_URL: 'ftp://node.example' }))).toMatch(
      /^config: 1 problem\(s\) in .*:\n {2}rpc-networks\.yaml \/networks\/base-mainnet\/url: must match pattern/,
    );
  });

  it('leaves out an optional file that is absent, and names a required one that is', () => {
    const directory = mkdtempSync(join(RUN_DIR, 'config-empty-'));
    directories.push(directory);
    const config = readConfigFiles(directory, {});
    expect(config.files).toEqual({});
    expect(loadLimitsConfig(config).defaultTier).toBe('paid');
    expect(loadX402Settings(config).enabled).toBe(false);
    expect(() => requiredFile(config, 'models.yaml')).toThrow(`config: cannot read ${join(directory, 'models.yaml')}: the file is missing`);
    expect(() => loadCatalog(config, {})).toThrow(`config: cannot read ${join(directory, 'models.yaml')}`);
  });

  it('names a file that is not YAML at all', () => {
    const directory = configWith({ 'x402.yaml': 'rails: [\n' });
    expect(() => readConfigFiles(directory, {})).toThrow(`config: ${join(directory, 'x402.yaml')} is not valid YAML:`);
  });

  it("lists every file's schema problems before any rule across files runs", () => {
    // traits.yaml names a model models.yaml lacks (a catalog rule) and rate-limits.yaml breaks its schema:
    // only the schema's problem is reported, before the catalog is loaded at all.
    const directory = configWith({
      'traits.yaml': 'text:\n  default: no-such-model\n',
      'rate-limits.yaml': 'error_budgets: { window_seconds: 0 }\n',
    });
    expect(errorOf(() => readConfigFiles(directory, {}))).toBe(
      `config: 1 problem(s) in ${directory}:\n  rate-limits.yaml /error_budgets/window_seconds: must be >= 1`,
    );
    const fixed = configWith({ 'traits.yaml': 'text:\n  default: no-such-model\n' });
    expect(errorOf(() => loadCatalog(readConfigFiles(fixed, {}), {}))).toContain('traits.yaml /text/default');
  });

  it('gives the loaders the checked contents: they read no file of their own', () => {
    // The shipped files' contents checked in memory, under a directory that does not exist.
    const shipped = (file: string): unknown => interpolateEnvironment(parse(readFileSync(join(PROJECT_ROOT, 'config', file), 'utf8')), {});
    const files = ['models.yaml', 'traits.yaml', 'compatibility.yaml', 'image-styles.yaml', 'rpc-networks.yaml', 'rate-limits.yaml'] as const;
    const config = checkConfigContents(join(RUN_DIR, 'no-such-config-dir'), Object.fromEntries(files.map((file) => [file, shipped(file)])));
    const catalog = loadCatalog(config, { DATA_DIR: join(RUN_DIR, 'unused') });
    expect(catalog.configured.size).toBeGreaterThan(0);
    expect(catalog.characters).toEqual([]);
    expect(Object.keys(loadLimitsConfig(config).tiers)).toContain('paid');
  });
});
