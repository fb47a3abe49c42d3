// Bridges node-llama-cpp's callbacks to the async iterable of ChatEngine.streamChat. Events are
// buffered until the consumer pulls them (they are small: text deltas, a few per token).

export class EventChannel<T> implements AsyncIterable<T> {
  private readonly buffered: T[] = [];
  private ended = false;
  private failure: { error: unknown } | undefined;
  private wake: (() => void) | undefined;

  push(event: T): void {
    if (this.ended) return;
    this.buffered.push(event);
    this.notify();
  }

  end(): void {
    this.ended = true;
    this.notify();
  }

  fail(error: unknown): void {
    this.failure ??= { error };
    this.end();
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    for (;;) {
      const event = this.buffered.shift();
      if (event !== undefined) {
        yield event;
        continue;
      }
      if (this.failure) throw this.failure.error;
      if (this.ended) return;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}
