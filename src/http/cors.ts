// Cross-origin access for browser apps (CORS) on the API: a preflight (OPTIONS with
// Access-Control-Request-Method) is answered here with 204, and every API answer (errors too: a
// browser app must be able to read a 401 or a 429) names the allowed origin and exposes the
// response headers the spec declares. Credentials are never allowed: callers authenticate with an
// Authorization or SIGN-IN-WITH-X header, not cookies, so `*` is safe as the default.
import type Koa from 'koa';
import { setHeader } from './response-headers.js';

export type AllowedOrigins = '*' | 'off' | ReadonlySet<string>;

const PREFLIGHT_MAX_AGE_SECONDS = '7200'; // the most Chromium honours
const METHODS = 'GET, POST, PUT, PATCH, DELETE';

export function cors(apiRoot: string, allowed: AllowedOrigins, exposedHeaders: readonly string[]): Koa.Middleware {
  const exposed = exposedHeaders.join(', ');
  return async (ctx, next) => {
    const origin = ctx.get('Origin');
    const onApi = ctx.path === apiRoot || ctx.path.startsWith(`${apiRoot}/`);
    if (!onApi || allowed === 'off') return next();
    if (allowed !== '*') ctx.vary('Origin');
    const permitted = origin !== '' && (allowed === '*' || allowed.has(origin));
    if (permitted) {
      setHeader(ctx, 'Access-Control-Allow-Origin', allowed === '*' ? '*' : origin);
      if (exposed) setHeader(ctx, 'Access-Control-Expose-Headers', exposed);
    }
    const requestedMethod = ctx.get('Access-Control-Request-Method');
    if (ctx.method === 'OPTIONS' && origin !== '' && requestedMethod !== '') {
      if (permitted) {
        ctx.set('Access-Control-Allow-Methods', METHODS);
        const requestedHeaders = ctx.get('Access-Control-Request-Headers');
        if (requestedHeaders) ctx.set('Access-Control-Allow-Headers', requestedHeaders);
        ctx.set('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_SECONDS);
        ctx.vary('Access-Control-Request-Headers');
      }
      ctx.status = 204; // without the Allow-* headers a browser refuses the request itself
      return;
    }
    return next();
  };
}

/** Every response header an operation of the spec declares, which a browser app may then read. */
export function declaredResponseHeaders(spec: Record<string, unknown>): string[] {
  const names = new Set<string>();
  const components = (spec.components ?? {}) as { headers?: Record<string, unknown>; responses?: Record<string, { headers?: Record<string, unknown> }> };
  const collect = (response: { headers?: Record<string, unknown>; $ref?: string } | undefined) => {
    const resolved = response?.$ref ? components.responses?.[response.$ref.split('/').pop()!] : response;
    for (const name of Object.keys(resolved?.headers ?? {})) names.add(name);
  };
  for (const item of Object.values((spec.paths ?? {}) as Record<string, Record<string, { responses?: Record<string, never> }>>)) {
    for (const operation of Object.values(item)) for (const response of Object.values(operation?.responses ?? {})) collect(response);
  }
  return [...names].sort();
}
