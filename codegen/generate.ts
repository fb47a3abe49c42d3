// `npm run generate`: spec/ -> generated/. Validates and bundles the spec, then writes the bundled
// document (JSON and YAML), TypeScript types, precompiled validators and the operation table.
// Output is byte-for-byte deterministic. With --check it writes nothing and fails when generated/
// differs from what it would write, printing the command that fixes it.
import SwaggerParser from '@apidevtools/swagger-parser';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { stringify } from 'yaml';
import { emitConfig } from './emit-config.js';
import { emitOperations } from './emit-operations.js';
import { emitValidators } from './emit-validators.js';
import { lint } from './lint.js';
import { loadSpec, type JsonObject } from './load-spec.js';
import { operationSchemas } from './operation-schemas.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const HEADER = 'generated from spec/ by codegen/generate.ts; do not edit. Run `npm run generate`.';
const CONFIG_HEADER = 'generated from config/schemas/ by codegen/generate.ts; do not edit. Run `npm run generate`.';

/** `specDir`: the spec to generate from (tests give a small one of their own); `configSchemaDir`: the config files' schemas. */
export async function generate(specDir = join(root, 'spec'), configSchemaDir = join(root, 'config', 'schemas')): Promise<Record<string, string>> {
  const merged = loadSpec(specDir);
  // validate() dereferences its argument in place, so it gets a copy.
  await SwaggerParser.validate(structuredClone(merged) as never);
  const document = (await SwaggerParser.bundle(structuredClone(merged) as never)) as unknown as JsonObject;
  const operations = operationSchemas(document);
  const problems = lint(document, operations);
  if (problems.length > 0) throw new Error(`spec: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);

  // defaultNonNullable off: a field with a `default` may still be left out by the client (request
  // bodies are validated as sent, defaults are not filled in), so its type must stay optional.
  const types = astToString(await openapiTS(document as never, { alphabetize: false, defaultNonNullable: false }));
  return {
    'openapi.json': `${JSON.stringify(document, null, 2)}\n`,
    'openapi.yaml': `# ${HEADER}\n${stringify(document, { lineWidth: 0, aliasDuplicateObjects: false })}`,
    'api-types.ts': `// ${HEADER}\n${types}`,
    'operations.ts': emitOperations(document, operations, HEADER),
    ...emitValidators(document, operations, HEADER),
    ...(await emitConfig(configSchemaDir, CONFIG_HEADER)),
  };
}

export const GENERATED_DIR = join(root, 'generated');
export const STALE_FIX = 'npm run generate';

/** Files in `outDir` that differ from, are missing from, or are not part of what the generator writes. */
export function staleFiles(outDir: string, files: Record<string, string>): string[] {
  const existing = existsSync(outDir) ? readdirSync(outDir).sort() : [];
  const differing = Object.keys(files).filter((name) => !existsSync(join(outDir, name)) || readFileSync(join(outDir, name), 'utf8') !== files[name]);
  const extra = existing.filter((name) => !(name in files));
  return [...differing, ...extra];
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const outDir = GENERATED_DIR;
  const files = await generate();
  if (check) {
    const stale = staleFiles(outDir, files);
    if (stale.length > 0) {
      console.error(`generated/ is stale (${stale.join(', ')}). Fix: ${STALE_FIX}`);
      process.exit(1);
    }
    console.log('generated/ is up to date');
    return;
  }
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(join(outDir, name), content);
  console.log(`wrote ${Object.keys(files).length} files to generated/`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
