// Concurrent requests on one model: the engine with one sequence (requests wait their turn) against
// the engine with several sequences in one context (node-llama-cpp evaluates the generating sequences
// in one batch). Through the engine, not HTTP, so only the batching differs. Rounds interleaved, the
// order rotating; medians with min–max.
import { createLlamaCppEngine } from '../../src/providers/llama-cpp/engine.js';
import type { ChatMessage } from '../../src/providers/contracts/chat.js';
import { spread, type Spread } from '../gateway/statistics.js';
import { cpuSince } from './raw-session.js';

interface Case {
  concurrency: number;
  sequences: number;
}

interface Outcome {
  tokensPerSecond: number;
  meanRequestMs: number;
  cpuMsPerToken: number;
}

const CASES: Case[] = [
  { concurrency: 1, sequences: 1 },
  { concurrency: 2, sequences: 1 },
  { concurrency: 2, sequences: 2 },
  { concurrency: 4, sequences: 1 },
  { concurrency: 4, sequences: 2 },
  { concurrency: 4, sequences: 4 },
];

const format = (figure: Spread | undefined, digits: number) =>
  figure ? `${figure.median.toFixed(digits)} (${figure.min.toFixed(digits)}–${figure.max.toFixed(digits)})` : 'n/a';

export async function benchConcurrency(file: string, threads: number, options: { messages: ChatMessage[]; maxTokens: number; rounds: number }): Promise<void> {
  // a 1024-token context per sequence: the prompt and answer fit, and four sequences stay small in memory
  const engines = new Map(
    [...new Set(CASES.map((entry) => entry.sequences))].map((sequences) => [
      sequences,
      createLlamaCppEngine({ engine: 'llama-cpp', file, contextSize: 1024 }, { threads, sequences, queueLimit: 16 }),
    ]),
  );
  const never = new AbortController().signal;
  const run = async ({ concurrency, sequences }: Case): Promise<Outcome> => {
    const engine = engines.get(sequences)!;
    const cpu = process.cpuUsage();
    const started = performance.now();
    const requests = await Promise.all(
      Array.from({ length: concurrency }, async (_, index) => {
        const result = await engine.chat({ model: 'bench', messages: options.messages, max_tokens: options.maxTokens, temperature: 0.8, seed: index }, never);
        return { tokens: result.usage.completion_tokens, ms: performance.now() - started };
      }),
    );
    const elapsed = performance.now() - started;
    const tokens = requests.reduce((sum, request) => sum + request.tokens, 0);
    return {
      tokensPerSecond: tokens / (elapsed / 1000),
      meanRequestMs: requests.reduce((sum, request) => sum + request.ms, 0) / requests.length,
      cpuMsPerToken: cpuSince(cpu) / tokens,
    };
  };
  try {
    for (const engine of engines.values()) await engine.chat({ model: 'bench', messages: options.messages, max_tokens: 4 }, never); // load, warm up
    const results = CASES.map(() => [] as Outcome[]);
    for (let round = 0; round < options.rounds; round += 1) {
      for (let step = 0; step < CASES.length; step += 1) {
        const index = (round + step) % CASES.length;
        results[index]!.push(await run(CASES[index]!));
      }
    }
    console.log(`concurrent requests (engine, ${options.maxTokens} tokens each, temperature 0.8, ${options.rounds} interleaved rounds):`);
    console.log(`  ${'requests'.padEnd(9)}${'sequences'.padEnd(10)}${'total tok/s'.padEnd(24)}${'mean request ms'.padEnd(24)}CPU ms/token`);
    CASES.forEach((entry, index) => {
      const figures = results[index]!;
      console.log(
        `  ${String(entry.concurrency).padEnd(9)}${String(entry.sequences).padEnd(10)}${format(spread(figures.map((figure) => figure.tokensPerSecond)), 1).padEnd(24)}` +
          `${format(spread(figures.map((figure) => figure.meanRequestMs)), 0).padEnd(24)}${format(spread(figures.map((figure) => figure.cpuMsPerToken)), 2)}`,
      );
    });
  } finally {
    for (const engine of engines.values()) await engine.close();
  }
}
