// Derives, for each operation, the JSON schemas the server and the tests validate against:
// the query and path parameters (each as one object), the request body (JSON as sent; a
// multipart/form-data form like parameters, its text parts coerced to the declared types), and every
// declared response (body and headers). Both the validators and the operation table use this.
import { eachOperation, isObject, type Json, type JsonObject } from './load-spec.js';

export interface ResponseSchemas {
  status: string;
  contentTypes: string[];
  jsonBody?: Json;
  /** `x-service-event-schema` of a text/event-stream response: what each event's `data` is. */
  eventSchema?: Json;
  headers: JsonObject; // object schema over lower-case header names
}

/** How many files a file field of a form holds: one part, or (an array property) several. */
export type FileCount = 'one' | 'many';

export interface FormBody {
  /** The form's schema as its validator sees it: each file field holds the file's name (its bytes go to the handler apart). */
  schema: Json;
  /** The fields that are file parts; every other field is a text part. */
  fileFields: Record<string, FileCount>;
  /**
   * File fields whose schema is text (an image as base64 or a data URL, declared a file part only by
   * the form's `encoding`): a text part there is that text, as the JSON body would carry it.
   */
  textFileFields: string[];
}

export interface OperationSchemas {
  operationId: string;
  path: string;
  method: string;
  operation: JsonObject;
  query?: JsonObject;
  pathParams?: JsonObject;
  headerParams?: JsonObject;
  /** The request body's schema as the spec gives it: the JSON one, else the multipart form's. */
  body?: Json;
  /** The application/json body's schema, validated as sent. */
  jsonBody?: Json;
  /** The multipart/form-data body, where the operation takes one. */
  form?: FormBody;
  bodyRequired: boolean;
  bodyContentTypes: string[];
  responses: ResponseSchemas[];
}

function resolve(document: JsonObject, value: Json): Json {
  let current = value;
  while (isObject(current) && typeof current.$ref === 'string') {
    const pointer = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
    let target: Json = document;
    for (const part of pointer) target = isObject(target) ? (target[part] ?? null) : null;
    if (target === null) throw new Error(`spec: unresolved reference ${current.$ref}`);
    current = target;
  }
  return current;
}

/** Each location's default serialization: the only ones the request parser reads (src/http/parse-request.ts). */
const DEFAULT_STYLES: Record<string, string> = { query: 'form', path: 'simple', header: 'simple' };

function assertSupportedSerialization(parameter: JsonObject): void {
  const where = `spec: parameter ${String(parameter.name)} (in ${String(parameter.in)})`;
  const style = DEFAULT_STYLES[String(parameter.in)];
  if (!style) throw new Error(`${where}: only query, path and header parameters are read`);
  if (parameter.content !== undefined) throw new Error(`${where}: content-typed parameters are not read; give it a schema`);
  if ((parameter.style ?? style) !== style || (parameter.in === 'query' && parameter.explode === false))
    throw new Error(`${where}: only the default style (${style}, exploded) is read`);
}

function parameterObject(document: JsonObject, parameters: Json[], location: string): JsonObject | undefined {
  const properties: JsonObject = {};
  const required: string[] = [];
  for (const raw of parameters) {
    const parameter = resolve(document, raw) as JsonObject;
    assertSupportedSerialization(parameter);
    if (parameter.in !== location) continue;
    // Header names keep the spec's spelling (the generated types use it); requests are read case-insensitively.
    const name = String(parameter.name);
    properties[name] = (parameter.schema ?? {}) as Json;
    if (parameter.required === true) required.push(name);
  }
  if (Object.keys(properties).length === 0) return undefined;
  return { type: 'object', properties, required };
}

/** Whether a field's schema (or its items') is `format: binary`: bytes that only a file part can carry. */
function isBinary(document: JsonObject, property: Json): boolean {
  const schema = resolve(document, property);
  const element = isObject(schema) && schema.type === 'array' && schema.items !== undefined ? resolve(document, schema.items) : schema;
  return isObject(element) && element.format === 'binary';
}

/**
 * Whether a form field is a file part: its schema (or, for an array, its items' schema) is
 * `format: binary`, or the media type's `encoding` gives the field a content type other than text.
 * The second lets one schema serve JSON (an image as base64) and multipart (the image as a file).
 */
function fileCount(document: JsonObject, name: string, property: Json, encoding: JsonObject): FileCount | undefined {
  const schema = resolve(document, property);
  const items = isObject(schema) && schema.type === 'array' && schema.items !== undefined ? resolve(document, schema.items) : undefined;
  const count: FileCount = items === undefined ? 'one' : 'many';
  const element = items ?? schema;
  const binary = isObject(element) && element.format === 'binary';
  const declared = isObject(encoding[name]) ? (encoding[name] as JsonObject).contentType : undefined;
  const encoded = typeof declared === 'string' && !/^text\/plain\b/.test(declared);
  return binary || encoded ? count : undefined;
}

/**
 * A multipart body's schema for its validator: a file field holds the file's name, so it is checked
 * as present (and as one name, or a list of as many as the schema allows), never as the JSON form
 * of the field (base64, say), which a file part does not have.
 */
function formBody(document: JsonObject, media: JsonObject): FormBody {
  const schema = resolve(document, (media.schema ?? {}) as Json);
  const encoding = isObject(media.encoding) ? media.encoding : {};
  if (!isObject(schema) || !isObject(schema.properties)) return { schema, fileFields: {}, textFileFields: [] };
  const fileFields: Record<string, FileCount> = {};
  const textFileFields: string[] = [];
  const properties: JsonObject = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    const count = fileCount(document, name, property, encoding);
    if (count) fileFields[name] = count;
    if (count && !isBinary(document, property)) textFileFields.push(name);
    if (count === undefined) properties[name] = property;
    else if (count === 'one') properties[name] = { type: 'string' };
    else {
      const list = resolve(document, property) as JsonObject;
      properties[name] = { type: 'array', items: { type: 'string' }, ...pick(list, ['minItems', 'maxItems']) };
    }
  }
  return { schema: { ...schema, properties }, fileFields, textFileFields };
}

function pick(object: JsonObject, keys: string[]): JsonObject {
  return Object.fromEntries(keys.filter((key) => object[key] !== undefined).map((key) => [key, object[key]!]));
}

export function operationSchemas(document: JsonObject): OperationSchemas[] {
  return eachOperation(document).map(({ path, method, operation }) => {
    const pathItem = (document.paths as JsonObject)[path] as JsonObject;
    const parameters = [...((operation.parameters ?? []) as Json[]), ...((pathItem.parameters ?? []) as Json[])];
    const requestBody = operation.requestBody ? (resolve(document, operation.requestBody) as JsonObject) : undefined;
    const bodyContent = (requestBody?.content ?? {}) as JsonObject;
    const jsonMedia = bodyContent['application/json'] as JsonObject | undefined;
    const formMedia = bodyContent['multipart/form-data'] as JsonObject | undefined;
    const responses = Object.entries((operation.responses ?? {}) as JsonObject).map(([status, raw]) => {
      const response = resolve(document, raw) as JsonObject;
      const content = (response.content ?? {}) as JsonObject;
      const headerProperties: JsonObject = {};
      const requiredHeaders: string[] = [];
      for (const [name, rawHeader] of Object.entries((response.headers ?? {}) as JsonObject)) {
        const header = resolve(document, rawHeader) as JsonObject;
        headerProperties[name.toLowerCase()] = (header.schema ?? {}) as Json;
        if (header.required === true) requiredHeaders.push(name.toLowerCase());
      }
      const json = content['application/json'] as JsonObject | undefined;
      const eventStream = content['text/event-stream'] as JsonObject | undefined;
      return {
        status,
        contentTypes: Object.keys(content),
        jsonBody: json?.schema,
        eventSchema: eventStream?.['x-service-event-schema'],
        headers: { type: 'object', properties: headerProperties, required: requiredHeaders },
      };
    });
    return {
      operationId: String(operation.operationId),
      path,
      method,
      operation,
      query: parameterObject(document, parameters, 'query'),
      pathParams: parameterObject(document, parameters, 'path'),
      headerParams: parameterObject(document, parameters, 'header'),
      body: (jsonMedia ?? formMedia)?.schema,
      jsonBody: jsonMedia?.schema,
      form: formMedia ? formBody(document, formMedia) : undefined,
      bodyRequired: requestBody?.required === true,
      bodyContentTypes: Object.keys(bodyContent),
      responses,
    };
  });
}
