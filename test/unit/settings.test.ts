import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../src/config/environment.js';
import { DEFAULT_DEPLOYMENT_SETTINGS } from '../../src/providers/routing/deployment.js';

describe('Settings from the environment', () => {
  it('has working defaults with nothing set', () => {
    expect(readSettings({})).toEqual({
      host: '127.0.0.1',
      port: 8080,
      databaseUrl: undefined,
      databasePoolMax: 10,
      pgliteSharedBuffers: '16MB',
      dataDir: resolve('./data'),
      configDir: undefined,
      logLevel: 'info',
      trustProxy: false,
      keyCreatePerMinute: 20,
      walletMaxConcurrentRequests: 8,
      topUpAttemptsPerMinute: 30,
      reservationTtlMs: 900_000,
      creditLeaseTtlMs: 30_000,
      creditFlushIntervalMs: 1000,
      abandonedStreamDrainMs: 2000,
      responseRetentionMs: 30 * 86_400_000,
      requestLogRetentionMs: 30 * 86_400_000,
      paidStepCheck: 'strict',
      shutdownGraceMs: 25_000,
      metricsToken: undefined,
      corsAllowedOrigins: '*',
      web3Keys: { mode: 'staked' },
      redis: undefined,
      audio: {
        maxDurationSeconds: 14_400,
        decodeConcurrency: 2,
        decodeQueueLimit: 16,
        decodeQueueWaitMs: 30_000,
        decodeMsPerMegabyte: 20_000,
        encodeConcurrency: 16,
        encodeQueueLimit: 16,
      },
      documents: {
        workers: Math.max(1, availableParallelism() - 1),
        queueLimit: 16,
        freeWorkers: 1,
        freeQueueLimit: 2,
        timeLimitMs: 15_000,
        memoryLimitMb: 512,
        maxPages: 1000,
        maxUnpackedBytes: 256 * 1024 * 1024,
        maxTextChars: 32_000_000,
        maxHtmlDepth: 256,
      },
      engines: {
        llamaCpp: { threads: 1, queueLimit: 16, sequences: 1, gpu: 'auto', gpuLayers: 'auto' },
        onnx: { workers: 1, threads: Math.min(4, Math.max(1, availableParallelism() - 1)), queueLimit: 16 },
        whisperCpp: { workers: 1, threads: Math.min(4, availableParallelism()), queueLimit: 8, maxSeconds: 600 },
        modelDownloads: true,
        deployments: DEFAULT_DEPLOYMENT_SETTINGS,
      },
    });
  });

  it('fails a skipped paid step outside production, and logs it in production unless PAID_STEP_CHECK says otherwise', () => {
    expect(readSettings({ NODE_ENV: 'production' }).paidStepCheck).toBe('log');
    expect(readSettings({ NODE_ENV: 'production', PAID_STEP_CHECK: 'strict' }).paidStepCheck).toBe('strict');
    expect(readSettings({ PAID_STEP_CHECK: 'log' }).paidStepCheck).toBe('log');
    expect(() => readSettings({ PAID_STEP_CHECK: 'loud' })).toThrow(/PAID_STEP_CHECK must be strict or log/);
  });

  it('reads the CORS origins and the web3 key policy', () => {
    const settings = readSettings({
      CORS_ALLOWED_ORIGINS: 'https://app.example.com, http://localhost:3000',
      WEB3_KEYS: 'allowlist',
      WEB3_KEY_WALLETS: '0x52908400098527886E0F7030069857D2E4169EE7',
    });
    expect(settings.corsAllowedOrigins).toEqual(new Set(['https://app.example.com', 'http://localhost:3000']));
    expect(settings.web3Keys).toEqual({ mode: 'allowlist', wallets: new Set(['0x52908400098527886e0f7030069857d2e4169ee7']) });
    expect(readSettings({ CORS_ALLOWED_ORIGINS: 'off', WEB3_KEYS: 'off' })).toMatchObject({ corsAllowedOrigins: 'off', web3Keys: { mode: 'off' } });
    const bad = () => readSettings({ CORS_ALLOWED_ORIGINS: 'https://app.example.com/path', WEB3_KEYS: 'everyone', WEB3_KEY_WALLETS: 'alice' });
    expect(bad).toThrow(/3 problem\(s\)/);
    for (const name of ['CORS_ALLOWED_ORIGINS', 'WEB3_KEYS must', 'WEB3_KEY_WALLETS']) expect(bad).toThrow(name);
  });

  it('reads and converts every setting', () => {
    const settings = readSettings({
      HOST: '0.0.0.0',
      PORT: '9000',
      DATABASE_URL: 'postgres://service@db/service',
      DATABASE_POOL_MAX: '30',
      PGLITE_SHARED_BUFFERS: '64MB',
      DATA_DIR: '/var/lib/service',
      CONFIG_DIR: '/etc/service',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      KEY_CREATE_PER_MINUTE: '5',
      RESERVATION_TTL_SECONDS: '60',
      CREDIT_LEASE_TTL_SECONDS: '10',
      CREDIT_FLUSH_INTERVAL_MS: '250',
      RESPONSE_RETENTION_DAYS: '7',
      METRICS_TOKEN: ' scrape-me ',
      REDIS_URL: 'redis://cache:6379',
      REDIS_KEY_PREFIX: 'svc:',
      LLAMA_THREADS: '4',
      LLAMA_QUEUE_LIMIT: '2',
      LLAMA_SEQUENCES: '2',
      LLAMA_GPU: 'vulkan',
      LLAMA_GPU_LAYERS: '12',
      ONNX_WORKERS: '2',
      ONNX_THREADS: '3',
      ONNX_QUEUE_LIMIT: '4',
      MODEL_DOWNLOADS: 'off',
      WHISPER_WORKERS: '2',
      WHISPER_THREADS: '3',
      WHISPER_QUEUE_LIMIT: '4',
      WHISPER_MAX_SECONDS: '120',
      AUDIO_MAX_DURATION_SECONDS: '600',
      AUDIO_DECODE_CONCURRENCY: '1',
      AUDIO_DECODE_QUEUE_LIMIT: '0',
      AUDIO_DECODE_MS_PER_MB: '5000',
      AUDIO_ENCODE_CONCURRENCY: '4',
      AUDIO_ENCODE_QUEUE_LIMIT: '8',
      DOCUMENT_WORKERS: '3',
      DOCUMENT_QUEUE_LIMIT: '0',
      DOCUMENT_FREE_WORKERS: '2',
      DOCUMENT_FREE_QUEUE_LIMIT: '5',
      DOCUMENT_TIME_LIMIT_MS: '2500',
      DOCUMENT_MEMORY_LIMIT_MB: '256',
      DOCUMENT_MAX_PAGES: '50',
      DOCUMENT_MAX_UNPACKED_MB: '8',
      DOCUMENT_MAX_TEXT_CHARS: '100000',
      DOCUMENT_MAX_HTML_DEPTH: '64',
    });
    expect(settings).toMatchObject({
      host: '0.0.0.0',
      port: 9000,
      databaseUrl: 'postgres://service@db/service',
      databasePoolMax: 30,
      pgliteSharedBuffers: '64MB',
      dataDir: '/var/lib/service',
      configDir: '/etc/service',
      logLevel: 'warn',
      trustProxy: true,
      keyCreatePerMinute: 5,
      reservationTtlMs: 60_000,
      creditLeaseTtlMs: 10_000,
      creditFlushIntervalMs: 250,
      responseRetentionMs: 7 * 86_400_000,
      metricsToken: 'scrape-me',
      redis: { url: 'redis://cache:6379', keyPrefix: 'svc:' },
      audio: { maxDurationSeconds: 600, decodeConcurrency: 1, decodeQueueLimit: 0, decodeMsPerMegabyte: 5000, encodeConcurrency: 4, encodeQueueLimit: 8 },
      engines: {
        llamaCpp: { threads: 4, queueLimit: 2, sequences: 2, gpu: 'vulkan', gpuLayers: 12 },
        onnx: { workers: 2, threads: 3, queueLimit: 4 },
        whisperCpp: { workers: 2, threads: 3, queueLimit: 4, maxSeconds: 120 },
        modelDownloads: false,
        deployments: DEFAULT_DEPLOYMENT_SETTINGS,
      },
      documents: {
        workers: 3,
        queueLimit: 0,
        freeWorkers: 2,
        freeQueueLimit: 5,
        timeLimitMs: 2500,
        memoryLimitMb: 256,
        maxPages: 50,
        maxUnpackedBytes: 8 * 1024 * 1024,
        maxTextChars: 100_000,
        maxHtmlDepth: 64,
      },
    });
  });

  it('treats an empty value as unset (DATABASE_URL= runs the embedded database)', () => {
    expect(readSettings({ DATABASE_URL: '', PORT: '', TRUST_PROXY: '' })).toMatchObject({ databaseUrl: undefined, port: 8080, trustProxy: false });
  });

  it('refuses bad values, naming every one at once', () => {
    const read = () =>
      readSettings({
        PORT: '80a',
        KEY_CREATE_PER_MINUTE: '-1',
        TRUST_PROXY: 'yes',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'localhost:6379',
        PGLITE_SHARED_BUFFERS: 'lots',
        LOG_LEVEL: 'loud',
        AUDIO_DECODE_CONCURRENCY: '0',
        LLAMA_GPU: 'rocm',
        LLAMA_GPU_LAYERS: 'all',
        LLAMA_SEQUENCES: '0',
      });
    expect(read).toThrow(/settings: 11 problem\(s\)/);
    const message = (() => {
      try {
        read();
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    for (const name of [
      'PORT',
      'KEY_CREATE_PER_MINUTE',
      'TRUST_PROXY',
      'DATABASE_URL',
      'REDIS_URL',
      'PGLITE_SHARED_BUFFERS',
      'LOG_LEVEL',
      'AUDIO_DECODE_CONCURRENCY',
      'LLAMA_GPU',
      'LLAMA_GPU_LAYERS',
      'LLAMA_SEQUENCES',
    ])
      expect(message).toContain(name);
    expect(message).toContain('PORT must be a whole number from 0 to 65535, got "80a"');
  });
});
