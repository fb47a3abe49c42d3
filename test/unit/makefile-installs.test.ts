// What `make run` and `make test` would install, read from make's dry run (-n) over a copy of the
// Makefile, package.json and the lockfile with the install stamps in each state.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/project-root.js';
import { TEST_DATA_DIR } from '../support/paths.js';

// onnxruntime-node's install script must not fetch its CUDA files (a host CI cannot reach).
const RUNTIME_ONLY = 'ONNXRUNTIME_NODE_INSTALL=skip npm install --omit=dev --no-audit --no-fund';
const EVERYTHING = 'ONNXRUNTIME_NODE_INSTALL=skip npm install --no-audit --no-fund';

let checkout: string;

function dryRun(target: string): string {
  const result = spawnSync('make', ['--no-print-directory', '-n', target], { cwd: checkout, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

/** The npm install lines of a dry run (the recipe prints them unexpanded by the shell). */
function installs(target: string): string[] {
  return dryRun(target)
    .split('\n')
    .filter((line) => line.includes('npm install'));
}

/** Writes the stamps named, `age` seconds after package.json and its lockfile were last changed. */
function stamp(names: string[], age = 10): void {
  const changed = Date.now() / 1000 - 100;
  for (const file of ['package.json', 'package-lock.json']) utimesSync(join(checkout, file), changed, changed);
  for (const name of names) {
    const path = join(checkout, 'node_modules', name);
    writeFileSync(path, '');
    utimesSync(path, changed + age, changed + age);
  }
}

beforeAll(() => {
  mkdirSync(TEST_DATA_DIR, { recursive: true });
  checkout = mkdtempSync(join(TEST_DATA_DIR, 'makefile-'));
  for (const file of ['Makefile', 'package.json', 'package-lock.json']) copyFileSync(join(PROJECT_ROOT, file), join(checkout, file));
});

afterAll(() => rmSync(checkout, { recursive: true, force: true }));

beforeEach(() => {
  rmSync(join(checkout, 'node_modules'), { recursive: true, force: true });
  mkdirSync(join(checkout, 'node_modules'));
});

describe('Makefile installs', () => {
  it('make run on a fresh checkout installs the runtime dependencies only', () => {
    expect(installs('run')).toEqual([RUNTIME_ONLY]);
  });

  it("make test's install on a fresh checkout installs everything and stamps both", () => {
    expect(installs('dev-deps')).toEqual([EVERYTHING]);
    expect(dryRun('dev-deps')).toContain('touch node_modules/.installed-dev node_modules/.installed-runtime');
  });

  it('make test after make run adds the development dependencies; make run then installs nothing', () => {
    stamp(['.installed-runtime']);
    expect(installs('dev-deps')).toEqual([EVERYTHING]);
    expect(installs('run')).toEqual([]);
  });

  it('make run after make test keeps the development dependencies (installs nothing)', () => {
    stamp(['.installed-runtime', '.installed-dev']);
    expect(installs('run')).toEqual([]);
    expect(installs('dev-deps')).toEqual([]);
  });

  it('make run after package.json changed updates everything when make test had installed it', () => {
    stamp(['.installed-runtime', '.installed-dev'], -10);
    expect(installs('run')).toEqual([EVERYTHING]);
  });

  it("fetches the pinned Node only when the PATH's node is older than the minimum, and says so", () => {
    const found = spawnSync('node', ['--version'], { encoding: 'utf8' }).stdout.trim().replace(/^v/, '');
    const minimum = /^NODE_MINIMUM := (\S+)$/m.exec(readFileSync(join(checkout, 'Makefile'), 'utf8'))?.[1];
    if (!minimum) throw new Error('the Makefile sets no NODE_MINIMUM');
    // Numeric collation compares dotted versions part by part (22.9 < 22.12).
    const older = found.localeCompare(minimum, 'en', { numeric: true }) < 0;
    const output = dryRun('deps');
    expect(output.includes(`is older than ${minimum}: using Node`)).toBe(older);
    expect(output.includes('npm pack --silent node-')).toBe(older);
  });
});
