// Where the counters live: REDIS_URL set → Redis, shared by every replica; unset → this process.
// The Redis client is imported only when it is used: a service without Redis does not load it.
import type { Settings } from '../config/environment.js';
import type { CounterStore } from './counter-store.js';
import { MemoryCounterStore } from './memory-store.js';

export async function counterStoreFor(redis: Settings['redis']): Promise<CounterStore> {
  if (!redis) return new MemoryCounterStore();
  const { RedisCounterStore } = await import('./redis-store.js');
  return new RedisCounterStore({ url: redis.url, prefix: redis.keyPrefix });
}
