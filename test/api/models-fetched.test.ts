// Models whose GGUF the service fetches at boot (a llama-cpp route with `url` and `sha256`), from a
// loopback server standing in for the model host: the service listens meanwhile, lists the model
// once its file is in place (and `default` moves to it, the trait naming it first), and leaves a
// model whose file fails its checksum unlisted, with the reason. A chat that is still gathering
// (reading a linked page) when `default` moves answers on the model its name stood for when it
// arrived: a request's model is resolved once (src/inference/chat-models.ts).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/app.js';
import { writeDebugModel } from '../../src/providers/llama-cpp/debug-model.js';
import { creditTestAccount } from '../support/credit.js';
import { startModelFileServer, type ModelFileServer } from '../support/model-file-server.js';
import { RUN_DIR } from '../support/paths.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** A loopback page that is requested, then held until the test releases it. */
async function startHeldPage() {
  let seen: () => void = () => undefined;
  let release: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => (seen = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer(async (_request, response) => {
    seen();
    await released;
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        '<html><head><title>Tides</title></head><body><article><h1>Tides</h1><p>Tides rise and fall twice a day along most coasts.</p></article></body></html>',
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/tides`,
    requested,
    release,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const modelsYaml = (url: string, sha256: string) => `
models:
  - id: fetched-chat
    type: text
    route: { engine: llama-cpp, url: "${url}", sha256: "${sha256}" }
    context_length: 2048
    model_spec: &spec
      name: Fetched chat
      privacy: private
      availableContextTokens: 2048
      pricing: { input: { usd: 0.05, diem: 0.05 }, output: { usd: 0.1, diem: 0.1 } }
  - id: corrupt-chat
    type: text
    route: { engine: llama-cpp, url: "${url}", sha256: "${'0'.repeat(64)}", file: "\${DATA_DIR}/models/corrupt.gguf" }
    context_length: 2048
    model_spec: *spec
  - id: debug-tiny-chat
    type: text
    route: { engine: llama-cpp, file: "\${DATA_DIR}/models/debug-tiny-chat.gguf", generate: debug-tiny-chat }
    context_length: 2048
    model_spec: *spec
`;

describe('Models fetched at boot', () => {
  let files: ModelFileServer;
  let service: TestApp;
  let configDir: string;
  const lines: string[] = [];
  const logger = { error: console.error, warn: (line: string) => lines.push(line), info: (line: string) => lines.push(line) };
  const ids = (body: unknown) => (body as { data: { id: string }[] }).data.map((model) => model.id);

  beforeAll(async () => {
    configDir = mkdtempSync(join(RUN_DIR, 'fetch-config-'));
    const gguf = join(configDir, 'source.gguf');
    writeDebugModel(gguf, { kind: 'debug-tiny-chat' });
    const content = readFileSync(gguf);
    files = await startModelFileServer(content);
    files.hold(); // the downloads wait until the test has seen the service answer without them
    cpSync(join(PROJECT_ROOT, 'config'), configDir, { recursive: true });
    writeFileSync(join(configDir, 'models.yaml'), modelsYaml(files.url, createHash('sha256').update(content).digest('hex')));
    writeFileSync(join(configDir, 'traits.yaml'), 'text:\n  default: [fetched-chat, debug-tiny-chat]\n');
    writeFileSync(join(configDir, 'compatibility.yaml'), 'text:\n  gpt-4o: [fetched-chat, debug-tiny-chat]\n');
    service = await startTestApp({ configDir, environment: { MODEL_DOWNLOADS: 'on', AUGMENT_FETCH_ALLOW_HOSTS: '127.0.0.1' }, logger });
    await creditTestAccount(service, '5');
  });
  afterAll(async () => {
    files?.release();
    await service?.close();
    await files?.close();
    rmSync(configDir, { recursive: true, force: true });
  });

  it('GET /models answers while the download is still running, without the model, and default names the fallback', async () => {
    const models = await service.call('listModels');
    expect(ids(models.body)).toEqual(['debug-tiny-chat']);
    const traits = await service.call('listModelTraits');
    expect(traits.body).toMatchObject({ data: { default: 'debug-tiny-chat' } });
    expect(lines).toContain(
      `model fetched-chat: fetching ${join(service.dataDir, 'models', 'model.gguf')} from ${files.url} in the background; listed once it is in place`,
    );
    expect(existsSync(join(service.dataDir, 'models', 'model.gguf'))).toBe(false);
  });

  it('POST /chat/completions answers on the model default named when it arrived, though default moves while a linked page is read', async () => {
    const page = await startHeldPage();
    const body = {
      model: 'default',
      messages: [{ role: 'user', content: `Summarise ${page.url}` }],
      max_completion_tokens: 4,
      service_parameters: { enable_web_scraping: true },
    };
    const answered = service.call('createChatCompletion', { key: service.adminKey, body: body as never });
    await page.requested; // admitted, and gathering what the request needs
    files.release();
    await service.app.modelFetches;
    expect((await service.call('listModelTraits')).body).toMatchObject({ data: { default: 'fetched-chat' } });
    page.release();
    const response = await answered;
    await page.close();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-service-model-id')).toBe('debug-tiny-chat');
    // The page was read and charged on top of the tokens, on the model the request was admitted under.
    expect(response.body).toMatchObject({ model: 'debug-tiny-chat', service_parameters: { enable_web_scraping: true } });
    expect((response.body as { cost: { usd: number } }).cost.usd).toBeGreaterThanOrEqual(0.01);
  });

  it('GET /models lists the model once its file is in place, and default and gpt-4o serve it', async () => {
    files.release();
    await service.app.modelFetches;
    expect(ids((await service.call('listModels')).body)).toEqual(['fetched-chat', 'debug-tiny-chat']);
    expect((await service.call('listModelTraits')).body).toMatchObject({ data: { default: 'fetched-chat' } });
    for (const model of ['default', 'gpt-4o']) {
      const body = { model, messages: [{ role: 'user', content: 'Hello' }], max_completion_tokens: 4 };
      const response = await service.call('createChatCompletion', { key: service.adminKey, body: body as never });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-service-model-id')).toBe('fetched-chat');
    }
    expect(lines.some((line) => line.startsWith('model fetched-chat: ') && line.includes('is in place') && line.includes('SHA-256 checked'))).toBe(true);
  });

  it('GET /models leaves out a model whose file fails its checksum, with the reason, and no file is left in place', async () => {
    await service.app.modelFetches;
    expect(ids((await service.call('listModels', { query: { type: 'all' } })).body)).not.toContain('corrupt-chat');
    const reason = service.app.services.catalog.unavailable.find((entry) => entry.id === 'corrupt-chat')?.reason;
    expect(reason).toMatch(/^cannot fetch .*corrupt\.gguf from http:\/\/127\.0\.0\.1:\d+\/model\.gguf: .* has SHA-256 [0-9a-f]{64}, not the configured 0{64}$/);
    expect(lines).toContain(`model corrupt-chat is not served: ${reason} (retry with: npm run cli -- models pull corrupt-chat)`);
    expect(existsSync(join(service.dataDir, 'models', 'corrupt.gguf'))).toBe(false);
    expect(existsSync(join(service.dataDir, 'models', 'corrupt.gguf.part'))).toBe(false);
  });
});
