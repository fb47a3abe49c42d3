// Derives, for each operation, the JSON schemas the server and the tests validate against:
// the query and path parameters (each as one object), the JSON request body, and every
// declared response (body and headers). A multipart/form-data body is validated like
// parameters: its parts are strings, coerced to the declared types. Both the validators and the operation table use this.
import { eachOperation, isObject, type Json, type JsonObject } from './load-spec.js';

export interface ResponseSchemas {
  status: string;
  contentTypes: string[];
  jsonBody?: Json;
  /** `x-service-event-schema` of a text/event-stream response: what each event's `data` is. */
  eventSchema?: Json;
  headers: JsonObject; // object schema over lower-case header names
}

export interface OperationSchemas {
  operationId: string;
  path: string;
  method: string;
  operation: JsonObject;
  query?: JsonObject;
  pathParams?: JsonObject;
  headerParams?: JsonObject;
  body?: Json;
  /** The body is multipart/form-data (`body` is its schema, with each file field as `{}`): parts arrive as strings and files. */
  bodyIsForm: boolean;
  /** Properties of a multipart body that are files (`format: binary`); the reader hands them over as File objects. */
  fileFields: string[];
  bodyRequired: boolean;
  bodyContentTypes: string[];
  /** For a multipart/form-data body: each field's JSON type, so the form's text values can be typed before validation. */
  multipartFields: Record<string, string>;
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

/** The JSON type of each property of a multipart body's schema (`file` for binary strings is still `string`). */
function multipartFieldTypes(document: JsonObject, media: JsonObject | undefined): Record<string, string> {
  if (!media?.schema) return {};
  const schema = resolve(document, media.schema) as JsonObject;
  const types: Record<string, string> = {};
  for (const [name, raw] of Object.entries((schema.properties ?? {}) as JsonObject)) {
    let property = resolve(document, raw) as JsonObject;
    if (property.type === undefined && Array.isArray(property.allOf)) property = resolve(document, property.allOf[0] as Json) as JsonObject;
    const type = Array.isArray(property.type) ? property.type.find((item) => item !== 'null') : property.type;
    types[name] = typeof type === 'string' ? type : 'string';
  }
  return types;
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

/**
 * A multipart body's schema as the validator sees it: each file property (`format: binary`)
 * becomes `{}`, since the body reader has already checked it is a file, and a validator of strings
 * cannot describe a File object.
 */
function formSchema(document: JsonObject, schema: Json | undefined): { schema: Json | undefined; fileFields: string[] } {
  const resolved = schema === undefined ? undefined : resolve(document, schema);
  if (!isObject(resolved) || !isObject(resolved.properties)) return { schema: resolved, fileFields: [] };
  const fileFields: string[] = [];
  const properties: JsonObject = {};
  for (const [name, property] of Object.entries(resolved.properties)) {
    const isFile = isObject(property) && property.format === 'binary';
    if (isFile) fileFields.push(name);
    properties[name] = isFile ? {} : property;
  }
  return { schema: { ...resolved, properties }, fileFields };
}

export function operationSchemas(document: JsonObject): OperationSchemas[] {
  return eachOperation(document).map(({ path, method, operation }) => {
    const pathItem = (document.paths as JsonObject)[path] as JsonObject;
    const parameters = [...((operation.parameters ?? []) as Json[]), ...((pathItem.parameters ?? []) as Json[])];
    const requestBody = operation.requestBody ? (resolve(document, operation.requestBody) as JsonObject) : undefined;
    const bodyContent = (requestBody?.content ?? {}) as JsonObject;
    const jsonMedia = bodyContent['application/json'] as JsonObject | undefined;
    // A body is JSON or multipart/form-data, not both: one validator checks it.
    const formMedia = jsonMedia ? undefined : (bodyContent['multipart/form-data'] as JsonObject | undefined);
    const form = formSchema(document, formMedia?.schema);
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
      body: formMedia ? form.schema : jsonMedia?.schema,
      bodyIsForm: formMedia !== undefined,
      fileFields: form.fileFields,
      bodyRequired: requestBody?.required === true,
      bodyContentTypes: Object.keys(bodyContent),
      multipartFields: multipartFieldTypes(document, bodyContent['multipart/form-data'] as JsonObject | undefined),
      responses,
    };
  });
}
