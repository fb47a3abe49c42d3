// Boot step: write the shipped debug models that are missing, so a fresh install serves its default
// catalog. The rule is explicit in config/models.yaml: only a llama-cpp route carrying
// `generate: debug-tiny-chat | debug-tiny-embedding` is ever written, only when its `file` does not
// exist, and never over an existing file. A model that cannot be written is reported and not listed:
// the catalog returned has it among `unavailable` (the one given is left as is).
import { existsSync } from 'node:fs';
import type { Catalog } from '../../catalog/catalog.js';
import type { Logger } from '../../observability/logger.js';
import { writeDebugModel } from './debug-model.js';

export function prepareGeneratedModels<C extends Pick<Catalog, 'models' | 'unavailable'>>(catalog: C, logger: Pick<Logger, 'info' | 'warn'>): C {
  const served = [];
  const unavailable = [...catalog.unavailable];
  for (const model of catalog.models) {
    const route = model.route;
    if (route.engine !== 'llama-cpp' || !route.generate || existsSync(route.file)) {
      served.push(model);
      continue;
    }
    try {
      const started = performance.now();
      const { bytes } = writeDebugModel(route.file, { kind: route.generate });
      const milliseconds = Math.round(performance.now() - started);
      logger.info(
        `model ${model.record.id}: generated the random-weight ${route.generate} model at ${route.file} (${bytes} bytes, ${milliseconds} ms); its output is noise, for testing only`,
      );
      served.push(model);
    } catch (error) {
      unavailable.push({ id: model.record.id, reason: `cannot write the generated model ${route.file}: ${(error as Error).message}` });
    }
  }
  return { ...catalog, models: served, unavailable };
}
