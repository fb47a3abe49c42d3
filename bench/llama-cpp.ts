// The embedded llama.cpp engine's own cost on the default model: node-llama-cpp called directly
// (raw-session.ts) beside the same generation through the service over HTTP (c=1, streamed and
// JSON), in interleaved rounds whose order rotates, so the noise of the shared machine falls on every
// path alike; medians of the rounds with min–max, and the API's ratios to raw. Then concurrent
// requests: the queue of one sequence against node-llama-cpp batching several sequences of one context.
// The model is SmolLM2-135M-Instruct when ./data/models holds it (`make models`), else the generated
// debug model (the header says which).
//   npm run bench -- llama
//   BENCH_ROUNDS (7) BENCH_LLAMA_TOKENS (128) BENCH_LLAMA_THREADS (1)
//   BENCH_LLAMA_CONCURRENT_TOKENS (64) BENCH_LLAMA_CONCURRENT_ROUNDS (3)
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, PROJECT_ROOT } from '../src/app.js';
import { creditAccount } from '../src/billing/operator-credits.js';
import { benchConcurrency } from './llama/concurrency.js';
import { apiJson, apiStream, closeApiClient, type ApiTarget } from './llama/api-client.js';
import { openRawSession, type GenerationTiming } from './llama/raw-session.js';
import { printPaths, type PathName } from './llama/report.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const TOKENS = Number(process.env.BENCH_LLAMA_TOKENS ?? 128);
const THREADS = Number(process.env.BENCH_LLAMA_THREADS ?? 1);
const CONCURRENT_TOKENS = Number(process.env.BENCH_LLAMA_CONCURRENT_TOKENS ?? 64);
const CONCURRENT_ROUNDS = Number(process.env.BENCH_LLAMA_CONCURRENT_ROUNDS ?? 3);
const SMOLLM2 = 'SmolLM2-135M-Instruct.Q4_1.gguf';
const SYSTEM = 'You are a helpful assistant.';
const PROMPT = 'Write a long story about a lighthouse keeper and a storm.';

const quietLogger = { error: console.error, warn: () => undefined, info: () => undefined };
const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;

async function startService(dataDir: string, modelId: string): Promise<{ target: ApiTarget; file: string; close: () => Promise<void> }> {
  const app = await buildApp({
    dataDir,
    environment: { ...process.env, DATA_DIR: dataDir, MODEL_DOWNLOADS: 'off', LLAMA_THREADS: String(THREADS) },
    logger: quietLogger,
  });
  const accountId = app.bootstrap.accountId;
  await creditAccount(app.services.database, { accountId, amountUsd: '1000', reason: 'bench', externalId: `bench-${Date.now()}`, createdBy: 'bench' });
  const server = createServer(app.koa.callback());
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app.listening(baseUrl);
  return {
    target: { baseUrl, key: app.bootstrap.adminKey!.secret },
    file: join(dataDir, 'models', modelId === 'debug-tiny-chat' ? 'debug-tiny-chat.gguf' : SMOLLM2),
    async close() {
      closeApiClient();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
    },
  };
}

export async function benchLlamaCpp(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-llama-'));
  const projectModel = join(PROJECT_ROOT, 'data', 'models', SMOLLM2);
  const real = existsSync(projectModel);
  if (real) {
    mkdirSync(join(dataDir, 'models'), { recursive: true });
    symlinkSync(projectModel, join(dataDir, 'models', SMOLLM2));
  }
  const modelId = real ? 'smollm2-135m-instruct' : 'debug-tiny-chat';
  console.log(
    real
      ? `llama-cpp: SmolLM2-135M-Instruct (data/models/${SMOLLM2})`
      : 'llama-cpp: the random-weight debug model (SmolLM2 is not in data/models; `make models` fetches it): figures show overhead, not a real model',
  );
  console.log(`  threads ${THREADS}, at most ${TOKENS} tokens, temperature 0, ${ROUNDS} interleaved rounds; ${load()} on ${availableParallelism()} cores`);
  const service = await startService(dataDir, modelId);
  const raw = await openRawSession(service.file, THREADS);
  try {
    const messages = [
      { role: 'system' as const, content: SYSTEM },
      { role: 'user' as const, content: PROMPT },
    ];
    const body = { model: modelId, messages, max_tokens: TOKENS, temperature: 0, seed: 1, service_parameters: { include_service_system_prompt: false } };
    const paths: Record<PathName, () => Promise<GenerationTiming>> = {
      raw: () => raw.generate({ model: modelId, messages, max_tokens: TOKENS, temperature: 0, seed: 1 }),
      'api stream': () => apiStream(service.target, body),
      'api json': () => apiJson(service.target, body),
    };
    const names = Object.keys(paths) as PathName[];
    for (const name of names) await paths[name](); // warm-up: model load, first prompt evaluation, JIT
    const results: Record<PathName, GenerationTiming[]> = { raw: [], 'api stream': [], 'api json': [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (let step = 0; step < names.length; step += 1) {
        const name = names[(round + step) % names.length]!;
        results[name].push(await paths[name]());
      }
    }
    printPaths(results);
    await raw.close();
    await benchConcurrency(service.file, THREADS, { messages, maxTokens: CONCURRENT_TOKENS, rounds: CONCURRENT_ROUNDS });
    console.log(`  ${load()} at the end`);
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
