// The mock conforms by construction: schemathesis, with every check the service's own contract run
// uses but the stateful ones, finds nothing wrong in its answers to every operation of the spec
// (MOCK_CONTRACT_EXAMPLES per operation, default 25: about half a minute).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runMockContract } from '../contract/mock-contract-run.js';

const installed = spawnSync('python3', ['-c', 'import schemathesis'], { stdio: 'ignore' }).status === 0;
if (!installed && process.env.CI) throw new Error('schemathesis is missing: make setup-test installs it');

describe.skipIf(!installed)('Mock of the contract under schemathesis', () => {
  // The pass is a minute or two of the fuzzer's CPU alone, five on a machine busy with the rest of the suite.
  it('every operation of the spec answers the fuzzer conformingly', { timeout: 900_000 }, async () => {
    const pass = await runMockContract(Number(process.env.MOCK_CONTRACT_EXAMPLES ?? 25));
    expect(pass.cases.failed, `see ${pass.report}`).toBe(0);
    expect(pass.passed, `see ${pass.report}`).toBe(true);
    expect(pass.cases.passed).toBeGreaterThan(1000);
  });
});
