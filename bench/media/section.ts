// What a section of `npm run bench -- media` gets and gives, and the probe of GET /models they share.
import { request } from 'undici';

export const ROUNDS = Number(process.env.BENCH_MEDIA_ROUNDS ?? 3);

/** The running service a section measures. */
export interface MediaService {
  origin: string;
  /** An INFERENCE key's header, on a funded account. */
  headers: Record<string, string>;
  modelsDir: string;
}

export interface MediaSection {
  name: string;
  /** Files in ./data/models the section needs; the section is skipped, saying so, without them. */
  needs: string[];
  run(service: MediaService): Promise<void>;
}

export interface Probed {
  p50: number;
  p99: number;
  max: number;
}

/** GET /models `count` times, one after another, a few milliseconds apart. */
export async function probeModels(origin: string, count: number): Promise<Probed> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await request(`${origin}/api/v1/models`);
    await response.body.dump();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  times.sort((a, b) => a - b);
  const at = (fraction: number) => times[Math.min(times.length - 1, Math.floor(times.length * fraction))]!;
  return { p50: at(0.5), p99: at(0.99), max: times.at(-1)! };
}

/** The probe while `work` runs in a loop; resolves once both have ended. */
export async function probeWhile(origin: string, count: number, work: () => Promise<void>): Promise<Probed> {
  let running = true;
  const loop = (async () => {
    while (running) await work();
  })();
  const probed = await probeModels(origin, count);
  running = false;
  await loop;
  return probed;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
