// Where the counters live: REDIS_URL set → Redis, shared by every replica; unset → this process.
import type { Settings } from '../config/environment.js';
import type { CounterStore } from './counter-store.js';
import { MemoryCounterStore } from './memory-store.js';
import { RedisCounterStore } from './redis-store.js';

export function counterStoreFor(redis: Settings['redis']): CounterStore {
  return redis ? new RedisCounterStore({ url: redis.url, prefix: redis.keyPrefix }) : new MemoryCounterStore();
}
