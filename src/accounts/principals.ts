// Bearer authentication without a database round trip on the hot path: a resolved key is answered
// from memory, and its lastUsedAt is collected in memory and written in one batch every few seconds.
//
// How long a cached key may be wrong (docs/decisions/0014-key-cache-revocation.md):
//   - Every write to a key in this process evicts it at once (the API handlers call evict()).
//   - One process on its own database (embedded PGlite, whose folder no other process may open):
//     that is every write, so eviction is exact; ttlMs (5 min) only bounds memory use.
//   - A shared PostgreSQL database: every key write anywhere notifies all replicas, which evict
//     (key-change-feed.ts). While that feed is connected a revoked key is refused here as soon as
//     the notification arrives (milliseconds), and ttlMs is only a safety net. While it is not (at
//     boot, after a dropped connection, until it listens again), no entry older than
//     unwatchedTtlMs (5 s) is trusted, and the whole cache is cleared when it listens again, since
//     notifications sent in between are lost. So a revoked key is refused on every replica within
//     the delivery time of one notification while the feed is connected, and within 5 s otherwise
//     (the feed's heartbeat notices a silently broken connection within 5 s as well).
import type { Awaitable } from '../awaitable.js';
import type { Database } from '../store/database.js';
import { findUnrevokedKeyByHash, recordKeyUse } from './api-keys.js';
import type { KeyPrincipal } from '../principal.js';
import { hasConsumptionLimit, type ApiKeyRow } from './api-key-records.js';
import { hashSecret, looksLikeSecret } from './key-secret.js';

interface CacheEntry {
  principal: KeyPrincipal | undefined;
  /** When the lookup that produced this entry started: its row is at least that fresh. */
  fetchedAt: number;
}

export interface KeyAuthenticatorOptions {
  /**
   * Other processes write keys to this database (PostgreSQL shared by replicas): entries are then
   * trusted for ttlMs only while changesWatched(true) says every change reaches this process.
   */
  sharedDatabase?: boolean;
  /** How long a resolved key is trusted while every change reaches this process. */
  ttlMs?: number;
  /** How long a resolved key is trusted on a shared database while changes are not being watched. */
  unwatchedTtlMs?: number;
  /** How long an unknown or revoked secret is remembered as such. */
  negativeTtlMs?: number;
  maxEntries?: number;
  lastUsedFlushMs?: number;
  now?: () => number;
}

export class KeyAuthenticator {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly hashById = new Map<string, string>();
  /** Key id → when it was last used (ms since the epoch), written in one batch every few seconds. */
  private readonly pendingLastUsed = new Map<string, number>();
  private readonly ttlMs: number;
  private readonly unwatchedTtlMs: number;
  private readonly negativeTtlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly flushTimer: NodeJS.Timeout;
  /** Whether every change to a key reaches this process (always, on a database of its own). */
  private watched: boolean;
  /**
   * Counts evictions. A lookup stores its answer only if none happened while it ran: its row may
   * predate the change that the eviction was for, and would otherwise be cached after it.
   */
  private generation = 0;

  constructor(
    private readonly database: Database,
    options: KeyAuthenticatorOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 300_000;
    this.unwatchedTtlMs = options.unwatchedTtlMs ?? 5_000;
    this.negativeTtlMs = options.negativeTtlMs ?? 5_000;
    this.watched = !options.sharedDatabase;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
    this.flushTimer = setInterval(() => void this.flushLastUsed().catch(() => undefined), options.lastUsedFlushMs ?? 5_000);
    this.flushTimer.unref();
  }

  /**
   * The principal for a bearer secret, or undefined when the key is unknown, revoked or expired:
   * at once from the cache, through the database otherwise.
   */
  authenticate(secret: string): Awaitable<KeyPrincipal | undefined> {
    if (!looksLikeSecret(secret)) return undefined;
    const hash = hashSecret(secret);
    const now = this.now();
    const entry = this.cache.get(hash);
    if (entry && this.isFresh(entry, now)) return this.admit(entry.principal, now);
    // Expired keys are cached too (and refused below), so evict(keyId) reaches them when an
    // update moves their expiry; only unknown and revoked secrets are cached as absent.
    const generation = this.generation;
    return findUnrevokedKeyByHash(this.database, hash).then((row) => {
      const fetched = { principal: row ? toPrincipal(row) : undefined, fetchedAt: now };
      if (generation === this.generation) this.remember(hash, fetched);
      return this.admit(fetched.principal, now);
    });
  }

  /** Forget a key (after revoke or update), by id or by secret hash. */
  evict(keyId: string, secretHash?: string): void {
    this.generation += 1;
    const hash = secretHash ?? this.hashById.get(keyId);
    if (hash) this.forgetSecretHash(hash);
    this.hashById.delete(keyId);
  }

  /**
   * Forget whatever is cached for a secret hash: a changed key, or a newly created one that must
   * work at once even if its secret was tried (and cached as unknown) before.
   */
  forgetSecretHash(secretHash: string): void {
    this.generation += 1;
    this.drop(secretHash);
  }

  /**
   * On a shared database: whether every change to a key now reaches this process. Becoming true
   * clears the cache, since changes made while nothing was watching were never announced here.
   */
  changesWatched(watched: boolean): void {
    if (watched) {
      this.generation += 1;
      this.cache.clear();
      this.hashById.clear();
    }
    this.watched = watched;
  }

  async flushLastUsed(): Promise<void> {
    if (this.pendingLastUsed.size === 0) return;
    const batch = new Map([...this.pendingLastUsed].map(([keyId, at]) => [keyId, new Date(at)]));
    this.pendingLastUsed.clear();
    await recordKeyUse(this.database, batch);
  }

  async close(): Promise<void> {
    clearInterval(this.flushTimer);
    await this.flushLastUsed();
  }

  /** The key's principal unless it has expired; its use is recorded for the next lastUsedAt write. */
  private admit(principal: KeyPrincipal | undefined, now: number): KeyPrincipal | undefined {
    if (!principal) return undefined;
    if (principal.expiresAt !== null && principal.expiresAt.getTime() <= now) return undefined;
    this.pendingLastUsed.set(principal.keyId, now);
    return principal;
  }

  private isFresh(entry: CacheEntry, now: number): boolean {
    const trusted = this.watched ? this.ttlMs : this.unwatchedTtlMs;
    return now - entry.fetchedAt < (entry.principal ? trusted : Math.min(trusted, this.negativeTtlMs));
  }

  private remember(hash: string, entry: CacheEntry): void {
    if (this.cache.size >= this.maxEntries) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
    this.cache.delete(hash); // re-insert so Map order tracks recency
    this.cache.set(hash, entry);
    if (entry.principal) this.hashById.set(entry.principal.keyId, hash);
  }

  private drop(hash: string): void {
    const entry = this.cache.get(hash);
    this.cache.delete(hash);
    if (entry?.principal && this.hashById.get(entry.principal.keyId) === hash) this.hashById.delete(entry.principal.keyId);
  }
}

function toPrincipal(row: ApiKeyRow): KeyPrincipal {
  return {
    kind: 'key',
    accountId: row.account_id,
    keyId: row.id,
    keyType: row.key_type,
    modelPrivacy: row.model_privacy,
    expiresAt: row.expires_at,
    spendLimited: hasConsumptionLimit(row),
    ...(row.rate_limit_tier ? { rateLimitTier: row.rate_limit_tier } : {}),
  };
}
