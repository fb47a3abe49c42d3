// A caller as authentication hands it to the limiter and the paid step: an INFERENCE key of a fresh
// account, with no expiry and no spend cap unless `overrides` say otherwise.
import { randomUUID } from 'node:crypto';
import type { KeyPrincipal } from '../../src/principal.js';

export function keyPrincipal(overrides: Partial<KeyPrincipal> = {}): KeyPrincipal {
  return {
    kind: 'key',
    accountId: randomUUID(),
    keyId: randomUUID(),
    keyType: 'INFERENCE',
    modelPrivacy: 'ALL',
    expiresAt: null,
    spendLimited: false,
    ...overrides,
  };
}
