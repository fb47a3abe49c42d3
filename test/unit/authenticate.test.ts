import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../generated/operations.js';
import type { KeyPrincipal } from '../../src/accounts/principals.js';
import { authenticate, type SecurityHandlers, type SecurityResult } from '../../src/http/authenticate.js';
import { unauthorized } from '../../src/errors.js';
import type { WalletPrincipal } from '../../src/payments/siwx/result.js';

const key: KeyPrincipal = {
  kind: 'key',
  accountId: 'account',
  keyId: 'key',
  keyType: 'INFERENCE',
  modelPrivacy: 'ALL',
  expiresAt: null,
  spendLimited: false,
};
const wallet = { kind: 'wallet', address: '0x0000000000000000000000000000000000000001' } as WalletPrincipal;

/** Handlers that answer what each scheme is given here, at once, or as a promise with `later`. */
function handlers(answers: Partial<Record<keyof SecurityHandlers, SecurityResult>>, later = false): SecurityHandlers {
  const answer = (scheme: keyof SecurityHandlers) => () => (later ? Promise.resolve(answers[scheme]) : answers[scheme]);
  return { BearerAuth: answer('BearerAuth'), apiKeyHeader: answer('apiKeyHeader'), siwx: answer('siwx'), MetricsToken: answer('MetricsToken') };
}

const inference = OPERATIONS.createChatCompletion.security;
const optional = OPERATIONS.listModels.security;

describe('authenticate', () => {
  it('authorizes an operation without requirements, naming no principal', () => {
    expect(authenticate(OPERATIONS.getOpenApiJson.security, handlers({ BearerAuth: key }), {})).toEqual({ authorized: true });
  });

  it('is met by either requirement of an inference operation, at once when the handlers answer at once', () => {
    expect(authenticate(inference, handlers({ BearerAuth: key }), {})).toEqual({ authorized: true, principal: key, failure: undefined });
    expect(authenticate(inference, handlers({ siwx: wallet }), {})).toEqual({ authorized: true, principal: wallet, failure: undefined });
  });

  it('is not met without credentials, and reports a failed credential', () => {
    expect(authenticate(inference, handlers({}), {})).toEqual({ authorized: false, principal: undefined, failure: undefined });
    const failure = unauthorized();
    expect(authenticate(inference, handlers({ BearerAuth: { error: failure } }), {})).toEqual({ authorized: false, principal: undefined, failure });
  });

  it('lets an optional operation through anonymously, but still reports a failed credential', () => {
    expect(authenticate(optional, handlers({}), {})).toMatchObject({ authorized: true, principal: undefined, failure: undefined });
    const failure = unauthorized();
    expect(authenticate(optional, handlers({ BearerAuth: { error: failure } }), {})).toMatchObject({ authorized: true, failure });
  });

  it('waits for a handler that has to look its credential up', async () => {
    const outcome = authenticate(inference, handlers({ BearerAuth: key }, true), {});
    expect(outcome).toBeInstanceOf(Promise);
    expect(await outcome).toEqual({ authorized: true, principal: key, failure: undefined });
  });

  it('fails the request when a handler fails on our side, rather than calling the credential invalid', async () => {
    const failing: SecurityHandlers = { ...handlers({}), BearerAuth: () => Promise.reject(new Error('database down')) };
    await expect(authenticate(inference, failing, {})).rejects.toThrow('database down');
  });
});
