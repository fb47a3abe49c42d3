// Derives, for each operation, the JSON schemas the server and the tests validate against:
// the query and path parameters (each as one object), the JSON (or multipart) request body, and every
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

export interface OperationSchemas {
  operationId: string;
  path: string;
  method: string;
  operation: JsonObject;
  query?: JsonObject;
  pathParams?: JsonObject;
  headerParams?: JsonObject;
  body?: Json;
  /** The body is multipart/form-data: its text fields are coerced to their declared types, like query strings. */
  bodyIsMultipart: boolean;
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

function parameterObject(document: JsonObject, parameters: Json[], location: string): JsonObject | undefined {
  const properties: JsonObject = {};
  const required: string[] = [];
  for (const raw of parameters) {
    const parameter = resolve(document, raw) as JsonObject;
    if (parameter.in !== location) continue;
    // Header names keep the spec's spelling (the generated types use it); requests are read case-insensitively.
    const name = String(parameter.name);
    properties[name] = (parameter.schema ?? {}) as Json;
    if (parameter.required === true) required.push(name);
  }
  if (Object.keys(properties).length === 0) return undefined;
  return { type: 'object', properties, required };
}

export function operationSchemas(document: JsonObject): OperationSchemas[] {
  return eachOperation(document).map(({ path, method, operation }) => {
    const pathItem = (document.paths as JsonObject)[path] as JsonObject;
    const parameters = [...((operation.parameters ?? []) as Json[]), ...((pathItem.parameters ?? []) as Json[])];
    const requestBody = operation.requestBody ? (resolve(document, operation.requestBody) as JsonObject) : undefined;
    const bodyContent = (requestBody?.content ?? {}) as JsonObject;
    const jsonMedia = bodyContent['application/json'] as JsonObject | undefined;
    const multipartMedia = bodyContent['multipart/form-data'] as JsonObject | undefined;
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
      body: (jsonMedia ?? multipartMedia)?.schema,
      bodyIsMultipart: !jsonMedia && multipartMedia !== undefined,
      bodyRequired: requestBody?.required === true,
      bodyContentTypes: Object.keys(bodyContent),
      responses,
    };
  });
}
