// The same generation through the service over HTTP on loopback (keep-alive, one connection at a
// time): a chat completion as JSON, and as an event stream timed to its first content delta.
import { Agent, request } from 'node:http';
import { cpuSince, type GenerationTiming } from './raw-session.js';

export interface ApiTarget {
  baseUrl: string;
  key: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

interface Usage {
  completion_tokens: number;
}

/** Posts `body` to /chat/completions; `onData` sees each received piece of the answer. */
function post(target: ApiTarget, body: unknown, onData: (piece: string) => void): Promise<void> {
  const payload = JSON.stringify(body);
  const url = new URL('/api/v1/chat/completions', target.baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent,
        headers: { authorization: `Bearer ${target.key}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        response.setEncoding('utf8');
        let text = '';
        response.on('data', (piece: string) => {
          text += piece;
          onData(piece);
        });
        response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`chat answered ${response.statusCode}: ${text.slice(0, 300)}`))));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

export async function apiJson(target: ApiTarget, body: Record<string, unknown>): Promise<GenerationTiming> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  let text = '';
  await post(target, { ...body, stream: false }, (piece) => (text += piece));
  const totalMs = performance.now() - started;
  const usage = (JSON.parse(text) as { usage: Usage }).usage;
  return { firstTokenMs: Number.NaN, totalMs, completionTokens: usage.completion_tokens, cpuMs: cpuSince(cpu) };
}

export async function apiStream(target: ApiTarget, body: Record<string, unknown>): Promise<GenerationTiming> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  let first = Number.NaN;
  let pending = '';
  let usage: Usage | undefined;
  await post(target, { ...body, stream: true }, (piece) => {
    pending += piece;
    const events = pending.split('\n\n');
    pending = events.pop() ?? '';
    for (const event of events) {
      const data = event.startsWith('data: ') ? event.slice(6) : '';
      if (!data || data === '[DONE]') continue;
      const chunk = JSON.parse(data) as { choices?: { delta?: { content?: string } }[]; usage?: Usage };
      if (Number.isNaN(first) && chunk.choices?.[0]?.delta?.content) first = performance.now();
      if (chunk.usage) usage = chunk.usage;
    }
  });
  const totalMs = performance.now() - started;
  if (!usage) throw new Error('the stream ended without a usage chunk');
  return { firstTokenMs: first - started, totalMs, completionTokens: usage.completion_tokens, cpuMs: cpuSince(cpu) };
}

export function closeApiClient(): void {
  agent.destroy();
}
