// The real models of config/models.yaml (fetched, not generated) for the tests that run them: the
// file in the project's data folder (./data/models/, where `make run` and `make test` put it),
// fetched as `npm run cli -- models pull` would when it is missing, and a copy of the project's
// config whose route points at it. When a model cannot be had (no pip, no registry) its test is
// skipped and says why.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { PROJECT_ROOT } from '../../src/app.js';
import { catalogFrom } from './config-files.js';
import { isFetchable } from '../../src/catalog/engine-routes.js';
import { fetchModelFile } from '../../src/providers/llama-cpp/fetched-models.js';
import { creditTestAccount } from './credit.js';
import { RUN_DIR } from './paths.js';
import { startTestApp, type TestApp } from './test-app.js';

export const REAL_MODEL_ID = 'smollm2-135m-instruct';

/** The model's file in the project's data folder, fetched when missing; or why it cannot be had. */
export async function realModelFile(modelId: string): Promise<{ file: string } | { missing: string }> {
  const catalog = catalogFrom(join(PROJECT_ROOT, 'config'), { DATA_DIR: join(PROJECT_ROOT, 'data') });
  const model = [...catalog.models, ...catalog.fetchable].find((candidate) => candidate.record.id === modelId);
  if (!model || !isFetchable(model.route)) return { missing: `config/models.yaml has no fetchable ${modelId}` };
  if (existsSync(model.route.file)) return { file: model.route.file };
  try {
    await fetchModelFile(model.route);
    return { file: model.route.file };
  } catch (error) {
    return {
      missing: `${modelId} is not in the data folder and could not be fetched (${(error as Error).message}); run \`npm run cli -- models pull ${modelId}\``,
    };
  }
}

/** A copy of the project's config (a new folder under the test run's) whose routes of these files name each `file` itself. */
export function configServing(...files: string[]): string {
  const configDir = mkdtempSync(join(RUN_DIR, 'real-model-config-'));
  cpSync(join(PROJECT_ROOT, 'config'), configDir, { recursive: true });
  let models = readFileSync(join(configDir, 'models.yaml'), 'utf8');
  for (const file of files) {
    const configured = `"\${DATA_DIR:-./data}/models/${basename(file)}"`;
    if (!models.includes(configured)) throw new Error(`config/models.yaml names no ${configured}`);
    models = models.replace(configured, JSON.stringify(file));
  }
  writeFileSync(join(configDir, 'models.yaml'), models);
  return configDir;
}

/**
 * The service on the project's own config with the model's route (SmolLM2's unless another is named)
 * pointed at its file (the test app's data folder is a fresh one), credit on its first account; or
 * the reason it cannot be started.
 */
export async function startRealModelApp(
  modelId = REAL_MODEL_ID,
  /** Other real models served beside it when they can be had (the test does not depend on them). */
  ...alsoServed: string[]
): Promise<{ service: TestApp; close(): Promise<void> } | { skipReason: string }> {
  const found = await realModelFile(modelId);
  if ('missing' in found) {
    console.warn(`skipping the real-model tests: ${found.missing}`);
    return { skipReason: found.missing };
  }
  const others = await Promise.all(alsoServed.map((id) => realModelFile(id)));
  const configDir = configServing(found.file, ...others.flatMap((other) => ('file' in other ? [other.file] : [])));
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
