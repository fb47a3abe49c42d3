// The floor of the gateway bench: Koa 3 and undici in front of the mock upstream and nothing
// else (no auth, no validation, no limits, no billing, no logs, no metrics). It reads and parses
// the body, names the upstream's model, forwards it, and answers the upstream's JSON re-encoded,
// or pipes its event stream. What it adds over `direct` is what any Node gateway built on these
// two libraries pays for the hop on this machine; what the service adds over it is the service's own.
//   node --import tsx bench/gateway/floor-proxy.ts   (UPSTREAM_PORT; prints `listening <port>`)
import Koa from 'koa';
import { Agent, request } from 'undici';
import type { AddressInfo } from 'node:net';

const upstream = `http://127.0.0.1:${process.env.UPSTREAM_PORT}/v1/chat/completions`;
// Pooled as the service pools its upstream connections.
const dispatcher = new Agent({ keepAliveTimeout: 30_000 });

const app = new Koa();
app.use(async (ctx) => {
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
  const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  body.model = 'bench-upstream-chat';
  if (body.stream) body.stream_options = { include_usage: true };
  const answer = await request(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), dispatcher });
  ctx.status = answer.statusCode;
  if (body.stream) {
    ctx.type = 'text/event-stream';
    ctx.body = answer.body;
  } else ctx.body = await answer.body.json();
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => console.log(`listening ${(server.address() as AddressInfo).port}`));
