// The mock's contract run: schemathesis fuzzes every operation of the spec against the mock of the
// contract (src/mock/), with all of its checks but the stateful ones (schemathesis-mock.toml says
// why). Run by test/consumers/mock-contract.test.ts and by `npm run test:contract:mock`. The mock makes every answer from the contract, so this proves it
// conforms by construction; a failure here is a mock (or spec) bug. No database, engine or key is
// needed: the mock takes any bearer token.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/project-root.js';
import { OPERATION_IDS, OPERATIONS, type OperationId } from '../../generated/operations.js';
import { createMockApp } from '../../src/mock/mock-app.js';
import { CONTRACT_REPORTS } from '../summary.js';
import { type PassResult, schemathesis } from './schemathesis-pass.js';

// A well-formed ADMIN key: the mock accepts any key of the service's shape, and an ADMIN key may call every operation.
const MOCK_KEY = `SERVICE_ADMIN_KEY_${'0'.repeat(43)}`;

/** What the service's pipeline answers for an operation, read from its policy, as schemathesis settings. */
function settingsFor(id: OperationId): string[] {
  const policy = OPERATIONS[id];
  const lines: string[] = [];
  // Without credentials, where a wallet can pay, the answer is the x402 challenge (402), before validation.
  if (policy.auth === 'inference' || policy.auth === 'wallet') lines.push('checks.ignored_auth.enabled = false');
  const accepted = ['"2xx"'];
  if (policy.auth === 'wallet') {
    // Wallet-only: schemathesis's bearer key is no sign-in, so even valid input is answered 401 asking for one.
    accepted.push('"401"');
    lines.push('checks.missing_required_header.expected-statuses = [401]', 'checks.negative_data_rejection.expected-statuses = ["400", "401"]');
  }
  if (policy.bodyContentTypes.includes('multipart/form-data')) {
    // A form's fields are text, typed from the body schema by the pipeline (src/http/multipart-body.ts):
    // what schemathesis encodes as a wrongly typed field may read as a valid one, and a value it
    // encodes (`null`) may not read back as the value it meant.
    accepted.push('"400"');
    lines.push('checks.negative_data_rejection.enabled = false');
  }
  if (accepted.length > 1) lines.push(`checks.positive_data_acceptance.expected-statuses = [${accepted.join(', ')}]`);
  return lines.length === 0 ? [] : ['[[operations]]', `include-operation-id = "${id}"`, ...lines];
}

/** schemathesis-mock.toml, then the settings each operation's policy implies. */
function writeConfig(): string {
  const entries = OPERATION_IDS.map(settingsFor).filter((lines) => lines.length > 0);
  const path = join(CONTRACT_REPORTS, 'schemathesis-mock.toml');
  const base = readFileSync(join(PROJECT_ROOT, 'test', 'contract', 'schemathesis-mock.toml'), 'utf8');
  writeFileSync(path, `${base}\n${entries.map((lines) => lines.join('\n')).join('\n\n')}\n`);
  return path;
}

/** Serves the mock on an ephemeral port and runs one schemathesis pass against it. */
export async function runMockContract(examples: number, seed = 1): Promise<PassResult> {
  mkdirSync(CONTRACT_REPORTS, { recursive: true });
  const server = createServer(createMockApp({ seed }).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    return await schemathesis(baseUrl, MOCK_KEY, examples, 'MOCK', writeConfig());
  } finally {
    server.close();
    server.closeAllConnections();
  }
}
