// What a paid chat completion costs through this service, against calling the upstream directly:
// a mock OpenAI-compatible upstream, and in front of it the service on its embedded database and
// on PostgreSQL, each its own process, measured side by side in one run; `floor` is a bare Koa +
// undici hop (floor-proxy.ts), what any Node gateway on those libraries pays on this machine. Every round runs each
// phase on each candidate in turn (the order rotates between rounds), so the noise of the shared
// machine falls on all of them alike; the report gives medians of rounds with min–max.
//   npm run bench -- gateway
//   BENCH_GATEWAY_ROUNDS (3) BENCH_GATEWAY_REQUESTS (2000) BENCH_GATEWAY_SECONDS (10)
//   BENCH_GATEWAY_STREAM_REQUESTS (300) BENCH_GATEWAY_WARMUP (300) BENCH_GATEWAY_CONCURRENCY (64)
//   BENCH_GATEWAY_CANDIDATES (direct,floor,embedded,postgres,pooled) BENCH_GATEWAY_SOAK_SECONDS (0: off)
//   BENCH_GATEWAY_NODE_FLAGS (node flags for the services after npm start's own, e.g. "--max-semi-space-size=4")
//   BENCH_GATEWAY_ACCEPT_ENCODING (none; e.g. "gzip, deflate, br" as an OpenAI SDK sends it)
//   BENCH_GATEWAY_TRACING (off; 1: every service exports OpenTelemetry traces to a loopback OTLP
//     collector that counts them, to measure what tracing costs when it is on)
//   BENCH_GATEWAY_BUILDS (none; e.g. "before=HEAD~1,noise=HEAD~1,after=HEAD": other commits, each
//     built and run on the embedded database in the same rounds, compared pair by pair with the first)
// Phases: c=1 latency (upstream delay 0), c=64 closed loop for a fixed window (upstream delay
// 20 ms; CPU per request and RSS of the candidate's process from /proc), c=1 streams (delay 0).
// `pooled` is the embedded service with its model on three mock deployments (two more mock
// processes); after the rounds it runs a c=64 window in which one of them is killed (failover.ts).
import { cpus } from 'node:os';
import {
  probe,
  serviceNodeFlags,
  startFloor,
  startMockUpstream,
  startOtlpCollector,
  startService,
  exportTracesTo,
  type OtlpCollector,
  type Candidate,
  type CandidateName,
  type MockUpstream,
  SERVICE_NAMES,
} from './gateway/candidates.js';
import { exportBuild } from './gateway/builds.js';
import { runFailover } from './gateway/failover.js';
import { LoadGenerator, type Errors } from './gateway/load.js';
import { startBenchPostgres, type BenchPostgres } from './gateway/postgres.js';
import { cpuMs, rssMb, treeCpuMs } from './gateway/proc-stats.js';
import { cleanUpAll, installExitHandlers, onCleanup } from './gateway/processes.js';
import { printSummary, type Results, type RoundFigures } from './gateway/report.js';
import { readGatewaySettings, type GatewaySettings } from './gateway/settings.js';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/** Prints a phase's failures; returns how many there were. */
function reportErrors(name: string, outcome: Errors): number {
  if (outcome.errorCount === 0) return 0;
  console.log(`    ${name}: ${outcome.errorCount} request(s) failed, e.g.:`);
  for (const sample of outcome.errors) console.log(`      ${sample.status ?? 'no response'}: ${sample.message}`);
  return outcome.errorCount;
}

/**
 * Starts the service candidates that were asked for, side by side (boot is mostly waiting on
 * migrations); one that cannot start or answer correctly is left out with the reason printed.
 */
async function startServices(
  settings: GatewaySettings,
  mock: MockUpstream,
  deploymentMocks: MockUpstream[],
): Promise<{ services: Candidate[]; postgres?: BenchPostgres }> {
  let postgres: BenchPostgres | undefined;
  const tryStart = async (name: CandidateName, start: () => Promise<Candidate>): Promise<Candidate | undefined> => {
    const began = Date.now();
    try {
      const candidate = await start();
      try {
        await probe(candidate);
      } catch (error) {
        await candidate.stop();
        throw error;
      }
      console.log(`${name}: ready in ${((Date.now() - began) / 1000).toFixed(1)} s (PID ${candidate.pid}, ${candidate.target.origin})`);
      return candidate;
    } catch (error) {
      console.log(`${name}: left out of this run: ${(error as Error).message}`);
      return undefined;
    }
  };
  const embedded = async () => (settings.candidates.includes('embedded') ? tryStart('embedded', () => startService('embedded', mock.port)) : undefined);
  const onPostgres = async () => {
    if (!settings.candidates.includes('postgres')) return undefined;
    try {
      postgres = await startBenchPostgres();
    } catch (error) {
      console.log(`postgres: left out of this run: PostgreSQL did not start: ${(error as Error).message}`);
      return undefined;
    }
    if (!postgres) {
      console.log('postgres: skipped: no PostgreSQL binaries under /usr/lib/postgresql (initdb, pg_ctl)');
      return undefined;
    }
    const server = postgres;
    console.log(`postgres: throwaway cluster up (postmaster PID ${server.postmasterPid})`);
    return tryStart('postgres', () => startService('postgres', mock.port, { url: server.databaseUrl, serverCpuMs: () => treeCpuMs(server.postmasterPid) }));
  };
  const floor = async () => (settings.candidates.includes('floor') ? tryStart('floor', () => startFloor(mock.port)) : undefined);
  const ports = deploymentMocks.map((other) => other.port);
  const pooled = async () => (ports.length > 0 ? tryStart('pooled', () => startService('pooled', mock.port, undefined, ports)) : undefined);
  const started = await Promise.all([floor(), embedded(), onPostgres(), pooled()]);
  // Builds are exported, built and booted one after the other: several first boots at once on a
  // busy machine outlast the boot timeout.
  for (const { label, revision } of settings.builds) {
    const name = `build:${label}` as const;
    const root = exportBuild(revision);
    started.push(await tryStart(name, () => startService(name, mock.port, undefined, [], root)));
  }
  return { services: started.filter((candidate): candidate is Candidate => candidate !== undefined), postgres };
}

async function runRounds(settings: GatewaySettings, load: LoadGenerator, mock: MockUpstream, candidates: Candidate[]): Promise<Results> {
  const results: Results = new Map(candidates.map((candidate) => [candidate.name, []]));
  const failed = new Set<CandidateName>();
  // Runs one phase for one candidate; a candidate that breaks (its process died) is dropped from the rest.
  const measure = async (candidate: Candidate, label: string, phase: () => Promise<string>) => {
    if (failed.has(candidate.name)) return;
    try {
      const line = await phase();
      console.log(`  ${label.padEnd(20)} ${candidate.name.padEnd(9)} ${line}`);
    } catch (error) {
      failed.add(candidate.name);
      console.log(`  ${label.padEnd(20)} ${candidate.name.padEnd(9)} FAILED, dropped from the rest of the run: ${(error as Error).message}`);
    }
    await pause(200); // lets the last phase's stragglers (GC, deferred writes) settle before the next
  };

  for (let index = 0; index < settings.rounds; index += 1) {
    // Rotated order: no candidate always runs first (colder caches) or last (after the others' heat).
    const order = candidates.map((_, position) => candidates[(position + index) % candidates.length]!);
    const roundBegan = Date.now();
    const rounds = new Map(order.map((candidate) => [candidate.name, { errors: 0 } as RoundFigures]));
    console.log(`\nround ${index + 1}/${settings.rounds} (order: ${order.map((candidate) => candidate.name).join(', ')})`);

    await mock.setDelay(0);
    for (const candidate of order) {
      const round = rounds.get(candidate.name)!;
      await measure(candidate, 'c=1 latency', async () => {
        const result = await load.run({ kind: 'latency', target: candidate.target, warmup: settings.warmup, count: settings.requests });
        round.errors += reportErrors(candidate.name, result);
        round.latencyP50 = result.p50;
        round.latencyP99 = result.p99;
        return `p50 ${fixed(result.p50, 3)} ms  p99 ${fixed(result.p99, 3)} ms  (${result.count} ok)`;
      });
    }

    await mock.setDelay(settings.throughputDelayMs);
    for (const candidate of order) {
      const round = rounds.get(candidate.name)!;
      await measure(candidate, `c=${settings.concurrency} throughput`, async () => {
        // Idle processes use next to no CPU, so reading before the command and after its answer
        // (plus a moment for work the service finishes after answering) bounds the window.
        const cpuBefore = cpuMs(candidate.pid);
        const databaseBefore = candidate.databaseCpuMs?.();
        const result = await load.run({ kind: 'throughput', target: candidate.target, concurrency: settings.concurrency, seconds: settings.seconds });
        await pause(250);
        const cpu = cpuMs(candidate.pid) - cpuBefore;
        round.errors += reportErrors(candidate.name, result);
        round.perSecond = result.perSecond;
        round.throughputP99 = result.p99;
        round.cpuMsPerRequest = cpu / result.requests;
        round.rssMb = rssMb(candidate.pid);
        let database = '';
        if (candidate.databaseCpuMs && databaseBefore !== undefined) {
          round.databaseCpuMsPerRequest = (candidate.databaseCpuMs() - databaseBefore) / result.requests;
          database = ` + PostgreSQL server ${fixed(round.databaseCpuMsPerRequest, 3)}`;
        }
        return (
          `${fixed(result.perSecond, 0)} req/s  p99 ${fixed(result.p99, 1)} ms  CPU ${fixed(round.cpuMsPerRequest, 3)}${database} ms/req  ` +
          `RSS ${fixed(round.rssMb, 0)} MB  (${result.requests} ok in ${result.seconds.toFixed(1)} s)`
        );
      });
    }

    await mock.setDelay(0);
    for (const candidate of order) {
      const round = rounds.get(candidate.name)!;
      await measure(candidate, 'c=1 stream', async () => {
        const result = await load.run({ kind: 'stream', target: candidate.target, warmup: settings.streamWarmup, count: settings.streamRequests });
        round.errors += reportErrors(candidate.name, result);
        round.streamFirstByte = result.firstByteP50;
        round.streamEnd = result.endP50;
        return `first byte p50 ${fixed(result.firstByteP50, 2)} ms  end p50 ${fixed(result.endP50, 2)} ms  (${result.count} ok)`;
      });
    }
    for (const candidate of candidates) results.get(candidate.name)!.push(rounds.get(candidate.name)!);
    console.log(`  (round ${index + 1} took ${((Date.now() - roundBegan) / 1000).toFixed(0)} s)`);
  }
  return results;
}

/** c=64 on each service for a long while, RSS every 30 s: memory should level off, not climb. */
async function soak(settings: GatewaySettings, load: LoadGenerator, mock: MockUpstream, services: Candidate[]): Promise<void> {
  await mock.setDelay(settings.throughputDelayMs);
  for (const candidate of services) {
    console.log(`\nsoak: ${candidate.name}, c=${settings.concurrency} for ${settings.soakSeconds} s, RSS every 30 s`);
    const started = Date.now();
    const print = () => console.log(`  ${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s  RSS ${fixed(rssMb(candidate.pid), 0)} MB`);
    print();
    const timer = setInterval(print, 30_000);
    try {
      const result = await load.run({ kind: 'throughput', target: candidate.target, concurrency: settings.concurrency, seconds: settings.soakSeconds });
      reportErrors(candidate.name, result);
      print();
      console.log(`  ${fixed(result.perSecond, 0)} req/s over the soak, p99 ${fixed(result.p99, 1)} ms`);
    } finally {
      clearInterval(timer);
    }
  }
}

export async function benchGateway(): Promise<void> {
  const settings = readGatewaySettings();
  installExitHandlers();
  console.log(
    `gateway: ${settings.rounds} round(s); c=1: ${settings.warmup} warm-up + ${settings.requests} requests; ` +
      `c=${settings.concurrency}: ${settings.seconds} s at ${settings.throughputDelayMs} ms upstream delay; ` +
      `streams: ${settings.streamRequests}; Accept-Encoding: ${settings.acceptEncoding ?? 'none'}; ` +
      `service node flags: ${serviceNodeFlags().join(' ') || 'none'}; traces: ${settings.tracing ? 'on, to a loopback OTLP collector' : 'off'}; ` +
      `${cpus().length} CPU(s) shared by every process, so compare runs on the same machine only`,
  );
  const began = Date.now();
  const load = new LoadGenerator();
  onCleanup(() => load.stop());
  const started: Candidate[] = [];
  let postgres: BenchPostgres | undefined;
  let collector: OtlpCollector | undefined;
  try {
    if (settings.tracing) {
      collector = await startOtlpCollector();
      exportTracesTo(collector.endpoint);
      console.log(`traces: every service exports to the loopback OTLP collector at ${collector.endpoint}`);
    }
    const upstream = await startMockUpstream();
    started.push(upstream.candidate);
    await probe(upstream.candidate);
    console.log(`direct: mock upstream ready (PID ${upstream.candidate.pid}, ${upstream.candidate.target.origin})`);
    // The pooled candidate's other two deployments; every delay is set on all three mocks.
    const deploymentMocks = settings.candidates.includes('pooled') ? await Promise.all([startMockUpstream(), startMockUpstream()]) : [];
    started.push(...deploymentMocks.map((other) => other.candidate));
    const mock: MockUpstream = {
      ...upstream,
      setDelay: async (delayMs) => void (await Promise.all([upstream, ...deploymentMocks].map((each) => each.setDelay(delayMs)))),
    };
    const booted = await startServices(settings, mock, deploymentMocks);
    started.push(...booted.services);
    postgres = booted.postgres;
    const candidates = [mock.candidate, ...booted.services];
    if (settings.acceptEncoding) for (const candidate of candidates) candidate.target.headers['accept-encoding'] = settings.acceptEncoding;
    const results = await runRounds(settings, load, mock, candidates);
    printSummary(results, settings);
    if (collector) {
      const { posts, bytes } = await collector.received();
      console.log(`\ntraces: the collector received ${posts} export(s), ${(bytes / 1e6).toFixed(1)} MB (builds before tracing existed export none)`);
    }
    const pooled = booted.services.find((candidate) => candidate.name === 'pooled');
    if (pooled) {
      await mock.setDelay(settings.throughputDelayMs);
      const victim = deploymentMocks[1]!;
      console.log(
        `\nfailover: pooled, c=${settings.concurrency} for ${settings.seconds} s; one of its three deployments (PID ${victim.candidate.pid}) killed a third of the way in`,
      );
      const { figures, result } = await runFailover(load, pooled, settings, () => victim.candidate.stop());
      reportErrors('pooled', result);
      console.log(
        `| pooled, one deployment killed at c=${settings.concurrency} | ${figures.answered} answered, ${figures.errors} client errors ` +
          `(${fixed(figures.errorRatePercent, 3)}%; target 0) | ${fixed(figures.perSecond, 0)} req/s, p99 ${fixed(figures.p99, 1)} ms |`,
      );
    }
    const service = booted.services.filter((candidate) => SERVICE_NAMES.includes(candidate.name));
    if (settings.soakSeconds > 0 && service.length > 0) await soak(settings, load, mock, service);
  } finally {
    // Services first (gracefully: SIGTERM, they close their database), then PostgreSQL, then the rest.
    const stopping = Date.now();
    for (const candidate of started.reverse()) await candidate.stop();
    postgres?.stop();
    await collector?.stop();
    cleanUpAll();
    console.log(`\nstopped every process in ${((Date.now() - stopping) / 1000).toFixed(1)} s; the run took ${((Date.now() - began) / 1000).toFixed(0)} s`);
  }
}
