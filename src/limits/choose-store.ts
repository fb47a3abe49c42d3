// Where the counters live: REDIS_URL set → Redis, shared by every replica; unset → this process.
import type { CounterStore } from './counter-store.js';
import { MemoryCounterStore } from './memory-store.js';
import { RedisCounterStore } from './redis-store.js';

export function counterStoreFor(environment: NodeJS.ProcessEnv): CounterStore {
  const url = environment.REDIS_URL?.trim();
  return url ? new RedisCounterStore({ url, prefix: environment.REDIS_KEY_PREFIX || undefined }) : new MemoryCounterStore();
}
