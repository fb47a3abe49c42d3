// A Readable's chunks as an async iterator, taken from its 'data' events into a short queue. Node's
// own iterator over a Readable (a promise per chunk through 'readable' and read(), an end-of-stream
// watcher with its half-dozen listeners, set up anew for every stream) costs more than converting an
// upstream's stream chunk does; this one is a queue, a pending promise and four listeners. Used on
// the bodies of upstream event streams, where every chunk is on the way to a client.
//   - backpressure: past `highWater` queued chunks the stream is paused, and resumed once read down
//   - a failure ('error', or 'close' before 'end') is thrown after the chunks that came before it
//   - return() (a consumer that stops early) removes the listeners and destroys the stream
import type { Readable } from 'node:stream';

function prematureClose(): Error {
  return Object.assign(new Error('the stream closed before its end'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
}

export function readableChunks(stream: Readable, highWater = 16): AsyncIterableIterator<Buffer> {
  const queue: Buffer[] = [];
  let ended = false;
  let failure: unknown;
  let failed = false;
  /** The consumer stopped early: every later next() is done. */
  let returned = false;
  let waiting: { resolve: (result: IteratorResult<Buffer>) => void; reject: (error: unknown) => void } | undefined;

  const resolveWaiting = () => {
    const pending = waiting;
    if (!pending) return;
    waiting = undefined;
    if (failed) pending.reject(failure);
    else pending.resolve({ value: undefined, done: true });
  };
  const onData = (chunk: Buffer) => {
    if (waiting) {
      const pending = waiting;
      waiting = undefined;
      pending.resolve({ value: chunk, done: false });
      return;
    }
    queue.push(chunk);
    if (queue.length >= highWater) stream.pause();
  };
  const onEnd = () => {
    ended = true;
    detach();
    resolveWaiting();
  };
  const fail = (error: unknown) => {
    if (ended || failed) return;
    failed = true;
    failure = error;
    detach();
    resolveWaiting();
  };
  const onError = (error: Error) => fail(error);
  const onClose = () => fail(prematureClose());
  const detach = () => stream.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);

  if (stream.readableEnded) ended = true;
  else if (stream.destroyed) {
    // Its 'error' may still be on the way (emitted on the next tick): heard, so it is not uncaught.
    stream.on('error', () => undefined);
    fail(stream.errored ?? prematureClose());
  } else stream.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);

  return {
    next(): Promise<IteratorResult<Buffer>> {
      if (returned) return Promise.resolve({ value: undefined, done: true });
      if (queue.length > 0) {
        const chunk = queue.shift()!;
        if (queue.length === 0 && stream.isPaused() && !ended && !failed) stream.resume();
        return Promise.resolve({ value: chunk, done: false });
      }
      if (failed) return Promise.reject(failure);
      if (ended) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve, reject) => (waiting = { resolve, reject }));
    },
    return(): Promise<IteratorResult<Buffer>> {
      returned = true;
      queue.length = 0;
      if (!ended && !failed) {
        detach();
        stream.destroy();
      }
      return Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
