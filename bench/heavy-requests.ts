// `npm run bench -- heavy`: does one caller's huge request stall everyone else? The service runs as
// its own process (as `npm start` runs it) in front of the gateway bench's mock upstream; while
// callers send chat requests of ~30 MB (under the 35 MB body limit, far past what the model's
// context can hold), a probe measures GET /models. Printed: the probe's p50/p99 with and without
// the heavy traffic, side by side, and how the heavy requests were answered.
import { request } from 'undici';
import { startMockUpstream, startService } from './gateway/candidates.js';

const PROBES = Number(process.env.BENCH_HEAVY_PROBES ?? 400);
const HEAVY_CALLERS = Number(process.env.BENCH_HEAVY_CALLERS ?? 4);
const HEAVY_BYTES = 30 * 1024 * 1024;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

async function probeModels(origin: string, count: number): Promise<{ p50: number; p99: number; max: number }> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await request(`${origin}/api/v1/models`);
    await response.body.dump();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), max: times.at(-1)! };
}

export async function benchHeavyRequests(): Promise<void> {
  const mock = await startMockUpstream();
  const service = await startService('embedded', mock.port);
  try {
    const { origin, headers } = service.target;
    const quiet = await probeModels(origin, PROBES);
    const huge = JSON.stringify({ model: 'bench-chat', messages: [{ role: 'user', content: 'x'.repeat(HEAVY_BYTES) }] });
    const statuses = new Map<number, number>();
    let running = true;
    const heavy = Array.from({ length: HEAVY_CALLERS }, async () => {
      while (running) {
        const response = await request(`${origin}/api/v1/chat/completions`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: huge,
        });
        await response.body.dump();
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      }
    });
    const loaded = await probeModels(origin, PROBES);
    running = false;
    await Promise.all(heavy);
    console.log(`\nGET /models while ${HEAVY_CALLERS} callers send ${HEAVY_BYTES / 1024 / 1024} MB chat requests (service on the embedded database)`);
    console.log('| traffic | p50 (ms) | p99 (ms) | max (ms) |');
    console.log('|---|---|---|---|');
    console.log(`| none | ${quiet.p50.toFixed(2)} | ${quiet.p99.toFixed(2)} | ${quiet.max.toFixed(2)} |`);
    console.log(`| heavy | ${loaded.p50.toFixed(2)} | ${loaded.p99.toFixed(2)} | ${loaded.max.toFixed(2)} |`);
    console.log(`heavy requests answered: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(', ')}; target: p99 under 50 ms`);
  } finally {
    await service.stop();
    await mock.candidate.stop();
  }
}
