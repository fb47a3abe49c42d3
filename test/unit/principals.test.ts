// KeyAuthenticator against a real embedded database (a test app's own copy of the template).
// Database round trips are counted with knex's `query` event; time is moved with the `now` option.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createKey, revokeKey, updateKey } from '../../src/accounts/api-keys.js';
import { hashSecret } from '../../src/accounts/key-secret.js';
import { KeyAuthenticator, type KeyAuthenticatorOptions } from '../../src/accounts/principals.js';
import type { Database } from '../../src/store/database.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('KeyAuthenticator', () => {
  let service: TestApp;
  let database: Database;
  let accountId: string;
  let queries = 0;
  const countQuery = () => (queries += 1);
  const authenticators: KeyAuthenticator[] = [];
  let clock = Date.now();

  beforeAll(async () => {
    service = await startTestApp();
    database = service.app.services.database;
    accountId = service.app.bootstrap.accountId;
    database.on('query', countQuery);
  });
  afterEach(async () => {
    for (const authenticator of authenticators.splice(0)) await authenticator.close();
  });
  afterAll(async () => {
    database?.removeListener('query', countQuery);
    await service?.close();
  });

  function authenticator(options: KeyAuthenticatorOptions = {}): KeyAuthenticator {
    clock = Date.now();
    const created = new KeyAuthenticator(database, { lastUsedFlushMs: 3_600_000, now: () => clock, ...options });
    authenticators.push(created);
    return created;
  }

  const newKey = (expiresAt?: string) =>
    createKey(database, accountId, { apiKeyType: 'INFERENCE', description: 'unit', modelPrivacy: 'PRIVATE_TEXT', expiresAt });

  /** How many database queries `action` made. */
  async function queriesDuring<T>(action: () => T | Promise<T>): Promise<{ result: T; count: number }> {
    const before = queries;
    const result = await action();
    return { result, count: queries - before };
  }

  it('resolves a valid key to its principal', async () => {
    const keys = authenticator();
    const key = await newKey();
    expect(await keys.authenticate(key.apiKey)).toEqual({
      kind: 'key',
      accountId,
      keyId: key.id,
      keyType: 'INFERENCE',
      modelPrivacy: 'PRIVATE_TEXT',
      spendLimited: false,
      expiresAt: null,
    });
  });

  it('answers a second resolve within the TTL from memory, without a query', async () => {
    const keys = authenticator({ ttlMs: 30_000 });
    const key = await newKey();
    const first = await queriesDuring(() => keys.authenticate(key.apiKey));
    expect(first.result?.keyId).toBe(key.id);
    expect(first.count).toBe(1);
    clock += 29_000;
    const second = await queriesDuring(() => keys.authenticate(key.apiKey));
    expect(second.result?.keyId).toBe(key.id);
    expect(second.count).toBe(0);
  });

  it('queries again once the TTL has passed', async () => {
    const keys = authenticator({ ttlMs: 30_000 });
    const key = await newKey();
    await keys.authenticate(key.apiKey);
    clock += 30_001;
    const again = await queriesDuring(() => keys.authenticate(key.apiKey));
    expect(again.result?.keyId).toBe(key.id);
    expect(again.count).toBe(1);
  });

  it('queries again after evict(keyId)', async () => {
    const keys = authenticator();
    const key = await newKey();
    await keys.authenticate(key.apiKey);
    keys.evict(key.id);
    const again = await queriesDuring(() => keys.authenticate(key.apiKey));
    expect(again.result?.keyId).toBe(key.id);
    expect(again.count).toBe(1);
  });

  it('rejects a revoked key once it is evicted; until then the cache still answers', async () => {
    const keys = authenticator({ ttlMs: 30_000 });
    const key = await newKey();
    await keys.authenticate(key.apiKey);
    const secretHash = await revokeKey(database, accountId, key.id);
    // A revocation this cache is not told about (evict, or the change feed) is seen within its lifetime, not before.
    expect((await keys.authenticate(key.apiKey))?.keyId).toBe(key.id);
    keys.evict(key.id, secretHash);
    expect(await keys.authenticate(key.apiKey)).toBeUndefined();
  });

  it('rejects a revoked key after evict by id alone', async () => {
    const keys = authenticator();
    const key = await newKey();
    await keys.authenticate(key.apiKey);
    await revokeKey(database, accountId, key.id);
    keys.evict(key.id);
    expect(await keys.authenticate(key.apiKey)).toBeUndefined();
  });

  it('on a shared database, trusts a cached key for unwatchedTtlMs until changes are watched, then for ttlMs', async () => {
    const keys = authenticator({ sharedDatabase: true, ttlMs: 300_000, unwatchedTtlMs: 5_000 });
    const key = await newKey();
    await keys.authenticate(key.apiKey);
    clock += 4_000;
    expect((await queriesDuring(() => keys.authenticate(key.apiKey))).count).toBe(0);
    clock += 1_000;
    expect((await queriesDuring(() => keys.authenticate(key.apiKey))).count).toBe(1); // 5 s old: asked again
    keys.changesWatched(true);
    await keys.authenticate(key.apiKey);
    clock += 299_000;
    expect((await queriesDuring(() => keys.authenticate(key.apiKey))).count).toBe(0);
    // The feed is lost: an entry older than unwatchedTtlMs is no longer trusted, at once.
    keys.changesWatched(false);
    const revoked = await revokeKey(database, accountId, key.id);
    expect(revoked).toBe(hashSecret(key.apiKey));
    const afterLoss = await queriesDuring(() => keys.authenticate(key.apiKey));
    expect(afterLoss.result).toBeUndefined();
    expect(afterLoss.count).toBe(1);
  });

  it('forgets every cached key when changes are watched again, since changes in between were not announced', async () => {
    const keys = authenticator({ sharedDatabase: true, unwatchedTtlMs: 600_000, negativeTtlMs: 600_000 });
    const key = await newKey();
    const unknown = `SERVICE_ADMIN_KEY_${'W'.repeat(43)}`;
    await keys.authenticate(key.apiKey);
    await keys.authenticate(unknown);
    await revokeKey(database, accountId, key.id); // while nothing watched
    expect((await keys.authenticate(key.apiKey))?.keyId).toBe(key.id);
    keys.changesWatched(true);
    const again = await queriesDuring(() => keys.authenticate(key.apiKey));
    expect(again.result).toBeUndefined();
    expect(again.count).toBe(1);
    expect((await queriesDuring(() => keys.authenticate(unknown))).count).toBe(1);
  });

  it('does not cache a lookup that an eviction overtook (its row may predate the change)', async () => {
    const keys = authenticator({ ttlMs: 600_000 });
    const key = await newKey();
    const lookup = keys.authenticate(key.apiKey); // reads the row...
    keys.forgetSecretHash(hashSecret(key.apiKey)); // ...while a change to it is announced
    expect((await lookup)?.keyId).toBe(key.id); // this request was already under way
    expect((await queriesDuring(() => keys.authenticate(key.apiKey))).count).toBe(1);
    expect((await queriesDuring(() => keys.authenticate(key.apiKey))).count).toBe(0);
  });

  it('rejects a revoked key when the TTL has passed, even without evict', async () => {
    const keys = authenticator({ ttlMs: 30_000 });
    const key = await newKey();
    await keys.authenticate(key.apiKey);
    await revokeKey(database, accountId, key.id);
    clock += 31_000;
    expect(await keys.authenticate(key.apiKey)).toBeUndefined();
  });

  it('rejects an expired key even while it is cached, without a query', async () => {
    const keys = authenticator({ ttlMs: 600_000 });
    const key = await newKey(new Date(clock + 60_000).toISOString());
    expect((await keys.authenticate(key.apiKey))?.keyId).toBe(key.id);
    clock += 120_000; // past expiresAt, well within the TTL
    const expired = await queriesDuring(() => keys.authenticate(key.apiKey));
    expect(expired.result).toBeUndefined();
    expect(expired.count).toBe(0);
  });

  it('rejects a key whose expiresAt is already in the past', async () => {
    const keys = authenticator();
    const key = await newKey('2020-01-01');
    expect(await keys.authenticate(key.apiKey)).toBeUndefined();
  });

  it('accepts an expired key again at once when its expiry is cleared and it is evicted', async () => {
    const keys = authenticator({ ttlMs: 600_000, negativeTtlMs: 600_000 });
    const key = await newKey('2020-01-01');
    expect(await keys.authenticate(key.apiKey)).toBeUndefined();
    await updateKey(database, accountId, { id: key.id, expiresAt: null });
    keys.evict(key.id);
    expect((await keys.authenticate(key.apiKey))?.keyId).toBe(key.id);
  });

  it('rejects an unknown secret and caches that for the negative TTL', async () => {
    const keys = authenticator({ negativeTtlMs: 5_000 });
    const unknown = `SERVICE_ADMIN_KEY_${'Q'.repeat(43)}`;
    const first = await queriesDuring(() => keys.authenticate(unknown));
    expect(first.result).toBeUndefined();
    expect(first.count).toBe(1);
    expect((await queriesDuring(() => keys.authenticate(unknown))).count).toBe(0);
    clock += 5_001;
    expect((await queriesDuring(() => keys.authenticate(unknown))).count).toBe(1);
  });

  it('rejects a malformed secret without touching the database', async () => {
    const keys = authenticator();
    for (const secret of ['', 'nope', `SERVICE_ROOT_KEY_${'a'.repeat(43)}`, `SERVICE_ADMIN_KEY_${'a'.repeat(42)}`, `SERVICE_ADMIN_KEY_${'a'.repeat(42)}-`]) {
      const attempt = await queriesDuring(() => keys.authenticate(secret));
      expect(attempt.result, secret).toBeUndefined();
      expect(attempt.count, secret).toBe(0);
    }
  });

  it('forgetSecretHash drops a negative entry so a new key works at once', async () => {
    const keys = authenticator({ negativeTtlMs: 600_000 });
    const key = await newKey();
    await revokeKey(database, accountId, key.id);
    expect(await keys.authenticate(key.apiKey)).toBeUndefined(); // cached as absent
    await database('api_keys').where({ id: key.id }).update({ revoked_at: null });
    expect(await keys.authenticate(key.apiKey)).toBeUndefined(); // still the negative entry
    keys.forgetSecretHash(hashSecret(key.apiKey));
    expect((await keys.authenticate(key.apiKey))?.keyId).toBe(key.id);
  });

  it('writes lastUsedAt only when flushLastUsed() runs, with the time of the last use', async () => {
    const keys = authenticator();
    const key = await newKey();
    const lastUsed = async () => (await database('api_keys').where({ id: key.id }).first<{ last_used_at: Date | null }>('last_used_at'))!.last_used_at;
    clock = Date.parse('2030-05-05T10:00:00.000Z');
    await keys.authenticate(key.apiKey);
    clock = Date.parse('2030-05-05T10:00:07.000Z');
    await keys.authenticate(key.apiKey);
    expect(await lastUsed()).toBeNull();
    await keys.flushLastUsed();
    expect((await lastUsed())?.toISOString()).toBe('2030-05-05T10:00:07.000Z');
    // an older use flushed later never moves it back
    clock = Date.parse('2030-05-05T09:00:00.000Z');
    await keys.authenticate(key.apiKey);
    await keys.flushLastUsed();
    expect((await lastUsed())?.toISOString()).toBe('2030-05-05T10:00:07.000Z');
  });

  it("writes every key's last use in one statement at a flush", async () => {
    const keys = authenticator();
    const used = [await newKey(), await newKey(), await newKey()];
    clock = Date.parse('2030-06-01T12:00:00.000Z');
    for (const [index, key] of used.entries()) {
      clock += 1000 * index;
      await keys.authenticate(key.apiKey);
    }
    expect((await queriesDuring(() => keys.flushLastUsed())).count).toBe(1);
    const ids = used.map((key) => key.id);
    const rows = await database('api_keys').whereIn('id', ids).select<{ id: string; last_used_at: Date }[]>('id', 'last_used_at');
    const byId = new Map(rows.map((row) => [row.id, row.last_used_at.toISOString()]));
    expect(used.map((key) => byId.get(key.id))).toEqual(['2030-06-01T12:00:00.000Z', '2030-06-01T12:00:01.000Z', '2030-06-01T12:00:03.000Z']);
  });

  it('flushLastUsed() with nothing pending makes no query', async () => {
    const keys = authenticator();
    expect((await queriesDuring(() => keys.flushLastUsed())).count).toBe(0);
  });

  it('close() flushes what is pending', async () => {
    const keys = new KeyAuthenticator(database, { lastUsedFlushMs: 3_600_000 });
    const key = await newKey();
    await keys.authenticate(key.apiKey);
    await keys.close();
    const row = await database('api_keys').where({ id: key.id }).first<{ last_used_at: Date | null }>('last_used_at');
    expect(row!.last_used_at).toBeInstanceOf(Date);
  });

  it('keeps at most maxEntries keys cached, dropping the oldest', async () => {
    const keys = authenticator({ maxEntries: 2, ttlMs: 600_000 });
    const [first, second, third] = [await newKey(), await newKey(), await newKey()];
    await keys.authenticate(first.apiKey);
    await keys.authenticate(second.apiKey);
    await keys.authenticate(third.apiKey);
    expect((await queriesDuring(() => keys.authenticate(third.apiKey))).count).toBe(0);
    expect((await queriesDuring(() => keys.authenticate(first.apiKey))).count).toBe(1);
  });
});
