// Counts the spec declares for a prompt's body but a JSON Schema cannot express: content parts in all
// of a request's messages (the spec bounds each message's), and the size of the JSON schemas it
// brings (tool parameters, a response format), which are free-form objects. Work proportional to
// those counts (cloning the body back from its parser thread, converting it, compiling a grammar,
// rendering tools into a prompt) happens on the event loop, so a body past them is refused first:
// in the parser thread for a large body (src/http/json-parse-worker.ts), after validation otherwise.
// This module runs in that worker too: it imports nothing.

/** Content parts (blocks) and tool calls in all of a request's messages together. */
export const MAX_CONTENT_PARTS = 4096;
/** `enum` values in all of a request's JSON schemas together. */
export const MAX_SCHEMA_ENUM_VALUES = 1000;
/** Object properties in all of a request's JSON schemas together. */
export const MAX_SCHEMA_PROPERTIES = 2000;
/** JSON values (objects, arrays, strings, numbers, …) in all of a request's JSON schemas together. */
export const MAX_SCHEMA_VALUES = 20_000;

/** A body past a limit: the field to name, and why. */
export interface LimitProblem {
  field: string;
  message: string;
}

type Body = Record<string, unknown>;

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asObject = (value: unknown): Body => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {});

/**
 * Parts of each item's `content` array, of the arrays nested in its parts' own `content` (Messages
 * tool results), and its `tool_calls` (chat's assistant messages).
 */
function contentParts(items: unknown): number {
  let total = 0;
  for (const item of asArray(items)) {
    const content = asArray(asObject(item).content);
    total += content.length + asArray(asObject(item).tool_calls).length;
    for (const part of content) total += asArray(asObject(part).content).length;
  }
  return total;
}

interface SchemaCounts {
  enumValues: number;
  properties: number;
  values: number;
}

/** Adds `schema`'s counts to `counts`, stopping once past MAX_SCHEMA_VALUES (so the walk itself stays bounded). */
function countSchema(schema: unknown, counts: SchemaCounts): void {
  const stack: unknown[] = [schema];
  while (stack.length > 0 && counts.values <= MAX_SCHEMA_VALUES) {
    const value = stack.pop();
    counts.values += 1;
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
      continue;
    }
    const record = value as Body;
    if (Array.isArray(record.enum)) counts.enumValues += record.enum.length;
    if (typeof record.properties === 'object' && record.properties !== null) counts.properties += Object.keys(record.properties).length;
    for (const key in record) stack.push(record[key]);
  }
}

/** Where each operation with a prompt keeps its content-bearing items, its tools' schemas and its response schema. */
interface PromptShape {
  items: string;
  itemsOf(body: Body): unknown;
  schemas(body: Body): unknown[];
}

const MESSAGES_SHAPE: PromptShape = {
  items: 'messages',
  itemsOf: (body) => [...asArray(body.messages), { content: body.system }],
  schemas: (body) => asArray(body.tools).map((tool) => asObject(tool).input_schema),
};

const SHAPES: Readonly<Record<string, PromptShape>> = {
  createChatCompletion: {
    items: 'messages',
    itemsOf: (body) => body.messages,
    schemas: (body) => [
      ...asArray(body.tools).map((tool) => asObject(asObject(tool).function).parameters),
      asObject(asObject(body.response_format).json_schema).schema,
    ],
  },
  createResponse: {
    items: 'input',
    itemsOf: (body) => body.input,
    schemas: (body) => [
      ...asArray(body.tools).map((tool) => asObject(tool).parameters ?? asObject(asObject(tool).function).parameters),
      asObject(asObject(body.text).format).schema,
    ],
  },
  createMessage: MESSAGES_SHAPE,
  countMessageTokens: MESSAGES_SHAPE,
};

/**
 * The first limit a body of the operation is past, read from the body as validated (anything not
 * where the spec puts it counts nothing); undefined when it is within them all.
 */
export function bodyLimitProblem(operationId: string, body: unknown): LimitProblem | undefined {
  const shape = Object.hasOwn(SHAPES, operationId) ? SHAPES[operationId] : undefined;
  if (!shape || typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const record = body as Body;
  const parts = contentParts(shape.itemsOf(record));
  if (parts > MAX_CONTENT_PARTS) {
    return { field: shape.items, message: `holds ${parts} content parts and tool calls in all; a request takes at most ${MAX_CONTENT_PARTS}` };
  }
  const counts: SchemaCounts = { enumValues: 0, properties: 0, values: 0 };
  for (const schema of shape.schemas(record)) if (schema !== undefined) countSchema(schema, counts);
  const field = asArray(record.tools).length > 0 ? 'tools' : operationId === 'createResponse' ? 'text' : 'response_format';
  if (counts.enumValues > MAX_SCHEMA_ENUM_VALUES) {
    return { field, message: `the request's JSON schemas hold ${counts.enumValues} enum values in all; at most ${MAX_SCHEMA_ENUM_VALUES} are taken` };
  }
  if (counts.properties > MAX_SCHEMA_PROPERTIES) {
    return { field, message: `the request's JSON schemas hold ${counts.properties} properties in all; at most ${MAX_SCHEMA_PROPERTIES} are taken` };
  }
  if (counts.values > MAX_SCHEMA_VALUES) {
    return { field, message: `the request's JSON schemas hold more than ${MAX_SCHEMA_VALUES} JSON values in all; at most ${MAX_SCHEMA_VALUES} are taken` };
  }
  return undefined;
}
