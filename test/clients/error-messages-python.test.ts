// What a user of the Python clients sees when the service refuses a request: the official `openai`
// package and LangChain's `langchain-openai` (pip, pinned in the Makefile), unchanged, run as a child
// process, must put the service's message in str(e), for validation errors naming the field and why.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/app.js';
import { status } from '../support/fake-upstream.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';
import { EXPECTED_MESSAGES, keyOnEmptyAccount, UNKNOWN_KEY } from '../support/error-scenarios.js';

const installed = spawnSync('python3', ['-c', 'import openai, langchain_openai'], { stdio: 'ignore' }).status === 0;
if (!installed && process.env.CI) throw new Error('the Python openai or langchain-openai package is missing: make setup-test installs them');

function runScript(environment: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('python3', [join(PROJECT_ROOT, 'test', 'clients', 'error_messages_python.py')], { env: { ...process.env, ...environment } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe.skipIf(!installed)('error messages in OpenAI-style Python clients', () => {
  let app: InferenceApp;

  beforeAll(async () => {
    app = await startInferenceApp();
  });
  afterAll(() => app?.close());

  it("openai and langchain-openai show the service's message for a 400, 401, 402, 404, 429 and 503 in str(e)", async () => {
    // Per client, in the script's order: the 429 call meets an upstream overloaded for longer than
    // the service waits, the 503 call one at capacity on every retry.
    const overloaded = status(429, { error: { message: 'slow down' } }, { 'retry-after': '120' });
    const atCapacity = [status(503), status(503), status(503)];
    app.upstream.script(overloaded, ...atCapacity, overloaded, ...atCapacity);
    const { code, stdout, stderr } = await runScript({
      OPENAI_BASE_URL: `${app.service.baseUrl}/api/v1`,
      OPENAI_API_KEY: app.key,
      EMPTY_ACCOUNT_KEY: await keyOnEmptyAccount(app),
      UNKNOWN_KEY,
    });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const results = JSON.parse(stdout) as Record<string, Record<string, { type: string; text: string } | null>>;
    for (const client of ['openai', 'langchain-openai']) {
      for (const [scenario, expected] of Object.entries(EXPECTED_MESSAGES)) {
        expect({ client, scenario, text: results[client]![scenario]?.text }).toEqual({ client, scenario, text: expect.stringMatching(expected) });
      }
    }
    expect(results.openai!['400']!.type).toBe('BadRequestError');
    expect(results.openai!['503']!.type).toBe('InternalServerError');
  });
});
