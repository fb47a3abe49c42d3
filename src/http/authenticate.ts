// Security handlers keyed by the spec's security scheme names, for openapi-backend. Each resolves
// its header to a typed principal; handlers never parse credentials themselves.
//   - no credentials for the scheme: undefined (the requirement is simply not met)
//   - credentials that fail: { error } (reported as such even where auth is optional)
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'openapi-backend';
import type { Principal } from '../accounts/principals.js';
import { ApiError, unauthorized } from '../errors.js';
import { siwxFailureError } from '../payments/siwx/index.js';
import type { Services } from '../services.js';

/** `true`: the operator's metrics token, which names no principal. */
export type SecurityResult = Principal | true | { error: ApiError } | undefined;

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

export function securityHandlers(services: Services) {
  const metricsToken = services.metricsToken ? digest(services.metricsToken) : undefined;
  return {
    BearerAuth: async (context: Context): Promise<SecurityResult> => {
      const token = bearerToken(context.request.headers.authorization);
      if (token === undefined) return undefined;
      const principal = token ? await services.keys.authenticate(token) : undefined;
      return principal ?? { error: unauthorized() };
    },
    siwx: async (context: Context): Promise<SecurityResult> => {
      const raw = context.request.headers['sign-in-with-x'] ?? context.request.headers['x-sign-in-with-x'];
      const header = Array.isArray(raw) ? raw[0] : raw;
      // An empty header carries no credential, like an absent one.
      if (header === undefined || header.trim() === '') return undefined;
      const outcome = await services.wallets.signIn.verify(header);
      return outcome.ok ? outcome.principal : { error: siwxFailureError(outcome.failure) };
    },
    // GET /metrics: public while the operator sets no METRICS_TOKEN (nothing is read); once set, a
    // request without it, or with another token, fails (the runner reports the failure).
    MetricsToken: (context: Context): SecurityResult => {
      if (!metricsToken) return undefined;
      const token = bearerToken(context.request.headers.authorization);
      return token && sameSecret(token, metricsToken) ? true : { error: unauthorized() };
    },
  };
}

/** The principal and the first credential failure among the security results. */
export function securityOutcome(security: Record<string, unknown> | undefined): { principal?: Principal; failure?: ApiError } {
  let principal: Principal | undefined;
  let failure: ApiError | undefined;
  for (const [scheme, result] of Object.entries(security ?? {})) {
    if (scheme === 'authorized' || !result || typeof result !== 'object') continue;
    if ('error' in result && result.error instanceof ApiError) failure ??= result.error;
    else if ('kind' in result) principal ??= result as Principal;
  }
  return { principal, failure };
}
