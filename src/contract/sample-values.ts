// Deterministic values for a schema of the contract: json-schema-faker draws them from a seed (the
// same seed, the same value), and each draw is checked with the contract's own validator, since a
// generator can miss a combination of keywords; a few further seeds are tried before giving up.
// See docs/decisions/0025-contract-mock.md.
import type { ValidateFunction } from 'ajv';
import { generateSync, type JsonSchema } from 'json-schema-faker';
import type { Json, JsonObject } from '../../codegen/load-spec.js';
import { resolveIn } from './contract-document.js';

const ATTEMPTS = 25;

/**
 * Drops `discriminator` and the OpenAPI-only keywords the generator does not know; a schema's
 * OpenAPI `example` becomes a JSON Schema `examples` entry, which the generator answers with.
 */
function forGenerator(value: Json): Json {
  if (Array.isArray(value)) return value.map(forGenerator);
  if (value === null || typeof value !== 'object') return value;
  const copy: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    if (key.startsWith('x-') || key === 'discriminator' || key === 'xml' || key === 'externalDocs') continue;
    if (key === 'example') {
      if (!Array.isArray(value.examples)) copy.examples = [child];
      continue;
    }
    copy[key] = forGenerator(child);
  }
  return copy;
}

export class Sampler {
  private readonly prepared = new Map<string, JsonSchema>();

  constructor(
    private readonly document: JsonObject,
    private readonly seed: number,
  ) {}

  /**
   * A value of `schema` that `validate` accepts, drawn from the sampler's seed and `salt` (so that
   * two places in one answer differ, yet every run answers the same); undefined if none was found.
   */
  sample(schema: Json, validate: ValidateFunction | undefined, salt: string): unknown {
    const base = this.seed ^ hash(salt);
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      let value: unknown;
      try {
        value = generateSync(this.prepare(schema), {
          seed: (base + attempt * 7919) >>> 0,
          refResolver: (ref: string) => this.prepare({ $ref: ref }),
          // Early draws fill half the optional fields and give arrays one to three items (a chat answer has a choice);
          // later ones fall back to the bare minimum the schema allows.
          optionalsProbability: attempt < ATTEMPTS / 2 ? 0.5 : 0,
          ...(attempt < ATTEMPTS / 2 ? { minItems: 1, maxItems: 3 } : {}),
          maxDepth: 6,
          maxDefaultItems: 3,
          useExamplesValue: true,
          failOnInvalidTypes: false,
        } as never);
      } catch {
        continue;
      }
      if (!validate || validate(value)) return value;
    }
    return undefined;
  }

  private prepare(schema: Json): JsonSchema {
    const key = JSON.stringify(schema);
    let prepared = this.prepared.get(key);
    if (!prepared) {
      prepared = forGenerator(resolveIn(this.document, schema)) as JsonSchema;
      this.prepared.set(key, prepared);
    }
    return prepared;
  }
}

/** FNV-1a: a stable 32-bit number for a string. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  return value >>> 0;
}
