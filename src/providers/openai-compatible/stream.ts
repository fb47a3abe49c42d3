// An upstream SSE body -> ChatStreamEvents, forwarded one by one as bytes arrive (never held until
// the end). The stream must end with the upstream's usage (we always ask for it) and `[DONE]`; a body
// that breaks off, an in-band error event, malformed JSON or a missing usage all end in a ProviderError.
import { SseDataParser } from '../../event-stream-data.js';
import { ProviderError, type ChatStreamEvent, type Usage } from '../provider.js';
import { chunkEvents } from './convert-response.js';
import { errorFromTransport, malformed, upstreamMessage } from './errors.js';

/** The `data` payloads of an event stream, per the SSE rules (multi-line data joined, comments skipped). */
export async function* sseData(body: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  const parser = new SseDataParser();
  for await (const chunk of body) {
    for (const data of parser.push(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }))) yield data;
  }
  const rest = decoder.decode();
  if (rest) for (const data of parser.push(rest)) yield data;
  for (const data of parser.end()) yield data;
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

/** Chat stream events from an upstream SSE body; the last event is always the upstream's usage. */
export async function* chatStreamEvents(body: AsyncIterable<Buffer | string>, signal: AbortSignal): AsyncGenerator<ChatStreamEvent> {
  let usage: Usage | undefined;
  let done = false;
  try {
    for await (const data of sseData(body)) {
      if (data.trim() === '[DONE]') {
        done = true;
        // Given before the body's iterators are closed (that clean-up runs once the consumer is done
        // with this generator), so the answer's end does not wait for it.
        if (usage) {
          yield { type: 'usage', usage };
          return;
        }
        break;
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
  } catch (error) {
    throw errorFromTransport(error, signal);
  }
  if (!done && !usage) throw new ProviderError('connection', "the model's engine closed the stream before it ended");
  if (!usage) throw malformed('a stream without usage');
  yield { type: 'usage', usage };
}
