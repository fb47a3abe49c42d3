// GET /api_keys/rate_limits and /api_keys/rate_limits/log over HTTP, on the project's catalog with
// a rate-limits.yaml of small limits, and a clock the test holds.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/accounts/api-keys.js';
import { createAccount } from '../../src/accounts/bootstrap.js';
import { PROJECT_ROOT } from '../../src/app.js';
import { ApiError } from '../../src/errors.js';
import { Admission } from '../../src/limits/admission.js';
import { setKeyTier } from '../../src/limits/key-tiers.js';
import { RUN_DIR } from '../support/paths.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const T0 = Date.UTC(2026, 10, 21, 12, 0, 5);
const LIMITS = `
tiers:
  paid: { limits: { XS: { rpm: 2 } } }
  partner: { charged: false, limits: { XS: { rpm: 9 } } }
error_budgets: { failed_requests: 2, unsupported_feature_requests: 1 }
`;

describe('Rate limits', () => {
  let service: TestApp;
  let configDir: string;
  let now = T0;
  let inference: { id: string; apiKey: string };

  beforeAll(async () => {
    configDir = mkdtempSync(join(RUN_DIR, 'config-'));
    cpSync(join(PROJECT_ROOT, 'config'), configDir, { recursive: true });
    writeFileSync(join(configDir, 'rate-limits.yaml'), LIMITS);
    service = await startTestApp({ configDir, clock: () => now });
    inference = await createKey(service.app.services.database, service.app.bootstrap.accountId, {
      apiKeyType: 'INFERENCE',
      description: 'worker',
      expiresAt: '2027-01-31',
    });
  });
  afterAll(async () => {
    await service?.close();
    rmSync(configDir, { recursive: true, force: true });
  });

  async function principalOf(secret: string) {
    const principal = await service.app.services.keys.authenticate(secret);
    if (!principal) throw new Error('the key does not authenticate');
    return principal;
  }

  it('GET /api_keys/rate_limits returns 200 with the limits of every listed model for an ADMIN key', async () => {
    const response = await service.call('getApiKeyRateLimits', { key: service.adminKey });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: {
        accessPermitted: false,
        apiTier: { id: 'paid', isCharged: true },
        balances: { USD: 0, DIEM: 0 },
        keyExpiration: null,
        nextEpochBegins: '2026-11-22T00:00:00.000Z',
        rateLimits: [
          {
            apiModelId: 'debug-tiny-chat',
            rateLimits: [
              { amount: 2, type: 'RPM' },
              { amount: 100_000, type: 'RPD' },
              { amount: 1_000_000, type: 'TPM' },
            ],
          },
          {
            apiModelId: 'debug-tiny-embedding',
            rateLimits: [
              { amount: 2, type: 'RPM' },
              { amount: 100_000, type: 'RPD' },
              { amount: 1_000_000, type: 'TPM' },
            ],
          },
          // speech: the audio class (no token limit)
          {
            apiModelId: 'tts-espeak',
            rateLimits: [
              { amount: 60, type: 'RPM' },
              { amount: 12_000, type: 'RPD' },
            ],
          },
          // The embedded image upscaler, served on every install (no upstream): the image class's limits.
          {
            apiModelId: 'upscale',
            rateLimits: [
              { amount: 20, type: 'RPM' },
              { amount: 4_000, type: 'RPD' },
            ],
          },
        ],
      },
    });
  });

  it('GET /api_keys/rate_limits returns 200 for an INFERENCE key, with its expiry, tier and balance', async () => {
    await service.call('createBillingCredit', { key: service.adminKey, body: { amountUsd: 3, reason: 'test', externalId: 'rate-limits-1' } });
    await setKeyTier(service.app.services.database, service.app.services.limits.config, service.app.bootstrap.accountId, inference.id, 'partner');
    const response = await service.call('getApiKeyRateLimits', { key: inference.apiKey });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      data: {
        accessPermitted: true,
        apiTier: { id: 'partner', isCharged: false },
        balances: { USD: 3, DIEM: 0 },
        keyExpiration: '2027-01-31T23:59:59.999Z',
        rateLimits: [
          {
            apiModelId: 'debug-tiny-chat',
            rateLimits: [
              { amount: 9, type: 'RPM' },
              { amount: 100_000, type: 'RPD' },
              { amount: 1_000_000, type: 'TPM' },
            ],
          },
          { apiModelId: 'debug-tiny-embedding' },
          { apiModelId: 'tts-espeak' },
          { apiModelId: 'upscale' },
        ],
      },
    });
  });

  it('GET /api_keys/rate_limits returns 401 without a valid key', async () => {
    expect((await service.call('getApiKeyRateLimits', { key: 'SERVICE_INFERENCE_KEY_nope' })).status).toBe(401);
  });

  it('GET /api_keys/rate_limits/log returns 401 for an INFERENCE key', async () => {
    const response = await service.call('getApiKeyRateLimitLogs', { key: inference.apiKey });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Admin API key required', code: 'ADMIN_KEY_REQUIRED' });
  });

  it('GET /api_keys/rate_limits/log returns 200 with each breach once, newest first, and only the account’s own', async () => {
    const admin = await principalOf(service.adminKey);
    const chat = { principal: admin, modelId: 'debug-tiny-chat', rateLimitClass: 'text' as const, expectedTokens: 20 };
    expect((await service.call('getApiKeyRateLimitLogs', { key: service.adminKey })).body).toEqual({ object: 'list', data: [] });
    now = T0 + 60_000;
    await service.app.services.limits.admit(chat);
    await service.app.services.limits.admit(chat);
    for (let attempt = 0; attempt < 3; attempt += 1) await expect(service.app.services.limits.admit(chat)).rejects.toBeInstanceOf(ApiError);
    now += 1_000;
    for (let failure = 0; failure < 4; failure += 1) await service.app.services.limits.recordFailure(chat);
    now += 1_000;
    for (let request = 0; request < 3; request += 1) await service.app.services.limits.recordUnsupportedFeature(chat);
    now = T0 + 120_000; // a new minute, and both budgets clear: a breach there is logged anew
    await service.app.services.limits.admit(chat);
    await service.app.services.limits.admit(chat);
    await expect(service.app.services.limits.admit(chat)).rejects.toBeInstanceOf(ApiError);

    const other = await createAccount(service.app.services.database, 'other');
    const otherAdmin = await createKey(service.app.services.database, other, { apiKeyType: 'ADMIN', description: 'other admin' });
    expect(await service.app.services.limits.admit({ ...chat, principal: await principalOf(otherAdmin.apiKey) })).toBeInstanceOf(Admission);

    const response = await service.call('getApiKeyRateLimitLogs', { key: service.adminKey });
    expect(response.status).toBe(200);
    const entry = (rateLimitType: string, at: number) => ({
      apiKeyId: admin.keyId,
      modelId: 'debug-tiny-chat',
      rateLimitTier: 'paid',
      rateLimitType,
      timestamp: new Date(at).toISOString(),
    });
    expect(response.body).toEqual({
      object: 'list',
      data: [entry('RPM', T0 + 120_000), entry('UNSUPPORTED_FEATURE_REQUESTS', T0 + 62_000), entry('FAILED_REQUESTS', T0 + 61_000), entry('RPM', T0 + 60_000)],
    });
    expect((await service.call('getApiKeyRateLimitLogs', { key: otherAdmin.apiKey })).body).toEqual({ object: 'list', data: [] });
  });
});
