// The upstream of the gateway bench: an OpenAI-compatible chat endpoint that answers instantly (or
// after a configurable delay) with fixed bytes, so every millisecond and CPU tick measured beyond
// it belongs to whoever sits in front of it. It runs as its own process, which makes it the
// `direct` candidate too: its /proc figures are what calling the upstream directly costs.
//   node --import tsx bench/gateway/mock-upstream.ts        (prints `listening <port>` on stdout)
//   POST /__config {"delayMs": N}                           (the delay before the first byte)
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// ~670 characters: the size of a short real answer, so the service parses and re-encodes a
// realistic body rather than an empty one.
const CONTENT =
  'Foxes are small to medium-sized omnivorous mammals of the family Canidae, found on every continent ' +
  'except Antarctica. The red fox is the most widespread, thriving in forests, grasslands, mountains, ' +
  'deserts and even the middle of large cities. Foxes have a flattened skull, upright triangular ears, ' +
  'a pointed snout and a long bushy tail they wrap around themselves for warmth. They hunt alone, mostly ' +
  'at dusk and at night, pouncing on mice and voles they can hear moving under a metre of snow. Their ' +
  'diet also includes insects, fruit, berries and scraps. Foxes live in small family groups, raise their ' +
  'kits in dens, and communicate with a surprising range of barks, screams and whines.';

// With the detail fields OpenAI sends today, which bring the plain answer to ~1.2 KB.
const USAGE = {
  prompt_tokens: 21,
  completion_tokens: 150,
  total_tokens: 171,
  prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
  completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
};
const CREATED = 1_763_683_200;
// The streamed answer: the same text in 20 pieces (the first chunk plus 19 more).
const PIECES = Array.from({ length: 20 }, (_, index) => CONTENT.slice((index * CONTENT.length) / 20, ((index + 1) * CONTENT.length) / 20));

let delayMs = 0;
let served = 0;

function completion(model: string): string {
  return JSON.stringify({
    id: `chatcmpl-bench${(served += 1)}`,
    object: 'chat.completion',
    created: CREATED,
    model,
    system_fingerprint: 'fp_bench',
    choices: [{ index: 0, message: { role: 'assistant', content: CONTENT, refusal: null, annotations: [] }, logprobs: null, finish_reason: 'stop' }],
    usage: USAGE,
    service_tier: 'default',
  });
}

function chunk(id: string, model: string, choices: unknown[], usage?: unknown): string {
  return `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: CREATED, model, choices, ...(usage ? { usage } : {}) })}\n\n`;
}

function stream(response: ServerResponse, model: string): void {
  const id = `chatcmpl-bench${(served += 1)}`;
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  let index = 0;
  const next = () => {
    if (response.destroyed) return;
    const last = index === PIECES.length - 1;
    const delta = index === 0 ? { role: 'assistant', content: PIECES[0] } : { content: PIECES[index] };
    response.write(chunk(id, model, [{ index: 0, delta, logprobs: null, finish_reason: last ? 'stop' : null }]));
    index += 1;
    if (!last) return void setTimeout(next, 1);
    // The usage chunk is always sent: the service always asks for it (stream_options.include_usage),
    // and a direct client in this bench asks for it too.
    response.write(chunk(id, model, [], USAGE));
    response.end('data: [DONE]\n\n');
  };
  next();
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    request.on('error', reject);
  });
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const text = await readBody(request);
  if (request.method === 'POST' && request.url === '/__config') {
    const config = JSON.parse(text || '{}') as { delayMs?: number };
    if (typeof config.delayMs === 'number' && config.delayMs >= 0) delayMs = config.delayMs;
    return answer(response, 200, { delayMs, served });
  }
  // the heavy bench's audio mix: the service decoded the file before sending it on
  if (request.method === 'POST' && request.url === '/v1/audio/transcriptions') return answer(response, 200, { text: 'transcribed' });
  if (request.method !== 'POST' || request.url !== '/v1/chat/completions') return answer(response, 404, { error: { message: 'not found' } });
  let body: { model?: unknown; stream?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return answer(response, 400, { error: { message: 'body is not JSON' } });
  }
  const model = typeof body.model === 'string' ? body.model : 'unknown';
  const reply = () => {
    if (body.stream === true) return stream(response, model);
    const json = completion(model);
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
    response.end(json);
  };
  // Delay 0 answers in the same tick: a timer, even of 0 ms, would add its own scheduling latency
  // to the baseline.
  if (delayMs > 0) setTimeout(reply, delayMs);
  else reply();
}

const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    if (!response.headersSent) answer(response, 500, { error: { message: String(error) } });
    else response.destroy();
  });
});
// Longer than any pause between phases, so neither client ever meets a connection closed under it.
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
