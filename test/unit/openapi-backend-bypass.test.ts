// The two parts of openapi-backend the dispatcher replaces (its router's matcher and request
// parser, docs/decisions/0036-openapi-backend.md) rely on how its handleRequest uses its router. An
// upgrade that changes that, or that makes its own routing disagree with our index, fails here.
import { type Context, OpenAPIBackend, OpenAPIRouter, type Operation, type Request } from 'openapi-backend';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { OPERATION_IDS } from '../../generated/operations.js';
import { loadBundledSpec } from '../../src/app.js';
import { API_ROOT } from '../../src/http/api-root.js';
import { createBackend, type IndexedBackend } from '../../src/http/dispatcher.js';
import { IndexedRouter, type RoutedRequest } from '../../src/http/indexed-router.js';
import { StageTiming } from '../../src/observability/stage-timing.js';

const spec = loadBundledSpec();
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** A concrete URL path for a template: each `{name}` filled with `value`. */
const concrete = (template: string, value: string) => template.replace(/\{[^}]+\}/g, value);

/** What a router makes of a request: the operationId, or the 404/405 its strict match throws. */
function outcome(match: () => Operation): string {
  try {
    return match().operationId ?? 'no operationId';
  } catch (error) {
    return (error as Error).message.slice(0, 3);
  }
}

describe('openapi-backend as the dispatcher relies on it', () => {
  let api: IndexedBackend;
  const calls: { hook: string; context: Context; args: unknown[] }[] = [];
  const record =
    (hook: string) =>
    (context: Context, ...args: unknown[]) => {
      calls.push({ hook, context, args });
      return hook;
    };

  beforeAll(async () => {
    api = await createBackend(loadBundledSpec(), {
      operations: Object.fromEntries(OPERATION_IDS.map((id) => [id, record(id)])),
      security: { BearerAuth: () => undefined, apiKeyHeader: () => undefined, siwx: () => undefined, MetricsToken: () => undefined },
      unauthorized: record('unauthorized'),
    });
  });

  const dispatch = async (method: string, relative: string) => {
    calls.length = 0;
    const request: RoutedRequest = {
      method,
      path: `${API_ROOT}${relative}`,
      headers: {},
      query: {},
      route: api.router.match(method, `${API_ROOT}${relative}`),
    };
    const ctx = { headers: {}, state: { timing: new StageTiming() } };
    try {
      return { answer: await api.handleRequest(request, ctx, request), request, ctx };
    } catch (error) {
      return { error: error as { status?: number; headers?: Record<string, string> }, request, ctx };
    }
  };

  it('keeps the IndexedRouter its init() is followed by, and skips the 3.0-only document check in quick mode', async () => {
    expect(api.router).toBeInstanceOf(IndexedRouter);
    expect(api.router).toBeInstanceOf(OpenAPIRouter);
    const check = vi.spyOn(OpenAPIBackend.prototype, 'validateDefinition');
    await createBackend(loadBundledSpec(), {
      operations: Object.fromEntries(OPERATION_IDS.map((id) => [id, record(id)])),
      security: { BearerAuth: () => undefined, apiKeyHeader: () => undefined, siwx: () => undefined, MetricsToken: () => undefined },
      unauthorized: record('unauthorized'),
    });
    expect(check).not.toHaveBeenCalled();
    check.mockRestore();
  });

  it('routes through router.matchOperation and parses through router.parseRequest, with the request it was given', async () => {
    const match = vi.spyOn(api.router, 'matchOperation');
    const parse = vi.spyOn(api.router, 'parseRequest');
    const stock = vi.spyOn(OpenAPIRouter.prototype, 'matchOperation');
    const { answer, request, ctx } = await dispatch('GET', '/models/model%20one');
    expect(answer).toBe('getModel');
    expect(match).toHaveBeenCalledTimes(1);
    expect(match.mock.calls[0]![0]).toBe(request);
    expect(parse).toHaveBeenCalledTimes(2); // before routing, then with the matched operation
    expect(parse.mock.calls[1]![1]?.operationId).toBe('getModel');
    expect(calls[0]!.context.request.params).toEqual({ id: 'model one' });
    expect(calls[0]!.context.operation.operationId).toBe('getModel');
    expect(calls[0]!.args[0]).toBe(ctx);
    expect(stock).not.toHaveBeenCalled();
    match.mockRestore();
    parse.mockRestore();
    stock.mockRestore();
  });

  it("tells 404 from 405 by the matcher's message, calling its hooks with the dispatcher's arguments (the one match)", async () => {
    const missing = await dispatch('GET', '/no/such/path');
    expect(missing.error?.status).toBe(404);
    const request: RoutedRequest = {
      method: 'POST',
      path: `${API_ROOT}/crypto/rpc/networks`,
      headers: {},
      route: api.router.match('POST', `${API_ROOT}/crypto/rpc/networks`),
    };
    const matches = vi.spyOn(api.router.index, 'match');
    const wrongMethod = await api
      .handleRequest(request, { headers: {}, state: { timing: new StageTiming() } }, request)
      .catch((error: unknown) => error as { status: number; headers: Record<string, string> });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.Allow).toBe('GET');
    expect(matches).not.toHaveBeenCalled(); // the dispatcher's one match served the 405 too
    matches.mockRestore();
  });

  it("runs the security pass on the matched operation's requirements and calls unauthorizedHandler when none is met", async () => {
    await dispatch('POST', '/chat/completions');
    expect(calls.map((call) => call.hook)).toEqual(['unauthorized']);
    expect(calls[0]!.context.operation.security).toEqual([{ BearerAuth: [] }, { siwx: [] }]);
    expect(calls[0]!.context.security).toEqual({ BearerAuth: undefined, siwx: undefined, authorized: false });
    await dispatch('GET', '/models');
    expect(calls.map((call) => call.hook)).toEqual(['listModels']);
    expect(calls[0]!.context.security?.authorized).toBe(true);
  });
});

describe('the route index agrees with openapi-backend’s own matcher', () => {
  const stock = new OpenAPIRouter({ definition: spec, apiRoot: API_ROOT });
  const ours = new IndexedRouter({ definition: spec, apiRoot: API_ROOT });
  const paths = Object.keys(spec.paths ?? {});

  it('for every method on every path of the spec, but where a static path owns its URL (decision 0002)', () => {
    expect(ours.getOperations()).toHaveLength(OPERATION_IDS.length);
    const differences: string[] = [];
    for (const template of paths) {
      const path = `${API_ROOT}${concrete(template, 'sample-1')}`;
      for (const method of METHODS) {
        const request: Request = { method, path, headers: {} };
        const expected = outcome(() => stock.matchOperation(request, true));
        const actual = outcome(() => ours.matchOperation(request, true));
        if (expected !== actual) differences.push(`${method.toUpperCase()} ${template}: openapi-backend ${expected}, index ${actual}`);
      }
    }
    expect(differences).toEqual(['POST /crypto/rpc/networks: openapi-backend cryptoRpcProxy, index 405']);
  });

  it('parses the same path parameters, percent-decoded, and the same query', () => {
    for (const operation of stock.getOperations().filter(({ path }) => path.includes('{'))) {
      const request: Request = { method: operation.method, path: `${API_ROOT}${concrete(operation.path, 'a%20b%2Fc')}/`, headers: {}, query: { limit: '5' } };
      const matched = ours.matchOperation(request, true);
      expect(matched.operationId).toBe(operation.operationId);
      const expected = stock.parseRequest(request, operation);
      const actual = ours.parseRequest(request, matched);
      expect(actual.params).toEqual(expected.params);
      expect(actual.query).toEqual(expected.query);
    }
  });

  it('routes HEAD as the GET of its path, where openapi-backend answers 405', () => {
    const request: Request = { method: 'head', path: `${API_ROOT}/models`, headers: {} };
    expect(ours.matchOperation(request, true).operationId).toBe('listModels');
    expect(outcome(() => stock.matchOperation(request, true))).toBe('405');
  });
});
