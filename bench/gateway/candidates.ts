// The three candidates of the gateway bench, each its own OS process: the mock upstream itself
// (`direct`, the baseline), and the service on its embedded database or on PostgreSQL. Starting a
// service also readies it for paid traffic: credit on its account and an INFERENCE key.
import { execFileSync } from 'node:child_process';
import { request } from 'undici';
import type { Target } from './load.js';
import { Child, temporaryFolder } from './processes.js';
import { MODEL_ID, PROJECT_ROOT, SERVICE_ENTRY, startScriptNodeFlags, writeServiceConfig } from './service-config.js';

export type FixedCandidateName = 'direct' | 'floor' | 'embedded' | 'postgres' | 'pooled';
/** A fixed candidate, or another commit's build (builds.ts), named after its label. */
export type CandidateName = FixedCandidateName | `build:${string}`;
export const CANDIDATE_NAMES: readonly FixedCandidateName[] = ['direct', 'floor', 'embedded', 'postgres', 'pooled'];
/**
 * The candidates that are this service (the others are yardsticks: the upstream itself, and the bare
 * hop). `pooled` is the embedded one with its model on three mock deployments (the mock upstream and two more).
 */
export const SERVICE_NAMES: readonly CandidateName[] = ['embedded', 'postgres', 'pooled'];

export interface Candidate {
  name: CandidateName;
  /** The process whose CPU and RSS are the candidate's. */
  pid: number;
  target: Target;
  /** CPU ms used so far by a separate database server, when there is one (PostgreSQL). */
  databaseCpuMs?: () => number;
  stop(): Promise<void>;
}

const MESSAGES = [{ role: 'user', content: 'Say something about foxes.' }];

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: unknown; text: string }> {
  const response = await request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await response.body.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, json, text };
}

export function nodeChild(name: string, script: string, env: NodeJS.ProcessEnv, nodeArguments: string[] = [], cwd = PROJECT_ROOT): Child {
  // Straight `node`, not `npm start`: no wrapper process, so the PID is the service's own.
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  return new Child(name, process.execPath, [...nodeArguments, ...loader, script], { cwd, env });
}

let built = false;
/** The service runs as `npm start` runs it: from the build in dist/, made once per bench run. */
export function buildService(): void {
  if (built) return;
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  built = true;
}

/** BENCH_GATEWAY_PROFILE_DIR: each service writes a V8 CPU profile there when it stops (open it in Chrome DevTools). */
const profiling = process.env.BENCH_GATEWAY_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_GATEWAY_PROFILE_DIR}`] : [];
/** BENCH_GATEWAY_NODE_FLAGS: more flags for the services' node, e.g. "--max-semi-space-size=4" to measure a V8 setting. */
const extraFlags = (process.env.BENCH_GATEWAY_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);

/** node's flags for a service: npm start's first, so one given again in BENCH_GATEWAY_NODE_FLAGS comes later and wins. */
export function serviceNodeFlags(): string[] {
  return [...startScriptNodeFlags(), ...extraFlags];
}

export interface MockUpstream {
  candidate: Candidate;
  port: number;
  /** Sets the delay before the first byte of every answer. */
  setDelay(delayMs: number): Promise<void>;
}

export async function startMockUpstream(): Promise<MockUpstream> {
  const child = nodeChild('mock upstream', 'bench/gateway/mock-upstream.ts', { ...process.env, PORT: '0' });
  const port = Number((await child.waitFor(/listening (\d+)/, 30_000))[1]);
  const origin = `http://127.0.0.1:${port}`;
  // The request the service itself sends upstream: the upstream's model name, and for a stream
  // the usage asked for, so both sides produce the same bytes.
  const body = { model: 'bench-upstream-chat', messages: MESSAGES, max_tokens: 200 };
  return {
    port,
    candidate: {
      name: 'direct',
      pid: child.pid,
      target: {
        origin,
        path: '/v1/chat/completions',
        headers: {},
        body: JSON.stringify(body),
        streamBody: JSON.stringify({ ...body, stream: true, stream_options: { include_usage: true } }),
      },
      stop: () => child.stop(),
    },
    async setDelay(delayMs) {
      const answer = await post(`${origin}/__config`, { delayMs });
      if (answer.status !== 200) throw new Error(`mock upstream /__config answered ${answer.status}: ${answer.text}`);
    },
  };
}

export interface OtlpCollector {
  /** What the services are given as OTEL_EXPORTER_OTLP_ENDPOINT. */
  endpoint: string;
  /** Trace exports received so far, and their bytes. */
  received(): Promise<{ posts: number; bytes: number }>;
  stop(): Promise<void>;
}

/** The loopback collector the services export their traces to with BENCH_GATEWAY_TRACING=1 (otlp-collector.ts). */
export async function startOtlpCollector(): Promise<OtlpCollector> {
  const child = nodeChild('OTLP collector', 'bench/gateway/otlp-collector.ts', { ...process.env, PORT: '0' });
  const port = Number((await child.waitFor(/listening (\d+)/, 30_000))[1]);
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    async received() {
      const response = await request(`${endpoint}/__count`);
      return (await response.body.json()) as { posts: number; bytes: number };
    },
    stop: () => child.stop(),
  };
}

/** Where the services started from now on export their traces (the bench's collector), or nowhere. */
let tracesEndpoint: string | undefined;
export function exportTracesTo(endpoint: string | undefined): void {
  tracesEndpoint = endpoint;
}

/** The floor: a bare Koa + undici hop in front of the mock upstream (floor-proxy.ts). */
export async function startFloor(upstreamPort: number): Promise<Candidate> {
  const child = nodeChild('floor (Koa + undici)', 'bench/gateway/floor-proxy.ts', { ...process.env, PORT: '0', UPSTREAM_PORT: String(upstreamPort) });
  const port = Number((await child.waitFor(/listening (\d+)/, 30_000))[1]);
  const body = { model: MODEL_ID, messages: MESSAGES, max_tokens: 200 };
  return {
    name: 'floor',
    pid: child.pid,
    target: {
      origin: `http://127.0.0.1:${port}`,
      path: '/v1/chat/completions',
      headers: {},
      body: JSON.stringify(body),
      streamBody: JSON.stringify({ ...body, stream: true }),
    },
    stop: () => child.stop(),
  };
}

/**
 * Starts the service on its own config and data folders; PostgreSQL when `databaseUrl` is given; its
 * text model on more deployments than the mock upstream's with `deploymentPorts`; from another
 * commit's exported and built folder with `root` (builds.ts), else from this checkout's build;
 * with `extraModels` (YAML list entries) in its catalog.
 */
export async function startService(
  name: Exclude<CandidateName, 'direct'>,
  upstreamPort: number,
  database?: { url: string; serverCpuMs: () => number },
  deploymentPorts: number[] = [],
  root = PROJECT_ROOT,
  extraModels = '',
): Promise<Candidate> {
  const configDir = temporaryFolder(`bench-gateway-${name}-config-`);
  const dataDir = temporaryFolder(`bench-gateway-${name}-data-`);
  writeServiceConfig(configDir, upstreamPort, deploymentPorts, extraModels);
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, CONFIG_DIR: configDir };
  // Nothing from the caller's shell may change what is measured: no shared Redis counters, and
  // the embedded database unless PostgreSQL is asked for.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (database) env.DATABASE_URL = database.url;
  // No traces unless the bench asks for them (BENCH_GATEWAY_TRACING), and then to its own collector.
  for (const name of Object.keys(env)) if (name.startsWith('OTEL_')) delete env[name];
  if (tracesEndpoint) env.OTEL_EXPORTER_OTLP_ENDPOINT = tracesEndpoint;
  // PORT=0: the kernel picks a free port and the service prints it, so no other process can take
  // the port between choosing and binding it.
  if (root === PROJECT_ROOT) buildService();
  const child = nodeChild(`service (${name})`, SERVICE_ENTRY, env, [...serviceNodeFlags(), ...profiling], root);
  try {
    const adminKey = (await child.waitFor(/SERVICE_ADMIN_KEY_[0-9A-Za-z]{43}/, 180_000))[0];
    const port = Number((await child.waitFor(/listening on http:\/\/127\.0\.0\.1:(\d+)/, 180_000))[1]);
    const origin = `http://127.0.0.1:${port}`;
    const admin = { authorization: `Bearer ${adminKey}` };
    const credit = await post(`${origin}/api/v1/billing/credits`, { amountUsd: 100_000, reason: 'bench', externalId: 'bench-credit' }, admin);
    if (credit.status !== 200) throw new Error(`crediting the account answered ${credit.status}: ${credit.text}`);
    const created = await post(`${origin}/api/v1/api_keys`, { apiKeyType: 'INFERENCE', description: 'bench' }, admin);
    const inferenceKey = (created.json as { data?: { apiKey?: string } } | undefined)?.data?.apiKey;
    if (created.status !== 200 || !inferenceKey) throw new Error(`creating the INFERENCE key answered ${created.status}: ${created.text}`);
    const body = { model: MODEL_ID, messages: MESSAGES, max_tokens: 200 };
    return {
      name,
      pid: child.pid,
      target: {
        origin,
        path: '/api/v1/chat/completions',
        headers: { authorization: `Bearer ${inferenceKey}` },
        body: JSON.stringify(body),
        streamBody: JSON.stringify({ ...body, stream: true }),
      },
      ...(database ? { databaseCpuMs: database.serverCpuMs } : {}),
      stop: () => child.stop(),
    };
  } catch (error) {
    await child.stop();
    throw error;
  }
}

/**
 * One plain and one streamed request, checked in full: a candidate that cannot answer correctly
 * is dropped before it is measured (the error says why, with the status and body).
 */
export async function probe(candidate: Candidate): Promise<void> {
  const { origin, path, headers, body, streamBody } = candidate.target;
  const plain = await post(`${origin}${path}`, JSON.parse(body), headers);
  const content = (plain.json as { choices?: { message?: { content?: unknown } }[] } | undefined)?.choices?.[0]?.message?.content;
  if (plain.status !== 200 || typeof content !== 'string' || content.length < 600) {
    throw new Error(`${candidate.name}: the first request answered ${plain.status}: ${plain.text.slice(0, 2000)}`);
  }
  const streamed = await post(`${origin}${path}`, JSON.parse(streamBody), headers);
  if (streamed.status !== 200 || !streamed.text.includes('data: [DONE]')) {
    throw new Error(`${candidate.name}: the first streamed request answered ${streamed.status}: ${streamed.text.slice(0, 2000)}`);
  }
}
