// Where the counters live: REDIS_URL set → Redis, shared by every replica; unset → this process.
// The Redis client is imported only when it is used: a service without Redis does not load it.
import type { Settings } from '../config/environment.js';
import type { Logger } from '../observability/logger.js';
import type { CounterStore } from './counter-store.js';
import { MemoryCounterStore } from './memory-store.js';

export async function counterStoreFor(redis: Settings['redis'], logger: Logger): Promise<CounterStore> {
  if (!redis) return new MemoryCounterStore();
  const { RedisCounterStore } = await import('./redis-store.js');
  return new RedisCounterStore({
    url: redis.url,
    prefix: redis.keyPrefix,
    // While it is down, requests that need a rate-limit count fail rather than run unmetered.
    onConnection: (state, error) =>
      state === 'lost'
        ? logger.error('rate limits: Redis cannot be reached; requests that need it are refused until it can', error)
        : logger.warn('rate limits: Redis can be reached again'),
  });
}
