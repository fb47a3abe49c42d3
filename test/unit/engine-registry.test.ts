// Which engine serves a voice-changer model: a `service-compatible` route runs its jobs at the
// upstream's /audio/voice-changer/*; a route whose engine has no voice changer leaves the model
// unavailable (never served by some other capability of that engine).
import { afterEach, describe, expect, it } from 'vitest';
import type { Catalog, CatalogModel, ModelRecord } from '../../src/catalog/catalog.js';
import type { EngineRoute } from '../../src/catalog/engine-routes.js';
import { buildEngines, type EngineRegistry, type EngineSettings } from '../../src/providers/registry.js';

const voiceChanger = (id: string, route: EngineRoute): CatalogModel => ({
  record: { id, type: 'music', model_spec: { name: id, privacy: 'anonymized', voice_changer: true } } as unknown as ModelRecord,
  route,
});

describe('Engine registry', () => {
  let engines: EngineRegistry | undefined;
  afterEach(() => engines?.close());

  it('serves a voice changer on a service-compatible route as voice-changer jobs, and not on an openai-compatible one', () => {
    const models = [
      voiceChanger('changer-service', { engine: 'service-compatible', baseUrl: 'http://127.0.0.1:9/api/v1' }),
      voiceChanger('changer-openai', { engine: 'openai-compatible', baseUrl: 'http://127.0.0.1:9/v1' } as EngineRoute),
    ];
    const built = buildEngines({ models, unavailable: [] } as unknown as Catalog, {} as EngineSettings);
    engines = built.engines;
    expect(built.engines.get('changer-service')?.engine.mediaJobs?.kind).toBe('voice-changer');
    expect(built.engines.get('changer-openai')).toBeUndefined();
    expect(built.catalog.unavailable).toEqual([{ id: 'changer-openai', reason: expect.stringContaining('not available in this build for music models') }]);
    expect(built.catalog.models.map((model) => model.record.id)).toEqual(['changer-service']);
  });
});
