// The gateway bench's printout: every round's figures as they come, then medians of the rounds
// (with their min–max), ratios against `direct`, and one markdown table. "Added" figures are taken
// per round (candidate minus direct of the same round) before the median, so a slow moment of the
// shared machine weighs on both sides of the difference.
import { SERVICE_NAMES, type CandidateName } from './candidates.js';
import { spread, type Spread } from './statistics.js';

/** What one round measured for one candidate. */
export interface RoundFigures {
  latencyP50?: number;
  latencyP99?: number;
  perSecond?: number;
  throughputP99?: number;
  cpuMsPerRequest?: number;
  /** PostgreSQL server CPU over the same c=64 window, per request. */
  databaseCpuMsPerRequest?: number;
  rssMb?: number;
  streamFirstByte?: number;
  streamEnd?: number;
  errors: number;
}

export type Results = Map<CandidateName, RoundFigures[]>;

export const TARGETS = {
  addedP50Ms: 0.5,
  cpuMsPerRequest: 0.4,
  perSecond: 2000,
  streamAddedMs: 1,
  rssMb: { embedded: 400, postgres: 150, pooled: 400 },
  /** What choosing among three deployments may add to the single-route model (pooled against embedded). */
  pooledAddedP50Ms: 0.5,
  pooledAddedCpuMs: 0.4,
} as const;

function number(value: number, digits: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** "median (min–max)", or just the value when there was one round. */
export function formatSpread(figure: Spread | undefined, digits: number): string {
  if (!figure) return 'n/a';
  if (figure.min === figure.max) return number(figure.median, digits);
  return `${number(figure.median, digits)} (${number(figure.min, digits)}–${number(figure.max, digits)})`;
}

type Field = Exclude<keyof RoundFigures, 'errors'>;

function values(rounds: RoundFigures[], field: Field): number[] {
  return rounds.map((round) => round[field] ?? Number.NaN);
}

/** Per round, the candidate's figure minus the base's (direct's unless named) of that round. */
function added(results: Results, name: CandidateName, field: Field, base: CandidateName = 'direct'): number[] {
  const baseRounds = results.get(base) ?? [];
  return (results.get(name) ?? []).map((round, index) => (round[field] ?? Number.NaN) - (baseRounds[index]?.[field] ?? Number.NaN));
}

/** Per round, the candidate's figure divided by the base's (direct's unless named). */
function ratio(results: Results, name: CandidateName, field: Field, base: CandidateName = 'direct'): number[] {
  const baseRounds = results.get(base) ?? [];
  return (results.get(name) ?? []).map((round, index) => (round[field] ?? Number.NaN) / (baseRounds[index]?.[field] ?? Number.NaN));
}

export function printSummary(results: Results, settings: { rounds: number; concurrency: number; throughputDelayMs: number }): void {
  const names = [...results.keys()];
  const others = names.filter((name) => name !== 'direct');
  const services = names.filter((name) => SERVICE_NAMES.includes(name));
  const of = (name: CandidateName, field: Field) => spread(values(results.get(name)!, field));
  const c = settings.concurrency;

  console.log(`\n## Absolute figures (median of ${settings.rounds} round(s), min–max)\n`);
  for (const name of names) {
    const rounds = results.get(name)!;
    const errors = rounds.reduce((sum, round) => sum + round.errors, 0);
    const database = of(name, 'databaseCpuMsPerRequest');
    console.log(
      `${name.padEnd(9)} c=1 p50 ${formatSpread(of(name, 'latencyP50'), 3)} ms, p99 ${formatSpread(of(name, 'latencyP99'), 3)} ms | ` +
        `c=${c} ${formatSpread(of(name, 'perSecond'), 0)} req/s, p99 ${formatSpread(of(name, 'throughputP99'), 1)} ms | ` +
        `CPU ${formatSpread(of(name, 'cpuMsPerRequest'), 3)} ms/req${database ? ` + PostgreSQL server ${formatSpread(database, 3)} ms/req` : ''} | ` +
        `stream first byte ${formatSpread(of(name, 'streamFirstByte'), 2)} ms, end ${formatSpread(of(name, 'streamEnd'), 2)} ms | ` +
        `RSS ${formatSpread(of(name, 'rssMb'), 0)} MB | errors ${errors}`,
    );
  }

  if (results.has('direct') && services.length > 0) {
    console.log('\n## Against direct (per round, then the median)\n');
    for (const name of others) {
      const line = [
        `added p50 ${formatSpread(spread(added(results, name, 'latencyP50')), 3)} ms (${formatSpread(spread(ratio(results, name, 'latencyP50')), 1)}× direct's p50)`,
        `CPU/request ${formatSpread(spread(ratio(results, name, 'cpuMsPerRequest')), 1)}× direct`,
        `req/s ${formatSpread(spread(ratio(results, name, 'perSecond')), 2)}× direct`,
        `RSS ${formatSpread(spread(ratio(results, name, 'rssMb')), 1)}× direct`,
      ];
      console.log(`${name}/direct: ${line.join(', ')}`);
    }
  }

  if (results.has('floor') && services.length > 0) {
    // The bare Koa + undici hop measured in the same rounds: what the service adds beyond any hop.
    console.log('\n## Against the floor, Koa + undici alone (per round, then the median)\n');
    for (const name of services) {
      const line = [
        `added p50 ${formatSpread(spread(added(results, name, 'latencyP50', 'floor')), 3)} ms`,
        `CPU/request +${formatSpread(spread(added(results, name, 'cpuMsPerRequest', 'floor')), 3)} ms (${formatSpread(spread(ratio(results, name, 'cpuMsPerRequest', 'floor')), 1)}× the floor)`,
        `req/s ${formatSpread(spread(ratio(results, name, 'perSecond', 'floor')), 2)}× the floor`,
        `stream added first byte ${formatSpread(spread(added(results, name, 'streamFirstByte', 'floor')), 2)} ms, end ${formatSpread(spread(added(results, name, 'streamEnd', 'floor')), 2)} ms`,
      ];
      console.log(`${name}/floor: ${line.join(', ')}`);
    }
  }

  if (results.has('pooled') && results.has('embedded')) {
    // The same service and database; only the model's routing differs: one route, or three deployments.
    const addedP50 = spread(added(results, 'pooled', 'latencyP50', 'embedded'));
    const addedCpu = spread(added(results, 'pooled', 'cpuMsPerRequest', 'embedded'));
    console.log('\n## Three deployments against one route (pooled minus embedded, per round, then the median)\n');
    console.log(
      `pooled/embedded: added p50 ${formatSpread(addedP50, 3)} ms (target ≤ ${TARGETS.pooledAddedP50Ms}), ` +
        `CPU/request ${formatSpread(addedCpu, 3)} ms (target ≤ ${TARGETS.pooledAddedCpuMs}), ` +
        `req/s ${formatSpread(spread(ratio(results, 'pooled', 'perSecond', 'embedded')), 2)}× embedded`,
    );
  }

  const builds = names.filter((name) => name.startsWith('build:'));
  if (builds.length > 1) {
    // Builds of other commits in the same rounds: each against the first, round by round.
    const base = builds[0]!;
    console.log(`\n## Builds against ${base} (per round, then the median; a build of the same commit gives the noise)\n`);
    for (const name of builds.slice(1)) {
      const perRound = (values: number[]) => values.map((value) => number(value, 3)).join(' ');
      const line = [
        `c=1 p50 ${formatSpread(spread(added(results, name, 'latencyP50', base)), 3)} ms [${perRound(added(results, name, 'latencyP50', base))}]`,
        `c=${c} CPU/request ${formatSpread(spread(added(results, name, 'cpuMsPerRequest', base)), 3)} ms [${perRound(added(results, name, 'cpuMsPerRequest', base))}]`,
        `c=${c} req/s ${formatSpread(spread(ratio(results, name, 'perSecond', base)), 3)}× [${perRound(ratio(results, name, 'perSecond', base))}]`,
        `c=${c} p99 ${formatSpread(spread(added(results, name, 'throughputP99', base)), 2)} ms`,
        `stream first byte ${formatSpread(spread(added(results, name, 'streamFirstByte', base)), 3)} ms, end ${formatSpread(spread(added(results, name, 'streamEnd', base)), 3)} ms`,
        `RSS ${formatSpread(spread(added(results, name, 'rssMb', base)), 0)} MB`,
      ];
      console.log(`${name} − ${base}: ${line.join(', ')}`);
    }
  }

  console.log('\n## Summary\n');
  console.log(
    `| candidate | added p50 c=1 (ms) | added p99 c=1 (ms) | CPU per request (ms) | req/s at c=${c}, ${settings.throughputDelayMs} ms upstream | stream added first byte / added end (ms) | RSS after load (MB) |`,
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const name of names) {
    const isDirect = name === 'direct';
    // Direct's own row shows its absolute latencies: the baseline the other rows are added to.
    const latency = (field: Field, digits: number) =>
      isDirect ? `base ${formatSpread(of(name, field), digits)}` : formatSpread(spread(added(results, name, field)), digits);
    const database = of(name, 'databaseCpuMsPerRequest');
    const cpu = `${formatSpread(of(name, 'cpuMsPerRequest'), 3)}${database ? ` + PostgreSQL server ${formatSpread(database, 3)}` : ''}`;
    // Only the median of the p99 here: its range is in the absolute figures above.
    const throughput = `${formatSpread(of(name, 'perSecond'), 0)}; p99 ${number(of(name, 'throughputP99')?.median ?? Number.NaN, 0)} ms`;
    const stream = `${latency('streamFirstByte', 2)} / ${latency('streamEnd', 2)}`;
    console.log(
      `| ${name} | ${latency('latencyP50', 3)} | ${latency('latencyP99', 3)} | ${cpu} | ${throughput} | ${stream} | ${formatSpread(of(name, 'rssMb'), 0)} |`,
    );
  }
  console.log(
    `\nTargets: added p50 ≤ ${TARGETS.addedP50Ms} ms, CPU ≤ ${TARGETS.cpuMsPerRequest} ms per request, ≥ ${number(TARGETS.perSecond, 0)} req/s at c=${c}, ` +
      `stream first byte and end each ≤ +${TARGETS.streamAddedMs} ms, RSS ≤ ${TARGETS.rssMb.embedded} MB embedded / ${TARGETS.rssMb.postgres} MB PostgreSQL.`,
  );
  for (const name of services) {
    const median = (values: number[]) => spread(values)?.median ?? Number.NaN;
    const checks: [string, boolean][] = [
      ['added p50', median(added(results, name, 'latencyP50')) <= TARGETS.addedP50Ms],
      ['CPU', (of(name, 'cpuMsPerRequest')?.median ?? Number.NaN) <= TARGETS.cpuMsPerRequest],
      ['req/s', (of(name, 'perSecond')?.median ?? Number.NaN) >= TARGETS.perSecond],
      ['stream first byte', median(added(results, name, 'streamFirstByte')) <= TARGETS.streamAddedMs],
      ['stream end', median(added(results, name, 'streamEnd')) <= TARGETS.streamAddedMs],
      ['RSS', (of(name, 'rssMb')?.median ?? Number.NaN) <= TARGETS.rssMb[name as 'embedded' | 'postgres' | 'pooled']],
    ];
    console.log(`${name}: ${checks.map(([label, met]) => `${label} ${met ? 'met' : 'missed'}`).join(', ')}`);
  }
}
