// The test command's closing line: every vitest test and every contract pass counted together, in
// the plain form CI reads (`tests: N passed, N failed`; skips are on the line before), alone on the last line.
//   node --import tsx test/summary.ts
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TEST_DATA = join(fileURLToPath(new URL('..', import.meta.url)), '.test-data');
/** Written by `npx vitest run` with the json reporter (the Makefile's unit target). */
export const VITEST_REPORT = join(TEST_DATA, 'vitest-report.json');
/** Written by the contract run (test/contract/run-schemathesis.ts). */
export const CONTRACT_SUMMARY = join(TEST_DATA, 'contract-summary.json');
/** The contract run's full schemathesis reports, one per pass. */
export const CONTRACT_REPORTS = join(TEST_DATA, 'contract-reports');

function read<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const vitest = read<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(VITEST_REPORT);
  const contract = read<{ passed: number; failed: number; skipped?: number }>(CONTRACT_SUMMARY);
  // A missing report means that part did not run: counted as one failure, never as nothing.
  const passed = (vitest?.numPassedTests ?? 0) + (contract?.passed ?? 0);
  const failed = (vitest ? vitest.numFailedTests : 1) + (contract ? contract.failed : 1);
  const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (contract?.skipped ?? 0);
  console.log(
    `vitest: ${vitest ? `${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed` : 'no report (did not run)'}; contract cases: ${contract ? `${contract.passed} passed, ${contract.failed} failed` : 'no report (did not run)'}; ${skipped} skipped`,
  );
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}
