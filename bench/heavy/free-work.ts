// The heavy bench's fairness cases (issue 44): does free work slow a paying caller? A paying caller
// sends its requests one after another, alone and then while FREE_CALLERS send POST
// /messages/count_tokens in a loop from a key of their own on an account without credit:
//   - documents: the paying call is POST /augment/text-parser of a small PDF; each free count holds
//     the 51 KB PDF of 2 million text operators as a document block;
//   - engine: the paying call is a short chat on SmolLM2 (the embedded llama.cpp engine); each free
//     count holds a ~2,650-token prompt.
// Printed: the paying call's median and p90 latency alone and beside the free callers, their ratio,
// and how the free calls were answered. The service runs in this process on the project's config
// (SmolLM2 from ./data/models, as the llama bench reads it); without SmolLM2 both cases are skipped.
//   BENCH_FREE_CASES=documents,engine BENCH_FREE_ROUNDS (8 paying calls a block) BENCH_FREE_BLOCKS (3) BENCH_FREE_CALLERS (4)
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { createKey } from '../../src/accounts/api-keys.js';
import { buildApp, PROJECT_ROOT } from '../../src/app.js';
import { creditAccount } from '../../src/billing/operator-credits.js';
import { pdfFile } from '../../test/support/documents.js';

// 8 × 2 × 3 paying text-parser calls and a warm-up stay inside the augment class's 60 a minute.
const ROUNDS = Number(process.env.BENCH_FREE_ROUNDS ?? 8);
const BLOCKS = Number(process.env.BENCH_FREE_BLOCKS ?? 3);
const FREE_CALLERS = Number(process.env.BENCH_FREE_CALLERS ?? 4);
const SMOLLM2_FILE = 'SmolLM2-135M-Instruct.Q4_1.gguf';
const SMOLLM2 = 'smollm2-135m-instruct';
const quietLogger = { error: console.error, warn: () => undefined, info: () => undefined };

interface Service {
  origin: string;
  paying: Record<string, string>;
  free: Record<string, string>;
  close(): Promise<void>;
}

async function startService(dataDir: string): Promise<Service> {
  const app = await buildApp({ dataDir, environment: { ...process.env, DATA_DIR: dataDir, MODEL_DOWNLOADS: 'off' }, logger: quietLogger });
  const { database } = app.services;
  const accountId = app.bootstrap.accountId;
  await creditAccount(database, { accountId, amountUsd: '1000', reason: 'bench', externalId: `bench-free-${Date.now()}`, createdBy: 'bench' });
  const paying = await createKey(database, accountId, { apiKeyType: 'INFERENCE', description: 'paying caller' });
  const [empty] = await database('accounts').insert({ name: 'free callers' }).returning(['id']);
  const free = await createKey(database, empty.id as string, { apiKeyType: 'INFERENCE', description: 'free callers' });
  const server = createServer(app.koa.callback());
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app.listening(origin);
  return {
    origin,
    paying: { authorization: `Bearer ${paying.apiKey}` },
    free: { authorization: `Bearer ${free.apiKey}` },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
    },
  };
}

async function postJson(url: string, headers: Record<string, string>, body: unknown): Promise<number> {
  const response = await request(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await response.body.dump();
  return response.statusCode;
}

interface Case {
  name: string;
  /** One paying request; resolves to its status. */
  pay(service: Service): Promise<number>;
  /** One free request; resolves to its status. */
  free(service: Service): Promise<number>;
}

const smallPdf = pdfFile({ content: 'BT /F1 12 Tf 72 720 Td (A short paid document.) Tj ET' });
const hostilePdf = Buffer.from(pdfFile({ content: 'BT (x) Tj ET '.repeat(2_000_000), font: false, compress: true })).toString('base64');
const longPrompt = Array.from({ length: 160 }, (_, index) => `Line ${index}: the quick brown fox jumps over the lazy dog.`).join('\n');

const CASES: Case[] = [
  {
    name: 'documents: paying POST /augment/text-parser (small PDF) beside free counts holding a 2-million-operator PDF',
    async pay({ origin, paying }) {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(smallPdf)], 'paid.pdf'));
      // fetch's own FormData: undici's request() with a FormData body never completed its upload here (408)
      const response = await fetch(`${origin}/api/v1/augment/text-parser`, { method: 'POST', headers: paying, body: form });
      await response.arrayBuffer();
      return response.status;
    },
    free: ({ origin, free }) =>
      postJson(`${origin}/api/v1/messages/count_tokens`, free, {
        model: SMOLLM2,
        messages: [
          {
            role: 'user',
            content: [
              { type: 'document', source: { type: 'base64', media_type: 'application/pdf', data: hostilePdf } },
              { type: 'text', text: 'Summarize.' },
            ],
          },
        ],
      }),
  },
  {
    name: 'engine: paying chat on SmolLM2 (16 tokens) beside free counts of a ~2,650-token prompt',
    pay: ({ origin, paying }) =>
      postJson(`${origin}/api/v1/chat/completions`, paying, {
        model: SMOLLM2,
        max_tokens: 16,
        temperature: 0,
        messages: [{ role: 'user', content: 'Name a colour.' }],
      }),
    free: ({ origin, free }) => postJson(`${origin}/api/v1/messages/count_tokens`, free, { model: SMOLLM2, messages: [{ role: 'user', content: longPrompt }] }),
  },
];

const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;

/** One paying call's latency (ms), failing on any answer but 200. */
async function payingLatency(item: Case, service: Service): Promise<number> {
  const started = performance.now();
  const status = await item.pay(service);
  if (status !== 200) throw new Error(`${item.name}: the paying call answered ${status}`);
  return performance.now() - started;
}

/**
 * The paying call's latencies alone and beside the free callers, in interleaved blocks (alone, then
 * beside, BLOCKS times) so the noise of a shared machine falls on both alike. The free callers wait
 * out a refusal's Retry-After (at most a second), as the Anthropic SDKs retry.
 */
async function interleaved(item: Case, service: Service): Promise<{ alone: number[]; beside: number[]; statuses: Map<number, number> }> {
  const statuses = new Map<number, number>();
  const alone: number[] = [];
  const beside: number[] = [];
  let active = false;
  let done = false;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const callers = Array.from({ length: FREE_CALLERS }, async () => {
    while (!done) {
      if (!active) {
        await sleep(20);
        continue;
      }
      const status = await item.free(service);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status !== 200) await sleep(1000);
    }
  });
  try {
    for (let block = 0; block < BLOCKS; block += 1) {
      for (let call = 0; call < ROUNDS; call += 1) alone.push(await payingLatency(item, service));
      active = true;
      await sleep(300); // the free callers are under way before the paying one starts
      for (let call = 0; call < ROUNDS; call += 1) beside.push(await payingLatency(item, service));
      active = false;
      await sleep(300);
    }
  } finally {
    done = true;
    await Promise.all(callers);
  }
  return { alone: alone.sort((a, b) => a - b), beside: beside.sort((a, b) => a - b), statuses };
}

export async function benchFreeWork(): Promise<void> {
  const chosen = process.env.BENCH_FREE_CASES?.split(',').map((name) => name.trim());
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-free-'));
  const model = join(PROJECT_ROOT, 'data', 'models', SMOLLM2_FILE);
  if (!existsSync(model)) {
    console.log(`\nfree work beside a paying caller: skipped (SmolLM2 is not in data/models; \`make models\` fetches it)`);
    return;
  }
  mkdirSync(join(dataDir, 'models'), { recursive: true });
  symlinkSync(model, join(dataDir, 'models', SMOLLM2_FILE));
  const service = await startService(dataDir);
  try {
    const rows: string[] = [];
    for (const item of CASES.filter((candidate) => !chosen || chosen.includes(candidate.name.split(':')[0]!))) {
      await item.pay(service); // warm-up: model load, workers, JIT
      const { alone: solo, beside: times, statuses } = await interleaved(item, service);
      const answered = [...statuses].map(([status, count]) => `${count} × ${status}`).join(', ');
      const [soloP50, loadedP50] = [percentile(solo, 0.5), percentile(times, 0.5)];
      rows.push(
        `| ${item.name} | ${soloP50.toFixed(0)} / ${percentile(solo, 0.9).toFixed(0)} | ${loadedP50.toFixed(0)} / ${percentile(times, 0.9).toFixed(0)} | ${(loadedP50 / soloP50).toFixed(2)}x | ${answered} |`,
      );
    }
    console.log(
      `\nA paying caller alone and beside ${FREE_CALLERS} free count_tokens callers (key on an account without credit): ${BLOCKS} interleaved blocks of ${ROUNDS} paying calls each way`,
    );
    console.log('| case | alone p50 / p90 (ms) | beside free p50 / p90 (ms) | p50 ratio | free calls answered |');
    console.log('|---|---|---|---|---|');
    for (const line of rows) console.log(line);
    console.log('target: the paying p50 within 1.5x of alone');
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
