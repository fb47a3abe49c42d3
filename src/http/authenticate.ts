// Step 4 of the pipeline. openapi-backend runs the security handlers, keyed by the spec's scheme
// names, for the requirements of the matched operation, and holds the requirements against their
// answers as OpenAPI defines them (docs/decisions/0036-openapi-backend.md). Each handler resolves
// its header to a typed principal; handlers never parse credentials themselves. It answers:
//   - no credentials for the scheme: undefined (the requirement is simply not met)
//   - credentials that fail: { error } (reported as such even where auth is optional)
// A handler that fails on our side (the key lookup's database) rejects; openapi-backend records the
// rejection as a failed credential, and securityOutcome() throws it again, so the request ends in a
// 500 (or a 503), not in a 401 for a key that may be valid.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Context as BackendContext } from 'openapi-backend';
import type { SecurityScheme } from '../../generated/operations.js';
import { andThen, type Awaitable } from '../awaitable.js';
import type { Principal } from '../principal.js';
import { ApiError, unauthorized } from '../errors.js';
import { siwxFailureError } from '../payments/siwx/index.js';
import type { Services } from '../services.js';

/** `true`: the operator's metrics token, which names no principal. */
export type SecurityResult = Principal | true | { error: ApiError } | undefined;

export type SecurityHandlers = Readonly<Record<SecurityScheme, (headers: IncomingHttpHeaders) => Awaitable<SecurityResult>>>;

/** What the credentials of a request amount to, for one operation. */
export interface SecurityOutcome {
  /** One of the operation's requirements is met. */
  authorized: boolean;
  principal?: Principal;
  /** The first credential that failed, reported even where another requirement is met. */
  failure?: ApiError;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time (of the digests, so the lengths need not match). */
function sameSecret(given: string, expected: Buffer): boolean {
  return timingSafeEqual(digest(given), expected);
}

function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(value);
  return match ? match[1] : '';
}

const refused = () => ({ error: unauthorized() });

export function securityHandlers(services: Services): SecurityHandlers {
  const metricsToken = services.metricsToken ? digest(services.metricsToken) : undefined;
  /** An API key however it came: none (undefined), an empty one (refused), or the key's principal. */
  const apiKey = (token: string | undefined): Awaitable<SecurityResult> => {
    if (token === undefined) return undefined;
    if (!token) return refused();
    return andThen(services.keys.authenticate(token), (principal) => principal ?? refused());
  };
  return {
    BearerAuth: (headers) => apiKey(bearerToken(headers.authorization)),
    // The same keys in the header Anthropic's SDKs send; declared only on the Anthropic-compatible operations.
    apiKeyHeader: (headers) => {
      const raw = headers['x-api-key'];
      return apiKey((Array.isArray(raw) ? raw[0] : raw)?.trim());
    },
    siwx: (headers) => {
      const raw = headers['sign-in-with-x'] ?? headers['x-sign-in-with-x'];
      const header = Array.isArray(raw) ? raw[0] : raw;
      // An empty header carries no credential, like an absent one.
      if (header === undefined || header.trim() === '') return undefined;
      return services.wallets.signIn.verify(header).then((outcome) => (outcome.ok ? outcome.principal : { error: siwxFailureError(outcome.failure) }));
    },
    // GET /metrics: public while the operator sets no METRICS_TOKEN (nothing is read); once set, a
    // request without it, or with another token, fails (the runner reports the failure).
    MetricsToken: (headers) => {
      if (!metricsToken) return undefined;
      const token = bearerToken(headers.authorization);
      return token && sameSecret(token, metricsToken) ? true : refused();
    },
  };
}

/** The security handlers as openapi-backend calls them: with its context and the Koa context. */
export function backendSecurityHandlers(handlers: SecurityHandlers) {
  return Object.fromEntries(
    Object.entries(handlers).map(([scheme, handler]) => [scheme, (_context: BackendContext, ctx: { headers: IncomingHttpHeaders }) => handler(ctx.headers)]),
  );
}

/**
 * What openapi-backend's security pass found (`context.security`: each scheme's answer, in the
 * order the requirements name them, and `authorized`). A scheme whose handler failed on our side
 * is thrown here: that is our failure, not the caller's credential.
 */
export function securityOutcome(context: BackendContext): SecurityOutcome {
  const results = (context.security ?? {}) as Record<string, unknown>;
  let principal: Principal | undefined;
  let failure: ApiError | undefined;
  for (const scheme in results) {
    if (scheme === 'authorized') continue;
    const result = results[scheme];
    if (result === undefined || result === true || typeof result !== 'object' || result === null) continue;
    if ('error' in result) {
      if (!(result.error instanceof ApiError)) throw result.error;
      failure ??= result.error;
    } else principal ??= result as Principal;
  }
  return { authorized: results.authorized === true, principal, failure };
}
