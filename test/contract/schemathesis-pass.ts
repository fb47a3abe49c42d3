// One schemathesis pass over a served spec, shared by the contract run of the service
// (run-schemathesis.ts) and of the mock (run-schemathesis-mock.ts).
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/project-root.js';
import { CONTRACT_REPORTS } from '../summary.js';

// CI fuzzes from a fixed seed so that whether a change lands does not depend on the draw (Hypothesis
// advises the same for CI); everywhere else each run draws a fresh seed, which schemathesis prints,
// and CONTRACT_SEED replays one. A failure found by a fresh seed becomes a test, then a fix.
const CI_SEED = '20261121';
const SEED = process.env.CONTRACT_SEED ?? (process.env.CI ? CI_SEED : undefined);

// What the fuzzer's Python needs from the environment: finding its interpreter and packages, locale
// and certificates. Its HTTP client scans every variable for proxy settings on each request (npm and
// vitest add dozens), and a proxy set for the machine must not stand between it and the loopback server.
const FUZZER_ENVIRONMENT =
  /^(PATH|HOME|USER|LANG|LC_\w+|TMPDIR|PYENV\w*|PYTHON\w*|VIRTUAL_ENV|CONDA\w*|SSL_CERT_\w+|REQUESTS_CA_BUNDLE|CURL_CA_BUNDLE|LD_LIBRARY_PATH)$/;

function fuzzerEnvironment(): NodeJS.ProcessEnv {
  const kept = Object.fromEntries(Object.entries(process.env).filter(([name]) => FUZZER_ENVIRONMENT.test(name)));
  return { ...kept, NO_PROXY: '127.0.0.1,localhost', no_proxy: '127.0.0.1,localhost', SCHEMATHESIS_HOOKS: '' };
}

/** What one schemathesis pass ran, read from its report's closing "Test cases:" line. */
export interface PassResult {
  label: string;
  passed: boolean;
  cases: { generated: number; passed: number; failed: number; skipped: number };
  report: string;
}

/** The counts of the report's "Test cases: N generated, N passed, N failed, N skipped" line (absent parts are 0). */
function caseCounts(report: string): PassResult['cases'] {
  const line = /^Test cases:\s*\n?\s*(.+)$/m.exec(report)?.[1] ?? '';
  const count = (word: string): number => Number(new RegExp(`(\\d+) ${word}`).exec(line)?.[1] ?? 0);
  // A failing run says "N generated, found M unique failures" instead of counting passes.
  const failed = count('failed') || count('unique failures?');
  const passed = /\d+ passed/.test(line) ? count('passed') : Math.max(0, count('generated') - failed);
  return { generated: count('generated'), passed, failed, skipped: count('skipped') };
}

/**
 * Runs schemathesis to its end without blocking this process, which serves the media upstream.
 * Its own output (pytest-style banners with no test count) goes to a report file; the log gets our
 * one-line summary of it, and the report's failures section when the pass fails.
 */
export async function schemathesis(
  baseUrl: string,
  key: string,
  examples: number,
  label: string,
  configFile = join(PROJECT_ROOT, 'test', 'contract', 'schemathesis.toml'),
): Promise<PassResult> {
  const report = join(CONTRACT_REPORTS, `schemathesis-${label.toLowerCase()}.log`);
  console.log(`contract: schemathesis with an ${label} key, ${examples} examples per operation (report: ${report})`);
  // Through the Python module rather than the `st` script, so a fresh pip install needs no PATH change.
  const run = spawn(
    'python3',
    [
      '-c',
      'import sys; from schemathesis.cli import schemathesis; sys.argv[0] = "st"; schemathesis()',
      '--config-file',
      configFile,
      'run',
      `${baseUrl}/api/v1/openapi.json`,
      '--header',
      `Authorization: Bearer ${key}`,
      // The same key where Anthropic's SDKs send it: otherwise the fuzzer fills x-api-key with noise (a failed credential, 401).
      '--header',
      `x-api-key: ${key}`,
      '--max-examples',
      String(examples),
      '--workers',
      '1',
      '--generation-database',
      'none',
      '--no-color',
      ...(SEED ? ['--seed', SEED] : []),
      // CONTRACT_OPERATIONS=createMessage,countMessageTokens: fuzz only these operations (the whole run is heavy).
      ...(process.env.CONTRACT_OPERATIONS ?? '')
        .split(',')
        .filter(Boolean)
        .flatMap((id) => ['--include-operation-id', id]),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: fuzzerEnvironment() },
  );
  const file = createWriteStream(report);
  run.stdout!.pipe(file, { end: false });
  run.stderr!.pipe(file, { end: false });
  const code = await new Promise<number | null>((resolve, reject) => {
    run.once('error', (error) => reject(new Error(`cannot run python3: ${error.message}`)));
    run.once('close', resolve);
  });
  await new Promise((resolve) => file.end(resolve));
  const text = readFileSync(report, 'utf8');
  const result: PassResult = { label, passed: code === 0, cases: caseCounts(text), report };
  const { generated, passed, failed, skipped } = result.cases;
  console.log(
    `contract: ${label} pass ${result.passed ? 'passed' : 'FAILED'}: ${generated} cases generated, ${passed} passed, ${failed} failed, ${skipped} skipped`,
  );
  if (!result.passed) console.log(text.slice(Math.max(0, text.search(/^=+ (FAILURES|ERRORS) =+$/m)))); // what failed, with reproductions
  return result;
}
