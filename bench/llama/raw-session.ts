// node-llama-cpp on its own, as the baseline the API is measured against: the same binary and
// runtime settings, a context and LlamaChat made the way the engine makes them (one context, one
// sequence, reused across requests so the shared prompt prefix is evaluated once), the same
// history conversion and sampling options, and nothing of ours around it.
import type { LlamaChat, LlamaContext, LlamaModel } from 'node-llama-cpp';
import { samplingOptions, toChatHistory } from '../../src/providers/llama-cpp/convert-request.js';
import { loadLlama } from '../../src/providers/llama-cpp/runtime.js';
import type { ChatParams } from '../../src/providers/contracts/chat.js';

/** One generation's timings, measured the same way for every path. */
export interface GenerationTiming {
  /** From the call to the first visible text (NaN when nothing was streamed). */
  firstTokenMs: number;
  totalMs: number;
  completionTokens: number;
  /** CPU time of the whole process (every thread: llama.cpp's, the server's, the client's). */
  cpuMs: number;
}

export function cpuSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** Tokens after the first one over the time after it: the decode rate, prompt processing excluded. */
export function decodeRate(timing: GenerationTiming): number {
  return (timing.completionTokens - 1) / ((timing.totalMs - timing.firstTokenMs) / 1000);
}

export interface RawSession {
  generate(params: ChatParams): Promise<GenerationTiming>;
  close(): Promise<void>;
}

export async function openRawSession(file: string, threads: number): Promise<RawSession> {
  const { LlamaChat } = await import('node-llama-cpp');
  const llama = await loadLlama();
  const model: LlamaModel = await llama.loadModel({ modelPath: file, gpuLayers: 0 });
  // the engine's context size: the model's training context, at most 4096
  const contextSize = Math.min(model.trainContextSize, 4096);
  const context: LlamaContext = await model.createContext({ contextSize, threads, sequences: 1 });
  const chat: LlamaChat = new LlamaChat({ contextSequence: context.getSequence() });
  return {
    async generate(params) {
      const history = toChatHistory(params.messages);
      const meter = chat.sequence.tokenMeter;
      const before = meter.usedOutputTokens;
      const cpu = process.cpuUsage();
      const started = performance.now();
      let first = Number.NaN;
      await chat.generateResponse(history, {
        ...samplingOptions(params, 0),
        maxTokens: params.max_tokens,
        onTextChunk: () => {
          if (Number.isNaN(first)) first = performance.now();
        },
      });
      return { firstTokenMs: first - started, totalMs: performance.now() - started, completionTokens: meter.usedOutputTokens - before, cpuMs: cpuSince(cpu) };
    },
    async close() {
      chat.dispose();
      await context.dispose();
      await model.dispose();
    },
  };
}
