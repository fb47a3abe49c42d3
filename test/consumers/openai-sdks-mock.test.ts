// The official OpenAI SDKs, unchanged, against the mock of the contract: chat (plain and streamed),
// embeddings and image generation, with no engine, key or credit behind it. A streamed chat
// completion or response assembles to the text of the spec's example answer.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../src/contract/contract-document.js';
import { createMockApp } from '../../src/mock/mock-app.js';
import { pythonHas, runPython } from '../support/python-client.js';

const KEY = `SERVICE_INFERENCE_KEY_${'d'.repeat(43)}`;
const schemas = (loadContract().document.components as { schemas: Record<string, { example: never }> }).schemas;
/** The answer text of the spec's examples, which the mock streams piece by piece. */
const CHAT_TEXT: string = (schemas.ChatCompletionResponse!.example as { choices: [{ message: { content: string } }] }).choices[0].message.content;
const RESPONSE_TEXT: string = (schemas.ResponsesResponse!.example as { output: [{ content: [{ text: string }] }] }).output[0].content[0].text;
const pythonInstalled = pythonHas('openai');

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
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('')).toBe(CHAT_TEXT);
    expect(chunks.at(-1)!.usage).toMatchObject({ total_tokens: expect.any(Number) });
    expect((await client.embeddings.create({ model: 'any-model', input: 'Hello', encoding_format: 'float' })).object).toBe('list');
    const image = await client.images.generate({ model: 'any-model', prompt: 'a lighthouse' });
    expect(Buffer.from(image.data![0]!.b64_json!, 'base64').subarray(1, 4).toString()).toBe('PNG');
  });

  it("the openai Node SDK's stream helpers assemble the example's chat completion and response", async () => {
    const client = new OpenAI({ apiKey: KEY, baseURL, maxRetries: 0 });
    const chat = client.chat.completions.stream({ model: 'any-model', messages: [{ role: 'user', content: 'Hello' }] });
    const deltas: string[] = [];
    chat.on('content', (delta) => deltas.push(delta));
    const completion = await chat.finalChatCompletion();
    expect(completion.choices[0]!.message.content).toBe(CHAT_TEXT);
    expect(completion.choices[0]!.finish_reason).toBe('stop');
    expect(deltas.length).toBeGreaterThan(3);
    const response = client.responses.stream({ model: 'any-model', input: 'Hello' });
    const textDeltas: string[] = [];
    response.on('response.output_text.delta', (event) => textDeltas.push(event.delta));
    const final = await response.finalResponse();
    expect(final.output_text).toBe(RESPONSE_TEXT);
    expect(textDeltas.join('')).toBe(RESPONSE_TEXT);
  });

  it.skipIf(!pythonInstalled)('the openai Python package chats, streams, embeds and generates an image', async () => {
    const { code, stdout, stderr } = await runPython('openai_python_mock.py', { OPENAI_BASE_URL: baseURL, OPENAI_API_KEY: KEY });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const results = JSON.parse(stdout);
    expect(results.chat).toEqual({ object: 'chat.completion', choices: expect.any(Number) });
    expect(results.chat_stream.objects).toEqual(['chat.completion.chunk']);
    expect(results.chat_stream.text).toBe(CHAT_TEXT);
    expect(results.embeddings).toEqual({ object: 'list' });
    expect(results.image).toEqual({ png: 'PNG' });
  });
});
