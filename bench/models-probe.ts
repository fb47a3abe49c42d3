// The probe the benches share: GET /models, one request after another a few milliseconds apart, to
// see whether heavy work elsewhere holds up the event loop. Its latencies in ms.
import { request } from 'undici';
import { percentile } from './gateway/statistics.js';

export interface Probed {
  p50: number;
  p99: number;
  max: number;
}

/** The latency of each of `count` GET /models, 5 ms apart. */
export async function probeTimes(origin: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await request(`${origin}/api/v1/models`);
    await response.body.dump();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return times;
}

export function summary(times: number[]): Probed {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1)! };
}

/** GET /models `count` times, 5 ms apart: its latency percentiles. */
export const probeModels = async (origin: string, count: number): Promise<Probed> => summary(await probeTimes(origin, count));
