import { describe, expect, it } from 'vitest';
import { chatStreamEvents, SseDataDecoder } from '../../src/providers/openai-compatible/stream.js';
import type { ProviderError } from '../../src/providers/contracts/provider-error.js';

async function* pieces(...chunks: string[]): AsyncGenerator<Buffer> {
  for (const chunk of chunks) yield Buffer.from(chunk);
}
const collect = async <T>(iterable: AsyncIterable<T>) => {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
};
const signal = new AbortController().signal;

describe('upstream SSE', () => {
  it('joins data lines, skips comments and event names, and handles CRLF split across chunks', async () => {
    const sse = new SseDataDecoder();
    const data = [': keep-alive\r', '\nevent: x\r\ndata: {"a":', '1}\r\n\r\ndata: one\ndata: two\n\n', 'data: [DONE]'].flatMap((chunk) =>
      sse.push(Buffer.from(chunk)),
    );
    data.push(...sse.end());
    expect(data).toEqual(['{"a":1}', 'one\ntwo', '[DONE]']);
  });

  it('ends with the upstream usage event when there is one, and fails on a body that ends early, a bad chunk, or an in-band error', async () => {
    const chunk = (content: string) => `data: {"choices":[{"index":0,"delta":{"content":"${content}"},"finish_reason":null}]}\n\n`;
    const usage = 'data: {"choices":[],"usage":{"prompt_tokens":3,"completion_tokens":2,"total_tokens":5}}\n\n';
    const events = await collect(chatStreamEvents(async () => pieces(chunk('hi'), usage, 'data: [DONE]\n\n'), signal));
    expect(events).toEqual([
      { type: 'delta', index: 0, delta: { content: 'hi' } },
      { type: 'usage', usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 } },
    ]);
    const failure = (body: AsyncIterable<Buffer>) =>
      collect(chatStreamEvents(async () => body, signal)).then(
        () => undefined,
        (error: ProviderError) => error.failure,
      );
    expect(await failure(pieces(chunk('hi')))).toBe('connection');
    expect(await failure(pieces(chunk('hi'), 'data: {oops\n\n'))).toBe('malformed');
    // A stream that ends without usage is whole: the service counts it (inference/checked-usage.ts).
    expect(await collect(chatStreamEvents(async () => pieces(chunk('hi'), 'data: [DONE]\n\n'), signal))).toEqual([
      { type: 'delta', index: 0, delta: { content: 'hi' } },
    ]);
    expect(await failure(pieces('data: {"error":{"message":"overloaded","code":"model_overloaded"}}\n\n'))).toBe('overloaded');
  });
});
