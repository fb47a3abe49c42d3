// How long an engine runs for a streamed request. The engine reports its usage last, and that count
// is what the request is charged: a client that leaves mid-stream is charged what the engine
// generated, which the deltas it received undercount (an engine puts several tokens in a delta, and
// some were produced but not yet delivered). So once the stream has started, the engine is not
// stopped when the client leaves: the stream is read on, its output discarded, until the engine
// reports its usage or the drain window closes; then it is stopped, and what was read is counted.
// Before the stream starts a client that leaves stops the engine at once (nothing is charged).
import type { ChatStreamEvent } from '../providers/contracts/chat.js';
import type { GeneratedCount } from './generated-count.js';

/**
 * Why an engine is stopped once its stream is done. Not a failure, so no stack trace: the HTTP client
 * destroys the upstream body with this reason, Node's stream destroy reads `stack`, and formatting a
 * trace would be most of the CPU of closing a finished stream.
 */
function streamOver(): Error {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new Error('the stream is over');
  } finally {
    Error.stackTraceLimit = limit;
  }
}

export class EngineRun {
  private readonly controller = new AbortController();
  private started = false;
  private timer: NodeJS.Timeout | undefined;

  /** `drainMs`: how long the engine may run on after the client left mid-stream, for its usage. */
  constructor(
    private readonly clientGone: AbortSignal,
    private readonly drainMs: number,
  ) {
    if (clientGone.aborted) this.stop();
    else clientGone.addEventListener('abort', () => this.clientLeft(), { once: true });
  }

  /** What the engine runs under (never the client's own signal). */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** The stream produced its first event: from now on a client that leaves gives the engine the drain window. */
  streaming(): void {
    this.started = true;
  }

  /** Stops the engine (its stream is done with); safe to call more than once. */
  stop(): void {
    clearTimeout(this.timer);
    if (!this.controller.signal.aborted) this.controller.abort(this.clientGone.reason ?? streamOver());
  }

  private clientLeft(): void {
    if (!this.started) {
      this.stop();
      return;
    }
    this.timer = setTimeout(() => this.stop(), this.drainMs);
    this.timer.unref();
  }
}

/**
 * Reads the rest of a stream whose client left, counting every event into `generated` (its
 * usage, when the engine reports it in time). Ends when the stream ends or fails: the run's drain
 * window aborts the engine, and an engine stopped that way ends its stream or fails it.
 */
export async function drainStream(events: AsyncIterator<ChatStreamEvent>, generated: GeneratedCount): Promise<void> {
  try {
    for (let next = await events.next(); !next.done; next = await events.next()) generated.add(next.value);
  } catch {
    // Stopped at the end of the window, or failed: what was read is all that is known.
  }
}
