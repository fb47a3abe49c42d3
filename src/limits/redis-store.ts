// Counters shared by every replica through Redis. Each operation is one Lua script, which Redis runs
// atomically: check every budget and window, then add to all or none. One round trip per
// admission. The keys of one admission share a hash tag (`{caller|scope}`), so the script is also
// valid on Redis Cluster. Times come from the caller's clock (ARGV), never from Redis, so replicas
// and tests agree on windows; key lifetimes are relative (PEXPIRE), so a test clock far from the
// wall clock cannot make Redis drop a live counter. While the connection is down every operation
// fails at once with CountersUnavailableError (a 503), instead of each request waiting out the
// client's retries; the client reconnects by itself (docs/decisions/0028-dependency-failures.md).
import { Redis, ReplyError } from 'ioredis';
import { CountersUnavailableError, type AdmitOutcome, type BudgetProbe, type CounterStore, type RecordedEvent, type WindowCharge } from './counter-store.js';

// KEYS: budget logs, then window counters. ARGV: now, budget count, window count, then per budget
// (threshold, windowMs), then per window (limit, cost, ttlMs). Replies:
//   {0, 'ok', count...} | {1, budgetIndex, count, clearsAt} | {2, windowIndex, firstBreach, count...}
const ADMIT = `
local now = tonumber(ARGV[1])
local budgets = tonumber(ARGV[2])
local windows = tonumber(ARGV[3])
for i = 1, budgets do
  local threshold = tonumber(ARGV[2 + 2 * i])
  local length = tonumber(ARGV[3 + 2 * i])
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - length)
  local count = redis.call('ZCARD', KEYS[i])
  if count > threshold then
    local oldest = redis.call('ZRANGE', KEYS[i], count - threshold - 1, count - threshold - 1, 'WITHSCORES')
    return {1, i - 1, count, tonumber(oldest[2]) + length}
  end
end
local base = 4 + 2 * budgets
local counts = {}
for i = 1, windows do
  counts[i] = tonumber(redis.call('GET', KEYS[budgets + i]) or '0')
end
for i = 1, windows do
  local at = base + 3 * (i - 1)
  if counts[i] + tonumber(ARGV[at + 1]) > tonumber(ARGV[at]) then
    -- The breach mark shares the counter's hash tag, so it lives in the same slot.
    local first = redis.call('SET', KEYS[budgets + i] .. ':breach', '1', 'NX', 'PX', ARGV[at + 2])
    local reply = {2, i - 1, first and 1 or 0}
    for j = 1, windows do reply[3 + j] = counts[j] end
    return reply
  end
end
local reply = {0, 0, 0}
for i = 1, windows do
  local at = base + 3 * (i - 1)
  reply[3 + i] = redis.call('INCRBY', KEYS[budgets + i], ARGV[at + 1])
  redis.call('PEXPIRE', KEYS[budgets + i], ARGV[at + 2])
end
return reply
`;

// KEYS[1]: a live window counter. ARGV[1]: delta. Reply: the new value, or nil once it expired.
const ADJUST = `
if redis.call('EXISTS', KEYS[1]) == 0 then return nil end
return redis.call('INCRBY', KEYS[1], ARGV[1])
`;

// KEYS[1]: a budget log. ARGV: now, windowMs, threshold, event id. Reply: {count, crossed, clearsAt}.
const RECORD = `
local now = tonumber(ARGV[1])
local length = tonumber(ARGV[2])
local threshold = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - length)
local before = redis.call('ZCARD', KEYS[1])
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('ZREMRANGEBYRANK', KEYS[1], 0, -(threshold + 2))
redis.call('PEXPIRE', KEYS[1], length)
local count = redis.call('ZCARD', KEYS[1])
local clears = 0
if count > threshold then
  clears = tonumber(redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2]) + length
end
return {count, (before <= threshold and count > threshold) and 1 or 0, clears}
`;

type Reply = (number | string)[];

/** The scripts, as ioredis defines them (EVALSHA, falling back to EVAL once after a Redis restart). */
interface ScriptCommands {
  limitsAdmit(keyCount: number, ...keysAndArgs: (string | number)[]): Promise<Reply>;
  limitsAdjust(key: string, delta: number): Promise<number | null>;
  limitsRecord(key: string, now: number, windowMs: number, threshold: number, id: string): Promise<Reply>;
}

export interface RedisStoreOptions {
  url: string;
  /** Prepended to every key, so several services (or test files) can share one Redis. */
  prefix?: string;
  /**
   * Hears that Redis cannot be reached (at most once per `reportEveryMs` while it stays so), and
   * that it can be again. Without a listener the client prints every failed reconnection (several
   * a second) to stderr as an "Unhandled error event".
   */
  onConnection?: (state: 'lost' | 'restored', error?: Error) => void;
  reportEveryMs?: number;
  /** How long a command may wait for its answer (default 2 s); then it fails with CountersUnavailableError. */
  commandTimeoutMs?: number;
}

/** Replies of a Redis that is up but cannot serve yet (loading its data, a busy script, a failover). */
const UNAVAILABLE_REPLY = /^(LOADING|BUSY|MASTERDOWN|TRYAGAIN|CLUSTERDOWN|READONLY)\b/;

/** Reconnection attempts back off to at most this, so a Redis that is back is in use within half a second. */
const MAX_RECONNECT_DELAY_MS = 500;

export class RedisCounterStore implements CounterStore {
  private readonly redis: Redis;
  private readonly scripts: ScriptCommands;
  private readonly prefix: string;
  private unreachableAt: number | undefined;

  constructor(options: RedisStoreOptions) {
    // A command sent as the connection drops is resent once after a reconnection at most, and waits
    // at most commandTimeout for its answer; later commands fail at once until the client is ready.
    this.redis = new Redis(options.url, {
      maxRetriesPerRequest: 1,
      commandTimeout: options.commandTimeoutMs ?? 2_000,
      lazyConnect: false,
      retryStrategy: (attempt) => Math.min(attempt * 50, MAX_RECONNECT_DELAY_MS),
    });
    this.redis.defineCommand('limitsAdmit', { lua: ADMIT });
    this.redis.defineCommand('limitsAdjust', { lua: ADJUST, numberOfKeys: 1 });
    this.redis.defineCommand('limitsRecord', { lua: RECORD, numberOfKeys: 1 });
    // defineCommand adds the methods at run time; ScriptCommands states their shapes.
    this.scripts = this.redis as unknown as ScriptCommands;
    this.prefix = options.prefix ?? 'limits:';
    const reportEveryMs = options.reportEveryMs ?? 30_000;
    let reportedAt: number | undefined;
    this.redis.on('close', () => (this.unreachableAt ??= Date.now()));
    this.redis.on('error', (error: Error) => {
      this.unreachableAt ??= Date.now();
      if (reportedAt !== undefined && Date.now() - reportedAt < reportEveryMs) return;
      reportedAt = Date.now();
      options.onConnection?.('lost', error);
    });
    this.redis.on('ready', () => {
      this.unreachableAt = undefined;
      if (reportedAt === undefined) return;
      reportedAt = undefined;
      options.onConnection?.('restored');
    });
  }

  /** Since when (wall-clock ms) the connection has been down; undefined while it is up, or still being made at boot. */
  get unreachableSince(): number | undefined {
    return this.unreachableAt;
  }

  async admit(budgets: BudgetProbe[], windows: WindowCharge[], nowMs: number): Promise<AdmitOutcome> {
    const keys = [...budgets.map((budget) => this.prefix + budget.key), ...windows.map((window) => this.prefix + window.key)];
    const args = [
      nowMs,
      budgets.length,
      windows.length,
      ...budgets.flatMap((budget) => [budget.threshold, budget.windowMs]),
      ...windows.flatMap((window) => [window.limit, window.cost, Math.max(1, Math.ceil(window.ttlMs))]),
    ];
    const reply = (await this.run(() => this.scripts.limitsAdmit(keys.length, ...keys, ...args))).map(Number);
    const [kind, index, detail] = reply as [number, number, number];
    if (kind === 1) return { admitted: false, budget: index, count: detail, clearsAt: reply[3]! };
    const counts = reply.slice(3);
    if (kind === 2) return { admitted: false, window: index, counts, firstBreach: detail === 1 };
    return { admitted: true, counts };
  }

  async adjust(key: string, delta: number): Promise<number | undefined> {
    const value = await this.run(() => this.scripts.limitsAdjust(this.prefix + key, Math.round(delta)));
    return value === null ? undefined : Number(value);
  }

  async recordEvent(budget: BudgetProbe, nowMs: number, id: string): Promise<RecordedEvent> {
    const [count, crossed, clearsAt] = (
      await this.run(() => this.scripts.limitsRecord(this.prefix + budget.key, nowMs, budget.windowMs, budget.threshold, id))
    ).map(Number) as [number, number, number];
    return { count, crossed: crossed === 1, ...(count > budget.threshold ? { clearsAt } : {}) };
  }

  /**
   * Runs one command: refused at once while the connection is known down, and any failure to reach
   * Redis (a timeout, a dropped connection, a Redis not ready to serve) becomes CountersUnavailableError.
   */
  private run<T>(command: () => Promise<T>): Promise<T> {
    if (this.unreachableAt !== undefined) {
      return Promise.reject(
        new CountersUnavailableError(`the rate-limit counters (Redis) cannot be reached since ${new Date(this.unreachableAt).toISOString()}`),
      );
    }
    return command().catch((error: unknown) => {
      if (error instanceof ReplyError && !UNAVAILABLE_REPLY.test((error as Error).message)) throw error;
      throw new CountersUnavailableError(`the rate-limit counters (Redis) cannot be reached: ${(error as Error).message}`, { cause: error });
    });
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
