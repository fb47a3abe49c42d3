import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { catalogFrom } from '../support/config-files.js';
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
  return () => catalogFrom(directory, ENVIRONMENT);
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

  it("refuses to boot on deployments that break the models schema, naming each field's path", () => {
    const load = catalogWith({
      routing: { strategy: 'fastest' },
      deployments: [
        { id: 'a', weight: 0, route: upstream('a') },
        { id: 'b c', maxConcurrent: 1.5, healthCheck: { path: 'models', intervalSeconds: 10 }, route: { engine: 'nope' }, extra: 1 },
      ],
    });
    expect(load).toThrow(/models\.yaml \/models\/0\/routing\/strategy: must be equal to one of the allowed values/);
    expect(load).toThrow(/models\.yaml \/models\/0\/deployments\/0\/weight: must be > 0/);
    expect(load).toThrow(/models\.yaml \/models\/0\/deployments\/1\/id: must match pattern/);
    expect(load).toThrow(/models\.yaml \/models\/0\/deployments\/1\/maxConcurrent: must be integer/);
    expect(load).toThrow(/models\.yaml \/models\/0\/deployments\/1\/healthCheck\/path: must match pattern "\^\/"/);
    expect(load).toThrow(/models\.yaml \/models\/0\/deployments\/1\/route\/engine: must be equal to one of the allowed values/);
    expect(load).toThrow(/models\.yaml \/models\/0\/deployments\/1\/extra: unknown field/);
  });

  it('refuses to boot on what the schema cannot check: both route and deployments, an id twice', () => {
    const load = catalogWith({
      route: upstream('both'),
      deployments: [
        { id: 'a', route: upstream('a') },
        { id: 'a', route: upstream('again') },
      ],
    });
    expect(load).toThrow(/models\.yaml \/models\/0 \(chat-basic\): name either `route` or `deployments`, not both/);
    expect(load).toThrow(/\(chat-basic\): deployments\[1\] \(a\): duplicate deployment id/);
  });

  it("refuses a deployment's route that is not well formed with its file and path, a llama-cpp one that would fetch its file among them", () => {
    const load = catalogWith({
      deployments: [
        { id: 'a', route: { engine: 'openai-compatible' } },
        { id: 'b', route: { engine: 'llama-cpp', url: 'https://example.com/m.gguf', sha256: 'ab'.repeat(32) } },
      ],
    });
    expect(load).toThrow(/models\.yaml \/models\/0\/deployments\/0\/route\/baseUrl: is required/);
    expect(load).toThrow(/models\.yaml \/models\/0\/deployments\/1\/route\/file: is required/);
    expect(load).toThrow(/models\.yaml \/models\/0\/deployments\/1\/route\/url: does not apply to this kind of entry/);
  });

  it('refuses an empty deployments list and routing on a single-route model', () => {
    expect(catalogWith({ deployments: [] })).toThrow(/models\.yaml \/models\/0\/deployments: must NOT have fewer than 1 items/);
    expect(catalogWith({ route: upstream('one'), routing: { strategy: 'weighted' } })).toThrow(
      /models\.yaml \/models\/0\/routing \(chat-basic\): applies to a model with deployments/,
    );
  });
});
