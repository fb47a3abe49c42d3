import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { PROJECT_ROOT } from '../../src/app.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const FIXTURE_CONFIG = join(PROJECT_ROOT, 'test', 'fixtures', 'config');
const GENERATED_SPEC = JSON.parse(readFileSync(join(PROJECT_ROOT, 'generated', 'openapi.json'), 'utf8')) as Record<string, unknown>;

describe('Meta, Image and Crypto RPC', () => {
  let service: TestApp;
  let inferenceKey: string;

  beforeAll(async () => {
    service = await startTestApp({ configDir: FIXTURE_CONFIG });
    const created = await service.call('createApiKey', { key: service.adminKey, body: { apiKeyType: 'INFERENCE', description: 'meta' } });
    inferenceKey = (created.body as { data: { apiKey: string } }).data.apiKey;
  });
  afterAll(() => service?.close());

  describe('Meta', () => {
    it('GET /openapi.json returns 200 with exactly generated/openapi.json, without a key', async () => {
      const response = await service.call('getOpenApiJson');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.body).toEqual(GENERATED_SPEC);
    });

    it('GET /openapi.yaml returns 200 with YAML that parses to the same document, without a key', async () => {
      const response = await service.call('getOpenApiYaml');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/yaml/);
      expect(parseYaml(response.text)).toEqual(GENERATED_SPEC);
    });

    it('GET /openapi.json and /openapi.yaml return 200 with an INFERENCE key too', async () => {
      expect((await service.call('getOpenApiJson', { key: inferenceKey })).body).toEqual(GENERATED_SPEC);
      expect(parseYaml((await service.call('getOpenApiYaml', { key: inferenceKey })).text)).toEqual(GENERATED_SPEC);
    });

    it('GET /openapi.json returns 200 whose info.version is the x-service-version header', async () => {
      const response = await service.call('getOpenApiJson');
      expect(response.headers.get('x-service-version')).toBe((GENERATED_SPEC.info as { version: string }).version);
    });
  });

  describe('Image', () => {
    it('GET /image/styles returns 200 with the configured styles, without a key', async () => {
      const response = await service.call('listImageStyles');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ object: 'list', data: ['Anime', 'Cinematic'] });
    });

    it('GET /image/styles returns 200 with the same styles for an INFERENCE key', async () => {
      const response = await service.call('listImageStyles', { key: inferenceKey });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ object: 'list', data: ['Anime', 'Cinematic'] });
    });

    it('GET /image/styles returns 401 when an unknown key is sent, even though a key is optional', async () => {
      const response = await service.call('listImageStyles', { key: `SERVICE_INFERENCE_KEY_${'z'.repeat(43)}` });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: 'Authentication failed', code: 'AUTHENTICATION_FAILED' });
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    });
  });

  describe('Crypto RPC', () => {
    it('GET /crypto/rpc/networks returns 200 with only the networks that have a url, sorted', async () => {
      const response = await service.call('listCryptoRpcNetworks');
      expect(response.status).toBe(200);
      // the fixture lists ethereum-mainnet, base-mainnet and solana-mainnet (empty url)
      expect(response.body).toEqual({ networks: ['base-mainnet', 'ethereum-mainnet'] });
    });
  });
});
