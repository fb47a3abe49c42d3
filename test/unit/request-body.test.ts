import { once } from 'node:events';
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRequestBody } from '../../src/http/request-body.js';

// A real server, so the body reaches the handler as Node's HTTP parser delivers it: a small body
// sent with its headers is already buffered when the handler reads (the message often not yet
// marked complete), a body sent later is not. The request must end and close either way: a paused
// stream read empty before its end was pushed emits neither 'end' nor 'close', so a reader that
// took such a buffered body synchronously would leave every request open.
describe('readRequestBody on a real connection', () => {
  const seen: { body: unknown; ended: boolean; closed: boolean }[] = [];
  const server = createServer(async (incoming: IncomingMessage, response) => {
    // Read a few awaits after the request event, as the pipeline reads it.
    await Promise.resolve();
    const reading = readRequestBody(incoming, ['application/json'], true, 1_000_000, {}, 'createChatCompletion');
    const lifecycle = { ended: incoming.readableEnded, closed: incoming.closed };
    incoming.once('end', () => (lifecycle.ended = true));
    const closed = lifecycle.closed ? Promise.resolve() : once(incoming, 'close').then(() => (lifecycle.closed = true));
    const { body } = await reading;
    // Seen at once, its lifecycle filled in as the events come: the test polls for the end and the
    // close. Answered only after the close, as answering would read the rest of the request itself.
    seen.push(Object.assign(lifecycle, { body }));
    await closed;
    response.end('ok');
  });
  let port = 0;
  beforeAll(async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections(); // a request that never closed is still waiting for its answer
    server.close();
  });

  const send = (parts: string[], gapMs: number) =>
    new Promise<void>((resolve, reject) => {
      const text = parts.join('');
      const outgoing = request(
        { port, host: '127.0.0.1', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } },
        (answer) => answer.resume().on('end', resolve),
      );
      outgoing.on('error', reject);
      if (parts.length === 1) return void outgoing.end(parts[0]);
      outgoing.flushHeaders();
      outgoing.write(parts[0]);
      setTimeout(() => outgoing.end(parts[1]), gapMs);
    });

  const expected = (body: unknown) => ({ body, ended: true, closed: true });

  it('reads a body that came with its headers, and the request still ends and closes', async () => {
    seen.length = 0;
    for (let index = 0; index < 20; index += 1) {
      const answered = send(['{"n":1,"text":"with the headers"}'], 0);
      await expect.poll(() => seen[index]).toEqual(expected({ n: 1, text: 'with the headers' }));
      await answered;
    }
    expect(seen).toHaveLength(20);
  });

  it('reads a body whose second half comes 30 ms after the first', async () => {
    seen.length = 0;
    const answered = send(['{"n":2,"te', 'xt":"in two parts"}'], 30);
    await expect.poll(() => seen[0]).toEqual(expected({ n: 2, text: 'in two parts' }));
    await answered;
    expect(seen).toHaveLength(1);
  });
});
