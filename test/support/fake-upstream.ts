// A loopback OpenAI-compatible upstream (the network edge the tests fake): POST /v1/chat/completions
// (plain and SSE), POST /v1/embeddings and POST /v1/audio/speech. It records every request it receives, including whether
// the caller hung up before the answer ended, and answers with the next scripted behaviour (or the
// default echo). Answers are deterministic: usage is 12 prompt tokens and 5 completion tokens per choice.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Gate } from './gate.js';

// `any`: the bodies are arbitrary OpenAI JSON that behaviours and tests read freely.
// biome-ignore lint/suspicious/noExplicitAny: a loopback upstream's bodies are whatever a test sends or scripts
export type Json = any;

export interface ReceivedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Json;
  /** True when the caller closed the connection before this server finished answering. */
  closedEarly: boolean;
}

export interface Exchange {
  request: ReceivedRequest;
  response: ServerResponse;
}

/** Answers one request. Returning without ending the response leaves it hanging (timeouts, stalls). */
export type Behaviour = (exchange: Exchange) => void | Promise<void>;

export const PROMPT_TOKENS = 12;
export const COMPLETION_TOKENS = 5;

const usage = (choices: number) => ({
  prompt_tokens: PROMPT_TOKENS,
  completion_tokens: COMPLETION_TOKENS * choices,
  total_tokens: PROMPT_TOKENS + COMPLETION_TOKENS * choices,
});

function lastUserText(body: Json): string {
  const message = [...(body.messages ?? [])].reverse().find((candidate: Json) => candidate.role === 'user');
  if (!message) return '';
  return typeof message.content === 'string' ? message.content : message.content.map((part: Json) => part.text ?? `[${part.type}]`).join(' ');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sse(response: ServerResponse): (data: unknown) => void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  return (data) => response.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
}

export interface ReplyOptions {
  content?: string | null;
  toolCalls?: { id: string; name: string; arguments: string }[];
  reasoning?: string;
  finishReason?: string;
  /** vLLM's `stop_reason` beside the finish: the stop sequence that ended the choice. */
  stopReason?: string;
  /** Pieces the streamed content is cut into (default: 3-character pieces). */
  pieces?: string[];
  /** Leave out the usage chunk of a stream (an upstream that ignores include_usage). */
  omitUsage?: boolean;
  /** Pause between stream chunks. */
  delayMs?: number;
  /**
   * Hold the stream after `after` content pieces until `until` settles: a gate the test opens once
   * it has done what must happen mid-stream (a promise that never settles stalls the stream there).
   */
  pauses?: { after: number; until: Promise<unknown> }[];
  /**
   * The usage to report (in the answer, or the stream's usage chunk) instead of the default: e.g.
   * an engine that puts several tokens in a delta, or one reporting its prompt cache; total_tokens is added.
   */
  usage?: { prompt_tokens: number; completion_tokens: number } & Json;
}

/** A chat answer, streamed when the request asks for it. */
export function reply(options: ReplyOptions = {}): Behaviour {
  return async ({ request, response }) => {
    const body = request.body;
    const n = Math.min(Number(body.n ?? 1), 4);
    const content = options.content === undefined ? `echo: ${lastUserText(body)}` : options.content;
    const toolCalls = options.toolCalls?.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } }));
    const finish = options.finishReason ?? (toolCalls ? 'tool_calls' : 'stop');
    const base = { id: 'upstream-1', created: 1763683200, model: body.model, system_fingerprint: 'fp_hidden' };
    const reported = options.usage ? { ...options.usage, total_tokens: options.usage.prompt_tokens + options.usage.completion_tokens } : usage(n);
    if (!body.stream) {
      const choices = Array.from({ length: n }, (_, index) => ({
        index,
        message: {
          role: 'assistant',
          content,
          ...(options.reasoning ? { reasoning_content: options.reasoning } : {}),
          ...(toolCalls ? { tool_calls: toolCalls } : {}),
        },
        finish_reason: finish,
        ...(options.stopReason !== undefined ? { stop_reason: options.stopReason } : {}),
        logprobs: null,
      }));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ...base, object: 'chat.completion', choices, usage: reported }));
      return;
    }
    const send = sse(response);
    const chunk = (index: number, delta: Json, finishReason: string | null = null) => {
      const stop = finishReason !== null && options.stopReason !== undefined ? { stop_reason: options.stopReason } : {};
      send({ ...base, object: 'chat.completion.chunk', choices: [{ index, delta, finish_reason: finishReason, ...stop, logprobs: null }] });
    };
    for (let index = 0; index < n; index += 1) {
      chunk(index, { role: 'assistant', content: '' });
      if (options.reasoning) chunk(index, { reasoning_content: options.reasoning });
      const pieces = options.pieces ?? (content ?? '').match(/[\s\S]{1,3}/g) ?? [];
      for (const [position, piece] of pieces.entries()) {
        if (options.delayMs) await sleep(options.delayMs);
        for (const pause of options.pauses ?? []) if (pause.after === position) await pause.until;
        if (response.destroyed) return;
        chunk(index, { content: piece });
      }
      toolCalls?.forEach((call, position) => {
        chunk(index, { tool_calls: [{ index: position, id: call.id, type: 'function', function: { name: call.function.name, arguments: '' } }] });
        chunk(index, { tool_calls: [{ index: position, function: { arguments: call.function.arguments } }] });
      });
      chunk(index, {}, finish);
    }
    if (!options.omitUsage && body.stream_options?.include_usage) send({ ...base, object: 'chat.completion.chunk', choices: [], usage: reported });
    send('[DONE]');
    response.end();
  };
}

export const status =
  (code: number, body: unknown = { error: { message: `upstream says ${code}`, type: 'server_error' } }, headers: Record<string, string> = {}): Behaviour =>
  ({ response }) => {
    response.writeHead(code, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };

export const malformedJson =
  (): Behaviour =>
  ({ response }) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"id": "broken", "choices": [');
  };

/** The behaviour, once the test opens the gate: holds the request in flight until then. */
export const heldUntil =
  (held: Gate, behaviour: Behaviour = reply()): Behaviour =>
  async (exchange) => {
    await held.opened;
    await behaviour(exchange);
  };

/** Never answers: the caller's idle timeout must end it. */
export const hang = (): Behaviour => () => undefined;

/** Streams a few chunks, then cuts the connection without ending the response. */
export const dropMidStream =
  (): Behaviour =>
  async ({ request, response }) => {
    const send = sse(response);
    send({
      id: 'x',
      object: 'chat.completion.chunk',
      created: 1,
      model: request.body.model,
      choices: [{ index: 0, delta: { role: 'assistant', content: 'partial ' }, finish_reason: null }],
    });
    await sleep(30);
    response.socket?.destroy();
  };

/** Streams a few chunks, then goes silent (connection left open). */
export const stallMidStream =
  (): Behaviour =>
  ({ request, response }) => {
    const send = sse(response);
    send({
      id: 'x',
      object: 'chat.completion.chunk',
      created: 1,
      model: request.body.model,
      choices: [{ index: 0, delta: { role: 'assistant', content: 'partial ' }, finish_reason: null }],
    });
  };

/** A stream with a chunk that is not JSON. */
export const malformedStream =
  (): Behaviour =>
  ({ request, response }) => {
    const send = sse(response);
    send({
      id: 'x',
      object: 'chat.completion.chunk',
      created: 1,
      model: request.body.model,
      choices: [{ index: 0, delta: { content: 'ok ' }, finish_reason: null }],
    });
    send('{not json');
    response.end();
  };

/** Deterministic vectors: 8 numbers derived from each input's characters. */
export function embeddings(): Behaviour {
  return ({ request, response }) => {
    const inputs: string[] = typeof request.body.input === 'string' ? [request.body.input] : request.body.input;
    const dimensions = Number(request.body.dimensions ?? 8);
    const data = inputs.map((text, index) => ({
      object: 'embedding',
      index,
      embedding: Array.from({ length: dimensions }, (_, position) => ((text.charCodeAt(position % text.length) % 17) - 8) / 8),
    }));
    const tokens = inputs.reduce((sum, text) => sum + Math.ceil(text.length / 4), 0);
    response.writeHead(200, { 'content-type': 'application/json' });
    // In reverse order, as some servers answer: the service must put them back by index.
    response.end(JSON.stringify({ object: 'list', data: data.reverse(), model: request.body.model, usage: { prompt_tokens: tokens, total_tokens: tokens } }));
  };
}

/** Speech as OpenAI's /v1/audio/speech sends it: audio bytes (here the input, marked), in pieces with pauses. */
export function speech(options: { pieces?: number; delayMs?: number } = {}): Behaviour {
  return async ({ request, response }) => {
    const type = request.body.response_format === 'wav' ? 'audio/wav' : 'audio/mpeg';
    response.writeHead(200, { 'content-type': type });
    const audio = Buffer.from(`AUDIO:${request.body.voice}:${request.body.input}`);
    const pieces = options.pieces ?? 3;
    const size = Math.ceil(audio.length / pieces);
    for (let start = 0; start < audio.length; start += size) {
      response.write(audio.subarray(start, start + size));
      await sleep(options.delayMs ?? 20);
    }
    response.end();
  };
}

/** A multipart body as an object: text fields as strings (repeated names as arrays), files as {filename, type, size, bytes}. */
async function formFields(raw: Buffer, contentType: string): Promise<Json> {
  const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
  const fields: Json = {};
  for (const [name, value] of form.entries()) {
    const item =
      typeof value === 'string' ? value : { filename: value.name, type: value.type, size: value.size, bytes: Buffer.from(await value.arrayBuffer()) };
    fields[name] = fields[name] === undefined ? item : [...[fields[name]].flat(), item];
  }
  return fields;
}

/** OpenAI's transcription answer: json, or verbose_json with word and segment timings; the text names the file it got. */
export function transcription(text?: string): Behaviour {
  return ({ request, response }) => {
    const said = text ?? `heard ${request.body.file?.size ?? 0} bytes of ${request.body.file?.filename ?? 'nothing'}`;
    const verbose = request.body.response_format === 'verbose_json';
    const words = said.split(' ').map((word, index) => ({ word, start: index * 0.5, end: index * 0.5 + 0.4 }));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        verbose
          ? { task: 'transcribe', language: 'english', duration: 99, text: said, words, segments: [{ id: 0, text: said, start: 0, end: words.length * 0.5 }] }
          : { text: said },
      ),
    );
  };
}

export interface FakeUpstream {
  /** The base URL to configure as the route's baseUrl (ends in /v1). */
  url: string;
  requests: ReceivedRequest[];
  /** Queue behaviours for the next requests, in order; when the queue is empty the default answers. */
  script(...behaviours: Behaviour[]): void;
  reset(): void;
  close(): Promise<void>;
}

/** `port`: listen there (a test that stops an upstream and starts it again at the same address); default: any free port. */
export async function startFakeUpstream(port = 0): Promise<FakeUpstream> {
  const queue: Behaviour[] = [];
  const requests: ReceivedRequest[] = [];
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const text = raw.toString('utf8');
    const multipart = (request.headers['content-type'] ?? '').startsWith('multipart/form-data');
    const body = multipart ? await formFields(raw, request.headers['content-type']!) : text ? JSON.parse(text) : undefined;
    const received: ReceivedRequest = { path: request.url ?? '', headers: request.headers, body, closedEarly: false };
    requests.push(received);
    response.on('close', () => {
      if (!response.writableFinished) received.closedEarly = true;
    });
    const fallback = received.path.endsWith('/embeddings')
      ? embeddings()
      : received.path.endsWith('/audio/speech')
        ? speech()
        : received.path.endsWith('/audio/transcriptions')
          ? transcription()
          : reply();
    await (queue.shift() ?? fallback)({ request: received, response });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    script: (...behaviours) => queue.push(...behaviours),
    reset() {
      queue.length = 0;
      requests.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
