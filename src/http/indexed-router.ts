// openapi-backend's router with two of its methods overridden: `matchOperation` answers from the
// prebuilt RouteIndex and `parseRequest` hands over what Koa already parsed. Everything else
// (getOperations, the operations' merged security, handleRequest's use of both) is openapi-backend's
// own. Why each is replaced, with the figures: docs/decisions/0036-openapi-backend.md.
import { type Document, type Operation, OpenAPIRouter, type ParsedRequest, type Request } from 'openapi-backend';
import { pathParameters } from './parse-request.js';
import { RouteIndex, type RouteMatch } from './route-index.js';

/** A request as the dispatcher hands it to openapi-backend: already matched, once, by the index. */
export interface RoutedRequest extends Request {
  route: RouteMatch;
}

const isRouted = (request: Request): request is RoutedRequest => 'route' in request;

export class IndexedRouter extends OpenAPIRouter {
  readonly index: RouteIndex;

  constructor(options: { definition: Document; apiRoot: string }) {
    super({ ...options, ignoreTrailingSlashes: true });
    this.index = new RouteIndex(this.getOperations());
  }

  /** The path relative to the API root, without its query string or trailing slashes. */
  relativePath(path: string): string {
    let relative = path.split('?')[0]!.slice(this.apiRoot.length) || '/';
    while (relative.length > 1 && relative.endsWith('/')) relative = relative.slice(0, -1);
    return relative;
  }

  /** The index's answer for a request: the operation, the methods its path allows (405), or none (404). */
  match(method: string, path: string): RouteMatch {
    return this.index.match(method, this.relativePath(path));
  }

  // openapi-backend's handleRequest tells a 405 from a 404 by the message's first three characters.
  override matchOperation(request: Request): Operation | undefined;
  override matchOperation(request: Request, strict: boolean): Operation;
  override matchOperation(request: Request, strict?: boolean): Operation | undefined {
    const match = isRouted(request) ? request.route : this.match(request.method, request.path);
    if (match && 'operation' in match) return match.operation;
    if (!strict) return undefined;
    throw new Error(match ? '405-methodNotAllowed: this method is not registered for the route' : '404-notFound: no route matches request');
  }

  /**
   * Koa lowercased the header names and parsed the query once; the spec's query parameters are all
   * exploded `form` (codegen refuses the other styles), so none needs openapi-backend's per-style
   * decoding. The body is read later, by the operation runner.
   */
  override parseRequest(request: Request, operation?: Operation): ParsedRequest {
    return {
      method: request.method,
      path: request.path,
      headers: request.headers,
      query: (typeof request.query === 'object' ? request.query : {}) as ParsedRequest['query'],
      params: operation ? pathParameters(operation.path, this.relativePath(request.path)) : {},
      cookies: {},
      requestBody: undefined,
    };
  }
}
