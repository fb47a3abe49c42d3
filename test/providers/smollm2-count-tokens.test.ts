// POST /messages/count_tokens on the real SmolLM2 (the embedded llama.cpp engine): the count is the
// model's chat template and tokenizer, taken outside the generation queue, so a count answers while
// a generation holds the model and never waits in its queue; it equals the prompt_tokens a chat
// with the same messages is charged; and it is free but limited per key like paid work.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/accounts/api-keys.js';
import { setKeyTier } from '../../src/limits/key-tiers.js';
import type { LlamaCppEngine } from '../../src/providers/llama-cpp/engine.js';
import { acquireModel, releaseModel, type LoadedModel } from '../../src/providers/llama-cpp/runtime.js';
import { creditTestAccount } from '../support/credit.js';
import { configServing, REAL_MODEL_ID, realModelFile } from '../support/real-model.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// The limiter's clock, held at a minute's start so one minute's window holds every call.
const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);
const TIGHT_RPM = 3;
const LIMITS = `
tiers:
  paid: {}
  tight: { limits: { XS: { rpm: ${TIGHT_RPM} } } }
`;

type Body = Record<string, unknown>;

/** A prompt of about 3,000 SmolLM2 tokens. */
const longText = Array.from({ length: 200 }, (_, index) => `Line ${index}: the quick brown fox jumps over the lazy dog.`).join('\n');

const tools = [
  {
    name: 'get_weather',
    description: 'The weather in a city.',
    input_schema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
  },
];

describe('count_tokens on SmolLM2', () => {
  let service: TestApp | undefined;
  let configDir: string | undefined;
  let skipReason = '';
  let key = '';

  const count = (body: Body, secret = key) => service!.call('countMessageTokens', { key: secret, body: body as never });
  const chat = (body: Body) => service!.call('createChatCompletion', { key, body: body as never });

  /** The loaded model the service's engine runs on (shared by settings), held until released. */
  async function loadedModel(): Promise<{ loaded: LoadedModel; release: () => Promise<void> }> {
    const engine = service!.app.services.engines.get(REAL_MODEL_ID)!.engine.chat as LlamaCppEngine;
    await engine.load();
    const loaded = await acquireModel(engine.settings);
    return { loaded, release: () => releaseModel(engine.settings) };
  }

  beforeAll(async () => {
    const found = await realModelFile(REAL_MODEL_ID);
    if ('missing' in found) {
      skipReason = found.missing;
      return;
    }
    configDir = configServing(found.file);
    writeFileSync(join(configDir, 'rate-limits.yaml'), LIMITS);
    service = await startTestApp({ configDir, clock: () => T0 });
    await creditTestAccount(service, '5');
    const created = await service.call('createApiKey', { key: service.adminKey, body: { apiKeyType: 'INFERENCE', description: 'count tokens' } });
    key = (created.body as { data: { apiKey: string } }).data.apiKey;
  }, 300_000);
  afterAll(async () => {
    await service?.close();
    if (configDir) rmSync(configDir, { recursive: true, force: true });
  });

  it('POST /messages/count_tokens returns 200 with the prompt_tokens a chat with the same system, messages and tools is charged', async (context) => {
    if (!service) return context.skip(skipReason);
    const cases: { system?: string; messages: Body[]; tools?: Body[] }[] = [
      { messages: [{ role: 'user', content: 'What is the capital of France?' }] },
      { system: 'Answer in one word.', messages: [{ role: 'user', content: longText.slice(0, 2000) }] },
      { messages: [{ role: 'user', content: 'What is the weather in Paris?' }], tools },
    ];
    for (const request of cases) {
      const counted = await count({ model: REAL_MODEL_ID, ...request });
      expect(counted.status).toBe(200);
      const messages = [...(request.system ? [{ role: 'system', content: request.system }] : []), ...request.messages];
      const chatTools = request.tools?.map((tool) => ({
        type: 'function',
        function: { name: tool.name, description: tool.description, parameters: tool.input_schema },
      }));
      const charged = await chat({ model: REAL_MODEL_ID, max_tokens: 1, messages, ...(chatTools ? { tools: chatTools } : {}) });
      expect(charged.status).toBe(200);
      expect((counted.body as { input_tokens: number }).input_tokens).toBe((charged.body as { usage: { prompt_tokens: number } }).usage.prompt_tokens);
    }
  }, 240_000);

  it('POST /messages/count_tokens returns 200 for a ~3,000-token prompt while a generation holds the model, never entering its queue', async (context) => {
    if (!service) return context.skip(skipReason);
    const { loaded, release } = await loadedModel();
    try {
      // A turn of the model's queue held open, as a long generation holds it.
      let finish!: () => void;
      const held = loaded.queue.run(() => new Promise<void>((resolve) => (finish = resolve)));
      await expect.poll(() => loaded.queue.busy).toBe(true);
      // A paying chat now waits for that turn; the counts must not wait, nor join it.
      const paying = chat({ model: REAL_MODEL_ID, max_tokens: 4, messages: [{ role: 'user', content: 'Hello' }] });
      await expect.poll(() => loaded.queue.pending).toBe(1);
      const counts = await Promise.all(Array.from({ length: 4 }, () => count({ model: REAL_MODEL_ID, messages: [{ role: 'user', content: longText }] })));
      for (const counted of counts) {
        expect(counted.status).toBe(200);
        expect((counted.body as { input_tokens: number }).input_tokens).toBeGreaterThan(2500);
      }
      expect(loaded.queue.pending).toBe(1); // still only the paying chat waits
      finish();
      await held;
      expect((await paying).status).toBe(200);
    } finally {
      await release();
    }
  }, 240_000);

  it('POST /messages/count_tokens returns 429 rate_limit_error past the per-minute limit of a key whose account has no credit', async (context) => {
    if (!service) return context.skip(skipReason);
    const { database } = service.app.services;
    const [account] = await database('accounts').insert({ name: 'no credit' }).returning(['id']);
    const created = await createKey(database, account.id as string, { apiKeyType: 'INFERENCE', description: 'free counts' });
    await setKeyTier(database, service.app.services.limits.config, account.id as string, created.id, 'tight');
    const body = { model: REAL_MODEL_ID, messages: [{ role: 'user', content: 'Hello' }] };
    for (let call = 0; call < TIGHT_RPM; call += 1) expect((await count(body, created.apiKey)).status).toBe(200);
    const refused = await count(body, created.apiKey);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ type: 'error', error: { type: 'rate_limit_error' } });
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });
});
