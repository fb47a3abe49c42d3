// What a user of the Python clients sees when the service refuses a request: the official `openai`
// package and LangChain's `langchain-openai` (pip, pinned in the Makefile), unchanged, run as a child
// process, must put the service's message in str(e), for validation errors naming the field and why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { status } from '../support/fake-upstream.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';
import { pythonHas, runPython } from '../support/python-client.js';
import { EXPECTED_MESSAGES, keyOnEmptyAccount, UNKNOWN_KEY } from '../support/error-scenarios.js';

const installed = pythonHas('openai, langchain_openai');

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
    const { code, stdout, stderr } = await runPython('error_messages_python.py', {
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
