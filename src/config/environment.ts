// The service's settings: read from the environment and validated once, at boot (documented in
// docs/configuration.md). Everything else receives the typed Settings, never process.env; a bad
// value stops the boot with every problem named at once. (Config files under config/ interpolate
// `${VAR}` from the environment themselves: that is what they are for.)
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { type AudioLimits, DEFAULT_AUDIO_LIMITS } from '../audio/audio-limits.js';
import type { DocumentPoolSettings } from '../augment/documents/document-budgets.js';
import { isLogLevel, LOG_LEVELS, type LogLevel } from '../observability/logger.js';
import { DEFAULT_DEPLOYMENT_SETTINGS } from '../providers/routing/deployment.js';
import type { RedisSettings } from '../limits/choose-store.js';
import type { EngineSettings } from '../providers/registry.js';
import type { GpuLayers, GpuSetting } from '../providers/llama-cpp/gpu-backend.js';
import { readTraceSettings, type TraceSettings } from '../observability/tracing/trace-settings.js';

export interface Settings {
  host: string;
  port: number;
  /** postgres://… ; unset runs the embedded PGlite database in the data folder. */
  databaseUrl?: string;
  /** PostgreSQL connections per process (DATABASE_POOL_MAX). */
  databasePoolMax: number;
  /** The embedded database's buffer cache, a PostgreSQL size such as `16MB` (PGLITE_SHARED_BUFFERS). */
  pgliteSharedBuffers: string;
  /** Local state: the embedded database, generated models. */
  dataDir: string;
  configDir?: string;
  /** The least severe log level written (LOG_LEVEL). */
  logLevel: LogLevel;
  /** Trust X-Forwarded-* from a reverse proxy (TRUST_PROXY). */
  trustProxy: boolean;
  /** API keys an account may create per minute (KEY_CREATE_PER_MINUTE). */
  keyCreatePerMinute: number;
  /** Paid requests one wallet may have in flight in this process (WALLET_MAX_CONCURRENT_REQUESTS). */
  walletMaxConcurrentRequests: number;
  /** Top-up attempts one client address may make per minute (TOP_UP_ATTEMPTS_PER_MINUTE). */
  topUpAttemptsPerMinute: number;
  /** How long a request's credit reservation may stay open before it is released (RESERVATION_TTL_SECONDS). */
  reservationTtlMs: number;
  /** How long a dead process's credit lease stays held (CREDIT_LEASE_TTL_SECONDS). */
  creditLeaseTtlMs: number;
  /** How often settled charges are written to the ledger (CREDIT_FLUSH_INTERVAL_MS). */
  creditFlushIntervalMs: number;
  /** How long a stream whose client left is read on for the engine's usage (ABANDONED_STREAM_DRAIN_MS). */
  abandonedStreamDrainMs: number;
  /** How long a stored response (POST /responses with store) is kept (RESPONSE_RETENTION_DAYS). */
  responseRetentionMs: number;
  /** How long the request log's records are kept (REQUEST_LOG_RETENTION_DAYS). */
  requestLogRetentionMs: number;
  /** A billed 2xx answer that skipped the paid step fails (strict) or is logged and counted (log) (PAID_STEP_CHECK; default log only when NODE_ENV=production). */
  paidStepCheck: 'strict' | 'log';
  /** How long a stop (SIGTERM, SIGINT) waits for the requests in flight before cutting them off (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceMs: number;
  /** The origin clients use (PUBLIC_BASE_URL); wallet sign-ins must name it. Unset: the listen address. */
  publicBaseUrl?: string;
  /** Bearer token GET /metrics requires (METRICS_TOKEN); unset: public. */
  metricsToken?: string;
  /** Where OpenTelemetry traces go (the standard OTEL_* variables); unset: not traced (src/observability/tracing/). */
  tracing?: TraceSettings;
  /** Origins browser apps may call the API from (CORS_ALLOWED_ORIGINS: `*`, a comma-separated list, or `off`). */
  corsAllowedOrigins: '*' | 'off' | ReadonlySet<string>;
  /** Which wallets may mint API keys (WEB3_KEYS: staked, allowlist or off; WEB3_KEY_WALLETS for the allowlist). */
  web3Keys: { mode: 'staked' | 'off' } | { mode: 'allowlist'; wallets: ReadonlySet<string> };
  /**
   * Rate-limit counters shared by replicas (REDIS_URL, REDIS_KEY_PREFIX); unset: in this process.
   * While Redis is down: refuse with 503, or count in this process for `localForMs`
   * (RATE_LIMITS_WHEN_REDIS_DOWN, RATE_LIMITS_LOCAL_SECONDS).
   */
  redis?: RedisSettings;
  /** What a caller's audio may declare and cost to decode, and the bounds on ffmpeg processes (AUDIO_*). */
  audio: AudioLimits;
  /** Document parsing's worker pool and each document's budgets (DOCUMENT_*; docs/decisions/0027). */
  documents: DocumentPoolSettings;
  /** The engines' settings (LLAMA_*, MODEL_DOWNLOADS, DEPLOYMENT_*): src/providers/registry.ts. */
  engines: EngineSettings;
}

/** LLAMA_GPU_LAYERS as node-llama-cpp's gpuLayers: `auto`, `max` or a count. */
function gpuLayers(value: string): GpuLayers {
  return value === 'auto' || value === 'max' ? value : Number(value);
}

/** Collects every problem before failing, so one boot names them all. */
class SettingsReader {
  readonly problems: string[] = [];

  constructor(private readonly environment: NodeJS.ProcessEnv) {}

  /** The trimmed value, or undefined when unset or empty. */
  text(name: string): string | undefined {
    const value = this.environment[name]?.trim();
    return value ? value : undefined;
  }

  integer(name: string, fallback: number, minimum: number, maximum = Number.MAX_SAFE_INTEGER): number {
    const raw = this.text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^-?\d+$/.test(raw) || value < minimum || value > maximum) {
      this.problems.push(`${name} must be a whole number from ${minimum} to ${maximum}, got "${raw}"`);
      return fallback;
    }
    return value;
  }

  boolean(name: string, fallback: boolean): boolean {
    const raw = this.text(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    this.problems.push(`${name} must be true or false, got "${raw}"`);
    return fallback;
  }

  url(name: string, protocols: readonly string[]): string | undefined {
    const raw = this.text(name);
    if (raw === undefined) return undefined;
    let protocol: string;
    try {
      protocol = new URL(raw).protocol;
    } catch {
      protocol = '';
    }
    if (!protocols.includes(protocol)) {
      this.problems.push(`${name} must be a ${protocols.map((item) => item.replace(/:$/, '')).join(' or ')} URL`);
      return undefined;
    }
    return raw;
  }

  matching(name: string, fallback: string, pattern: RegExp, what: string): string {
    const raw = this.text(name);
    if (raw === undefined) return fallback;
    if (!pattern.test(raw)) {
      this.problems.push(`${name} must be ${what}, got "${raw}"`);
      return fallback;
    }
    return raw;
  }
}

export function readSettings(environment: NodeJS.ProcessEnv = process.env): Settings {
  const read = new SettingsReader(environment);
  const logLevel = read.text('LOG_LEVEL') ?? 'info';
  if (!isLogLevel(logLevel)) read.problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  const redisUrl = read.url('REDIS_URL', ['redis:', 'rediss:']);
  const whenRedisDown = read.matching('RATE_LIMITS_WHEN_REDIS_DOWN', 'refuse', /^(refuse|local)$/, 'refuse or local') as 'refuse' | 'local';
  const localLimitsMs = read.integer('RATE_LIMITS_LOCAL_SECONDS', 60, 1, 86_400) * 1000;
  const web3Mode = read.matching('WEB3_KEYS', 'staked', /^(staked|allowlist|off)$/, 'staked, allowlist or off');
  const web3Wallets = (read.text('WEB3_KEY_WALLETS') ?? '')
    .split(',')
    .map((wallet) => wallet.trim())
    .filter(Boolean);
  for (const wallet of web3Wallets)
    if (!/^0x[0-9a-fA-F]{40}$/.test(wallet)) read.problems.push(`WEB3_KEY_WALLETS must list 0x-prefixed EVM addresses, got "${wallet}"`);
  const corsRaw = read.text('CORS_ALLOWED_ORIGINS') ?? '*';
  const corsOrigins = corsRaw
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (corsRaw !== '*' && corsRaw !== 'off' && !/^https?:\/\/[^/\s]+$/.test(origin))
      read.problems.push(`CORS_ALLOWED_ORIGINS must be *, off, or origins such as https://app.example.com (no path), got "${origin}"`);
  }
  const settings: Settings = {
    host: read.text('HOST') ?? '127.0.0.1',
    port: read.integer('PORT', 8080, 0, 65_535),
    databaseUrl: read.url('DATABASE_URL', ['postgres:', 'postgresql:']),
    databasePoolMax: read.integer('DATABASE_POOL_MAX', 10, 1, 1000),
    pgliteSharedBuffers: read.matching('PGLITE_SHARED_BUFFERS', '16MB', /^\d+(kB|MB|GB)$/, 'a size such as 16MB'),
    dataDir: resolve(read.text('DATA_DIR') ?? './data'),
    configDir: read.text('CONFIG_DIR') ? resolve(read.text('CONFIG_DIR')!) : undefined,
    logLevel: logLevel as LogLevel,
    trustProxy: read.boolean('TRUST_PROXY', false),
    keyCreatePerMinute: read.integer('KEY_CREATE_PER_MINUTE', 20, 1),
    walletMaxConcurrentRequests: read.integer('WALLET_MAX_CONCURRENT_REQUESTS', 8, 1, 10_000),
    topUpAttemptsPerMinute: read.integer('TOP_UP_ATTEMPTS_PER_MINUTE', 30, 1, 1_000_000),
    reservationTtlMs: read.integer('RESERVATION_TTL_SECONDS', 900, 1) * 1000,
    creditLeaseTtlMs: read.integer('CREDIT_LEASE_TTL_SECONDS', 30, 1) * 1000,
    creditFlushIntervalMs: read.integer('CREDIT_FLUSH_INTERVAL_MS', 1000, 10, 60_000),
    abandonedStreamDrainMs: read.integer('ABANDONED_STREAM_DRAIN_MS', 2000, 0, 600_000),
    responseRetentionMs: read.integer('RESPONSE_RETENTION_DAYS', 30, 1, 3650) * 86_400_000,
    requestLogRetentionMs: read.integer('REQUEST_LOG_RETENTION_DAYS', 30, 0, 3650) * 86_400_000,
    paidStepCheck: read.matching('PAID_STEP_CHECK', read.text('NODE_ENV') === 'production' ? 'log' : 'strict', /^(strict|log)$/, 'strict or log') as
      | 'strict'
      | 'log',
    shutdownGraceMs: read.integer('SHUTDOWN_GRACE_SECONDS', 25, 0, 3600) * 1000,
    publicBaseUrl: read.url('PUBLIC_BASE_URL', ['http:', 'https:']),
    metricsToken: read.text('METRICS_TOKEN'),
    tracing: readTraceSettings(environment, read.problems),
    corsAllowedOrigins: corsRaw === '*' || corsRaw === 'off' ? corsRaw : new Set(corsOrigins),
    web3Keys:
      web3Mode === 'allowlist'
        ? { mode: 'allowlist', wallets: new Set(web3Wallets.map((wallet) => wallet.toLowerCase())) }
        : { mode: web3Mode as 'staked' | 'off' },
    redis: redisUrl ? { url: redisUrl, keyPrefix: read.text('REDIS_KEY_PREFIX'), whenDown: whenRedisDown, localForMs: localLimitsMs } : undefined,
    audio: {
      maxDurationSeconds: read.integer('AUDIO_MAX_DURATION_SECONDS', DEFAULT_AUDIO_LIMITS.maxDurationSeconds, 1, 10_000_000),
      decodeConcurrency: read.integer('AUDIO_DECODE_CONCURRENCY', DEFAULT_AUDIO_LIMITS.decodeConcurrency, 1, 1024),
      decodeQueueLimit: read.integer('AUDIO_DECODE_QUEUE_LIMIT', DEFAULT_AUDIO_LIMITS.decodeQueueLimit, 0, 100_000),
      decodeQueueWaitMs: read.integer('AUDIO_DECODE_QUEUE_WAIT_MS', DEFAULT_AUDIO_LIMITS.decodeQueueWaitMs, 1, 3_600_000),
      decodeMsPerMegabyte: read.integer('AUDIO_DECODE_MS_PER_MB', DEFAULT_AUDIO_LIMITS.decodeMsPerMegabyte, 1, 120_000),
      encodeConcurrency: read.integer('AUDIO_ENCODE_CONCURRENCY', DEFAULT_AUDIO_LIMITS.encodeConcurrency, 1, 1024),
      encodeQueueLimit: read.integer('AUDIO_ENCODE_QUEUE_LIMIT', DEFAULT_AUDIO_LIMITS.encodeQueueLimit, 0, 100_000),
    },
    documents: {
      workers: read.integer('DOCUMENT_WORKERS', Math.max(1, availableParallelism() - 1), 1, 256),
      queueLimit: read.integer('DOCUMENT_QUEUE_LIMIT', 16, 0, 100_000),
      freeWorkers: read.integer('DOCUMENT_FREE_WORKERS', 1, 1, 256),
      freeQueueLimit: read.integer('DOCUMENT_FREE_QUEUE_LIMIT', 2, 0, 100_000),
      timeLimitMs: read.integer('DOCUMENT_TIME_LIMIT_MS', 15_000, 100, 3_600_000),
      memoryLimitMb: read.integer('DOCUMENT_MEMORY_LIMIT_MB', 512, 16, 65_536),
      maxPages: read.integer('DOCUMENT_MAX_PAGES', 1000, 1, 1_000_000),
      maxUnpackedBytes: read.integer('DOCUMENT_MAX_UNPACKED_MB', 256, 1, 65_536) * 1024 * 1024,
      maxTextChars: read.integer('DOCUMENT_MAX_TEXT_CHARS', 32_000_000, 1, 1_000_000_000),
      maxHtmlDepth: read.integer('DOCUMENT_MAX_HTML_DEPTH', 256, 8, 10_000),
    },
    engines: {
      llamaCpp: {
        threads: read.integer('LLAMA_THREADS', 1, 1, 256),
        queueLimit: read.integer('LLAMA_QUEUE_LIMIT', 16, 1, 100_000),
        sequences: read.integer('LLAMA_SEQUENCES', 1, 1, 64),
        gpu: read.matching('LLAMA_GPU', 'auto', /^(auto|off|cuda|vulkan|metal)$/, 'auto, off, cuda, vulkan or metal') as GpuSetting,
        gpuLayers: gpuLayers(read.matching('LLAMA_GPU_LAYERS', 'auto', /^(auto|max|\d{1,4})$/, 'auto, max or a number of layers')),
      },
      onnx: {
        workers: read.integer('ONNX_WORKERS', 1, 1, 64),
        threads: read.integer('ONNX_THREADS', Math.min(4, Math.max(1, availableParallelism() - 1)), 1, 256),
        queueLimit: read.integer('ONNX_QUEUE_LIMIT', 16, 0, 100_000),
      },
      whisperCpp: {
        workers: read.integer('WHISPER_WORKERS', 1, 1, 64),
        threads: read.integer('WHISPER_THREADS', Math.min(4, availableParallelism()), 1, 256),
        queueLimit: read.integer('WHISPER_QUEUE_LIMIT', 8, 0, 100_000),
        maxSeconds: read.integer('WHISPER_MAX_SECONDS', 600, 1, 86_400),
      },
      modelDownloads: read.matching('MODEL_DOWNLOADS', 'on', /^(on|off)$/, 'on or off') === 'on',
      deployments: {
        failuresToCool: read.integer('DEPLOYMENT_FAILURES', DEFAULT_DEPLOYMENT_SETTINGS.failuresToCool, 1, 1000),
        failureWindowMs: read.integer('DEPLOYMENT_FAILURE_WINDOW_MS', DEFAULT_DEPLOYMENT_SETTINGS.failureWindowMs, 1, 3_600_000),
        cooldownMs: read.integer('DEPLOYMENT_COOLDOWN_MS', DEFAULT_DEPLOYMENT_SETTINGS.cooldownMs, 1, 3_600_000),
        cooldownMaxMs: read.integer('DEPLOYMENT_COOLDOWN_MAX_MS', DEFAULT_DEPLOYMENT_SETTINGS.cooldownMaxMs, 1, 86_400_000),
        maxAttempts: read.integer('DEPLOYMENT_MAX_ATTEMPTS', DEFAULT_DEPLOYMENT_SETTINGS.maxAttempts, 1, 30),
        retryBudgetMs: read.integer('DEPLOYMENT_RETRY_BUDGET_MS', DEFAULT_DEPLOYMENT_SETTINGS.retryBudgetMs, 0, 3_600_000),
      },
    },
  };
  if (read.problems.length > 0) throw new Error(`settings: ${read.problems.length} problem(s) in the environment:\n  ${read.problems.join('\n  ')}`);
  return settings;
}

/** The contract tools' settings (`npm run mock`, `npm run contract-proxy`): where they listen, the mock's seed. */
export interface ContractToolSettings {
  host: string;
  port: number;
  seed: number;
}

export function readMockSettings(environment: NodeJS.ProcessEnv = process.env, defaultPort = 4010): ContractToolSettings {
  const read = new SettingsReader(environment);
  const settings = {
    host: read.text('HOST') ?? '127.0.0.1',
    port: read.integer('PORT', defaultPort, 0, 65_535),
    seed: read.integer('MOCK_SEED', 1, 0, 2 ** 31 - 1),
  };
  if (read.problems.length > 0) throw new Error(`settings: ${read.problems.length} problem(s) in the environment:\n  ${read.problems.join('\n  ')}`);
  return settings;
}
