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
}

/** The named variants the tests use. */
export const VARIANTS = {
  /** Requests can be held at the upstream for a minute; limits never get in the way of credit tests. */
  held: { rateLimits: 'generous', upstreamIdleTimeoutMs: 60_000 },
  /** Tight rate limits and error budgets the tests can reach. */
  limited: { rateLimits: 'tight' },
} satisfies Record<string, FixtureVariant>;

/** Writes the variant's config folder under .test-data (once per process) and returns its path. */
export function fixtureVariant(name: keyof typeof VARIANTS): string {
  const variant: FixtureVariant = VARIANTS[name];
  const directory = join(PROJECT_ROOT, '.test-data', `fixture-${name}-${process.pid}`);
  mkdirSync(directory, { recursive: true });
  cpSync(INFERENCE_FIXTURE, directory, { recursive: true });
  cpSync(join(PROJECT_ROOT, 'test', 'fixtures', 'rate-limits', `${variant.rateLimits}.yaml`), join(directory, 'rate-limits.yaml'));
  if (variant.upstreamIdleTimeoutMs !== undefined) {
    const file = join(directory, 'models.yaml');
    const catalog = parse(readFileSync(file, 'utf8')) as { models: { route?: { idleTimeoutMs?: number } }[] };
    for (const model of catalog.models) if (model.route?.idleTimeoutMs !== undefined) model.route.idleTimeoutMs = variant.upstreamIdleTimeoutMs;
    writeFileSync(file, stringify(catalog));
  }
  return directory;
}
