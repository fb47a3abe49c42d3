// What a section of `npm run bench -- media` gets and gives, and the probe of GET /models they share.
import { type Probed, probeModels } from '../models-probe.js';

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
