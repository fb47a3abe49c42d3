// docs/configuration.md stays true to the config schemas: its table of each file's settings names
// exactly the settings the file's schema declares (three levels deep), no more and no fewer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfigSchemas } from '../../codegen/emit-config.js';
import { isObject, type Json, type JsonObject } from '../../codegen/load-spec.js';
import { PROJECT_ROOT } from '../../src/app.js';

const SECTION = '## Settings of each file';

/** The property names a schema declares, down to `depth` levels (through lists, maps and its own $defs). */
function declaredNames(schema: Json | undefined, root: JsonObject, depth: number): string[] {
  if (!isObject(schema) || depth === 0) return [];
  if (typeof schema.$ref === 'string') return declaredNames((root.$defs as JsonObject)[schema.$ref.replace('#/$defs/', '')], root, depth);
  const nested = [schema.items, schema.additionalProperties].flatMap((child) => declaredNames(child, root, depth));
  const properties = isObject(schema.properties) ? schema.properties : {};
  const own = Object.entries(properties).flatMap(([name, child]) => [name, ...declaredNames(child, root, depth - 1)]);
  return [...own, ...nested];
}

/** Per file, the names in backticks in the settings column of the section's table. */
function documentedNames(): Map<string, string[]> {
  const doc = readFileSync(join(PROJECT_ROOT, 'docs', 'configuration.md'), 'utf8');
  const start = doc.indexOf(SECTION);
  expect(start, `docs/configuration.md has a "${SECTION}" section`).toBeGreaterThanOrEqual(0);
  const section = doc.slice(start + SECTION.length).split('\n## ')[0]!;
  const rows = new Map<string, string[]>();
  for (const match of section.matchAll(/^\| `([a-z0-9-]+\.yaml)` \| (.*) \|$/gm)) {
    rows.set(
      match[1]!,
      [...match[2]!.matchAll(/`([A-Za-z0-9_]+)`/g)].map((name) => name[1]!),
    );
  }
  return rows;
}

describe('docs/configuration.md', () => {
  const schemas = loadConfigSchemas(join(PROJECT_ROOT, 'config', 'schemas'));
  const documented = documentedNames();

  it('has a row for every config file with a schema, and none for a file without one', () => {
    expect([...documented.keys()].sort()).toEqual(schemas.map(({ file }) => file).sort());
  });

  for (const { file, schema } of schemas) {
    it(`names exactly the settings of ${file}'s schema`, () => {
      const declared = new Set(declaredNames(schema, schema, 3));
      const named = new Set(documented.get(file) ?? []);
      expect({ missingFromDoc: [...declared].filter((name) => !named.has(name)), unknownToSchema: [...named].filter((name) => !declared.has(name)) }).toEqual({
        missingFromDoc: [],
        unknownToSchema: [],
      });
    });
  }
});
