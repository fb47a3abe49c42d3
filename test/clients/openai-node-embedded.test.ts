// The official `openai` npm SDK against the service on its default catalog: the embedded llama.cpp
// engine with the generated random-weight debug models. Their text is noise, so only shapes, token
// counts and usage are checked: a seeded stream reports the same usage as the same request unstreamed.
import type OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAiSdk } from '../support/openai-sdk.js';
import { creditTestAccount } from '../support/credit.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('official openai npm SDK on the embedded engine', () => {
  let service: TestApp;
  let client: OpenAI;
  const request = { model: 'debug-tiny-chat', messages: [{ role: 'user' as const, content: 'Hello' }], max_completion_tokens: 8, seed: 7, temperature: 0.8 };

  beforeAll(async () => {
    service = await startTestApp();
    await creditTestAccount(service, '10');
    const created = await service.call('createApiKey', { key: service.adminKey, body: { apiKeyType: 'INFERENCE', description: 'sdk' } });
    client = openAiSdk(service.baseUrl, (created.body as { data: { apiKey: string } }).data.apiKey);
  });
  afterAll(() => service?.close());

  it("speaks OpenAI's example (tts-1, voice alloy) with the embedded espeak-ng engine", async () => {
    const response = await client.audio.speech.create({ model: 'tts-1', voice: 'alloy', input: 'Today is a wonderful day to build something people love!' });
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('x-service-model-id')).toBe('tts-espeak');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(4000);
    // an MPEG audio frame sync, or an ID3 tag before it
    expect(bytes.toString('ascii', 0, 3) === 'ID3' || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0)).toBe(true);
    // the reference API's default voice, which clients written against it send
    const skyVoice = await client.audio.speech.create({ model: 'tts-1', voice: 'af_sky' as 'alloy', input: 'Hello.', response_format: 'wav' });
    expect(Buffer.from(await skyVoice.arrayBuffer()).toString('ascii', 0, 4)).toBe('RIFF');
  });

  it('chats, plain and streamed, with the engine usage in the final chunk', async () => {
    const plain = await client.chat.completions.create(request);
    expect(plain.model).toBe('debug-tiny-chat');
    expect(plain.usage!.completion_tokens).toBeGreaterThan(0);
    expect(plain.usage!.completion_tokens).toBeLessThanOrEqual(8);
    const stream = await client.chat.completions.create({ ...request, stream: true });
    let text = '';
    let usage: OpenAI.CompletionUsage | undefined;
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta.content ?? '';
      usage = chunk.usage ?? usage;
    }
    // the same prompt again: the embedded engine's context still held all of it but its last token
    expect(usage).toEqual({ ...plain.usage, prompt_tokens_details: { cached_tokens: plain.usage!.prompt_tokens - 1 } });
    expect(text).toBe(plain.choices[0]!.message.content);
  });

  it('creates a streamed response and embeddings', async () => {
    const response = await client.responses.stream({ model: 'debug-tiny-chat', input: 'Hi', max_output_tokens: 8 }).finalResponse();
    expect(['completed', 'incomplete']).toContain(response.status);
    expect(response.usage!.output_tokens).toBeLessThanOrEqual(8);
    const embeddings = await client.embeddings.create({ model: 'debug-tiny-embedding', input: ['one', 'two'] });
    expect(embeddings.data).toHaveLength(2);
    expect(embeddings.data[0]!.embedding.length).toBeGreaterThan(0);
    expect(embeddings.usage.prompt_tokens).toBeGreaterThan(0);
  });
});
