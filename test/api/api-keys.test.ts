import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/api-types.js';
import { createKey } from '../../src/accounts/api-keys.js';
import { PROJECT_ROOT } from '../../src/app.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { errorOf } from '../support/error-body.js';

const FIXTURE_CONFIG = join(PROJECT_ROOT, 'test', 'fixtures', 'config');
const UNKNOWN_ID = '3f8d2c1e-6b7a-4c59-9e0d-1a2b3c4d5e6f';

type CreateBody = components['schemas']['CreateApiKeyRequest'];
type CreatedKey = components['schemas']['CreatedApiKey'];
type ApiKey = components['schemas']['ApiKey'];

const secretPattern = (type: 'INFERENCE' | 'ADMIN') => new RegExp(`^SERVICE_${type}_KEY_[0-9A-Za-z]{43}$`);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('API Keys', () => {
  let service: TestApp;

  // This app's creation limit is raised so the many creates below never trip it; the limit
  // itself is tested further down on apps of its own.
  beforeAll(async () => {
    service = await startTestApp({ configDir: FIXTURE_CONFIG, environment: { KEY_CREATE_PER_MINUTE: '1000' } });
  });
  afterAll(() => service?.close());

  async function create(body: CreateBody, key = service.adminKey): Promise<CreatedKey> {
    const response = await service.call('createApiKey', { key, body });
    expect(response.status, response.text).toBe(200);
    return (response.body as { data: CreatedKey }).data;
  }

  async function get(id: string): Promise<ApiKey> {
    const response = await service.call('getApiKeyById', { key: service.adminKey, path: { id } });
    expect(response.status, response.text).toBe(200);
    return (response.body as { data: ApiKey }).data;
  }

  async function list(): Promise<{ keys: ApiKey[]; text: string }> {
    const response = await service.call('getApiKeys', { key: service.adminKey });
    expect(response.status, response.text).toBe(200);
    return { keys: (response.body as { data: ApiKey[] }).data, text: response.text };
  }

  const modelsStatus = async (key: string) => (await service.call('listModels', { key })).status;

  describe('POST /api_keys', () => {
    it('POST /api_keys returns 200 with an INFERENCE secret shown once, and list and get never show it again', async () => {
      const created = await create({ apiKeyType: 'INFERENCE', description: 'my app' });
      expect(created).toMatchObject({
        apiKeyType: 'INFERENCE',
        description: 'my app',
        expiresAt: null,
        consumptionLimit: { usd: null, diem: null, vcu: null },
        limitPeriod: 'EPOCH',
        modelPrivacy: 'ALL',
      });
      expect(created.apiKey).toMatch(secretPattern('INFERENCE'));

      const { keys, text } = await list();
      expect(text).not.toContain(created.apiKey);
      expect(text).not.toContain(created.apiKey.slice('SERVICE_INFERENCE_KEY_'.length));
      const listed = keys.find((key) => key.id === created.id);
      expect(listed).toBeDefined();
      expect(listed).not.toHaveProperty('apiKey');
      expect(listed!.last6Chars).toBe(created.apiKey.slice(-6));

      const single = await service.call('getApiKeyById', { key: service.adminKey, path: { id: created.id } });
      expect(single.text).not.toContain(created.apiKey);
      expect((single.body as { data: ApiKey }).data).toMatchObject({ id: created.id, last6Chars: created.apiKey.slice(-6), lastUsedAt: null });
      expect((single.body as { data: ApiKey }).data).not.toHaveProperty('apiKey');
    });

    it('POST /api_keys returns 200 with an ADMIN secret that can manage keys at once', async () => {
      const created = await create({ apiKeyType: 'ADMIN', description: 'second admin' });
      expect(created.apiKey).toMatch(secretPattern('ADMIN'));
      expect(created.apiKeyType).toBe('ADMIN');
      const listed = await service.call('getApiKeys', { key: created.apiKey });
      expect(listed.status).toBe(200);
    });

    it('POST /api_keys returns 200 echoing the consumption limit, period and model privacy', async () => {
      const created = await create({
        apiKeyType: 'INFERENCE',
        description: 'limited',
        consumptionLimit: { usd: 50, diem: 12.5 },
        limitPeriod: 'MONTH',
        modelPrivacy: 'PRIVATE_TEXT',
      });
      expect(created).toMatchObject({
        consumptionLimit: { usd: 50, diem: 12.5, vcu: null },
        limitPeriod: 'MONTH',
        modelPrivacy: 'PRIVATE_TEXT',
      });
      const record = await get(created.id);
      expect(record).toMatchObject({
        consumptionLimits: { usd: 50, diem: 12.5, vcu: null },
        limitPeriod: 'MONTH',
        modelPrivacy: 'PRIVATE_TEXT',
        currentPeriodUsage: { usd: '0.0000', diem: '0.0000' },
      });
    });

    it('POST /api_keys returns 200 with a YYYY-MM-DD expiresAt turned into the end of that UTC day', async () => {
      const created = await create({ apiKeyType: 'INFERENCE', description: 'dated', expiresAt: '2099-01-15' });
      expect(created.expiresAt).toBe('2099-01-15T23:59:59.999Z');
      expect((await get(created.id)).expiresAt).toBe('2099-01-15T23:59:59.999Z');
      expect(await modelsStatus(created.apiKey)).toBe(200);
    });

    it('POST /api_keys returns 200 with a date-time expiresAt normalised to UTC', async () => {
      const created = await create({ apiKeyType: 'INFERENCE', description: 'offset', expiresAt: '2099-01-15T10:00:00+02:00' });
      expect(created.expiresAt).toBe('2099-01-15T08:00:00.000Z');
    });

    it('POST /api_keys returns 200 with a leap-second expiresAt, which the spec accepts as a date-time', async () => {
      const response = await service.call('createApiKey', {
        key: service.adminKey,
        body: { apiKeyType: 'INFERENCE', description: 'leap second', expiresAt: '2098-12-31T23:59:60Z' },
      });
      expect(response.status, response.text).toBe(200);
      expect((response.body as { data: CreatedKey }).data.expiresAt).toBe('2099-01-01T00:00:00.000Z');
    });

    it('POST /api_keys returns 200 with expiresAt null when it is sent as the empty string', async () => {
      const created = await create({ apiKeyType: 'INFERENCE', description: 'never expires', expiresAt: '' });
      expect(created.expiresAt).toBeNull();
      expect((await get(created.id)).expiresAt).toBeNull();
    });

    it('POST /api_keys returns 200 and the database stores only the SHA-256 of the secret', async () => {
      const created = await create({ apiKeyType: 'INFERENCE', description: 'hashed' });
      const rows = (await service.app.services.database('api_keys').select('*')) as Record<string, unknown>[];
      const row = rows.find((candidate) => candidate.id === created.id);
      expect(row).toBeDefined();
      expect(row!.secret_hash).toBe(sha256(created.apiKey));
      const secretBody = created.apiKey.slice('SERVICE_INFERENCE_KEY_'.length);
      for (const candidate of rows) {
        for (const [column, value] of Object.entries(candidate)) {
          const text = value instanceof Date ? value.toISOString() : String(value);
          expect(text, `api_keys.${column}`).not.toContain(secretBody);
        }
      }
    });

    it('POST /api_keys returns 400 naming each missing required field', async () => {
      const response = await service.call('createApiKey', { key: service.adminKey, rawBody: '{}', headers: { 'content-type': 'application/json' } });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        error: 'Invalid request parameters: apiKeyType: Field is required; description: Field is required',
        details: { _errors: [], apiKeyType: { _errors: ['Field is required'] }, description: { _errors: ['Field is required'] } },
      });
    });

    it('POST /api_keys returns 400 for an unknown key type, listing the allowed values', async () => {
      const response = await service.call('createApiKey', {
        key: service.adminKey,
        rawBody: JSON.stringify({ apiKeyType: 'ROOT', description: 'x' }),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ details: { apiKeyType: { _errors: ['must be one of: INFERENCE, ADMIN'] } } });
    });

    it('POST /api_keys returns 400 for an expiresAt that is not a real date', async () => {
      const response = await service.call('createApiKey', {
        key: service.adminKey,
        body: { apiKeyType: 'INFERENCE', description: 'bad date', expiresAt: '2099-02-30' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ details: { expiresAt: { _errors: expect.any(Array) } } });
    });

    for (const field of ['_errors', 'constructor', '__proto__', 'toString']) {
      it(`POST /api_keys returns 400 naming an unknown field called ${field}`, async () => {
        const response = await service.call('createApiKey', {
          key: service.adminKey,
          rawBody: `{"apiKeyType":"INFERENCE","description":"odd field","${field}":1}`,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.status, response.text).toBe(400);
        expect(response.text).toContain(field);
        expect(response.text).toContain('Unrecognized field');
      });
    }
  });

  describe('GET /api_keys', () => {
    it('GET /api_keys returns 200 newest first, ending with the bootstrap ADMIN key', async () => {
      const first = await create({ apiKeyType: 'INFERENCE', description: 'older' });
      const second = await create({ apiKeyType: 'INFERENCE', description: 'newer' });
      const { keys } = await list();
      expect(keys.map((key) => key.id).slice(0, 2)).toEqual([second.id, first.id]);
      const created = keys.map((key) => Date.parse(key.createdAt));
      expect(created).toEqual([...created].sort((a, b) => b - a));
      const bootstrap = keys.at(-1)!;
      expect(bootstrap).toMatchObject({ id: service.app.bootstrap.adminKey!.id, apiKeyType: 'ADMIN', last6Chars: service.adminKey.slice(-6) });
    });
  });

  describe('GET /api_keys/{id}', () => {
    it('GET /api_keys/{id} returns 200 with the key, also for an upper-case id', async () => {
      const created = await create({ apiKeyType: 'INFERENCE', description: 'by id' });
      const record = await get(created.id.toUpperCase());
      expect(record).toMatchObject({ id: created.id, apiKeyType: 'INFERENCE', description: 'by id', expiresAt: null });
    });

    it('GET /api_keys/{id} returns 404 for an unknown uuid', async () => {
      const response = await service.call('getApiKeyById', { key: service.adminKey, path: { id: UNKNOWN_ID } });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: 'API key could not be found' });
    });

    it('GET /api_keys/{id} returns 400 for an id that is not a uuid', async () => {
      const response = await service.call('getApiKeyById', { key: service.adminKey, path: { id: 'not-a-uuid' } });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ details: { _errors: [], id: { _errors: expect.arrayContaining([expect.any(String)]) } } });
    });
  });

  describe('PATCH /api_keys', () => {
    it('PATCH /api_keys returns 200 with a new description, limits and model privacy', async () => {
      const created = await create({ apiKeyType: 'INFERENCE', description: 'before' });
      const response = await service.call('updateApiKey', {
        key: service.adminKey,
        body: { id: created.id, description: 'after', consumptionLimit: { usd: 25, diem: null }, limitPeriod: 'LIFETIME', modelPrivacy: 'PRIVATE_ONLY' },
      });
      expect(response.status, response.text).toBe(200);
      const expected = {
        id: created.id,
        apiKeyType: 'INFERENCE',
        description: 'after',
        consumptionLimits: { usd: 25, diem: null, vcu: null },
        limitPeriod: 'LIFETIME',
        modelPrivacy: 'PRIVATE_ONLY',
        currentPeriodUsage: { usd: '0.0000', diem: '0.0000' },
      };
      expect(response.body).toMatchObject({ success: true, data: expected });
      expect(await get(created.id)).toMatchObject(expected);
    });

    it('PATCH /api_keys returns 200 leaving fields it was not sent unchanged', async () => {
      const created = await create({
        apiKeyType: 'INFERENCE',
        description: 'kept',
        consumptionLimit: { usd: 5 },
        limitPeriod: 'MONTH',
        expiresAt: '2099-03-01',
      });
      const response = await service.call('updateApiKey', { key: service.adminKey, body: { id: created.id, modelPrivacy: 'PRIVATE_TEXT' } });
      expect(response.status).toBe(200);
      expect((response.body as { data: ApiKey }).data).toMatchObject({
        description: 'kept',
        consumptionLimits: { usd: 5, diem: null, vcu: null },
        limitPeriod: 'MONTH',
        modelPrivacy: 'PRIVATE_TEXT',
        expiresAt: '2099-03-01T23:59:59.999Z',
      });
    });

    it('PATCH /api_keys returns 200 and expiresAt null clears the expiry', async () => {
      const created = await create({ apiKeyType: 'INFERENCE', description: 'expiring', expiresAt: '2099-06-30' });
      expect(created.expiresAt).toBe('2099-06-30T23:59:59.999Z');
      const response = await service.call('updateApiKey', { key: service.adminKey, body: { id: created.id, expiresAt: null } });
      expect(response.status).toBe(200);
      expect((response.body as { data: ApiKey }).data.expiresAt).toBeNull();
      expect((await get(created.id)).expiresAt).toBeNull();
    });

    it('PATCH /api_keys returns 200 and the empty string clears the expiry too', async () => {
      const created = await create({ apiKeyType: 'INFERENCE', description: 'expiring 2', expiresAt: '2099-06-30' });
      const response = await service.call('updateApiKey', { key: service.adminKey, body: { id: created.id, expiresAt: '' } });
      expect((response.body as { data: ApiKey }).data.expiresAt).toBeNull();
    });

    it('PATCH /api_keys returns 200 and a new model privacy applies at once to a key already in use', async () => {
      const created = await create({ apiKeyType: 'INFERENCE', description: 'privacy switch' });
      const ids = async () =>
        ((await service.call('listModels', { key: created.apiKey, query: { type: 'all' } })).body as { data: { id: string }[] }).data.map((model) => model.id);
      expect(await ids()).toContain('anonymized-chat');
      await service.call('updateApiKey', { key: service.adminKey, body: { id: created.id, modelPrivacy: 'PRIVATE_ONLY' } });
      expect(await ids()).not.toContain('anonymized-chat');
    });

    it('PATCH /api_keys returns 403 when a key sets its own expiry in the past, and it keeps working', async () => {
      const admin = await create({ apiKeyType: 'ADMIN', description: 'self expiring' });
      const response = await service.call('updateApiKey', { key: admin.apiKey, body: { id: admin.id.toUpperCase(), expiresAt: '2020-01-01' } });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ error: expect.stringContaining('cannot expire itself') });
      expect((await get(admin.id)).expiresAt).toBeNull();
      expect((await service.call('getApiKeys', { key: admin.apiKey })).status).toBe(200);
      // a future expiry on itself is allowed
      const future = await service.call('updateApiKey', { key: admin.apiKey, body: { id: admin.id, expiresAt: '2099-12-31' } });
      expect(future.status).toBe(200);
      expect((future.body as { data: ApiKey }).data.expiresAt).toBe('2099-12-31T23:59:59.999Z');
    });

    it('PATCH /api_keys returns 404 for an unknown id', async () => {
      const response = await service.call('updateApiKey', { key: service.adminKey, body: { id: UNKNOWN_ID, description: 'nobody' } });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: 'API key could not be found' });
    });

    it('PATCH /api_keys returns 400 with a details tree naming an unknown field', async () => {
      const created = await create({ apiKeyType: 'INFERENCE', description: 'typed' });
      const response = await service.call('updateApiKey', {
        key: service.adminKey,
        rawBody: JSON.stringify({ id: created.id, apiKeyType: 'ADMIN', nickname: 'x' }),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: 'Invalid request parameters: apiKeyType: Unrecognized field; nickname: Unrecognized field',
        code: 'INVALID_REQUEST',
        details: { _errors: [], apiKeyType: { _errors: ['Unrecognized field'] }, nickname: { _errors: ['Unrecognized field'] } },
      });
      expect((await get(created.id)).apiKeyType).toBe('INFERENCE');
    });

    it('PATCH /api_keys returns 400 when the id is missing', async () => {
      const response = await service.call('updateApiKey', {
        key: service.adminKey,
        rawBody: JSON.stringify({ description: 'who?' }),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ details: { _errors: [], id: { _errors: ['Field is required'] } } });
    });
  });

  describe('DELETE /api_keys', () => {
    it('DELETE /api_keys returns 200 and the revoked key gets 401 at once, then 404 on a second delete', async () => {
      const created = await create({ apiKeyType: 'INFERENCE', description: 'doomed' });
      expect(await modelsStatus(created.apiKey)).toBe(200); // now in the authentication cache
      const deleted = await service.call('deleteApiKey', { key: service.adminKey, query: { id: created.id } });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ success: true });

      const after = await service.call('listModels', { key: created.apiKey });
      expect(after.status).toBe(401);
      expect(errorOf(after.body)).toEqual({ code: 'AUTHENTICATION_FAILED', message: 'Authentication failed' }); // GET /models: OpenAI's shape

      const again = await service.call('deleteApiKey', { key: service.adminKey, query: { id: created.id } });
      expect(again.status).toBe(404);
      expect((await service.call('getApiKeyById', { key: service.adminKey, path: { id: created.id } })).status).toBe(404);
      expect((await list()).keys.map((key) => key.id)).not.toContain(created.id);
    });

    it('DELETE /api_keys returns 200 and a revoked ADMIN key can no longer manage keys', async () => {
      const admin = await create({ apiKeyType: 'ADMIN', description: 'doomed admin' });
      expect((await service.call('getApiKeys', { key: admin.apiKey })).status).toBe(200);
      expect((await service.call('deleteApiKey', { key: service.adminKey, query: { id: admin.id.toUpperCase() } })).status).toBe(200);
      const response = await service.call('getApiKeys', { key: admin.apiKey });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: 'Authentication failed', code: 'AUTHENTICATION_FAILED' });
    });

    it('DELETE /api_keys returns 404 for an unknown id', async () => {
      const response = await service.call('deleteApiKey', { key: service.adminKey, query: { id: UNKNOWN_ID } });
      expect(response.status).toBe(404);
    });

    it('DELETE /api_keys returns 400 for an id that is not a uuid', async () => {
      const response = await service.call('deleteApiKey', { key: service.adminKey, query: { id: 'nope' } });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ details: { id: { _errors: expect.any(Array) } } });
    });

    it('DELETE /api_keys returns 403 when a key tries to delete itself, in any letter case', async () => {
      const selfId = service.app.bootstrap.adminKey!.id;
      for (const id of [selfId, selfId.toUpperCase()]) {
        const response = await service.call('deleteApiKey', { key: service.adminKey, query: { id } });
        expect(response.status).toBe(403);
        expect(response.body).toMatchObject({ error: expect.stringContaining('cannot delete itself') });
      }
      expect(await modelsStatus(service.adminKey)).toBe(200);
    });
  });

  describe('authentication', () => {
    let inferenceKey: CreatedKey;
    beforeAll(async () => {
      inferenceKey = await create({ apiKeyType: 'INFERENCE', description: 'not an admin' });
    });

    const adminCalls = (key: string | undefined, target: string) => ({
      getApiKeys: () => service.call('getApiKeys', { key }),
      createApiKey: () => service.call('createApiKey', { key, body: { apiKeyType: 'ADMIN', description: 'escalation' } }),
      updateApiKey: () => service.call('updateApiKey', { key, body: { id: target, description: 'hijacked' } }),
      deleteApiKey: () => service.call('deleteApiKey', { key, query: { id: target } }),
      getApiKeyById: () => service.call('getApiKeyById', { key, path: { id: target } }),
    });

    it('every API Keys operation returns 401 Admin API key required with WWW-Authenticate for an INFERENCE key', async () => {
      const victim = await create({ apiKeyType: 'INFERENCE', description: 'victim' });
      const before = (await list()).keys.length;
      for (const [operationId, call] of Object.entries(adminCalls(inferenceKey.apiKey, victim.id))) {
        const response = await call();
        expect(response.status, operationId).toBe(401);
        expect(response.body, operationId).toEqual({ error: 'Admin API key required', code: 'ADMIN_KEY_REQUIRED' });
        expect(response.headers.get('www-authenticate'), operationId).toBe('Bearer');
      }
      expect((await list()).keys.length).toBe(before);
      expect((await get(victim.id)).description).toBe('victim');
    });

    it('every API Keys operation returns 401 Authentication failed with WWW-Authenticate without a key', async () => {
      const victim = await create({ apiKeyType: 'INFERENCE', description: 'victim 2' });
      for (const [operationId, call] of Object.entries(adminCalls(undefined, victim.id))) {
        const response = await call();
        expect(response.status, operationId).toBe(401);
        expect(response.body, operationId).toEqual({ error: 'Authentication failed', code: 'AUTHENTICATION_FAILED' });
        expect(response.headers.get('www-authenticate'), operationId).toBe('Bearer');
      }
      expect((await get(victim.id)).description).toBe('victim 2');
    });

    it('GET /api_keys returns 401 for an unknown, well-formed ADMIN secret', async () => {
      const response = await service.call('getApiKeys', { key: `SERVICE_ADMIN_KEY_${'A'.repeat(43)}` });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: 'Authentication failed', code: 'AUTHENTICATION_FAILED' });
    });

    it('GET /api_keys returns 401 for a non-Bearer Authorization header', async () => {
      const response = await service.call('getApiKeys', { headers: { authorization: `Basic ${service.adminKey}` } });
      expect(response.status).toBe(401);
    });

    it('POST /api_keys returns 400 for an expiresAt in the past, and creates no key', async () => {
      const before = (await service.call('getApiKeys', { key: service.adminKey })).body as { data: unknown[] };
      for (const expiresAt of ['2020-01-01', '2020-01-01T00:00:00Z']) {
        const response = await service.call('createApiKey', {
          key: service.adminKey,
          body: { apiKeyType: 'INFERENCE', description: 'born expired', expiresAt },
        });
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ code: 'INVALID_REQUEST', details: { expiresAt: { _errors: [expect.stringMatching(/in the past/)] } } });
      }
      const after = (await service.call('getApiKeys', { key: service.adminKey })).body as { data: unknown[] };
      expect(after.data).toHaveLength(before.data.length);
    });

    it('GET /api_keys returns 401 for an ADMIN key that has expired', async () => {
      const created = await createKey(service.app.services.database, service.app.bootstrap.accountId, {
        apiKeyType: 'ADMIN',
        description: 'expired admin',
        expiresAt: '2020-01-01T00:00:00Z',
      });
      expect((await service.call('getApiKeys', { key: created.apiKey })).status).toBe(401);
    });

    it('GET /models returns 401 at once after PATCH sets a key’s expiresAt to a past date-time', async () => {
      const created = await create({ apiKeyType: 'INFERENCE', description: 'expire me' });
      expect(await modelsStatus(created.apiKey)).toBe(200);
      const patched = await service.call('updateApiKey', { key: service.adminKey, body: { id: created.id, expiresAt: '2021-05-05T12:00:00Z' } });
      expect((patched.body as { data: ApiKey }).data.expiresAt).toBe('2021-05-05T12:00:00.000Z');
      expect(await modelsStatus(created.apiKey)).toBe(401);
      // and clearing the expiry makes it usable again
      await service.call('updateApiKey', { key: service.adminKey, body: { id: created.id, expiresAt: null } });
      expect(await modelsStatus(created.apiKey)).toBe(200);
    });

    it('GET /api_keys/{id} returns 200 with lastUsedAt set once a key has been used and the use is flushed', async () => {
      const created = await create({ apiKeyType: 'INFERENCE', description: 'used' });
      expect((await get(created.id)).lastUsedAt).toBeNull();
      const before = Date.now();
      expect(await modelsStatus(created.apiKey)).toBe(200);
      await service.app.services.keys.flushLastUsed();
      const lastUsedAt = (await get(created.id)).lastUsedAt;
      expect(lastUsedAt).not.toBeNull();
      expect(Date.parse(lastUsedAt!)).toBeGreaterThanOrEqual(before - 1);
    });
  });

  it('PATCH /api_keys returns 200 for an expiry in the year 26 or 9999, stored as the earliest and latest instants the store keeps', async () => {
    const key = await create({ apiKeyType: 'INFERENCE', description: 'ancient' });
    const ancient = await service.call('updateApiKey', { key: service.adminKey, body: { id: key.id, expiresAt: '0026-07-03' } });
    expect(ancient.status, ancient.text).toBe(200);
    expect((ancient.body as { data: ApiKey }).data.expiresAt).toBe('1970-01-01T00:00:00.000Z');
    expect((await service.call('listModels', { key: key.apiKey })).status).toBe(401);
    const distant = await service.call('updateApiKey', { key: service.adminKey, body: { id: key.id, expiresAt: '9999-12-31T23:59:59-05:00' } });
    expect((distant.body as { data: ApiKey }).data.expiresAt).toBe('9999-12-31T23:59:59.999Z');
    expect((await get(key.id)).expiresAt).toBe('9999-12-31T23:59:59.999Z');
  });
});

describe('API Keys creation rate limit', () => {
  it('POST /api_keys returns 429 with Retry-After on the 21st create within a minute (default limit)', async () => {
    const service = await startTestApp();
    try {
      for (let index = 1; index <= 20; index += 1) {
        const response = await service.call('createApiKey', { key: service.adminKey, body: { apiKeyType: 'INFERENCE', description: `key ${index}` } });
        expect(response.status, `create ${index}`).toBe(200);
      }
      const response = await service.call('createApiKey', { key: service.adminKey, body: { apiKeyType: 'INFERENCE', description: 'one too many' } });
      expect(response.status).toBe(429);
      expect(response.body).toMatchObject({ error: expect.stringContaining('20'), code: 'RATE_LIMIT_EXCEEDED' });
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const listed = await service.call('getApiKeys', { key: service.adminKey });
      expect((listed.body as { data: unknown[] }).data).toHaveLength(21); // 20 + the bootstrap key
    } finally {
      await service.close();
    }
  });

  it('POST /api_keys returns 429 beyond KEY_CREATE_PER_MINUTE, and invalid requests do not count', async () => {
    const service = await startTestApp({ environment: { KEY_CREATE_PER_MINUTE: '3' } });
    try {
      const invalid = await service.call('createApiKey', { key: service.adminKey, rawBody: '{}', headers: { 'content-type': 'application/json' } });
      expect(invalid.status).toBe(400);
      for (let index = 1; index <= 3; index += 1) {
        const response = await service.call('createApiKey', { key: service.adminKey, body: { apiKeyType: 'INFERENCE', description: `key ${index}` } });
        expect(response.status, `create ${index}`).toBe(200);
      }
      const response = await service.call('createApiKey', { key: service.adminKey, body: { apiKeyType: 'ADMIN', description: 'fourth' } });
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toMatch(/^[1-9][0-9]*$/);
      // the other key operations are not limited
      expect((await service.call('getApiKeys', { key: service.adminKey })).status).toBe(200);
    } finally {
      await service.close();
    }
  });
});
