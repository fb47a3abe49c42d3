// `npm run bench -- media`: the embedded media engines, measured through the API and called
// directly, in interleaved rounds (so load on the shared machine falls on both alike), and
// GET /models while each runs: the engines work in worker threads, so the event loop should stay
// free. The service runs as its own process on the project's config, its data folder holding links
// to the models in ./data/models (fetch them first: `make models`). A list of sections, one per
// engine; each prints its own table. BENCH_MEDIA_ROUNDS sets the rounds (default 3).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { PROJECT_ROOT } from '../src/project-root.js';
import type { MediaSection, MediaService } from './media/section.js';
import { transcriptionSection } from './media/transcription.js';

const SECTIONS: MediaSection[] = [transcriptionSection];

async function post(url: string, body: unknown, headers: Record<string, string>) {
  const response = await request(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.statusCode, json: (await response.body.json()) as Record<string, unknown> };
}

async function startService(dataDir: string): Promise<{ child: ChildProcess; service: Omit<MediaService, 'modelsDir'> }> {
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, MODEL_DOWNLOADS: 'off', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.CONFIG_DIR;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const found = await new Promise<{ key: string; port: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the service did not start: ${output.slice(-500)}`)), 180_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const key = /SERVICE_ADMIN_KEY_[0-9A-Za-z]+/.exec(output)?.[0];
      const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (key && port) {
        clearTimeout(timer);
        resolve({ key, port });
      }
    });
    child.once('exit', (code) => reject(new Error(`the service exited (${code}): ${output.slice(-500)}`)));
  });
  const origin = `http://127.0.0.1:${found.port}`;
  const admin = { authorization: `Bearer ${found.key}` };
  const credit = await post(`${origin}/api/v1/billing/credits`, { amountUsd: 1000, reason: 'bench', externalId: 'bench-media' }, admin);
  if (credit.status !== 200) throw new Error(`crediting the account answered ${credit.status}`);
  const created = await post(`${origin}/api/v1/api_keys`, { apiKeyType: 'INFERENCE', description: 'bench' }, admin);
  const key = (created.json.data as { apiKey?: string } | undefined)?.apiKey;
  if (!key) throw new Error(`creating the INFERENCE key answered ${created.status}`);
  return { child, service: { origin, headers: { authorization: `Bearer ${key}` } } };
}

export async function benchMedia(): Promise<void> {
  const modelsDir = join(PROJECT_ROOT, 'data', 'models');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-media-'));
  mkdirSync(join(dataDir, 'models'));
  for (const name of existsSync(modelsDir) ? readdirSync(modelsDir) : []) symlinkSync(join(modelsDir, name), join(dataDir, 'models', name));
  const { child, service } = await startService(dataDir);
  try {
    for (const section of SECTIONS) {
      const missing = section.needs.filter((name) => !existsSync(join(modelsDir, name)));
      if (missing.length > 0) console.log(`\n${section.name}: skipped, ${missing.join(', ')} not in ./data/models (make models)`);
      else await section.run({ ...service, modelsDir });
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
