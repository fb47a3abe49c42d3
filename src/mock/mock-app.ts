// The mock of the contract: serves every operation of generated/openapi.json with no engines,
// database or money. A request goes through the service's own pipeline pieces up to the handler:
// routing (RouteIndex: 404/405), the credential check the operation declares (401, or 402 where a
// wallet could pay), and reading and validating the request with the generated validators
// (validate-request.ts: 400/413/415 in the spec's error shape, written by the error boundary).
// Then, instead of a handler, the answer is made from the contract (mock-answer.ts).
import { Readable } from 'node:stream';
import Koa from 'koa';
import type { Operation } from 'openapi-backend';
import { OPERATIONS, type OperationId } from '../../generated/operations.js';
import type { JsonObject } from '../../codegen/load-spec.js';
import { looksLikeSecret } from '../accounts/key-secret.js';
import { loadContract, mediaEssence, relativeToRoot, type Contract } from '../contract/contract-document.js';
import { Sampler } from '../contract/sample-values.js';
import { adminKeyRequired, methodNotAllowed, notFound, unauthorized, walletSignInRequired } from '../errors.js';
import { errorBoundary } from '../http/error-boundary.js';
import { assertPercentEncoded, pathParameters } from '../http/parse-request.js';
import { requestIdentity } from '../http/request-identity.js';
import { writeEventStream } from '../http/sse.js';
import { readValidatedInput } from '../http/validate-request.js';
import type { Logger } from '../observability/logger.js';
import { mockAnswer, type MockAnswer } from './mock-answer.js';
import { readPreference } from './prefer.js';
import { API_ROOT } from '../http/api-root.js';

export interface MockOptions {
  /** The seed of every generated value; the same seed answers the same bodies. Default 1. */
  seed?: number;
  contract?: Contract;
  logger?: Logger;
}

type CredentialCheck = 'accepted' | 'missing' | 'invalid' | 'not-admin';

/**
 * The credential check of the operation's security alternatives, without accounts: a bearer token
 * is accepted when it has the shape of the service's API keys (`SERVICE_ADMIN_KEY_…` or
 * `SERVICE_INFERENCE_KEY_…`, 43 base62 characters), its type read from the prefix; a wallet
 * sign-in header is accepted when present (the mock verifies no signature).
 */
function checkCredential(contract: Contract, operation: JsonObject, auth: string, ctx: Koa.Context): CredentialCheck {
  const requirements = (operation.security ?? contract.document.security ?? []) as JsonObject[];
  if (requirements.length === 0 || requirements.some((requirement) => Object.keys(requirement).length === 0)) return 'accepted';
  const schemes = ((contract.document.components as JsonObject).securitySchemes ?? {}) as Record<string, JsonObject>;
  const bearer = /^Bearer +(\S+)$/i.exec(ctx.get('Authorization'))?.[1];
  let check: CredentialCheck = 'missing';
  for (const requirement of requirements) {
    for (const name of Object.keys(requirement)) {
      const scheme = schemes[name];
      if (scheme?.type === 'http' && ctx.get('Authorization') !== '') {
        if (!bearer || !looksLikeSecret(bearer)) return 'invalid';
        return auth === 'admin' && !bearer.startsWith('SERVICE_ADMIN_KEY_') ? 'not-admin' : 'accepted';
      }
      if (scheme?.type === 'apiKey' && scheme.in === 'header' && ctx.get(String(scheme.name)) !== '') check = 'accepted';
    }
  }
  return check;
}

export function createMockApp(options: MockOptions = {}): Koa {
  const contract = options.contract ?? loadContract();
  const sampler = new Sampler(contract.document, options.seed ?? 1);
  const koa = new Koa();
  koa.use(requestIdentity());
  koa.use(errorBoundary(options.logger ?? console));
  koa.use(async (ctx) => {
    const relative = relativeToRoot(ctx.path, API_ROOT);
    if (relative === undefined) throw notFound();
    assertPercentEncoded(ctx.path);
    const match = contract.routes.match(ctx.method, relative);
    if (!match) throw notFound();
    if ('allowed' in match) throw methodNotAllowed(match.allowed);
    const routed = match.operation as Operation & { operationId: OperationId };
    const operationId = routed.operationId;
    ctx.state.operationId = operationId; // the error boundary writes errors in the shape the operation declares
    const policy = OPERATIONS[operationId];
    const operation = contract.operations.get(operationId)!;
    const accepts = (...types: string[]) => ctx.accepts(...types);
    let answer: MockAnswer;
    const credential = checkCredential(contract, operation.schemas.operation, policy.auth, ctx);
    if (credential === 'invalid') throw unauthorized();
    if (credential === 'not-admin') throw adminKeyRequired();
    if (credential === 'missing') {
      // As the service: a wallet's own records take a sign-in (401 naming it); where a wallet could
      // pay, a request without credentials gets the x402 discovery answer (402).
      if (policy.auth === 'wallet') throw walletSignInRequired();
      if (!(policy.auth === 'inference' && operation.responses.has('402'))) throw unauthorized();
      answer = await mockAnswer(contract, sampler, { operationId, accepts, body: undefined, preference: { code: '402' } });
    } else {
      const backendContext = { request: { query: ctx.query, params: pathParameters(routed.path, relative) } };
      const input = await readValidatedInput(operationId, policy, backendContext as never, ctx);
      const preference = readPreference(ctx.get('Prefer'));
      answer = await mockAnswer(contract, sampler, { operationId, accepts, body: (input as { body?: unknown }).body, preference });
    }
    ctx.status = answer.status;
    // The identity headers the pipeline already set (x-request-id, …) are the real ones.
    for (const [name, value] of Object.entries(answer.headers)) if (!ctx.response.get(name)) ctx.set(name, value);
    if (answer.stream) return writeEventStream(ctx, toAsync(answer.stream));
    if (answer.contentType) ctx.type = answer.contentType;
    if (answer.body !== undefined) {
      const json = mediaEssence(answer.contentType).endsWith('json');
      if (Buffer.isBuffer(answer.body) && answer.chunked) ctx.body = Readable.from(inPieces(answer.body));
      else ctx.body = Buffer.isBuffer(answer.body) ? answer.body : json ? JSON.stringify(answer.body) : String(answer.body);
    }
    if (answer.contentType) ctx.type = answer.contentType; // after the body: Koa would guess from it
  });
  return koa;
}

/** A body sent as it would be produced: chunked, no Content-Length. */
function inPieces(body: Buffer, size = 1024): Buffer[] {
  const pieces: Buffer[] = [];
  for (let start = 0; start < body.length; start += size) pieces.push(body.subarray(start, start + size));
  return pieces;
}

async function* toAsync<T>(items: T[]): AsyncGenerator<T> {
  yield* items;
}
