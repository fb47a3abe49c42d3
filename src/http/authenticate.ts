// Step 4 of the pipeline. Security handlers keyed by the spec's security scheme names resolve their
// header to a typed principal; handlers never parse credentials themselves. authenticate() holds an
// operation's requirements (generated from the spec: OPERATIONS[id].security) against them, as
// OpenAPI defines it: authorized when every scheme of one requirement is met, an empty requirement
// needing none. Each handler answers:
//   - no credentials for the scheme: undefined (the requirement is simply not met)
//   - credentials that fail: { error } (reported as such even where auth is optional)
// A handler that answers from memory (a cached key) answers at once, so a request whose key is
// cached is authenticated without a promise; a handler that fails on our side (the key lookup's
// database) rejects, and the request ends in a 500, not in a 401 for a key that may be valid.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { SecurityScheme } from '../../generated/operations.js';
import { andThen, isPromise, type Awaitable } from '../awaitable.js';
import type { Principal } from '../accounts/principals.js';
import { type ApiError, unauthorized } from '../errors.js';
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
  return {
    BearerAuth: (headers) => {
      const token = bearerToken(headers.authorization);
      if (token === undefined) return undefined;
      if (!token) return refused();
      return andThen(services.keys.authenticate(token), (principal) => principal ?? refused());
    },
    // The same keys in the header Anthropic's SDKs send; declared only on the Anthropic-compatible operations.
    apiKeyHeader: (headers) => {
      const raw = headers['x-api-key'];
      const token = (Array.isArray(raw) ? raw[0] : raw)?.trim();
      if (token === undefined) return undefined;
      if (!token) return refused();
      return andThen(services.keys.authenticate(token), (principal) => principal ?? refused());
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

const ANONYMOUS: SecurityOutcome = { authorized: true };

/** A scheme's answer meets its part of a requirement: credentials, and valid ones. */
const met = (result: SecurityResult) => result !== undefined && (result === true || !('error' in result));

function outcomeOf(
  requirements: readonly (readonly SecurityScheme[])[],
  schemes: readonly SecurityScheme[],
  results: readonly SecurityResult[],
): SecurityOutcome {
  let principal: Principal | undefined;
  let failure: ApiError | undefined;
  for (const result of results) {
    if (result === undefined || result === true) continue;
    if ('error' in result) failure ??= result.error;
    else principal ??= result;
  }
  const authorized = requirements.some((requirement) => requirement.every((scheme) => met(results[schemes.indexOf(scheme)])));
  return { authorized, principal, failure };
}

/** Runs the handler of every scheme the requirements name (each once) and holds the requirements against their answers. */
export function authenticate(
  requirements: readonly (readonly SecurityScheme[])[],
  handlers: SecurityHandlers,
  headers: IncomingHttpHeaders,
): Awaitable<SecurityOutcome> {
  if (requirements.length === 0) return ANONYMOUS;
  const schemes: SecurityScheme[] = [];
  for (const requirement of requirements) for (const scheme of requirement) if (!schemes.includes(scheme)) schemes.push(scheme);
  const results = schemes.map((scheme) => handlers[scheme](headers));
  if (!results.some(isPromise)) return outcomeOf(requirements, schemes, results as SecurityResult[]);
  return Promise.all(results).then((settled) => outcomeOf(requirements, schemes, settled));
}
