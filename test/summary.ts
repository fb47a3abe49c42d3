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

export interface VitestReport {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

/**
 * What failed in the vitest run. Its report counts only the tests that ran: the tests of a file whose
 * worker died never ran (counted as failed here), and an error outside any test (a worker that died,
 * an unhandled rejection) shows only in vitest's exit status, which counts as one failure when no test failed.
 */
export function vitestFailures(report: VitestReport, exitStatus: number): { count: number; why: string } {
  const neverRan = report.numTotalTests - report.numPassedTests - report.numFailedTests - report.numPendingTests - report.numTodoTests;
  const count = report.numFailedTests + neverRan;
  if (count === 0 && exitStatus !== 0) return { count: 1, why: ` (vitest exited with ${exitStatus}: an error outside the tests, above)` };
  return { count, why: neverRan > 0 ? ` (${neverRan} never ran: their worker stopped, above)` : '' };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const vitest = read<VitestReport>(VITEST_REPORT);
  const contract = read<{ passed: number; failed: number; skipped?: number }>(CONTRACT_SUMMARY);
  const vitestFailed = vitest ? vitestFailures(vitest, Number(process.env.VITEST_EXIT ?? 0)) : undefined;
  // A missing report means that part did not run: counted as one failure, never as nothing.
  const passed = (vitest?.numPassedTests ?? 0) + (contract?.passed ?? 0);
  const failed = (vitestFailed?.count ?? 1) + (contract ? contract.failed : 1);
  const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (contract?.skipped ?? 0);
  console.log(
    `vitest: ${vitest ? `${vitest.numPassedTests} passed, ${vitestFailed!.count} failed${vitestFailed!.why}` : 'no report (did not run)'}; contract cases: ${contract ? `${contract.passed} passed, ${contract.failed} failed` : 'no report (did not run)'}; ${skipped} skipped`,
  );
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}
