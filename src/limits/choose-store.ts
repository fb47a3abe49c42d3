// Where the counters live: REDIS_URL set → Redis, shared by every replica; unset → this process.
// The Redis client is imported only when it is used: a service without Redis does not load it.
// While Redis is down, requests that need a count are refused with 503 (RATE_LIMITS_WHEN_REDIS_DOWN
// refuse, the default), or counted in this process for a bounded time (local: fallback-store.ts).
import type { Logger } from '../observability/logger.js';
import type { CounterStore } from './counter-store.js';
import { MemoryCounterStore } from './memory-store.js';

/** REDIS_URL and its companions (src/config/environment.ts reads them). */
export interface RedisSettings {
  url: string;
  keyPrefix?: string;
  whenDown: 'refuse' | 'local';
  localForMs: number;
}

export async function counterStoreFor(redis: RedisSettings | undefined, logger: Logger): Promise<CounterStore> {
  if (!redis) return new MemoryCounterStore();
  const { RedisCounterStore } = await import('./redis-store.js');
  const local = redis.whenDown === 'local';
  const shared = new RedisCounterStore({
    url: redis.url,
    prefix: redis.keyPrefix,
    onConnection: (state, error) =>
      state === 'lost'
        ? logger.error(
            local
              ? `rate limits: Redis cannot be reached; requests are counted in this process for ${redis.localForMs / 1000} s, then refused until it can`
              : 'rate limits: Redis cannot be reached; requests that need it are refused (503) until it can',
            error,
          )
        : logger.warn('rate limits: Redis can be reached again'),
  });
  if (!local) return shared;
  const { FallbackCounterStore } = await import('./fallback-store.js');
  return new FallbackCounterStore(shared, { localForMs: redis.localForMs });
}
