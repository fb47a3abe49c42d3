// Reads a server-sent event stream (a chat answer) as the `data:` payloads of its events, in order,
// as they arrive. Multi-line data is joined with newlines, as the SSE format says.
export async function* eventData(stream: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let data: string[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffered.search(/\r\n|\r|\n/)) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + (buffered.startsWith('\r\n', end) ? 2 : 1));
        if (line === '') {
          if (data.length > 0) yield data.join('\n');
          data = [];
        } else if (line.startsWith('data:')) data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
      }
    }
    if (data.length > 0) yield data.join('\n');
  } finally {
    reader.releaseLock();
  }
}
