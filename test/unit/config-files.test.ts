// The one config loader: every file checked against its schema (config/schemas/) after `${VAR}`
// substitution, every problem listed in one error with its file and JSON path.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/app.js';
import { ConfigProblems, checkConfigFiles, loadConfigFile } from '../../src/catalog/config-files.js';
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
    expect(() => checkConfigFiles(join(PROJECT_ROOT, 'config'), {})).not.toThrow();
  });

  it('lists every problem of every file in one error, each with its file and JSON path', () => {
    const directory = configWith({
      'rate-limits.yaml': 'default_tier: paid\ntiers:\n  paid: { charged: maybe, limits: { image: { tpm: 5 } } }\nerror_budgets: { window_seconds: 0 }\n',
      'rpc-networks.yaml': 'usd_per_credit: free\nnetworks:\n  Bad_Name: { url: "" }\n  base-mainnet: { family: cosmos, base_credits: 0 }\n',
      'image-styles.yaml': 'styles:\n  - Anime\n  - { name: Flat, prompt: "no placeholder" }\n  - 7\n',
      'augment.yaml': 'fetch: { max_bytes: lots }\nsearch: { providers: { bing: { api: brave } } }\n',
    });
    const message = errorOf(() => checkConfigFiles(directory, {}));
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
    const problems = new ConfigProblems();
    expect(loadConfigFile(directory, 'rpc-networks.yaml', { NODE_URL: 'https://node.example' }, problems)).toBeUndefined();
    // `${CREDITS:-20}` is the string "20", not a number: the schema sees the substituted text.
    expect(problems.list).toEqual([{ file: 'rpc-networks.yaml', path: '/networks/base-mainnet/base_credits', message: 'must be integer' }]);

    // biome-ignore lint/suspicious/noTemplateCurlyInString: a config file's ${VAR} placeholder, interpolated by the service
    const fixed = configWith({ 'rpc-networks.yaml': 'networks:\n  base-mainnet: { url: "${NODE_URL:-}", base_credits: 20 }\n' });
    const clean = new ConfigProblems();
    expect(loadConfigFile(fixed, 'rpc-networks.yaml', { NODE_URL: 'https://node.example' }, clean)).toEqual({
      networks: { 'base-mainnet': { url: 'https://node.example', base_credits: 20 } },
    });
    expect(clean.list).toEqual([]);
    loadConfigFile(fixed, 'rpc-networks.yaml', { NODE_URL: 'ftp://node.example' }, clean);
    expect(clean.list).toEqual([{ file: 'rpc-networks.yaml', path: '/networks/base-mainnet/url', message: expect.stringMatching(/^must match pattern/) }]);
  });

  it('leaves out an optional file that is absent, and names a required one that is', () => {
    const directory = mkdtempSync(join(RUN_DIR, 'config-empty-'));
    directories.push(directory);
    const problems = new ConfigProblems();
    expect(loadConfigFile(directory, 'augment.yaml', {}, problems, { optional: true })).toBeUndefined();
    expect(problems.list).toEqual([]);
    expect(() => loadConfigFile(directory, 'models.yaml', {}, problems)).toThrow(`config: cannot read ${join(directory, 'models.yaml')}`);
  });

  it('names a file that is not YAML at all', () => {
    const directory = configWith({ 'x402.yaml': 'rails: [\n' });
    expect(() => checkConfigFiles(directory, {})).toThrow(`config: ${join(directory, 'x402.yaml')} is not valid YAML:`);
  });
});
