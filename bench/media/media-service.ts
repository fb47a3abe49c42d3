// The service the media benches measure: its own process (as `npm start` runs it, from the build)
// on the project's config and real models (./data/models, as `make models` leaves them), a fresh
// embedded database, and rate limits no bench reaches. Also the probe every media section runs:
// GET /models, quiet and while the media requests run, to show whether the event loop stays free.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'undici';
import { buildService, nodeChild, serviceNodeFlags } from '../gateway/candidates.js';
import { temporaryFolder } from '../gateway/processes.js';
import { PROJECT_ROOT, RATE_LIMITS_YAML, SERVICE_ENTRY } from '../gateway/service-config.js';
import { type Probed, probeModels as probeOrigin, probeTimes, summary } from '../models-probe.js';

export interface MediaService {
  origin: string;
  headers: Record<string, string>;
  stop(): Promise<void>;
}

export const MODELS_DIR = join(PROJECT_ROOT, 'data', 'models');

export async function startMediaService(): Promise<MediaService> {
  const configDir = temporaryFolder('bench-media-config-');
  const dataDir = temporaryFolder('bench-media-data-');
  cpSync(join(PROJECT_ROOT, 'config'), configDir, { recursive: true });
  // The models stay where `make models` put them; the database is the run's own.
  const models = readFileSync(join(configDir, 'models.yaml'), 'utf8').replaceAll(`\${DATA_DIR:-./data}/models/`, `${MODELS_DIR}/`);
  writeFileSync(join(configDir, 'models.yaml'), models);
  writeFileSync(join(configDir, 'rate-limits.yaml'), RATE_LIMITS_YAML);
  buildService();
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, CONFIG_DIR: configDir, MODEL_DOWNLOADS: 'off' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = nodeChild('service (media)', SERVICE_ENTRY, env, serviceNodeFlags());
  try {
    const adminKey = (await child.waitFor(/SERVICE_ADMIN_KEY_[0-9A-Za-z]{43}/, 180_000))[0];
    const port = Number((await child.waitFor(/listening on http:\/\/127\.0\.0\.1:(\d+)/, 180_000))[1]);
    const origin = `http://127.0.0.1:${port}`;
    const headers = { authorization: `Bearer ${adminKey}`, 'content-type': 'application/json' };
    const credit = await request(`${origin}/api/v1/billing/credits`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ amountUsd: 100_000, reason: 'bench', externalId: 'bench-media-credit' }),
    });
    await credit.body.dump();
    if (credit.statusCode !== 200) throw new Error(`crediting the account answered ${credit.statusCode}`);
    return { origin, headers, stop: () => child.stop() };
  } catch (error) {
    await child.stop();
    throw error;
  }
}

/** A JSON POST's status and body bytes. */
export async function postJson(service: MediaService, path: string, body: unknown): Promise<{ status: number; bytes: Buffer }> {
  const response = await request(`${service.origin}/api/v1${path}`, { method: 'POST', headers: service.headers, body: JSON.stringify(body) });
  return { status: response.statusCode, bytes: Buffer.from(await response.body.arrayBuffer()) };
}

/** GET /models `count` times, 5 ms apart: its latency percentiles in ms. */
export const probeModels = (service: MediaService, count: number): Promise<Probed> => probeOrigin(service.origin, count);

/**
 * The probe while `callers` loops run `work`: at least `count` probes, and on until every caller has
 * finished two pieces of work (a slow one outlasts the probes). Resolves with the probe and the statuses the work got.
 */
export async function probeWhile(
  service: MediaService,
  count: number,
  callers: number,
  work: () => Promise<number>,
): Promise<{ probed: Probed; statuses: string }> {
  const statuses = new Map<number, number>();
  let running = true;
  let finished = 0;
  const loops = Array.from({ length: callers }, async () => {
    while (running) {
      const status = await work();
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      finished += 1;
    }
  });
  const times: number[] = [];
  while (times.length < count || finished < callers * 2) times.push(...(await probeTimes(service.origin, 10)));
  running = false;
  await Promise.all(loops);
  return { probed: summary(times), statuses: [...statuses].map(([status, times]) => `${times} × ${status}`).join(', ') };
}

export const probeRow = (traffic: string, probed: Probed, answered: string) =>
  `| ${traffic} | ${probed.p50.toFixed(2)} | ${probed.p99.toFixed(2)} | ${probed.max.toFixed(2)} | ${answered} |`;
