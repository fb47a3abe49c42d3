// The Node the project needs is stated in three places that must agree: package.json's engines, the
// Makefile's minimum (below which make fetches its pinned Node) and the build's esbuild target.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/project-root.js';

const makefile = readFileSync(join(PROJECT_ROOT, 'Makefile'), 'utf8');
const packageJson = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};

function makeVariable(name: string): string {
  const value = new RegExp(`^${name} := (\\S+)$`, 'm').exec(makefile)?.[1];
  if (!value) throw new Error(`the Makefile sets no ${name}`);
  return value;
}

/** Compares dotted versions numerically: negative when a is older than b. */
function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

const minimum = makeVariable('NODE_MINIMUM');
const pinned = makeVariable('NODE_VERSION');

describe('the supported Node', () => {
  it("is package.json's engines range, >= the Makefile's NODE_MINIMUM, which is 22 or later", () => {
    expect(packageJson.engines.node).toBe(`>=${minimum}`);
    expect(compareVersions(minimum, '22')).toBeGreaterThanOrEqual(0);
  });

  it('is what the Makefile pins for older systems: an LTS line (even major) at or above the minimum', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(compareVersions(pinned, minimum)).toBeGreaterThanOrEqual(0);
    expect(Number(pinned.split('.')[0]) % 2).toBe(0);
  });

  it('has a SHA-512 pinned for each platform the Makefile fetches it on', () => {
    for (const platform of ['linux-x64', 'linux-arm64']) expect(makeVariable(`NODE_SHA512_${platform}`)).toMatch(/^[0-9a-f]{128}$/);
  });

  it("is the build's esbuild target (the minimum's major)", () => {
    expect(packageJson.scripts.build).toContain(`--target=node${minimum.split('.')[0]} `);
  });

  it.runIf(process.env.CI)('runs the tests on CI (make test puts a Node at or above the minimum first on PATH)', () => {
    expect(compareVersions(process.versions.node, minimum)).toBeGreaterThanOrEqual(0);
  });
});
