// Step 3 of the pipeline: openapi-backend matches the request to an operationId and runs the
// security handlers, then hands over to the operation runner. Its own request validation is off
// (we validate once, with precompiled validators), its 3.0-only document check is skipped (the
// generator validates the 3.1 document with swagger-parser), and its matcher is replaced by the
// prebuilt RouteIndex so routing cost stays flat as the spec grows; its request parser, by one that
// takes what Koa already parsed (parse-request.ts).
import { OpenAPIBackend, type Context as BackendContext, type Document, type Request } from 'openapi-backend';
import type Koa from 'koa';
import { OPERATION_IDS, OPERATIONS, type OperationId } from '../../generated/operations.js';
import { methodNotAllowed, notFound, unauthorized, walletSignInRequired } from '../errors.js';
import type { Handlers } from '../operations/handler-context.js';
import { paymentRequired } from '../payments/payment-required.js';
import type { Services } from '../services.js';
import { securityHandlers, securityOutcome } from './authenticate.js';
import { operationRunner } from './operation-runner.js';
import { assertPercentEncoded, leanRequestParser } from './parse-request.js';
import { paymentContext } from './payment-context.js';
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
    definition: structuredClone(definition),
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
      unauthorizedHandler: async (context: BackendContext, ctx: Koa.Context) => {
        const { failure } = securityOutcome(context.security);
        if (failure) throw failure;
        // No credentials at all where a wallet could pay: the x402 discovery answer (402 variant A).
        const policy = OPERATIONS[context.operation.operationId as OperationId];
        if (policy?.auth === 'inference') throw await paymentRequired(paymentContext(services, ctx, policy));
        // A wallet's own records take a sign-in and nothing else: no key or payment would do.
        if (policy?.auth === 'wallet') throw walletSignInRequired();
        throw unauthorized();
      },
    },
    securityHandlers: securityHandlers(services),
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
