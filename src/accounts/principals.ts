// Bearer authentication without a database round trip on the hot path: a resolved key is cached
// for a short time (30 s by default), unknown secrets for less (5 s), and every write to a key in
// this process (revoke, update, create) evicts it at once. Other replicas see a revocation within
// the cache lifetime. lastUsedAt is collected in memory and written in one batch every few seconds.
import type { WalletPrincipal } from '../payments/siwx/result.js';
import type { Database } from '../store/database.js';
import { findUnrevokedKeyByHash, recordKeyUse } from './api-keys.js';
import { hasConsumptionLimit, type ApiKeyRow, type ModelPrivacy } from './api-key-records.js';
import { hashSecret, looksLikeSecret, type KeyType } from './key-secret.js';

export interface KeyPrincipal {
  kind: 'key';
  accountId: string;
  keyId: string;
  keyType: KeyType;
  modelPrivacy: ModelPrivacy;
  expiresAt: Date | null;
  /** The key has USD or DIEM spend caps (its charges are then checked against every replica's spending). */
  spendLimited: boolean;
  /** The key's rate-limit tier; absent means the default tier of config/rate-limits.yaml. */
  rateLimitTier?: string;
}

/** Who is calling: an API key, or a wallet signed in with SIGN-IN-WITH-X (src/payments/siwx). */
export type Principal = KeyPrincipal | WalletPrincipal;

interface CacheEntry {
  principal: KeyPrincipal | undefined;
  cachedUntil: number;
}

export interface KeyAuthenticatorOptions {
  ttlMs?: number;
  negativeTtlMs?: number;
  maxEntries?: number;
  lastUsedFlushMs?: number;
  now?: () => number;
}

export class KeyAuthenticator {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly hashById = new Map<string, string>();
  private readonly pendingLastUsed = new Map<string, Date>();
  private readonly ttlMs: number;
  private readonly negativeTtlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly flushTimer: NodeJS.Timeout;

  constructor(private readonly database: Database, options: KeyAuthenticatorOptions = {}) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.negativeTtlMs = options.negativeTtlMs ?? 5_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
    this.flushTimer = setInterval(() => void this.flushLastUsed().catch(() => undefined), options.lastUsedFlushMs ?? 5_000);
    this.flushTimer.unref();
  }

  /** The principal for a bearer secret, or undefined when the key is unknown, revoked or expired. */
  async authenticate(secret: string): Promise<KeyPrincipal | undefined> {
    if (!looksLikeSecret(secret)) return undefined;
    const hash = hashSecret(secret);
    const now = this.now();
    let entry = this.cache.get(hash);
    if (!entry || entry.cachedUntil <= now) {
      // Expired keys are cached too (and refused below), so evict(keyId) reaches them when an
      // update moves their expiry; only unknown and revoked secrets are cached as absent.
      const row = await findUnrevokedKeyByHash(this.database, hash);
      entry = { principal: row ? toPrincipal(row) : undefined, cachedUntil: now + (row ? this.ttlMs : this.negativeTtlMs) };
      this.remember(hash, entry);
    }
    const principal = entry.principal;
    if (!principal) return undefined;
    if (principal.expiresAt !== null && principal.expiresAt.getTime() <= now) return undefined;
    this.pendingLastUsed.set(principal.keyId, new Date(now));
    return principal;
  }

  /** Forget a key (after revoke or update), by id or by secret hash. */
  evict(keyId: string, secretHash?: string): void {
    const hash = secretHash ?? this.hashById.get(keyId);
    if (hash) this.cache.delete(hash);
    this.hashById.delete(keyId);
  }

  /** A newly created key must work at once even if its secret was tried (and cached as unknown) before. */
  forgetSecretHash(secretHash: string): void {
    this.cache.delete(secretHash);
  }

  async flushLastUsed(): Promise<void> {
    if (this.pendingLastUsed.size === 0) return;
    const batch = new Map(this.pendingLastUsed);
    this.pendingLastUsed.clear();
    await recordKeyUse(this.database, batch);
  }

  async close(): Promise<void> {
    clearInterval(this.flushTimer);
    await this.flushLastUsed();
  }

  private remember(hash: string, entry: CacheEntry): void {
    if (this.cache.size >= this.maxEntries) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.delete(hash); // re-insert so Map order tracks recency
    this.cache.set(hash, entry);
    if (entry.principal) this.hashById.set(entry.principal.keyId, hash);
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
