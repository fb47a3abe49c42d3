// The AI SDK with Anthropic's provider (@ai-sdk/anthropic 3.x, for AI SDK 6), unchanged, against
// POST /messages: a plain and a streamed answer, and an Anthropic model name as agents send it.
import { createAnthropic } from '@ai-sdk/anthropic';
import { generateText, streamText } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';

describe('AI SDK with @ai-sdk/anthropic 3.x', () => {
  let app: InferenceApp;
  let anthropic: ReturnType<typeof createAnthropic>;
  beforeAll(async () => {
    app = await startInferenceApp();
    anthropic = createAnthropic({ baseURL: `${app.service.baseUrl}/api/v1`, apiKey: app.key });
  });
  afterAll(() => app?.close());

  it('generates a plain answer (text blocks without citations) and a streamed one', async () => {
    const plain = await generateText({ model: anthropic('chat-basic'), prompt: 'hello ai sdk', maxRetries: 0 });
    expect(plain.text).toBe('echo: hello ai sdk');
    expect(plain.usage.inputTokens).toBeGreaterThan(0);
    const streamed = streamText({ model: anthropic('chat-basic'), prompt: 'hello stream', maxRetries: 0 });
    expect(await streamed.text).toBe('echo: hello stream');
  });

  it('answers an Anthropic model name through the compatibility mapping', async () => {
    const answer = await generateText({ model: anthropic('claude-sonnet-4-5'), prompt: 'hello claude', maxRetries: 0 });
    expect(answer.text).toBe('echo: hello claude');
    expect(app.upstream.requests.at(-1)!.body.model).toBe('upstream-basic'); // chat-basic's upstream name
  });
});
