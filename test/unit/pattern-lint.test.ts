// The generator's pattern check: a pattern that repeats a repeating group runs out of regex stack
// on a long string, so the spec may use one only on a string with a small maxLength.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lint } from '../../codegen/lint.js';
import { hasNestedRepetition } from '../../codegen/lint-patterns.js';
import type { JsonObject } from '../../codegen/load-spec.js';
import { operationSchemas } from '../../codegen/operation-schemas.js';
import { PROJECT_ROOT } from '../../src/project-root.js';

const load = () => JSON.parse(readFileSync(join(PROJECT_ROOT, 'generated', 'openapi.json'), 'utf8')) as JsonObject;

describe('Pattern check of the generator', () => {
  it('finds a repeated group that repeats, and nothing else', () => {
    for (const pattern of ['^[a-z0-9]+(-[a-z0-9]+)*$', '^(a{2,})+$', '^(?:x|(y+)){2,5}$', '^((ab)*c)+$', '^(a\\d+)*$'])
      expect(hasNestedRepetition(pattern), pattern).toBe(true);
    for (const pattern of ['^[A-Za-z]{2,3}(-[A-Za-z]{2})?$', '^[0-9]{1,19}$', '^[(+)]*$', '^(ab)*$', '^(a+)?$', '^\\(a+\\)*$', '^(a{1}){3}$'])
      expect(hasNestedRepetition(pattern), pattern).toBe(false);
  });

  it('the spec passes, and a nested repetition on a string without maxLength is named', () => {
    const document = load();
    expect(lint(document, operationSchemas(document))).toEqual([]);
    const schemas = (document.components as { schemas: Record<string, JsonObject> }).schemas;
    delete schemas.CryptoRpcNetworkName!.maxLength;
    expect(lint(document, operationSchemas(document))).toEqual([
      expect.stringMatching(
        /^#\/components\/schemas\/CryptoRpcNetworkName: pattern .* repeats a group that repeats; give the string a maxLength of at most 4096$/,
      ),
    ]);
  });

  it('such a pattern does run out of stack on a long string (why the check exists)', () => {
    const pattern = new RegExp(String((load().components as { schemas: Record<string, JsonObject> }).schemas.CryptoRpcNetworkName!.pattern));
    expect(() => pattern.test(`${'a-'.repeat(4 * 1024 * 1024)}!`)).toThrow(RangeError);
  });
});
