// Step 3 of the pipeline: openapi-backend dispatches the request. It routes (through the
// IndexedRouter), runs the security handlers of the matched operation's requirements, calls its
// 404/405/401 hooks, and hands the request to the operation runner. Configured through its options:
// `quick` (the generator validated the 3.1 document with swagger-parser; openapi-backend's own check
// is 3.0-only), `validate: false` (we validate once, with precompiled Ajv 2020 validators), `strict`.
// Its router's matcher and request parser are replaced: docs/decisions/0036-openapi-backend.md.
import { OpenAPIBackend, type Context as BackendContext, type Document, type Handler } from 'openapi-backend';
import type Koa from 'koa';
import { OPERATION_IDS, type OperationId } from '../../generated/operations.js';
import { methodNotAllowed, notFound } from '../errors.js';
import type { Handlers } from '../operations/handler-context.js';
import type { Services } from '../services.js';
import { backendSecurityHandlers, type SecurityHandlers, securityHandlers } from './authenticate.js';
import { IndexedRouter, type RoutedRequest } from './indexed-router.js';
import { operationRunner, refuseUnauthorized } from './operation-runner.js';
import { assertPercentEncoded } from './parse-request.js';
import { API_ROOT } from './api-root.js';
import { stageTiming } from './request-identity.js';

/** Refuses to boot when an operation of the spec has no handler (or a handler has no operation). */
export function assertHandlersComplete(handlers: Record<string, unknown>): void {
  const missing = OPERATION_IDS.filter((id) => typeof handlers[id] !== 'function');
  const unknown = Object.keys(handlers).filter((id) => !(OPERATION_IDS as readonly string[]).includes(id));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(`handlers do not match the spec: missing ${missing.join(', ') || 'none'}; unknown ${unknown.join(', ') || 'none'}`);
  }
}

/** openapi-backend, with the IndexedRouter in place of the router its init() builds. */
export class IndexedBackend extends OpenAPIBackend {
  declare router: IndexedRouter;

  override async init(): Promise<this> {
    await super.init();
    this.router = new IndexedRouter({ definition: this.definition, apiRoot: this.apiRoot });
    return this;
  }
}

export interface BackendHandlers {
  /** One per operationId, called as (context, ctx). */
  operations: Record<string, Handler>;
  security: SecurityHandlers;
  /** No security requirement of the matched operation is met. */
  unauthorized: Handler;
}

/** The initialized backend for `definition` (the bundled spec), relative to API_ROOT. */
export async function createBackend(definition: Document, handlers: BackendHandlers): Promise<IndexedBackend> {
  const api = new IndexedBackend({
    definition,
    apiRoot: API_ROOT,
    quick: true,
    strict: true,
    validate: false,
    securityHandlers: backendSecurityHandlers(handlers.security),
    handlers: {
      ...handlers.operations,
      // Routing is done (or failed: then `route` runs on until the error is written).
      postRoutingHandler: (context: BackendContext, ctx: Koa.Context) => {
        if (!context.operation) return;
        ctx.state.operationId = context.operation.operationId;
        stageTiming(ctx).begin('authenticate');
      },
      notFound: () => {
        throw notFound();
      },
      // The methods the path allows come from the one match the dispatcher made.
      methodNotAllowed: (_context: BackendContext, _ctx: Koa.Context, request: RoutedRequest) => {
        throw methodNotAllowed(request.route && 'allowed' in request.route ? request.route.allowed : []);
      },
      unauthorizedHandler: handlers.unauthorized,
    },
  });
  return api.init();
}

/** The Koa step that dispatches every request under API_ROOT. */
export async function createDispatcher(definition: Document, handlers: Handlers, services: Services) {
  assertHandlersComplete(handlers);
  const runOperation = operationRunner(handlers, services);
  const api = await createBackend(structuredClone(definition), {
    operations: Object.fromEntries(
      OPERATION_IDS.map((id) => [id, (context: BackendContext, ctx: Koa.Context) => runOperation(id as OperationId, context, ctx)]),
    ),
    security: securityHandlers(services),
    unauthorized: refuseUnauthorized(services),
  });

  return async function dispatch(ctx: Koa.Context): Promise<void> {
    stageTiming(ctx).begin('route');
    assertPercentEncoded(ctx.path);
    const request: RoutedRequest = {
      method: ctx.method,
      path: ctx.path,
      query: ctx.query as Record<string, string | string[]>,
      headers: ctx.headers as Record<string, string | string[]>,
      route: api.router.match(ctx.method, ctx.path),
    };
    await api.handleRequest(request, ctx, request);
  };
}
