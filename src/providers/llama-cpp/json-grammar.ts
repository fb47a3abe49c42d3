// Structured output: a request's JSON Schema (response_format, tool parameters) -> a llama.cpp GBNF
// grammar, so the sampler can only produce JSON of that shape. node-llama-cpp compiles a subset of JSON
// Schema (its GbnfJsonSchema); this file maps the common OpenAI-style schemas onto that subset and
// patches two gaps of node-llama-cpp 3.22.1's number rules.
import type { GbnfJsonSchema, Llama, LlamaGrammar } from 'node-llama-cpp';
import { ProviderError } from '../contracts/provider-error.js';
import { isPlainObject } from '../../plain-object.js';

type Schema = Record<string, unknown>;

const VALUE_TYPES = ['string', 'number', 'integer', 'boolean', 'null'];
const STRING_FORMATS = ['date-time', 'time', 'date'];
const ANY_JSON: Schema = {
  oneOf: [{ type: 'object', additionalProperties: true }, { type: 'array' }, { type: ['string', 'number', 'boolean', 'null'] }],
};

function mapValues(record: unknown, convert: (schema: unknown) => Schema): Schema | undefined {
  if (!isPlainObject(record)) return undefined;
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, convert(value)]));
}

function copyNumbers(source: Schema, target: Schema, keys: string[]): void {
  for (const key of keys) if (typeof source[key] === 'number') target[key] = source[key];
}

/**
 * The node-llama-cpp form of a JSON Schema. Differences it cannot express are relaxed, never turned
 * into errors: `anyOf`/`allOf` with one branch become `oneOf`; number bounds and `pattern` are not
 * enforced; every listed property is generated (node-llama-cpp treats all as required); an object
 * with `properties` gets no extra keys unless `additionalProperties` asks for them; `definitions`
 * refs are read as `$defs` refs; a schema with no recognisable shape allows any JSON value.
 */
export function toGrammarSchema(input: unknown): Schema {
  if (input === true || !isPlainObject(input)) return ANY_JSON;
  const schema = input;
  const defs = mapValues(schema.$defs ?? schema.definitions, toGrammarSchema);
  const withDefs = (result: Schema): Schema => (defs ? { ...result, $defs: defs } : result);
  if (typeof schema.$ref === 'string') return withDefs({ $ref: schema.$ref.replace('#/definitions/', '#/$defs/') });
  if ('const' in schema) return { const: schema.const };
  if (Array.isArray(schema.enum)) return { enum: schema.enum };
  const branches = schema.oneOf ?? schema.anyOf ?? (Array.isArray(schema.allOf) && schema.allOf.length === 1 ? schema.allOf : undefined);
  if (Array.isArray(branches)) return withDefs({ oneOf: branches.map(toGrammarSchema) });

  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((type): type is string => typeof type === 'string');
  if (types.length > 1) {
    // a mixed list such as ['object', 'null'] becomes a choice between single-type schemas
    const simple = types.filter((type) => VALUE_TYPES.includes(type) && type !== 'string');
    const complex = types.filter((type) => !simple.includes(type)).map((type) => toGrammarSchema({ ...schema, type }));
    if (simple.length > 0) complex.push({ type: simple });
    return withDefs(complex.length === 1 ? complex[0]! : { oneOf: complex });
  }
  const type = types[0] ?? (isPlainObject(schema.properties) ? 'object' : isPlainObject(schema.items) ? 'array' : undefined);
  switch (type) {
    case 'object': {
      const properties = mapValues(schema.properties, toGrammarSchema);
      const extra = schema.additionalProperties;
      const result: Schema = { type: 'object' };
      if (properties) result.properties = properties;
      result.additionalProperties = isPlainObject(extra) ? toGrammarSchema(extra) : extra === undefined ? !properties : extra === true;
      copyNumbers(schema, result, ['minProperties', 'maxProperties']);
      return withDefs(result);
    }
    case 'array': {
      const result: Schema = { type: 'array' };
      if (schema.items !== undefined && schema.items !== false) result.items = toGrammarSchema(schema.items);
      if (Array.isArray(schema.prefixItems)) result.prefixItems = schema.prefixItems.map(toGrammarSchema);
      copyNumbers(schema, result, ['minItems', 'maxItems']);
      return withDefs(result);
    }
    case 'string': {
      if (typeof schema.format === 'string' && STRING_FORMATS.includes(schema.format)) return { type: 'string', format: schema.format };
      const result: Schema = { type: 'string' };
      copyNumbers(schema, result, ['minLength', 'maxLength']);
      return result;
    }
    case 'number':
    case 'integer':
    case 'boolean':
    case 'null':
      return { type };
    default:
      return withDefs(ANY_JSON);
  }
}

/**
 * node-llama-cpp 3.22.1 lets an `integer` carry an exponent (`98e-160`, not an integer) and any
 * number an exponent of up to 16 digits (`1e9999…` parses as Infinity). Integers get no exponent and
 * other numbers at most two exponent digits (so they stay finite).
 */
function patchNumberRules(grammar: string): string {
  return grammar
    .replace(/^(integer-number-rule ::= .*?) \(\[eE\][^\n]*$/m, '$1')
    .replace(/^(fractional-number-rule ::= .*\(\[eE\] \[-\+\]\? )\("0" \| \[1-9\] \[0-9\]\{0,15\}\)\)\?$/m, '$1[0-9]{1,2})?');
}

/** A grammar that constrains generation to JSON matching `schema` (a JSON Schema object). */
export async function grammarForSchema(llama: Llama, schema: unknown): Promise<LlamaGrammar> {
  try {
    // the schema is only known at run time; the library's signature is built to infer types from literal schemas
    const compile = llama.createGrammarForJsonSchema.bind(llama) as (schema: GbnfJsonSchema) => Promise<LlamaGrammar>;
    const reference = await compile(toGrammarSchema(schema) as GbnfJsonSchema);
    return await llama.createGrammar({
      grammar: patchNumberRules(reference.grammar),
      stopGenerationTriggers: reference.stopGenerationTriggers,
      trimWhitespaceSuffix: reference.trimWhitespaceSuffix,
    });
  } catch (error) {
    throw new ProviderError('rejected', `the JSON schema cannot be used to constrain output: ${(error as Error).message}`);
  }
}

/** A grammar for any JSON object (response_format json_object). */
export function grammarForAnyObject(llama: Llama): Promise<LlamaGrammar> {
  return grammarForSchema(llama, { type: 'object', additionalProperties: true });
}
