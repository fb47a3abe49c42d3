// The test command's closing line counts what vitest's report leaves out: the tests of a file whose
// worker died (the report lists them, never run) and an error outside any test (only the exit status says so).
import { describe, expect, it } from 'vitest';
import { type VitestReport, vitestFailures } from '../summary.js';

const report = (counts: Partial<VitestReport>): VitestReport => ({
  numTotalTests: 10,
  numPassedTests: 10,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  ...counts,
});

describe('the closing line of the test command', () => {
  it('counts a clean run as no failure', () => {
    expect(vitestFailures(report({}), 0).count).toBe(0);
  });

  it('counts the failed tests, skips and todos apart', () => {
    expect(vitestFailures(report({ numPassedTests: 6, numFailedTests: 2, numPendingTests: 1, numTodoTests: 1 }), 1).count).toBe(2);
  });

  it('counts the tests that never ran, because their worker died, as failed', () => {
    const failures = vitestFailures(report({ numTotalTests: 54, numPassedTests: 8, numPendingTests: 2 }), 1);
    expect(failures.count).toBe(44);
    expect(failures.why).toContain('44 never ran');
  });

  it('counts a non-zero exit with every test passed as one failure', () => {
    const failures = vitestFailures(report({}), 1);
    expect(failures.count).toBe(1);
    expect(failures.why).toContain('vitest exited with 1');
  });
});
