// `npm run bench -- heavy`: does one caller's heavy request stall everyone else? The service runs as
// its own process (as `npm start` runs it) in front of the gateway bench's mock upstream; a probe
// measures GET /models quiet, then while callers send each mix's heavy requests in a loop (huge
// JSON chats, hostile documents, audio that is slow to decode: bench/heavy/*-mix.ts). Printed: the
// probe's p50/p99 for each, side by side, and how the heavy requests were answered. Then the
// fairness cases: a paying caller's latency alone and beside free count_tokens callers
// (bench/heavy/free-work.ts). BENCH_HEAVY_MIXES=json,documents,free picks mixes by name.
import { startMockUpstream, startService } from './gateway/candidates.js';
import { type Probed, probeModels } from './models-probe.js';
import { audioMix, silentAudioMix } from './heavy/audio-mix.js';
import { documentMix } from './heavy/document-mix.js';
import { benchFreeWork } from './heavy/free-work.js';
import { jsonMix } from './heavy/json-mix.js';
import type { HeavyMix } from './heavy/mix.js';

const PROBES = Number(process.env.BENCH_HEAVY_PROBES ?? 400);
const HEAVY_CALLERS = Number(process.env.BENCH_HEAVY_CALLERS ?? 4);
const MIXES: HeavyMix[] = [jsonMix, documentMix, audioMix, silentAudioMix];

/** The probe while HEAVY_CALLERS send the mix's requests, and how those were answered (status → count). */
async function underMix(mix: HeavyMix, origin: string, headers: Record<string, string>): Promise<{ probed: Probed; statuses: Map<number, number> }> {
  const statuses = new Map<number, number>();
  let running = true;
  const heavy = Array.from({ length: HEAVY_CALLERS }, async () => {
    while (running) {
      const status = await mix.send(origin, headers);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  const probed = await probeModels(origin, PROBES);
  running = false;
  await Promise.all(heavy);
  return { probed, statuses };
}

const row = (traffic: string, probed: Probed, answered: string) =>
  `| ${traffic} | ${probed.p50.toFixed(2)} | ${probed.p99.toFixed(2)} | ${probed.max.toFixed(2)} | ${answered} |`;

export async function benchHeavyRequests(): Promise<void> {
  const chosen = process.env.BENCH_HEAVY_MIXES?.split(',').map((name) => name.trim());
  const mixes = chosen ? MIXES.filter((mix) => chosen.includes(mix.name)) : MIXES;
  if (mixes.length > 0) await probeUnderMixes(mixes);
  if (!chosen || chosen.includes('free')) await benchFreeWork();
}

async function probeUnderMixes(mixes: HeavyMix[]): Promise<void> {
  const mock = await startMockUpstream();
  const service = await startService('embedded', mock.port);
  try {
    const { origin, headers } = service.target;
    const rows = [row('none', await probeModels(origin, PROBES), '')];
    for (const mix of mixes) {
      const { probed, statuses } = await underMix(mix, origin, headers);
      const answered = [...statuses].map(([status, count]) => `${count} × ${status}`).join(', ');
      rows.push(row(`${mix.name}: ${mix.description}`, probed, answered));
    }
    console.log(`\nGET /models while ${HEAVY_CALLERS} callers send each mix's heavy requests (service on the embedded database)`);
    console.log('| traffic | p50 (ms) | p99 (ms) | max (ms) | heavy requests answered |');
    console.log('|---|---|---|---|---|');
    for (const line of rows) console.log(line);
    console.log('target: p99 under 50 ms under every mix');
  } finally {
    await service.stop();
    await mock.candidate.stop();
  }
}
