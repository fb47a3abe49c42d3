import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { loadCatalog } from '../../src/catalog/catalog.js';
import { INFERENCE_FIXTURE } from '../support/inference-app.js';
import { RUN_DIR } from '../support/paths.js';

const ENVIRONMENT = { FIXTURE_UPSTREAM_URL: 'http://127.0.0.1:9/v1' };

/** The inference fixture with chat-basic's route replaced by `fields`. */
function catalogWith(fields: Record<string, unknown>) {
  const directory = mkdtempSync(join(RUN_DIR, 'deployments-config-'));
  cpSync(INFERENCE_FIXTURE, directory, { recursive: true });
  const file = join(directory, 'models.yaml');
  const catalog = parse(readFileSync(file, 'utf8')) as { models: Record<string, unknown>[] };
  const model = catalog.models.find((entry) => entry.id === 'chat-basic')!;
  delete model.route;
  Object.assign(model, fields);
  writeFileSync(file, stringify(catalog));
  return () => loadCatalog(directory, ENVIRONMENT);
}

const upstream = (name: string) => ({ engine: 'openai-compatible', baseUrl: `http://${name}.internal:8000/v1` });

describe('catalog deployments', () => {
  it('loads a model on several deployments with its routing, the first servable route as its route', () => {
    const load = catalogWith({
      routing: { strategy: 'weighted', healthCheck: { path: '/models', intervalSeconds: 10 } },
      deployments: [
        { id: 'gpu-a', weight: 2, route: { ...upstream('gpu-a'), upstreamModel: 'llama-70b' } },
        { id: 'gpu-b', maxConcurrent: 32, route: upstream('gpu-b') },
        { id: 'unset', route: { engine: 'openai-compatible', baseUrl: '' } },
      ],
    });
    const catalog = load();
    const model = catalog.models.find((entry) => entry.record.id === 'chat-basic')!;
    expect(model.routing).toEqual({ strategy: 'weighted', healthCheck: { path: '/models', intervalSeconds: 10 } });
    expect(model.deployments!.map((deployment) => [deployment.id, deployment.weight, deployment.maxConcurrent])).toEqual([
      ['gpu-a', 2, undefined],
      ['gpu-b', 1, 32],
    ]);
    expect(model.route).toMatchObject({ baseUrl: 'http://gpu-a.internal:8000/v1' });
    expect(catalog.unavailable).toContainEqual({ id: 'chat-basic/unset', reason: 'upstream baseUrl is not set' });
  });

  it('refuses to boot on a malformed deployments list, naming each problem', () => {
    const load = catalogWith({
      route: upstream('both'),
      routing: { strategy: 'fastest' },
      deployments: [
        { id: 'a', weight: 0, route: upstream('a') },
        { id: 'a', route: upstream('again') },
        { id: 'b c', maxConcurrent: 1.5, healthCheck: { path: 'models' }, route: { engine: 'nope' } },
      ],
    });
    expect(load).toThrow(/chat-basic\): name either `route` or `deployments`, not both/);
    expect(load).toThrow(/routing\.strategy must be one of least-busy, weighted, latency/);
    expect(load).toThrow(/deployments\[0\] \(a\)\.weight must be a number above 0/);
    expect(load).toThrow(/deployments\[1\] \(a\): duplicate deployment id/);
    expect(load).toThrow(/deployments\[2\] \(b c\)\.id must be letters/);
    expect(load).toThrow(/deployments\[2\] \(b c\)\.maxConcurrent must be a positive integer/);
    expect(load).toThrow(/deployments\[2\] \(b c\)\.healthCheck\.path must be a path starting with \//);
    expect(load).toThrow(/deployments\[2\] \(b c\): route\.engine must be one of/);
  });

  it('refuses an empty deployments list and routing on a single-route model', () => {
    expect(catalogWith({ deployments: [] })).toThrow(/deployments must be a non-empty list/);
    expect(catalogWith({ route: upstream('one'), routing: { strategy: 'weighted' } })).toThrow(/routing applies to a model with deployments/);
  });
});
