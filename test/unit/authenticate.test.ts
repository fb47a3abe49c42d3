import { beforeAll, describe, expect, it } from 'vitest';
import type { Context } from 'openapi-backend';
import { OPERATION_IDS, OPERATIONS, type OperationId } from '../../generated/operations.js';
import { loadBundledSpec } from '../../src/app.js';
import { type SecurityHandlers, type SecurityResult, securityOutcome } from '../../src/http/authenticate.js';
import { API_ROOT } from '../../src/http/api-root.js';
import { createBackend } from '../../src/http/dispatcher.js';
import { unauthorized } from '../../src/errors.js';
import { StageTiming } from '../../src/observability/stage-timing.js';
import type { WalletPrincipal } from '../../src/principal.js';
import { keyPrincipal } from '../support/principals.js';

const key = keyPrincipal({ accountId: 'account', keyId: 'key' });
const wallet = { kind: 'wallet', address: '0x0000000000000000000000000000000000000001' } as WalletPrincipal;

/** Handlers that answer what each scheme is given here, at once, or as a promise with `later`. */
function handlers(answers: Partial<Record<keyof SecurityHandlers, SecurityResult>>, later = false): SecurityHandlers {
  const answer = (scheme: keyof SecurityHandlers) => () => (later ? Promise.resolve(answers[scheme]) : answers[scheme]);
  return { BearerAuth: answer('BearerAuth'), apiKeyHeader: answer('apiKeyHeader'), siwx: answer('siwx'), MetricsToken: answer('MetricsToken') };
}

// The requirements are held against the handlers' answers by openapi-backend's own security pass;
// these run real requests through it (the dispatcher's backend) and read what the runner reads.
let current: SecurityHandlers = handlers({});
let api: Awaited<ReturnType<typeof createBackend>>;

beforeAll(async () => {
  const delegate = (scheme: keyof SecurityHandlers) => (headers: Parameters<SecurityHandlers[typeof scheme]>[0]) => current[scheme](headers);
  api = await createBackend(loadBundledSpec(), {
    operations: Object.fromEntries(OPERATION_IDS.map((id) => [id, (context: Context) => ({ ran: true, ...securityOutcome(context) })])),
    security: { BearerAuth: delegate('BearerAuth'), apiKeyHeader: delegate('apiKeyHeader'), siwx: delegate('siwx'), MetricsToken: delegate('MetricsToken') },
    unauthorized: (context: Context) => ({ ran: false, ...securityOutcome(context) }),
  });
});

/** What the runner (ran: true) or the unauthorized hook (ran: false) sees for a request to the operation. */
async function outcomeOf(operationId: OperationId, answers: SecurityHandlers): Promise<Record<string, unknown>> {
  current = answers;
  const path = `${API_ROOT}${OPERATIONS[operationId].path.replace(/\{[^}]+\}/g, 'x')}`;
  return (await api.handleRequest(
    { method: OPERATIONS[operationId].method, path, headers: {} },
    { headers: {}, state: { timing: new StageTiming() } },
  )) as Record<string, unknown>;
}

describe("authentication by openapi-backend's security pass", () => {
  it('authorizes an operation without requirements, naming no principal', async () => {
    expect(await outcomeOf('getOpenApiJson', handlers({ BearerAuth: key }))).toMatchObject({ ran: true, principal: undefined, failure: undefined });
  });

  it('is met by either requirement of an inference operation', async () => {
    expect(await outcomeOf('createChatCompletion', handlers({ BearerAuth: key }))).toEqual({ ran: true, authorized: true, principal: key, failure: undefined });
    expect(await outcomeOf('createChatCompletion', handlers({ siwx: wallet }))).toEqual({ ran: true, authorized: true, principal: wallet, failure: undefined });
    expect(await outcomeOf('createChatCompletion', handlers({ BearerAuth: key }, true))).toMatchObject({ ran: true, principal: key });
  });

  it('is not met without credentials, and reports a failed credential', async () => {
    expect(await outcomeOf('createChatCompletion', handlers({}))).toEqual({ ran: false, authorized: false, principal: undefined, failure: undefined });
    const failure = unauthorized();
    expect(await outcomeOf('createChatCompletion', handlers({ BearerAuth: { error: failure } }))).toEqual({
      ran: false,
      authorized: false,
      principal: undefined,
      failure,
    });
  });

  it('lets an optional operation through anonymously, but still reports a failed credential', async () => {
    expect(await outcomeOf('listModels', handlers({}))).toMatchObject({ ran: true, authorized: true, principal: undefined, failure: undefined });
    const failure = unauthorized();
    expect(await outcomeOf('listModels', handlers({ BearerAuth: { error: failure } }))).toMatchObject({ ran: true, authorized: true, failure });
  });

  it('fails the request when a handler fails on our side, rather than calling the credential invalid', async () => {
    const failing: SecurityHandlers = { ...handlers({}), BearerAuth: () => Promise.reject(new Error('database down')) };
    await expect(outcomeOf('createChatCompletion', failing)).rejects.toThrow('database down');
    await expect(outcomeOf('listModels', failing)).rejects.toThrow('database down');
  });
});
