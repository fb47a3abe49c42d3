// TEE: without an operator-configured TEE route or signing key there is no attestation or signature
// to give, and the service says so rather than inventing one.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/app.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('TEE', () => {
  let service: TestApp;
  beforeAll(async () => {
    service = await startTestApp({ configDir: join(PROJECT_ROOT, 'test', 'fixtures', 'config') });
  });
  afterAll(() => service?.close());

  const nonce = 'ab'.repeat(32);

  it('GET /tee/attestation returns 404 TEE_NOT_CONFIGURED for a served model, which runs in no configured TEE', async () => {
    const response = await service.call('getTeeAttestation', { query: { model: 'private-chat', nonce } });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'TEE_NOT_CONFIGURED', error: expect.stringMatching(/no attestation to give/) });
  });

  it('GET /tee/signature returns 404 TEE_NOT_CONFIGURED, and MODEL_NOT_FOUND for a model not served', async () => {
    const response = await service.call('getTeeSignature', { query: { model: 'private-chat', request_id: 'chatcmpl-1' } });
    expect(response.body).toMatchObject({ code: 'TEE_NOT_CONFIGURED', error: expect.stringMatching(/no signature to give/) });
    const unknown = await service.call('getTeeSignature', { query: { model: 'nope', request_id: 'chatcmpl-1' } });
    expect(unknown.body).toMatchObject({ code: 'MODEL_NOT_FOUND' });
  });

  it('GET /tee/attestation returns 400 for a nonce that is not 32 bytes of hex', async () => {
    expect((await service.call('getTeeAttestation', { query: { model: 'private-chat', nonce: 'xyz' } })).status).toBe(400);
  });
});
