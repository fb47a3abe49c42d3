// The config folder the service under test boots with: the project's own config files, except
// a catalog of one text model (and one transcription model) routed to the mock upstream, no default system prompt (the prompt
// reaches the upstream unchanged, as in the direct call) and rate limits far above the load (the
// limiter still counts every request, but never refuses one).
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Not imported from src/app.ts: that would load the whole service into the orchestrator.
export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const MODEL_ID = 'bench-chat';
export const TRANSCRIPTION_MODEL_ID = 'bench-whisper';
const UPSTREAM_MODEL = 'bench-upstream-chat';

/** The service's entry point as `npm start` runs it, relative to the project root. */
export const SERVICE_ENTRY = 'dist/src/main.js';

/**
 * The flags `npm start` gives node (e.g. the young generation's size), read from package.json so the
 * bench runs the service as operators do. It starts `node` itself rather than `npm start`, whose
 * wrapper process would hide the service's own PID.
 */
export function startScriptNodeFlags(): string[] {
  const scripts = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts;
  const match = scripts?.start?.match(new RegExp(`\\bnode((?:\\s+--\\S+)*)\\s+${SERVICE_ENTRY.replaceAll('.', '\\.')}\\b`));
  if (!match) throw new Error(`package.json's start script does not run \`node [flags] ${SERVICE_ENTRY}\`: ${scripts?.start}`);
  return match[1]!.split(/\s+/).filter(Boolean);
}

/** The text model's route, or with `deploymentPorts` its deployments: the mock upstream first, then the others. */
function chatRoute(upstreamPort: number, deploymentPorts: number[]): string {
  const route = (port: number) => `{ engine: openai-compatible, baseUrl: "http://127.0.0.1:${port}/v1", upstreamModel: ${UPSTREAM_MODEL} }`;
  if (deploymentPorts.length === 0) return `    route: ${route(upstreamPort)}`;
  const deployments = [upstreamPort, ...deploymentPorts].map((port, index) => `      - { id: mock-${index + 1}, route: ${route(port)} }`);
  return `    routing: { strategy: least-busy }\n    deployments:\n${deployments.join('\n')}`;
}

function modelsYaml(upstreamPort: number, deploymentPorts: number[]): string {
  return `# Written by bench/gateway: one text model on the mock upstream (or on several mock deployments).
models:
  - id: ${MODEL_ID}
    type: text
${chatRoute(upstreamPort, deploymentPorts)}
    rate_limit_class: M
    created: 1763683200
    context_length: 8192
    model_spec:
      name: Bench chat (mock upstream)
      privacy: private
      traits: [default, fastest]
      availableContextTokens: 8192
      maxCompletionTokens: 1024
      capabilities: { optimizedForCode: false, supportsFunctionCalling: true, supportsAudioInput: false, supportsReasoning: false, supportsReasoningEffort: false, supportsResponseSchema: true, supportsMultipleImages: false, supportsVision: false, supportsVideoInput: false, supportsWebSearch: false, supportsLogProbs: false, supportsTeeAttestation: false, supportsE2EE: false, supportsXSearch: false, quantization: fp8 }
      constraints: { temperature: { default: 0.7 }, top_p: { default: 0.9 } }
      pricing: { input: { usd: 0.2, diem: 0.3 }, output: { usd: 0.8, diem: 1.2 } }
  # for the heavy bench's audio mix: files are decoded here, then the mock answers a fixed text
  - id: ${TRANSCRIPTION_MODEL_ID}
    type: asr
    route: { engine: openai-compatible, baseUrl: "http://127.0.0.1:${upstreamPort}/v1", upstreamModel: bench-upstream-whisper }
    created: 1763683200
    model_spec:
      name: Bench transcription (mock upstream)
      privacy: private
      pricing: { per_audio_second: { usd: 0.0001, diem: 0.0001 } }
`;
}

// Every class gets limits no benchmark reaches, so the limiter runs its full path on each request
// (counting, headers) and never answers 429. Classes without token metering take no tpm.
export const RATE_LIMITS_YAML = `# Written by bench/gateway: limits far above the load.
default_tier: bench
tiers:
  bench:
    charged: true
    limits:
      XS: { rpm: 100000000, rpd: 100000000000, tpm: 10000000000 }
      S: { rpm: 100000000, rpd: 100000000000, tpm: 10000000000 }
      M: { rpm: 100000000, rpd: 100000000000, tpm: 10000000000 }
      L: { rpm: 100000000, rpd: 100000000000, tpm: 10000000000 }
      image: { rpm: 100000000, rpd: 100000000000 }
      audio: { rpm: 100000000, rpd: 100000000000 }
      video_queue: { rpm: 100000000, rpd: 100000000000 }
      video_retrieve: { rpm: 100000000, rpd: 100000000000 }
      rpc: { rpm: 100000000 }
`;

/**
 * Fills `directory` with the service's config for a mock upstream on `upstreamPort`, and more
 * deployments of its text model on `deploymentPorts`; `extraModels`, YAML list entries, are added to the catalog.
 */
export function writeServiceConfig(directory: string, upstreamPort: number, deploymentPorts: number[] = [], extraModels = ''): void {
  const source = join(PROJECT_ROOT, 'config');
  cpSync(source, directory, { recursive: true });
  writeFileSync(join(directory, 'models.yaml'), modelsYaml(upstreamPort, deploymentPorts) + extraModels);
  writeFileSync(join(directory, 'traits.yaml'), `text:\n  default: ${MODEL_ID}\n  fastest: ${MODEL_ID}\n`);
  writeFileSync(join(directory, 'compatibility.yaml'), `text:\n  gpt-4o: ${MODEL_ID}\n`);
  writeFileSync(join(directory, 'rate-limits.yaml'), RATE_LIMITS_YAML);
  // The shipped personas name the debug models, which this catalog does not have; the file is optional.
  rmSync(join(directory, 'characters.yaml'), { force: true });
  // Without it the service adds no system prompt: the upstream gets the caller's messages as sent.
  rmSync(join(directory, 'system-prompt.txt'), { force: true });
}
