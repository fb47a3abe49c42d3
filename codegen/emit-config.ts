// config/schemas/*.schema.yaml -> the config files' validators and TypeScript types. Each schema
// names the file it checks (`x402.schema.yaml` checks config/x402.yaml) and its type (`title`).
//   config-validators.cjs  the precompiled Ajv validators, one per file (no coercion, no defaults:
//                          a file is checked as written, after `${VAR}` substitution)
//   config-types.ts        openapi-typescript's types of the schemas, `$defs` hoisted to components
//   config-validators.ts   a typed index: file name -> validator whose success narrows to its type;
//                          and each `pattern`'s `x-message`, what a failed match tells the operator
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import standaloneModule from 'ajv/dist/standalone/index.js';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';
import { createAjv, forAjv } from './ajv-setup.js';
import { isObject, type Json, type JsonObject } from './load-spec.js';
import { asciiSource } from './emit-validators.js';

const standaloneCode = standaloneModule.default;
const SUFFIX = '.schema.yaml';

export interface ConfigSchema {
  /** The config file it checks, e.g. `x402.yaml`. */
  file: string;
  /** The schema's `title`: the TypeScript type's name. */
  typeName: string;
  schema: JsonObject;
}

export function loadConfigSchemas(schemaDir: string): ConfigSchema[] {
  return readdirSync(schemaDir)
    .filter((name) => name.endsWith(SUFFIX))
    .sort()
    .map((name) => {
      const schema = parse(readFileSync(join(schemaDir, name), 'utf8')) as JsonObject;
      if (typeof schema.title !== 'string' || !/^[A-Z][A-Za-z0-9]*File$/.test(schema.title)) {
        throw new Error(`config/schemas/${name}: needs a title naming its type, e.g. X402File`);
      }
      return { file: `${name.slice(0, -SUFFIX.length)}.yaml`, typeName: schema.title, schema };
    });
}

/**
 * The schema with its `$defs` moved out to `<title>_<name>` components, and its refs (and a
 * discriminator's mapping) pointed there: openapi-typescript reads components only.
 */
function hoistDefinitions({ typeName, schema }: ConfigSchema): Record<string, Json> {
  const pointAtComponent = (ref: string) => ref.replace(/^#\/\$defs\//, `#/components/schemas/${typeName}_`);
  const rename = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(rename);
    if (!isObject(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => {
        if (key === '$ref' && typeof child === 'string') return [key, pointAtComponent(child)];
        if (key === 'discriminator' && isObject(child) && isObject(child.mapping)) {
          const mapping = Object.fromEntries(Object.entries(child.mapping).map(([tag, ref]) => [tag, typeof ref === 'string' ? pointAtComponent(ref) : ref]));
          return [key, { ...child, mapping }];
        }
        return [key, rename(child)];
      }),
    );
  };
  const { $defs, ...root } = schema;
  const definitions = isObject($defs) ? $defs : {};
  return {
    [typeName]: rename(root),
    ...Object.fromEntries(Object.entries(definitions).map(([name, definition]) => [`${typeName}_${name}`, rename(definition)])),
  };
}

async function emitTypes(schemas: ConfigSchema[]): Promise<string> {
  const document = {
    openapi: '3.1.0',
    info: { title: 'config files', version: '1' },
    paths: {},
    components: { schemas: Object.assign({}, ...schemas.map(hoistDefinitions)) },
  };
  const types = astToString(await openapiTS(document as never, { alphabetize: false, defaultNonNullable: false }));
  const aliases = schemas.map(({ typeName }) => `export type ${typeName} = components['schemas']['${typeName}'];`);
  const files = schemas.map(({ file, typeName }) => `  '${file}': ${typeName};`);
  return [
    types,
    ...aliases,
    '',
    '/** Each config file by name, and the type its content has once validated. */',
    'export interface ConfigFiles {',
    ...files,
    '}',
    '',
  ].join('\n');
}

function emitValidatorModule(schemas: ConfigSchema[]): string {
  const ajv = createAjv({ inlineRefs: false, allowUnionTypes: true, code: { source: true, lines: true } });
  for (const { file, schema } of schemas) ajv.addSchema(forAjv(schema) as object, file);
  return asciiSource(standaloneCode(ajv, Object.fromEntries(schemas.map(({ file }) => [file, file]))));
}

/** Per config file, every `pattern` of its schema that has an `x-message` beside it: the message by pattern. */
export function patternMessages(schemas: ConfigSchema[]): Record<string, Record<string, string>> {
  return Object.fromEntries(schemas.map((schema) => [schema.file, patternMessagesOf(schema)]));
}

function patternMessagesOf({ file, schema }: ConfigSchema): Record<string, string> {
  const messages: Record<string, string> = {};
  const visit = (value: Json, where: string): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${where}/${index}`));
      return;
    }
    if (!isObject(value)) return;
    const { pattern, 'x-message': message } = value;
    if (typeof pattern === 'string' && typeof message === 'string') {
      // Ajv reports the pattern, not where it was written: one pattern, one message.
      if (messages[pattern] !== undefined && messages[pattern] !== message) throw new Error(`${where}: pattern ${pattern} has two x-messages`);
      messages[pattern] = message;
    }
    for (const [key, child] of Object.entries(value)) visit(child, `${where}/${key}`);
  };
  visit(schema, `config/schemas/${file.replace(/\.yaml$/, SUFFIX)}#`);
  return messages;
}

function emitIndex(schemas: ConfigSchema[], header: string): string {
  return [
    `// ${header}`,
    "import { createRequire } from 'node:module';",
    "import type { ConfigFiles } from './config-types.js';",
    "import type { ValidationError } from './validators.js';",
    '',
    'const require = createRequire(import.meta.url);',
    "const compiled = require('./config-validators.cjs');",
    '',
    '/** A precompiled validator of one config file: true (and the content typed) when valid, otherwise `errors` holds every problem. */',
    'export type ConfigValidator<T> = ((data: unknown) => data is T) & { errors?: ValidationError[] | null };',
    '',
    'export const configValidators: { readonly [F in keyof ConfigFiles]: ConfigValidator<ConfigFiles[F]> } = {',
    ...schemas.map(({ file }) => `  '${file}': compiled['${file}'],`),
    '};',
    '',
    "/** What a value failing a schema's `pattern` is told instead of the pattern itself (the schema's `x-message`). */",
    `export const configPatternMessages: { readonly [F in keyof ConfigFiles]: Readonly<Record<string, string>> } = ${JSON.stringify(patternMessages(schemas), null, 2)};`,
    '',
  ].join('\n');
}

export async function emitConfig(schemaDir: string, header: string): Promise<Record<string, string>> {
  const schemas = loadConfigSchemas(schemaDir);
  return {
    'config-types.ts': `// ${header}\n${await emitTypes(schemas)}`,
    'config-validators.cjs': `// ${header}\n${emitValidatorModule(schemas)}\n`,
    'config-validators.ts': emitIndex(schemas, header),
  };
}
