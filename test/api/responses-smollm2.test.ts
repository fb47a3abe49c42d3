// A two-turn conversation chained by previous_response_id on the real default model (SmolLM2-135M-
// Instruct, embedded llama.cpp), as the Agents SDK and OpenAI's examples chain one: the second
// answer can only know the name from the first turn, which the service gives the model again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealModelApp } from '../support/real-model.js';
import type { TestApp } from '../support/test-app.js';

interface Answer {
  id: string;
  output: { type: string; content?: { text: string }[] }[];
  usage: { input_tokens: number; output_tokens: number; input_tokens_details: { cached_tokens: number } };
}

const text = (answer: Answer) =>
  answer.output
    .flatMap((item) => item.content ?? [])
    .map((part) => part.text)
    .join('');

describe('Stored responses on SmolLM2-135M-Instruct', () => {
  let skipReason = '';
  let service: TestApp | undefined;
  let close: (() => Promise<void>) | undefined;
  const create = async (body: Record<string, unknown>) => {
    const response = await service!.call('createResponse', {
      key: service!.adminKey,
      body: { model: 'default', temperature: 0, max_output_tokens: 40, ...body } as never,
    });
    expect(response.status, response.text).toBe(200);
    return response.body as Answer;
  };

  beforeAll(async () => {
    const started = await startRealModelApp();
    if ('skipReason' in started) skipReason = started.skipReason;
    else ({ service, close } = started);
  }, 300_000);
  afterAll(() => close?.());

  it('POST /responses returns 200 naming Zorblax when previous_response_id carries "My name is Zorblax." into "What is my name?"', async (context) => {
    if (!service) return context.skip(skipReason);
    const first = await create({ input: 'My name is Zorblax.' });
    const second = await create({ previous_response_id: first.id, input: 'What is my name?' });
    const alone = await create({ input: 'What is my name?' });

    // The model was given the first turn: the stored context lists it, and it was counted as input.
    const items = await service.call('listResponseInputItems', { key: service.adminKey, path: { id: second.id }, query: { order: 'asc' } });
    expect((items.body as { data: { role?: string; content: unknown }[] }).data).toMatchObject([
      { role: 'user', content: 'My name is Zorblax.' },
      { role: 'assistant', content: [{ text: text(first) }] },
      { role: 'user', content: 'What is my name?' },
    ]);
    // The second prompt holds the first question and answer beside the question alone's prompt; and
    // the engine found the whole first prompt in its cache (one sequence, just used by the first
    // turn): the prompt it was given begins with the first turn.
    expect(second.usage.input_tokens).toBeGreaterThan(alone.usage.input_tokens + first.usage.output_tokens);
    expect(second.usage.input_tokens_details.cached_tokens).toBeGreaterThanOrEqual(first.usage.input_tokens);
    expect(text(second)).toMatch(/Zorblax/);
    expect(text(alone)).not.toMatch(/Zorblax/);
  });
});
