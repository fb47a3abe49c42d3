// What the server loads at boot. The libraries below serve callers who may never come (wallet
// payments and sign-ins, documents, images, Redis); each holds megabytes of memory in every process
// once imported, so they are imported on first use (docs/decisions/0016-memory.md). Their static
// import anywhere in the server's module graph would undo that: this loads the graph in a child
// process and lists the packages it resolved.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/project-root.js';

const LOADED_ON_FIRST_USE = ['@x402/svm', '@x402/evm', 'ethers', 'viem', 'linkedom', 'sharp', 'mammoth', 'unpdf', 'ioredis', 'node-llama-cpp'];

// What src/main.ts imports statically (importing main.ts itself would start a server).
const GRAPH = ['app', 'config/environment', 'observability/logger', 'providers/openai-compatible/undici-fetch']
  .map((module) => `await import('./src/${module}.ts');`)
  .join(' ');

describe('the server at boot', () => {
  it('loads its module graph without the libraries it imports on first use', () => {
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--import', join(PROJECT_ROOT, 'test/support/record-package-imports.mjs'), '--input-type=module', '-e', GRAPH],
      { cwd: PROJECT_ROOT, encoding: 'utf8', timeout: 60_000 },
    );
    const packages = new Set([...child.stderr.matchAll(/^package (\S+)$/gm)].map((match) => match[1]!));
    expect(packages.has('koa'), child.stderr.slice(-2000)).toBe(true); // the hook saw the graph
    // OpenTelemetry loads only when tracing is configured (docs/decisions/0050-opentelemetry.md).
    expect([...packages].filter((name) => LOADED_ON_FIRST_USE.includes(name) || name.startsWith('@x402/') || name.startsWith('@opentelemetry/'))).toEqual([]);
  });
});
