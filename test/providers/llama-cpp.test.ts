// The embedded llama.cpp engine against a tiny random-weight GGUF written at test time. The model's
// text is noise, so nothing here asserts on content: only token counts, determinism, stops, limits,
// shapes and timing.
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { LlamaModel } from 'node-llama-cpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDebugModel } from '../../src/providers/llama-cpp/debug-model.js';
import { createLlamaCppEngine, type LlamaCppEngine } from '../../src/providers/llama-cpp/engine.js';
import { acquireModel, loadLlama, releaseModel } from '../../src/providers/llama-cpp/runtime.js';
import { exceedsTokens, SLICE_CHARS } from '../../src/providers/llama-cpp/token-count.js';
import type { ChatParams, ChatStreamEvent, FunctionTool } from '../../src/providers/contracts/chat.js';
import { ProviderError } from '../../src/providers/contracts/provider-error.js';
import { turnsDuring } from '../support/event-loop.js';
import { RUN_DIR } from '../support/paths.js';

const never = new AbortController().signal;
const directory = mkdtempSync(join(RUN_DIR, 'llama-'));
const chatFile = join(directory, 'debug-tiny-chat.gguf');
const embeddingFile = join(directory, 'debug-tiny-embedding.gguf');

let engine: LlamaCppEngine;
let embedder: LlamaCppEngine;
let tokenizerModel: LlamaModel; // a separate load of the same file: an independent tokenizer

const ask = (overrides: Partial<ChatParams> = {}): ChatParams => ({
  model: 'debug-tiny-chat',
  messages: [
    { role: 'system', content: 'Be brief.' },
    { role: 'user', content: 'Hello there, how are you?' },
  ],
  max_tokens: 16,
  temperature: 0.9,
  seed: 42,
  ...overrides,
});

async function collect(stream: AsyncIterable<ChatStreamEvent>): Promise<ChatStreamEvent[]> {
  const events: ChatStreamEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

const contentOf = (events: ChatStreamEvent[], index = 0) =>
  events.map((event) => (event.type === 'delta' && event.index === index ? (event.delta.content ?? '') : '')).join('');

beforeAll(async () => {
  writeDebugModel(chatFile, { kind: 'debug-tiny-chat' });
  writeDebugModel(embeddingFile, { kind: 'debug-tiny-embedding' });
  engine = createLlamaCppEngine({ engine: 'llama-cpp', file: chatFile });
  embedder = createLlamaCppEngine({ engine: 'llama-cpp', file: embeddingFile });
  await engine.load();
  tokenizerModel = await (await loadLlama()).loadModel({ modelPath: chatFile });
});

afterAll(async () => {
  await engine?.close();
  await embedder?.close();
  await tokenizerModel?.dispose();
});

describe('llama-cpp engine: token counts', () => {
  it('counts the prompt as the ChatML-templated text tokenizes, BOS included', async () => {
    const result = await engine.chat(ask(), never);
    const templated = '<|im_start|>system\nBe brief.<|im_end|>\n<|im_start|>user\nHello there, how are you?<|im_end|>\n<|im_start|>assistant\n';
    expect(result.usage.prompt_tokens).toBe(1 + tokenizerModel.tokenize(templated, true).length);
    expect(result.usage.total_tokens).toBe(result.usage.prompt_tokens + result.usage.completion_tokens);
  });

  it('stops at max_tokens with finish_reason length and counts exactly the tokens generated', async () => {
    const settings = engine.settings;
    const loaded = await acquireModel(settings);
    try {
      const sequence = (await loaded.chats())[0]!.sequence;
      await loaded.queue.run(() => sequence.clearHistory());
      const result = await engine.chat(ask({ max_tokens: 12, temperature: 1.5 }), never);
      expect(result.choices[0]!.finish_reason).toBe('length');
      expect(result.usage.completion_tokens).toBe(12);
      // the sequence now holds the prompt and every generated token but the last (sampled, not yet evaluated)
      expect(sequence.contextTokens.length).toBe(result.usage.prompt_tokens + result.usage.completion_tokens - 1);
    } finally {
      await releaseModel(settings);
    }
  });

  it('never counts more completion tokens than max_tokens, whatever stops the generation', async () => {
    for (const seed of [1, 2, 3, 4]) {
      const result = await engine.chat(ask({ seed, max_tokens: 8 }), never);
      expect(result.usage.completion_tokens).toBeGreaterThan(0);
      expect(result.usage.completion_tokens).toBeLessThanOrEqual(8);
      if (result.usage.completion_tokens < 8) expect(result.choices[0]!.finish_reason).toBe('stop');
    }
  });

  it('counts the prompt once for n choices and sums their completions', async () => {
    const single = await engine.chat(ask({ max_tokens: 6, temperature: 1.5 }), never);
    const triple = await engine.chat(ask({ n: 3, max_tokens: 6, temperature: 1.5 }), never);
    expect(triple.choices.map((choice) => choice.index)).toEqual([0, 1, 2]);
    expect(triple.usage.prompt_tokens).toBe(single.usage.prompt_tokens);
    expect(triple.usage.completion_tokens).toBe(18);
    expect(triple.choices[0]!.message.content).toBe(single.choices[0]!.message.content); // choice i samples with seed + i
  });

  it('reports as cached tokens the prompt prefix the context still held, which llama.cpp did not evaluate again', async () => {
    const settings = engine.settings;
    const loaded = await acquireModel(settings);
    try {
      const sequence = await loaded.withChat(async (chat) => chat.sequence); // one sequence: the engine's next chat uses it too
      await loaded.queue.run(() => sequence.clearHistory());
      const conversation = [
        { role: 'system' as const, content: 'Be brief.' },
        { role: 'user' as const, content: 'What is a prompt cache?' },
      ];
      // Tokens fed to the model without asking for their logits: the prompt's, but its last one.
      const run = async (params: ChatParams) => {
        const before = sequence.tokenMeter.usedInputTokens;
        const { usage } = await engine.chat(params, never);
        return { usage, evaluated: sequence.tokenMeter.usedInputTokens - before };
      };
      const fresh = await run(ask({ messages: conversation, max_tokens: 4 }));
      expect(fresh.usage.prompt_tokens_details).toEqual({ cached_tokens: 0 });
      expect(fresh.evaluated).toBe(fresh.usage.prompt_tokens - 1);
      const again = await run(ask({ messages: conversation, max_tokens: 4 }));
      expect(again.usage.prompt_tokens_details).toEqual({ cached_tokens: again.usage.prompt_tokens - 1 });
      expect(again.evaluated).toBe(0);
      // A later turn shares the system message and the template's opening with the earlier one.
      const next = await run(ask({ messages: [conversation[0]!, { role: 'user', content: 'And a prefix?' }], max_tokens: 4 }));
      const shared = next.usage.prompt_tokens_details!.cached_tokens!;
      expect(shared).toBeGreaterThan(0);
      expect(shared).toBeLessThan(next.usage.prompt_tokens - 1);
      expect(next.evaluated).toBe(next.usage.prompt_tokens - 1 - shared);
    } finally {
      await releaseModel(settings);
    }
  });
});

describe('llama-cpp engine: seeded sampling', () => {
  it('gives identical output for the same seed and input, and different output for other seeds', async () => {
    const first = await engine.chat(ask({ seed: 7, max_tokens: 24 }), never);
    await engine.chat(ask({ seed: 99, messages: [{ role: 'user', content: 'something else entirely' }] }), never);
    const again = await engine.chat(ask({ seed: 7, max_tokens: 24 }), never);
    expect(again.choices[0]!.message.content).toBe(first.choices[0]!.message.content);
    const others = await Promise.all([8, 9, 10].map((seed) => engine.chat(ask({ seed, max_tokens: 24 }), never)));
    const distinct = new Set([first, ...others].map((result) => result.choices[0]!.message.content));
    expect(distinct.size).toBeGreaterThanOrEqual(3);
  });
});

describe('llama-cpp engine: stop sequences', () => {
  it('stops before a stop sequence the model really emits, and leaves it out', async () => {
    const free = (await engine.chat(ask({ seed: 3, max_tokens: 48 }), never)).choices[0]!.message.content!;
    // a plain-ASCII 3-character piece that first occurs at least 4 characters in
    const start = [...free.matchAll(/[a-z]{3}/g)]
      .map((match) => match.index!)
      .find((index) => index >= 4 && free.indexOf(free.slice(index, index + 3)) === index);
    expect(start, `no usable stop string in ${JSON.stringify(free)}`).toBeDefined();
    const stop = free.slice(start!, start! + 3);
    const stopped = await engine.chat(ask({ seed: 3, max_tokens: 48, stop: ['@@@@', stop, '####', '$$$$'] }), never);
    expect(stopped.choices[0]!.finish_reason).toBe('stop');
    expect(stopped.choices[0]!.message.content).toBe(free.slice(0, start));
    expect(stopped.choices[0]!.message.content).not.toContain(stop);
    expect(stopped.usage.completion_tokens).toBeLessThan(48);
    const streamed = await collect(engine.streamChat(ask({ seed: 3, max_tokens: 48, stop: [stop] }), never));
    expect(contentOf(streamed)).toBe(free.slice(0, start));
  });
});

describe('llama-cpp engine: stop token ids', () => {
  it('stops on a token id the model really generates', async () => {
    const loaded = await acquireModel(engine.settings);
    try {
      const sequence = (await loaded.chats())[0]!.sequence;
      await loaded.queue.run(() => sequence.clearHistory());
      const free = await engine.chat(ask({ seed: 5, max_tokens: 24 }), never);
      const generated = sequence.contextTokens.slice(free.usage.prompt_tokens);
      // a whole-text token after a whole-text token (a byte token may be half a UTF-8 character, which
      // llama.cpp completes before it checks for stops)
      const printable = (index: number) => /^[ -~]+$/.test(tokenizerModel.detokenize([generated[index]!]));
      const position = generated.findIndex((token, index) => index >= 3 && generated.indexOf(token) === index && printable(index) && printable(index - 1));
      expect(position).toBeGreaterThanOrEqual(3);
      const stopped = await engine.chat(ask({ seed: 5, max_tokens: 24, stop_token_ids: [generated[position]!] }), never);
      expect(stopped.choices[0]!.finish_reason).toBe('stop');
      expect(stopped.usage.completion_tokens).toBe(position + 1);
      expect(free.choices[0]!.message.content!.startsWith(stopped.choices[0]!.message.content!)).toBe(true);
    } finally {
      await releaseModel(engine.settings);
    }
  });
});

describe('llama-cpp engine: streaming', () => {
  it('streams deltas that concatenate to the non-streamed content, then exactly one usage event equal to its usage', async () => {
    const params = ask({ seed: 11, max_tokens: 20 });
    const whole = await engine.chat(params, never);
    const events = await collect(engine.streamChat(params, never));
    expect(events[0]).toEqual({ type: 'delta', index: 0, delta: { role: 'assistant', content: '' } });
    expect(contentOf(events)).toBe(whole.choices[0]!.message.content);
    expect(events.filter((event) => event.type === 'usage')).toHaveLength(1);
    // the same prompt again: all of it but its last token is still in the context
    expect(events.at(-1)).toEqual({ type: 'usage', usage: { ...whole.usage, prompt_tokens_details: { cached_tokens: whole.usage.prompt_tokens - 1 } } });
    expect(events.at(-2)).toMatchObject({ type: 'delta', index: 0, finish_reason: whole.choices[0]!.finish_reason });
    expect(events.filter((event) => event.type === 'delta' && event.delta.content).length).toBeGreaterThan(5);
  });

  it('streams n choices one after another, each with its own finish', async () => {
    const events = await collect(engine.streamChat(ask({ n: 2, max_tokens: 5 }), never));
    const finishes = events.filter((event) => event.type === 'delta' && event.finish_reason);
    expect(finishes.map((event) => (event as { index: number }).index)).toEqual([0, 1]);
  });

  it('stops generating promptly when the signal aborts mid-stream, and reports what was generated', async () => {
    // Promptly in tokens, not milliseconds: the model's own meter counts what it generated after
    // the abort, which load cannot stretch (the signal is checked before each next token).
    const loaded = await acquireModel(engine.settings);
    try {
      const meter = (await loaded.chats())[0]!.sequence.tokenMeter;
      const before = meter.usedOutputTokens;
      const controller = new AbortController();
      let deltas = 0;
      let atAbort = 0;
      const events: ChatStreamEvent[] = [];
      for await (const event of engine.streamChat(ask({ max_tokens: 1500, temperature: 1.5 }), controller.signal)) {
        events.push(event);
        if (event.type === 'delta' && event.delta.content && ++deltas === 5) {
          atAbort = meter.usedOutputTokens - before;
          controller.abort();
        }
      }
      const generated = meter.usedOutputTokens - before;
      expect(generated - atAbort).toBeLessThanOrEqual(2);
      const usage = events.at(-1);
      expect(usage?.type).toBe('usage');
      const { completion_tokens } = (usage as { usage: { completion_tokens: number } }).usage;
      expect(completion_tokens).toBeGreaterThanOrEqual(5);
      expect(completion_tokens).toBeLessThanOrEqual(generated);
      expect(generated).toBeLessThan(1500);
    } finally {
      await releaseModel(engine.settings);
    }
  });

  it('stops generating when the consumer stops reading', async () => {
    // In tokens, not milliseconds: the model's meter at the moment the consumer stopped, after the
    // stream closed, and across a whole further generation on the same sequence, however fast it runs.
    const loaded = await acquireModel(engine.settings);
    try {
      const meter = (await loaded.chats())[0]!.sequence.tokenMeter;
      const before = meter.usedOutputTokens;
      let atStop = -1;
      for await (const event of engine.streamChat(ask({ max_tokens: 1500, temperature: 1.5 }), never)) {
        if (event.type === 'delta' && event.delta.content) {
          atStop = meter.usedOutputTokens - before;
          break;
        }
      }
      expect(atStop).toBeGreaterThan(0);
      const generated = meter.usedOutputTokens - before;
      // the signal is checked before each next token: at most the one under way when it came
      expect(generated - atStop).toBeLessThanOrEqual(2);
      expect(loaded.queue.busy).toBe(false);
      // Nothing of it runs on afterwards: the next generation (the only sequence) adds exactly its own tokens.
      const next = await engine.chat(ask({ seed: 13, max_tokens: 8 }), never);
      expect(meter.usedOutputTokens - before - generated).toBe(next.usage.completion_tokens);
    } finally {
      await releaseModel(engine.settings);
    }
  });
});

describe('llama-cpp engine: structured output and tools', () => {
  const schema = {
    type: 'object',
    properties: {
      word: { type: 'string', maxLength: 12 },
      mood: { type: 'string', enum: ['calm', 'busy'] },
      count: { type: 'integer' },
      ratio: { type: 'number' },
      flags: { type: 'array', items: { type: 'boolean' }, maxItems: 3 },
    },
    required: ['word', 'mood', 'count', 'ratio', 'flags'],
    additionalProperties: false,
  };
  const validate = new Ajv2020({ strict: false }).compile(schema);

  it('constrains response_format json_schema output to JSON that validates against the schema', async () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const result = await engine.chat(ask({ seed, max_tokens: 200, response_format: { type: 'json_schema', json_schema: { name: 'reply', schema } } }), never);
      expect(result.choices[0]!.finish_reason).toBe('stop');
      const parsed: unknown = JSON.parse(result.choices[0]!.message.content!);
      expect(validate(parsed), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it('constrains response_format json_object output to a JSON object', async () => {
    const result = await engine.chat(ask({ seed: 2, max_tokens: 300, response_format: { type: 'json_object' } }), never);
    expect(result.choices[0]!.message.content!.startsWith('{')).toBe(true);
    if (result.choices[0]!.finish_reason === 'stop') expect(typeof JSON.parse(result.choices[0]!.message.content!)).toBe('object');
  });

  const tools: FunctionTool[] = [
    {
      type: 'function',
      function: {
        name: 'get_weather',
        description: 'Weather in a city',
        parameters: {
          type: 'object',
          properties: { city: { type: 'string', maxLength: 12 }, unit: { type: 'string', enum: ['c', 'f'] } },
          required: ['city', 'unit'],
        },
      },
    },
    { type: 'function', function: { name: 'get_time', description: 'The time', parameters: { type: 'object', properties: {} } } },
  ];
  const validateWeather = new Ajv2020({ strict: false }).compile(tools[0]!.function.parameters!);

  it('returns a tool call in the OpenAI shape when tool_choice requires one', async () => {
    const result = await engine.chat(ask({ max_tokens: 120, tools, tool_choice: { type: 'function', function: { name: 'get_weather' } } }), never);
    const choice = result.choices[0]!;
    expect(choice.finish_reason).toBe('tool_calls');
    expect(choice.message.content).toBeNull();
    expect(choice.message.tool_calls).toHaveLength(1);
    const call = choice.message.tool_calls![0]!;
    expect(call).toMatchObject({ id: expect.stringMatching(/^call_[0-9a-f]{24}$/), type: 'function', function: { name: 'get_weather' } });
    expect(validateWeather(JSON.parse(call.function.arguments))).toBe(true);

    const any = await engine.chat(ask({ seed: 5, max_tokens: 120, tools, tool_choice: 'required' }), never);
    expect(['get_weather', 'get_time']).toContain(any.choices[0]!.message.tool_calls?.[0]?.function.name);
  });

  it('streams a required tool call as one tool_calls delta, then finish_reason tool_calls', async () => {
    const events = await collect(engine.streamChat(ask({ max_tokens: 120, tools, tool_choice: 'required' }), never));
    const calls = events.flatMap((event) => (event.type === 'delta' && event.delta.tool_calls ? event.delta.tool_calls : []));
    expect(calls).toEqual([
      { index: 0, id: expect.stringMatching(/^call_/), type: 'function', function: { name: expect.any(String), arguments: expect.any(String) } },
    ]);
    expect(contentOf(events)).toBe('');
    expect(events.at(-2)).toMatchObject({ finish_reason: 'tool_calls' });
  });

  it('feeds tool results back and answers (tool_choice auto uses the model template function calling)', async () => {
    const first = await engine.chat(ask({ max_tokens: 120, tools, tool_choice: 'required' }), never);
    const call = first.choices[0]!.message.tool_calls![0]!;
    const followUp = await engine.chat(
      ask({
        max_tokens: 10,
        tools,
        messages: [
          { role: 'user', content: 'Weather in Paris?' },
          { role: 'assistant', content: null, tool_calls: [call] },
          { role: 'tool', tool_call_id: call.id, content: '{"temperature": 21}' },
        ],
      }),
      never,
    );
    expect(['stop', 'length', 'tool_calls']).toContain(followUp.choices[0]!.finish_reason);
    expect(followUp.usage.completion_tokens).toBeGreaterThan(0);
  });

  it('refuses a content part the engine cannot take', async () => {
    const image = ask({ messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } }] }] });
    await expect(engine.chat(image, never)).rejects.toMatchObject({ failure: 'rejected', message: expect.stringContaining('image_url') });
  });
});

describe('llama-cpp engine: queue', () => {
  it('runs concurrent requests one at a time, in arrival order', async () => {
    const spans = await Promise.all(
      [0, 1, 2].map(async (seed) => {
        let start = 0;
        let end = 0;
        for await (const event of engine.streamChat(ask({ seed, max_tokens: 30, temperature: 1.5 }), never)) {
          if (event.type === 'delta' && event.delta.content && !start) start = performance.now();
          if (event.type === 'usage') end = performance.now();
        }
        return { seed, start, end };
      }),
    );
    expect(spans.map((span) => span.seed)).toEqual([0, 1, 2]);
    const ordered = [...spans].sort((a, b) => a.start - b.start);
    expect(ordered.map((span) => span.seed)).toEqual([0, 1, 2]);
    for (let index = 1; index < ordered.length; index += 1) expect(ordered[index]!.start).toBeGreaterThanOrEqual(ordered[index - 1]!.end);
  });

  it('runs as many requests at once as the model has sequences (LLAMA_SEQUENCES), the next one when a sequence is free', async () => {
    const file = join(directory, 'two-sequences.gguf');
    copyFileSync(chatFile, file);
    const batched = createLlamaCppEngine({ engine: 'llama-cpp', file }, { sequences: 2 });
    try {
      await batched.load();
      const loaded = await acquireModel(batched.settings);
      // The test holds one of the two sequences in a queue turn of its own until it lets go: what
      // runs beside it and what waits follows from the queue, not from how fast anything generates.
      let letGo!: () => void;
      const released = new Promise<void>((resolve) => (letGo = resolve));
      try {
        const holding = loaded.queue.run(() => loaded.withChat(() => released));
        const meters = (await loaded.chats()).map((chat) => chat.sequence.tokenMeter);
        const usedBefore = meters.map((meter) => meter.usedOutputTokens);
        const order: string[] = [];
        const run = async (name: string, seed: number) => {
          for await (const event of batched.streamChat(ask({ seed, max_tokens: 30, temperature: 1.5 }), never)) {
            if (event.type === 'delta' && event.delta.content && !order.includes(`${name} started`)) order.push(`${name} started`);
            if (event.type === 'usage') order.push(`${name} ended`);
          }
        };
        const running = Promise.all([run('first', 0), run('second', 1)]);
        // the first generates beside the held sequence; the second waits for it to end
        await expect.poll(() => order).toContain('second ended');
        await running;
        expect(order).toEqual(['first started', 'first ended', 'second started', 'second ended']);
        // both generated on the sequence the test did not hold
        const generatedOn = meters.map((meter, index) => meter.usedOutputTokens - usedBefore[index]!);
        expect(generatedOn.filter((tokens) => tokens === 0)).toHaveLength(1);
        expect(generatedOn.filter((tokens) => tokens > 0)).toHaveLength(1);
        letGo();
        await holding;
      } finally {
        letGo();
        await releaseModel(batched.settings);
      }
    } finally {
      await batched.close();
    }
  });

  it('fails fast with overloaded when the wait list is full, and drops a request aborted while waiting', async () => {
    const file = join(directory, 'queue-limited.gguf');
    copyFileSync(chatFile, file);
    const limited = createLlamaCppEngine({ engine: 'llama-cpp', file }, { queueLimit: 1 });
    try {
      await limited.load();
      const running = limited.chat(ask({ max_tokens: 200, temperature: 1.5 }), never);
      const controller = new AbortController();
      const waiting = limited.chat(ask(), controller.signal);
      await expect(limited.chat(ask(), never)).rejects.toSatisfy(
        (error) => error instanceof ProviderError && error.failure === 'overloaded' && error.isRetryable,
      );
      controller.abort();
      expect(await waiting).toEqual({ choices: [], usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 } });
      expect((await running).choices).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });

  it('fails with upstream_error when the file is not a model, and tries again on the next request', async () => {
    const file = join(directory, 'not-a-model.gguf');
    writeFileSync(file, 'not a GGUF file');
    const broken = createLlamaCppEngine({ engine: 'llama-cpp', file });
    try {
      await expect(broken.chat(ask(), never)).rejects.toMatchObject({ failure: 'engine_error', message: expect.stringContaining(file) });
      copyFileSync(chatFile, file);
      expect((await broken.chat(ask({ max_tokens: 2 }), never)).choices).toHaveLength(1);
    } finally {
      await broken.close();
    }
  });

  it('rejects a prompt longer than the context', async () => {
    const small = createLlamaCppEngine({ engine: 'llama-cpp', file: chatFile, contextSize: 64 });
    try {
      await expect(small.chat(ask({ messages: [{ role: 'user', content: 'word '.repeat(80) }] }), never)).rejects.toMatchObject({ failure: 'rejected' });
    } finally {
      await small.close();
    }
  });
});

describe('llama-cpp engine: counting long text in slices (token-count.ts)', () => {
  /** The real tokenizer, with a record of the texts it was given. */
  const recorded = () => {
    const texts: string[] = [];
    return {
      texts,
      tokenize: (text: string) => {
        texts.push(text);
        return tokenizerModel.tokenize(text);
      },
    };
  };

  it('says a text far past the limit exceeds it, having tokenized only slices of it, the event loop running between them', async () => {
    const tokenizer = recorded();
    const text = 'the quick brown fox jumps over the lazy dog '.repeat(12_000); // 528 KB
    let exceeds: boolean | undefined;
    const turns = await turnsDuring(exceedsTokens(tokenizer, [text], 2048).then((answer) => (exceeds = answer)));
    expect(exceeds).toBe(true);
    expect(Math.max(...tokenizer.texts.map((slice) => slice.length))).toBeLessThanOrEqual(SLICE_CHARS);
    expect(tokenizer.texts.join('').length).toBeLessThan(text.length / 4); // stopped once past the limit
    expect(turns).toBeGreaterThanOrEqual(tokenizer.texts.length - 1);
  });

  it('never says a text that fits exceeds the limit, whatever its length', async () => {
    const text = 'word '.repeat(10_000); // 50 KB, sliced four times
    const exact = tokenizerModel.tokenize(text).length;
    expect(await exceedsTokens(tokenizerModel, [text], exact)).toBe(false);
    expect(await exceedsTokens(tokenizerModel, [text, text], 2 * exact)).toBe(false);
    expect(await exceedsTokens(tokenizerModel, [text], Math.floor(exact / 2))).toBe(true);
    expect(await exceedsTokens(tokenizerModel, ['short'], 0)).toBe(false); // short text is left to the exact count
  });

  it('refuses a chat prompt and an embedding input far past the context as rejected', async () => {
    const long = 'x '.repeat(300_000);
    await expect(engine.chat(ask({ messages: [{ role: 'user', content: long }] }), never)).rejects.toMatchObject({
      failure: 'rejected',
      message: expect.stringContaining("this model's context"),
    });
    await expect(embedder.embed({ model: 'debug-tiny-embedding', input: [long] }, never)).rejects.toMatchObject({ failure: 'rejected' });
  });

  it('counts a tool listing far past the context in slices, before rendering it, and refuses it as rejected', async () => {
    const tools: FunctionTool[] = [
      {
        type: 'function',
        function: {
          name: 'pick',
          description: 'x '.repeat(150_000),
          parameters: { type: 'object', properties: { value: { type: 'string', description: 'y '.repeat(150_000) } } },
        },
      },
    ];
    for (const tool_choice of ['auto', 'required'] as const) {
      // The pre-count's refusal (the rendered prompt's would say "the prompt is N tokens").
      await expect(engine.chat(ask({ tools, tool_choice }), never)).rejects.toMatchObject({
        failure: 'rejected',
        message: expect.stringContaining('the prompt holds more tokens than'),
      });
    }
  });
});

describe('llama-cpp engine: embeddings', () => {
  const norm = (vector: number[]) => Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));

  it('returns one unit vector per input with the model width, deterministic, usage from the tokenizer', async () => {
    const inputs = ['hello world', 'the quick brown fox', 'hello world'];
    const result = await embedder.embed({ model: 'debug-tiny-embedding', input: inputs }, never);
    expect(result.vectors).toHaveLength(3);
    for (const vector of result.vectors) {
      expect(vector).toHaveLength(64);
      expect(norm(vector)).toBeCloseTo(1, 5);
    }
    expect(result.vectors[2]).toEqual(result.vectors[0]);
    expect(result.vectors[1]).not.toEqual(result.vectors[0]);
    const tokens = inputs.reduce((sum, text) => sum + 1 + tokenizerModel.tokenize(text).length, 0); // BOS + text
    expect(result.usage).toEqual({ prompt_tokens: tokens, total_tokens: tokens });
  });

  it('truncates to `dimensions` and re-normalises', async () => {
    const full = (await embedder.embed({ model: 'debug-tiny-embedding', input: ['hello world'] }, never)).vectors[0]!;
    const short = (await embedder.embed({ model: 'debug-tiny-embedding', input: ['hello world'], dimensions: 16 }, never)).vectors[0]!;
    expect(short).toHaveLength(16);
    expect(norm(short)).toBeCloseTo(1, 5);
    const prefix = full.slice(0, 16);
    short.forEach((value, index) => expect(value).toBeCloseTo(prefix[index]! / norm(prefix), 6));
    await expect(embedder.embed({ model: 'debug-tiny-embedding', input: ['x'], dimensions: 65 }, never)).rejects.toMatchObject({ failure: 'rejected' });
  });

  it('embeds with the chat model too (last-token embedding)', async () => {
    const result = await engine.embed({ model: 'debug-tiny-chat', input: ['hello'] }, never);
    expect(result.vectors[0]).toHaveLength(64);
  });
});
