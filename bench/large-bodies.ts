// `npm run bench -- bodies`: how long JSON bodies with many small parts (a huge tool enum, hundreds of
// thousands of content blocks or turns, a 16 MiB image) hold up the service's event loop. The service
// runs as its own process, with the gateway bench's mock upstream and the embedded SmolLM2 (when its
// file is in data/models); a probe sends GET /models every few milliseconds while one such request is
// answered, then while four are; printed: the probe's slowest answer (about the longest block) and
// its p99, and how the bodies were answered. BENCH_BODIES_BUILDS=before=<revision>,… measures other
// commits' builds too (bench/gateway/builds.ts), side by side (docs/decisions/0042).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'undici';
import { exportBuild, parseBuilds } from './gateway/builds.js';
import { type Candidate, startMockUpstream, startService } from './gateway/candidates.js';
import { MODEL_ID, PROJECT_ROOT } from './gateway/service-config.js';

const EMBEDDED_ID = 'bench-smollm2';
const SMOLLM2 = join(PROJECT_ROOT, 'data', 'models', 'SmolLM2-135M-Instruct.Q4_1.gguf');
const EMBEDDED_YAML = `  - id: ${EMBEDDED_ID}
    type: text
    route: { engine: llama-cpp, file: "${SMOLLM2}", contextSize: 4096 }
    rate_limit_class: M
    created: 1763683200
    context_length: 4096
    model_spec:
      name: Bench SmolLM2 (embedded)
      privacy: private
      availableContextTokens: 4096
      maxCompletionTokens: 1024
      capabilities: { optimizedForCode: false, supportsFunctionCalling: true, supportsAudioInput: false, supportsReasoning: false, supportsReasoningEffort: false, supportsResponseSchema: true, supportsMultipleImages: false, supportsVision: false, supportsVideoInput: false, supportsWebSearch: false, supportsLogProbs: false, supportsTeeAttestation: false, supportsE2EE: false, supportsXSearch: false, quantization: int4 }
      pricing: { input: { usd: 0.02, diem: 0.02 }, output: { usd: 0.05, diem: 0.05 } }
`;

interface Body {
  name: string;
  path: string;
  text: string;
}

function bodies(embedded: boolean): Body[] {
  const enumValues = Array.from({ length: 100_000 }, (_, index) => `v${String(index).padStart(6, '0')}`);
  const parameters = { type: 'object', properties: { value: { type: 'string', enum: enumValues } }, required: ['value'] };
  const tools = [{ type: 'function', function: { name: 'pick', description: 'Pick one value', parameters } }];
  const blocks = Array.from({ length: 200_000 }, () => ({ type: 'text', text: 'a' }));
  const turns = Array.from({ length: 100_000 }, (_, index) => ({ role: index % 2 ? 'assistant' : 'user', content: 'a' }));
  const image = `data:image/png;base64,${Buffer.alloc(16 << 20, 7).toString('base64')}`;
  const chat = (body: object, model = MODEL_ID) => JSON.stringify({ model, max_tokens: 8, ...body });
  const hi = [{ role: 'user', content: 'pick one' }];
  const list: Body[] = [
    ...(embedded
      ? [
          { name: `tool schema, 100,000-value enum (${EMBEDDED_ID})`, path: '/chat/completions', text: chat({ messages: hi, tools }, EMBEDDED_ID) },
          {
            name: `same, tool_choice required (${EMBEDDED_ID})`,
            path: '/chat/completions',
            text: chat({ messages: hi, tools, tool_choice: 'required' }, EMBEDDED_ID),
          },
          {
            name: `same as response_format (${EMBEDDED_ID})`,
            path: '/chat/completions',
            text: chat({ messages: hi, response_format: { type: 'json_schema', json_schema: { name: 'pick', schema: parameters } } }, EMBEDDED_ID),
          },
        ]
      : []),
    { name: 'tool schema, 100,000-value enum (upstream model)', path: '/chat/completions', text: chat({ messages: hi, tools }) },
    { name: '200,000 content blocks', path: '/chat/completions', text: chat({ messages: [{ role: 'user', content: blocks }] }) },
    { name: '100,000 turns', path: '/chat/completions', text: chat({ messages: turns }) },
    { name: '200,000 content blocks (/messages)', path: '/messages', text: chat({ messages: [{ role: 'user', content: blocks }] }) },
    { name: '100,000 turns (/messages)', path: '/messages', text: chat({ messages: turns }) },
    {
      name: '16 MiB image (data URL)',
      path: '/chat/completions',
      text: chat({
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: 'what is it' },
              { type: 'image_url', image_url: { url: image } },
            ],
          },
        ],
      }),
    },
  ];
  return list;
}

interface Probed {
  p99: number;
  max: number;
}

/** GET /models every 2 ms until `work` settles: its p99 and slowest answer. */
async function probeDuring(origin: string, work: Promise<unknown>): Promise<Probed> {
  const times: number[] = [];
  let done = false;
  void work.finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    const response = await request(`${origin}/api/v1/models`);
    await response.body.dump();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  times.sort((a, b) => a - b);
  return { p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? 0, max: times.at(-1) ?? 0 };
}

async function send(candidate: Candidate, body: Body): Promise<number> {
  const response = await request(`${candidate.target.origin}/api/v1${body.path}`, {
    method: 'POST',
    headers: { ...candidate.target.headers, 'content-type': 'application/json' },
    body: body.text,
  });
  await response.body.dump();
  return response.statusCode;
}

async function measure(candidate: Candidate, body: Body, callers: number): Promise<string> {
  const statuses: number[] = [];
  const work = Promise.all(Array.from({ length: callers }, async () => statuses.push(await send(candidate, body))));
  const probed = await probeDuring(candidate.target.origin, work);
  return `${probed.max.toFixed(0)} / ${probed.p99.toFixed(0)} (${[...new Set(statuses)].join(', ')})`;
}

export async function benchLargeBodies(): Promise<void> {
  const embedded = existsSync(SMOLLM2);
  const extra = embedded ? EMBEDDED_YAML : '';
  const mock = await startMockUpstream();
  const services: Candidate[] = [];
  try {
    for (const build of parseBuilds(process.env.BENCH_BODIES_BUILDS)) {
      services.push({
        ...(await startService(`build:${build.label}`, mock.port, undefined, [], exportBuild(build.revision), extra)),
        name: `build:${build.label}`,
      });
    }
    services.push(await startService('embedded', mock.port, undefined, [], PROJECT_ROOT, extra));
    const list = bodies(embedded);
    const rows: string[] = [];
    for (const body of list) {
      const cells: string[] = [];
      for (const service of services) {
        await send(service, {
          name: 'warm',
          path: '/chat/completions',
          text: JSON.stringify({ model: embedded ? EMBEDDED_ID : MODEL_ID, max_tokens: 2, messages: [{ role: 'user', content: 'hi' }] }),
        });
        cells.push(await measure(service, body, 1), await measure(service, body, 4));
      }
      rows.push(`| ${body.name} | ${(body.text.length / 1024).toFixed(0)} | ${cells.join(' | ')} |`);
    }
    const names = services.map((service) => (service.name === 'embedded' ? 'this checkout' : service.name.slice('build:'.length)));
    console.log("\nGET /models while large bodies are answered: slowest / p99 probe (ms), and the bodies' statuses");
    console.log(`| body | KB | ${names.map((name) => `${name}: one | ${name}: four at once`).join(' | ')} |`);
    console.log(`|---|---|${names.map(() => '---|---|').join('')}`);
    for (const row of rows) console.log(row);
  } finally {
    for (const service of services) await service.stop();
    await mock.candidate.stop();
  }
}
