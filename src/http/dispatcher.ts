// Step 3 of the pipeline: openapi-backend matches the request to an operationId and hands it to
// the operation runner. Its own request validation is off (we validate once, with precompiled
// validators), its 3.0-only document check is skipped (the generator validates the 3.1 document
// with swagger-parser), and its matcher is replaced by the prebuilt RouteIndex so routing cost
// stays flat as the spec grows; its request parser, by one that takes what Koa already parsed
// (parse-request.ts). Authentication is the runner's step 4, from the generated operation table
// (authenticate.ts): openapi-backend is given the document without its security requirements, so
// its own security pass (a promise chain per scheme, on every request) has nothing to do.
import { OpenAPIBackend, type Context as BackendContext, type Document, type Request } from 'openapi-backend';
import type Koa from 'koa';
import { OPERATION_IDS, type OperationId } from '../../generated/operations.js';
import { methodNotAllowed, notFound } from '../errors.js';
import type { Handlers } from '../operations/handler-context.js';
import type { Services } from '../services.js';
import { operationRunner } from './operation-runner.js';
import { assertPercentEncoded, leanRequestParser } from './parse-request.js';
import { stageTiming } from './request-identity.js';
import { RouteIndex } from './route-index.js';

export const API_ROOT = '/api/v1';

class OpenApi31Backend extends OpenAPIBackend {
  override validateDefinition(): Document {
    return this.document;
  }
}

/** Refuses to boot when an operation of the spec has no handler (or a handler has no operation). */
export function assertHandlersComplete(handlers: Record<string, unknown>): void {
  const missing = OPERATION_IDS.filter((id) => typeof handlers[id] !== 'function');
  const unknown = Object.keys(handlers).filter((id) => !(OPERATION_IDS as readonly string[]).includes(id));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(`handlers do not match the spec: missing ${missing.join(', ') || 'none'}; unknown ${unknown.join(', ') || 'none'}`);
  }
}

/** The document as openapi-backend routes it: without security requirements (the runner authenticates). */
function withoutSecurity(definition: Document): Document {
  const copy = structuredClone(definition);
  delete copy.security;
  for (const item of Object.values(copy.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) if (operation && typeof operation === 'object' && 'security' in operation) delete operation.security;
  }
  return copy;
}

function relativePath(path: string): string {
  let relative = path.slice(API_ROOT.length) || '/';
  while (relative.length > 1 && relative.endsWith('/')) relative = relative.slice(0, -1);
  return relative;
}

export async function createDispatcher(definition: Document, handlers: Handlers, services: Services) {
  assertHandlersComplete(handlers);
  const runOperation = operationRunner(handlers, services);
  const operationHandlers = Object.fromEntries(
    OPERATION_IDS.map((id) => [id, (context: BackendContext, ctx: Koa.Context) => runOperation(id as OperationId, context, ctx)]),
  );
  const api = new OpenApi31Backend({
    definition: withoutSecurity(definition),
    apiRoot: API_ROOT,
    strict: true,
    validate: false,
    handlers: {
      ...operationHandlers,
      // Routing is done (or failed: then `route` runs on until the error is written).
      postRoutingHandler: (context: BackendContext, ctx: Koa.Context) => {
        if (!context.operation) return;
        ctx.state.operationId = context.operation.operationId;
        stageTiming(ctx).begin('authenticate');
      },
      notFound: () => {
        throw notFound();
      },
      methodNotAllowed: (context: BackendContext) => {
        const match = index.match(context.request.method, relativePath(context.request.path));
        throw methodNotAllowed(match && 'allowed' in match ? match.allowed : []);
      },
    },
  });
  await api.init();
  const index = new RouteIndex(api.router.getOperations());
  api.router.matchOperation = ((request: Request, strict?: boolean) => {
    const match = index.match(request.method, relativePath(request.path.split('?')[0]!));
    if (match && 'operation' in match) return match.operation;
    if (!strict) return undefined;
    throw new Error(match ? '405-methodNotAllowed' : '404-notFound');
  }) as typeof api.router.matchOperation;
  api.router.parseRequest = leanRequestParser(relativePath);

  return async function dispatch(ctx: Koa.Context): Promise<void> {
    stageTiming(ctx).begin('route');
    assertPercentEncoded(ctx.path);
    await api.handleRequest(
      { method: ctx.method, path: ctx.path, query: ctx.query as Record<string, string | string[]>, headers: ctx.headers as Record<string, string | string[]> },
      ctx,
    );
  };
}
