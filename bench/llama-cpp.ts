// The embedded llama.cpp engine on the generated debug models: runtime start, model load, prompt
// processing and generation speed through the engine (LlamaChat included), embeddings, and RSS.
// Best of BENCH_ROUNDS (3) for each figure; threads 1 and 2. The tiny model shows the engine's own
// overhead more than llama.cpp's compute (a 0.5B model decodes ~24 tok/s on one thread). Then the
// real default embedding model (all-MiniLM-L6-v2) when its GGUF is in ./data/models (make models).
//   npm run bench -- llama
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../src/app.js';
import { loadCatalog } from '../src/catalog/catalog.js';
import { writeDebugModel } from '../src/providers/llama-cpp/debug-model.js';
import { createLlamaCppEngine, type LlamaCppEngine } from '../src/providers/llama-cpp/engine.js';
import { loadLlama } from '../src/providers/llama-cpp/runtime.js';
import type { ChatParams } from '../src/providers/provider.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const never = new AbortController().signal;
const megabytes = () => `${Math.round(process.memoryUsage().rss / 2 ** 20)} MB`;
const PROSE = 'the quick brown fox jumps over the lazy dog and then it came back to see what the old man would say about it. ';

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
}

/** Prompt processing: a long prompt, one generated token; each round changes the first word so no cached prefix helps. */
async function promptSpeed(engine: LlamaCppEngine): Promise<number> {
  let best = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const params: ChatParams = { model: 'bench', messages: [{ role: 'user', content: `${round} ${PROSE.repeat(6)}` }], max_tokens: 1, temperature: 0 };
    const [result, milliseconds] = await timed(() => engine.chat(params, never));
    best = Math.max(best, result.usage.prompt_tokens / (milliseconds / 1000));
  }
  return best;
}

/** Generation: tokens after the first one, over the time after the first delta (prompt excluded). */
async function generationSpeed(engine: LlamaCppEngine, maxTokens: number): Promise<{ tokensPerSecond: number; firstTokenMs: number }> {
  let best = { tokensPerSecond: 0, firstTokenMs: Infinity };
  for (let round = 0; round < ROUNDS; round += 1) {
    const params: ChatParams = {
      model: 'bench',
      messages: [{ role: 'user', content: `Tell a story ${round}.` }],
      max_tokens: maxTokens,
      temperature: 0.8,
      seed: round,
    };
    const started = performance.now();
    let first = 0;
    let tokens = 0;
    for await (const event of engine.streamChat(params, never)) {
      if (event.type === 'delta' && event.delta.content && !first) first = performance.now();
      if (event.type === 'usage') tokens = event.usage.completion_tokens;
    }
    const tokensPerSecond = (tokens - 1) / ((performance.now() - first) / 1000);
    if (tokensPerSecond > best.tokensPerSecond) best = { tokensPerSecond, firstTokenMs: first - started };
  }
  return best;
}

async function embeddingSpeed(engine: LlamaCppEngine): Promise<number> {
  const input = Array.from({ length: 64 }, (_, index) => `${index} ${PROSE}`.slice(0, 60));
  let best = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const [, milliseconds] = await timed(() => engine.embed({ model: 'bench', input }, never));
    best = Math.max(best, input.length / (milliseconds / 1000));
  }
  return best;
}

/** One short sentence, the latency a search query sees (best of the rounds, after a warm-up). */
async function sentenceMs(engine: LlamaCppEngine): Promise<number> {
  await engine.embed({ model: 'bench', input: ['warm up'] }, never);
  let best = Infinity;
  for (let round = 0; round < ROUNDS; round += 1) {
    const [, milliseconds] = await timed(() => engine.embed({ model: 'bench', input: [`A cat sits on the mat ${round}`] }, never));
    best = Math.min(best, milliseconds);
  }
  return best;
}

async function benchRealEmbeddings(): Promise<void> {
  const catalog = loadCatalog(join(PROJECT_ROOT, 'config'), { DATA_DIR: join(PROJECT_ROOT, 'data') });
  const model = [...catalog.models, ...catalog.fetchable].find((candidate) => candidate.record.id === 'all-minilm-l6-v2');
  const route = model?.route;
  if (route?.engine !== 'llama-cpp' || !existsSync(route.file)) {
    return console.log('all-minilm-l6-v2: not in ./data/models (npm run cli -- models pull all-minilm-l6-v2); skipped');
  }
  console.log(`all-minilm-l6-v2: ${route.file}, context ${route.contextSize}`);
  for (const threads of [1, 2]) {
    const engine = createLlamaCppEngine({ ...route, threads });
    const [, loadMs] = await timed(() => engine.load());
    console.log(`threads=${threads}`);
    console.log(`  load model                      ${loadMs.toFixed(0)} ms, RSS ${megabytes()}`);
    console.log(`  one sentence (8 tokens)         ${(await sentenceMs(engine)).toFixed(0)} ms`);
    console.log(`  embeddings (60 characters each) ${(await embeddingSpeed(engine)).toFixed(0)} /s`);
    await engine.close();
  }
}

export async function benchLlamaCpp(): Promise<void> {
  const directory = mkdtempSync(join(tmpdir(), 'bench-llama-'));
  try {
    console.log('llama-cpp: the embedded engine on the generated debug models');
    console.log(`  RSS before the runtime          ${megabytes()}`);
    const chatFile = join(directory, 'debug-tiny-chat.gguf');
    const embeddingFile = join(directory, 'debug-tiny-embedding.gguf');
    const [written, writeMs] = await timed(async () => writeDebugModel(chatFile, { kind: 'debug-tiny-chat' }));
    writeDebugModel(embeddingFile, { kind: 'debug-tiny-embedding' });
    console.log(`  write debug model               ${writeMs.toFixed(0)} ms (${(written.bytes / 2 ** 20).toFixed(2)} MB)`);
    const [, runtimeMs] = await timed(() => loadLlama());
    console.log(`  start runtime (getLlama)        ${runtimeMs.toFixed(0)} ms, RSS ${megabytes()}`);
    for (const threads of [1, 2]) {
      const engine = createLlamaCppEngine({ engine: 'llama-cpp', file: chatFile, threads });
      const [, loadMs] = await timed(() => engine.load());
      console.log(`threads=${threads}`);
      console.log(`  load model                      ${loadMs.toFixed(0)} ms, RSS ${megabytes()}`);
      await engine.chat({ model: 'bench', messages: [{ role: 'user', content: 'warm up' }], max_tokens: 4 }, never);
      console.log(`  prompt processing               ${(await promptSpeed(engine)).toFixed(0)} tok/s`);
      const generation = await generationSpeed(engine, 256);
      console.log(
        `  generation (256 tokens)         ${generation.tokensPerSecond.toFixed(0)} tok/s, first token after ${generation.firstTokenMs.toFixed(1)} ms`,
      );
      await engine.close();
      const embedder = createLlamaCppEngine({ engine: 'llama-cpp', file: embeddingFile, threads });
      console.log(`  embeddings (60 characters each) ${(await embeddingSpeed(embedder)).toFixed(0)} /s`);
      await embedder.close();
    }
    await benchRealEmbeddings();
    console.log(`  RSS at the end                  ${megabytes()}`);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
