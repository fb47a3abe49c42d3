// The `data` payloads of a server-sent event stream, per the SSE rules: multi-line data joined,
// comments and other fields skipped, \r\n, \r or \n line ends. Used on an upstream's stream as it
// arrives and by the contract proxy on a whole recorded body.

/**
 * Synchronous: text in as it arrives, the `data` payloads of the events it completes out. The reader
 * of an upstream's stream (chatStreamEvents in providers/openai-compatible/stream.ts) calls it per
 * chunk, so each chunk passes through one async generator, not one per stage (lines, then events).
 */
export class SseDataParser {
  private buffer = '';
  private data: string[] = [];

  /** The payloads of the events that `text` completes, in order. */
  push(text: string): string[] {
    const complete: string[] = [];
    this.buffer += text;
    let newline: number;
    while ((newline = this.buffer.search(/\r\n|\r|\n/)) >= 0) {
      const length = this.buffer[newline] === '\r' && this.buffer[newline + 1] === '\n' ? 2 : 1;
      // A lone \r at the very end may be the first half of \r\n: wait for the next chunk.
      if (this.buffer[newline] === '\r' && length === 1 && newline === this.buffer.length - 1) break;
      this.line(this.buffer.slice(0, newline), complete);
      this.buffer = this.buffer.slice(newline + length);
    }
    return complete;
  }

  /** The payload of an event the stream ended in without its blank line, if any. */
  end(): string[] {
    const complete = this.push('\n');
    if (this.data.length > 0) complete.push(this.data.join('\n'));
    this.data = [];
    return complete;
  }

  private line(line: string, complete: string[]): void {
    if (line === '') {
      if (this.data.length > 0) complete.push(this.data.join('\n'));
      this.data = [];
    } else if (line.startsWith('data:')) {
      this.data.push(line.slice(line[5] === ' ' ? 6 : 5));
    }
    // `event:`, `id:`, `retry:` and `:` comment (keep-alive) lines carry nothing we use
  }
}
