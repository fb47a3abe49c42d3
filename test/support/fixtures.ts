// Variants of the inference fixture (test/fixtures/inference) for the tests that need other limits
// or timeouts: a copy of the one fixture with just those settings changed, so the catalog and the
// other files exist once.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { PROJECT_ROOT } from '../../src/app.js';
import { INFERENCE_FIXTURE } from './inference-app.js';

export interface FixtureVariant {
  /** A file of test/fixtures/rate-limits/, used as the variant's rate-limits.yaml. */
  rateLimits: 'generous' | 'tight';
  /** Every upstream route's idle timeout (the fixture's is short, so failure tests stay fast). */
  upstreamIdleTimeoutMs?: number;
  /** Models added as copies of a fixture model with another id, route options and prices. */
  copies?: ModelCopy[];
}

export interface ModelCopy {
  from: string;
  id: string;
  /** Merged into the copied route. */
  route?: Record<string, unknown>;
  /** Replaces the copied model_spec.pricing. */
  pricing?: Record<string, unknown>;
}

/** The named variants the tests use. */
export const VARIANTS = {
  /** Requests can be held at the upstream for a minute; limits never get in the way of credit tests. */
  held: { rateLimits: 'generous', upstreamIdleTimeoutMs: 60_000 },
  /** Tight rate limits and error budgets the tests can reach. */
  limited: { rateLimits: 'tight' },
  /** A model with prompt-cache prices, and one whose upstream takes no prompt-caching fields. */
  caching: {
    rateLimits: 'generous',
    copies: [
      {
        from: 'chat-basic',
        id: 'cached-chat',
        pricing: {
          input: { usd: 3, diem: 4 },
          cache_input: { usd: 0.3, diem: 0.4 },
          cache_write: { usd: 3.75, diem: 5 },
          output: { usd: 15, diem: 20 },
        },
      },
      { from: 'chat-basic', id: 'strict-chat', route: { passPromptCaching: false } },
    ],
  },
} satisfies Record<string, FixtureVariant>;

/** Writes the variant's config folder under .test-data (once per process) and returns its path. */
export function fixtureVariant(name: keyof typeof VARIANTS): string {
  const variant: FixtureVariant = VARIANTS[name];
  const directory = join(PROJECT_ROOT, '.test-data', `fixture-${name}-${process.pid}`);
  mkdirSync(directory, { recursive: true });
  cpSync(INFERENCE_FIXTURE, directory, { recursive: true });
  cpSync(join(PROJECT_ROOT, 'test', 'fixtures', 'rate-limits', `${variant.rateLimits}.yaml`), join(directory, 'rate-limits.yaml'));
  const file = join(directory, 'models.yaml');
  const catalog = parse(readFileSync(file, 'utf8')) as { models: FixtureModel[] };
  if (variant.upstreamIdleTimeoutMs !== undefined) {
    for (const model of catalog.models) if (model.route?.idleTimeoutMs !== undefined) model.route.idleTimeoutMs = variant.upstreamIdleTimeoutMs;
  }
  for (const copy of variant.copies ?? []) catalog.models.push(copied(catalog.models, copy));
  writeFileSync(file, stringify(catalog));
  return directory;
}

interface FixtureModel {
  id: string;
  route?: { idleTimeoutMs?: number } & Record<string, unknown>;
  model_spec: { pricing?: unknown } & Record<string, unknown>;
}

function copied(models: FixtureModel[], copy: ModelCopy): FixtureModel {
  const source = models.find((model) => model.id === copy.from);
  if (!source) throw new Error(`no fixture model ${copy.from} to copy`);
  return {
    ...source,
    id: copy.id,
    route: { ...source.route, ...copy.route },
    model_spec: { ...source.model_spec, name: `${copy.id} model`, ...(copy.pricing ? { pricing: copy.pricing } : {}) },
  };
}
