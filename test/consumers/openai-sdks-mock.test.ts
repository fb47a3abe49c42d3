// The official OpenAI SDKs, unchanged, against the mock of the contract: chat (plain and streamed),
// embeddings and image generation, with no engine, key or credit behind it.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApp } from '../../src/mock/mock-app.js';
import { PROJECT_ROOT } from '../../src/project-root.js';

const KEY = `SERVICE_INFERENCE_KEY_${'d'.repeat(43)}`;
const pythonInstalled = spawnSync('python3', ['-c', 'import openai'], { stdio: 'ignore' }).status === 0;
if (!pythonInstalled && process.env.CI) throw new Error('the Python openai package is missing: make setup-test installs it');

describe('Official OpenAI SDKs against the mock', () => {
  const mock = createServer(createMockApp().callback());
  let baseURL: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => mock.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(mock.address() as AddressInfo).port}/api/v1`;
  });
  afterAll(() => {
    mock.close();
    mock.closeAllConnections();
  });

  it('the openai Node SDK chats, streams, embeds and generates an image', async () => {
    const client = new OpenAI({ apiKey: KEY, baseURL, maxRetries: 0 });
    const messages = [{ role: 'user' as const, content: 'Hello' }];
    expect((await client.chat.completions.create({ model: 'any-model', messages })).object).toBe('chat.completion');
    const chunks = [];
    for await (const chunk of await client.chat.completions.create({ model: 'any-model', messages, stream: true })) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(0);
    expect((await client.embeddings.create({ model: 'any-model', input: 'Hello', encoding_format: 'float' })).object).toBe('list');
    const image = await client.images.generate({ model: 'any-model', prompt: 'a lighthouse' });
    expect(Buffer.from(image.data![0]!.b64_json!, 'base64').subarray(1, 4).toString()).toBe('PNG');
  });

  it.skipIf(!pythonInstalled)('the openai Python package chats, streams, embeds and generates an image', async () => {
    const child = spawn('python3', [join(PROJECT_ROOT, 'test', 'clients', 'openai_python_mock.py')], {
      env: { ...process.env, OPENAI_BASE_URL: baseURL, OPENAI_API_KEY: KEY },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const results = JSON.parse(stdout);
    expect(results.chat).toEqual({ object: 'chat.completion', choices: expect.any(Number) });
    expect(results.chat_stream.objects).toEqual(['chat.completion.chunk']);
    expect(results.embeddings).toEqual({ object: 'list' });
    expect(results.image).toEqual({ png: 'PNG' });
  });
});
