// What one run of the gateway bench does, from the environment (defaults: about five minutes).
import { type BuildSetting, parseBuilds } from './builds.js';
import { CANDIDATE_NAMES, type FixedCandidateName } from './candidates.js';

export interface GatewaySettings {
  rounds: number;
  /** Requests measured at c=1, per candidate and round (after the warm-up). */
  requests: number;
  warmup: number;
  /** Length of the c=64 window. */
  seconds: number;
  concurrency: number;
  /** The upstream's delay during the c=64 window: a fast real model's time to first byte. */
  throughputDelayMs: number;
  streamRequests: number;
  streamWarmup: number;
  candidates: FixedCandidateName[];
  /** Other commits measured beside the candidates, each on the embedded database (builds.ts). */
  builds: BuildSetting[];
  /** 0: no soak. Otherwise c=64 on each service candidate for this long after the rounds. */
  soakSeconds: number;
  /**
   * Sent as Accept-Encoding on every request, to every candidate; none by default. The OpenAI SDKs
   * send one ("gzip, deflate" from Python, "gzip, deflate, br" from Node's fetch over TLS), and the
   * service then compresses answers of 1 KB and more.
   */
  acceptEncoding?: string;
  /** BENCH_GATEWAY_TRACING=1: every service exports its traces (OTLP/HTTP, protobuf) to a loopback collector that counts them. */
  tracing: boolean;
}

function count(name: string, fallback: number, minimum = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < minimum) throw new Error(`${name} must be a whole number ≥ ${minimum}, got ${raw}`);
  return value;
}

function candidates(): FixedCandidateName[] {
  const raw = process.env.BENCH_GATEWAY_CANDIDATES;
  if (!raw?.trim()) return [...CANDIDATE_NAMES];
  const names = raw
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !CANDIDATE_NAMES.includes(name as FixedCandidateName));
  if (unknown.length > 0) throw new Error(`BENCH_GATEWAY_CANDIDATES: unknown ${unknown.join(', ')} (use ${CANDIDATE_NAMES.join(', ')})`);
  // `direct` is measured whatever the list says: every "added" figure is relative to it.
  return CANDIDATE_NAMES.filter((name) => name === 'direct' || names.includes(name));
}

export function readGatewaySettings(): GatewaySettings {
  return {
    rounds: count('BENCH_GATEWAY_ROUNDS', 3),
    requests: count('BENCH_GATEWAY_REQUESTS', 2000),
    warmup: count('BENCH_GATEWAY_WARMUP', 300, 0),
    seconds: count('BENCH_GATEWAY_SECONDS', 10),
    concurrency: count('BENCH_GATEWAY_CONCURRENCY', 64),
    throughputDelayMs: 20,
    streamRequests: count('BENCH_GATEWAY_STREAM_REQUESTS', 300),
    streamWarmup: 20,
    candidates: candidates(),
    builds: parseBuilds(process.env.BENCH_GATEWAY_BUILDS),
    soakSeconds: count('BENCH_GATEWAY_SOAK_SECONDS', 0, 0),
    acceptEncoding: process.env.BENCH_GATEWAY_ACCEPT_ENCODING?.trim() || undefined,
    tracing: process.env.BENCH_GATEWAY_TRACING === '1',
  };
}
