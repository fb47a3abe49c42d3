// `npm run test:contract:mock`: the mock's contract run (mock-contract-run.ts) on its own, with
// CONTRACT_EXAMPLES examples per operation (default 50) and the mock drawing from MOCK_SEED.
import { runMockContract } from './mock-contract-run.js';

runMockContract(Number(process.env.CONTRACT_EXAMPLES ?? 50), Number(process.env.MOCK_SEED ?? 1)).then(
  (pass) => process.exit(pass.passed ? 0 : 1),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
