// An upstream SSE body -> ChatStreamEvents, forwarded one by one as bytes arrive (never held until
// the end). The stream ends with `[DONE]`, after the upstream's usage (we always ask for it; one that
// is missing or not valid is left out, and the service counts the answer itself); a body that breaks
// off, an in-band error event or malformed JSON end in a ProviderError.
import { SseDataParser } from '../../event-stream-data.js';
import type { ChatStreamEvent, Usage } from '../contracts/chat.js';
import { ProviderError } from '../contracts/provider-error.js';
import { chunkEvents } from './convert-response.js';
import { errorFromTransport, malformed, upstreamMessage } from './errors.js';

/**
 * The `data` payloads of an event stream as its bytes arrive, per the SSE rules (multi-line data
 * joined, comments skipped): synchronous, so a chunk passes through no async step of its own.
 */
export class SseDataDecoder {
  private readonly decoder = new TextDecoder();
  private readonly parser = new SseDataParser();

  /** The payloads the chunk completes. */
  push(chunk: Buffer | string): string[] {
    return this.parser.push(typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true }));
  }

  /** The payloads the end of the stream completes. */
  end(): string[] {
    const rest = this.decoder.decode();
    const completed = rest ? this.parser.push(rest) : [];
    return [...completed, ...this.parser.end()];
  }
}

function inBandError(payload: Record<string, unknown>): ProviderError {
  const error = payload.error as Record<string, unknown> | string;
  const code = typeof error === 'object' && error ? String(error.code ?? error.type ?? '') : '';
  const overloaded = /overload|rate_limit|capacity/i.test(code);
  const retryAfter = typeof error === 'object' && error && typeof error.retry_after === 'number' ? error.retry_after : undefined;
  return new ProviderError(
    overloaded ? 'overloaded' : 'upstream_error',
    overloaded ? "the model's engine is overloaded" : "the model's engine failed mid-stream",
    { upstreamBody: { error: upstreamMessage(payload) ?? error }, retryAfterSeconds: retryAfter },
  );
}

/**
 * Chat stream events from the SSE body `open` resolves to (the upstream's answer, asked for once
 * the stream is first read); the last event is the upstream's usage when it gave a valid one. Events are yielded
 * straight from the body's chunks: one async step between the upstream and the consumer.
 */
export async function* chatStreamEvents(open: () => Promise<AsyncIterable<Buffer | string>>, signal: AbortSignal): AsyncGenerator<ChatStreamEvent> {
  const body = (await open())[Symbol.asyncIterator]();
  const sse = new SseDataDecoder();
  let usage: Usage | undefined;
  let done = false;
  let read = false; // the body was read to its end: nothing is left to close
  try {
    reading: for (;;) {
      const next = await body.next();
      if (next.done) read = true;
      for (const data of next.done ? sse.end() : sse.push(next.value)) {
        if (data.trim() === '[DONE]') {
          done = true;
          // Given before the body's iterator is closed (that clean-up runs once the consumer is done
          // with this generator), so the answer's end does not wait for it.
          if (usage) {
            yield { type: 'usage', usage };
            return;
          }
          break reading;
        }
        let chunk: unknown;
        try {
          chunk = JSON.parse(data);
        } catch {
          throw malformed('a stream event that is not JSON');
        }
        if (chunk && typeof chunk === 'object' && 'error' in chunk && (chunk as { error?: unknown }).error) {
          throw inBandError(chunk as Record<string, unknown>);
        }
        const parsed = chunkEvents(chunk);
        usage = parsed.usage ?? usage;
        for (const event of parsed.events) yield event;
      }
      if (next.done) break;
    }
  } catch (error) {
    throw errorFromTransport(error, signal);
  } finally {
    // Also reached when the consumer stops early (client gone): closing the body drops the upstream
    // connection, so the upstream stops generating.
    if (!read) await body.return?.();
  }
  if (!done && !usage) throw new ProviderError('connection', "the model's engine closed the stream before it ended");
  if (usage) yield { type: 'usage', usage };
}
