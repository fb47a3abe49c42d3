// The llama bench's printout: one row per path (medians of the rounds, min–max), then each API path
// against raw node-llama-cpp of the same round, as a median of the per-round figures.
import { spread, type Spread } from '../gateway/statistics.js';
import { decodeRate, type GenerationTiming } from './raw-session.js';

export type PathName = 'raw' | 'api stream' | 'api json';

const format = (figure: Spread | undefined, digits: number) =>
  figure ? `${figure.median.toFixed(digits)} (${figure.min.toFixed(digits)}–${figure.max.toFixed(digits)})` : 'n/a';

const wholeRate = (timing: GenerationTiming) => timing.completionTokens / (timing.totalMs / 1000);

const COLUMNS: [string, number, (timing: GenerationTiming) => number, number][] = [
  ['first token ms', 1, (timing) => timing.firstTokenMs, 22],
  ['decode tok/s', 1, decodeRate, 22],
  ['request ms', 0, (timing) => timing.totalMs, 20],
  ['CPU ms/request', 0, (timing) => timing.cpuMs, 18],
  ['tok/s whole request', 1, wholeRate, 0],
];

export function printPaths(results: Record<PathName, GenerationTiming[]>): void {
  console.log(`  ${'path'.padEnd(12)} ${'tokens'.padEnd(7)}${COLUMNS.map(([title, , , width]) => title.padEnd(width)).join(' ')}`);
  for (const name of Object.keys(results) as PathName[]) {
    const cells = COLUMNS.map(([, digits, pick, width]) => format(spread(results[name].map(pick)), digits).padEnd(width));
    console.log(`  ${name.padEnd(12)} ${String(results[name][0]?.completionTokens ?? 0).padEnd(7)}${cells.join(' ')}`);
  }
  const perRound = (name: PathName, of: (api: GenerationTiming, raw: GenerationTiming) => number) =>
    format(spread(results[name].map((timing, round) => of(timing, results.raw[round]!))), 3);
  const lines: [string, PathName, (api: GenerationTiming, raw: GenerationTiming) => number, string][] = [
    ['stream decode tok/s, ratio', 'api stream', (api, raw) => decodeRate(api) / decodeRate(raw), 'target ≥ 0.95'],
    ['stream first token added, ms', 'api stream', (api, raw) => api.firstTokenMs - raw.firstTokenMs, 'target ≤ 5'],
    ['stream whole request tok/s, ratio', 'api stream', (api, raw) => raw.totalMs / api.totalMs, ''],
    ['JSON whole request tok/s, ratio', 'api json', (api, raw) => raw.totalMs / api.totalMs, ''],
    ['JSON request time added, ms', 'api json', (api, raw) => api.totalMs - raw.totalMs, ''],
    ['stream CPU added per request, ms', 'api stream', (api, raw) => api.cpuMs - raw.cpuMs, 'CPU time: not inflated by waiting for a core'],
    ['JSON CPU added per request, ms', 'api json', (api, raw) => api.cpuMs - raw.cpuMs, ''],
  ];
  console.log('  API against raw of the same round (median of rounds, min–max):');
  for (const [title, name, of, note] of lines) console.log(`    ${title.padEnd(34)} ${perRound(name, of).padEnd(26)} ${note}`);
  const counts = new Set(Object.values(results).flatMap((timings) => timings.map((timing) => timing.completionTokens)));
  if (counts.size > 1) console.log(`  note: the paths generated different token counts (${[...counts].join(', ')}); compare the tok/s columns`);
}
