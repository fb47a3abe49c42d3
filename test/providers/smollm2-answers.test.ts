// The real default text model, SmolLM2-135M-Instruct, answering through the HTTP API on the embedded
// llama.cpp engine, its answers checked: a fact, JSON of a schema (chat and /responses), a tool call
// whose arguments follow the tool's schema, and a seeded stream equal to the same answer unstreamed.
// One service for the file; skipped, saying why, only when the model file cannot be had.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFrames } from '../support/event-stream.js';
import { REAL_MODEL_ID, startRealModelApp } from '../support/real-model.js';
import type { TestApp } from '../support/test-app.js';

interface ChatAnswer {
  choices: { message: { content: string | null; tool_calls?: { function: { name: string; arguments: string } }[] }; finish_reason: string }[];
  usage: { completion_tokens: number };
}

const capitalSchema = {
  type: 'object',
  properties: { city: { type: 'string', maxLength: 40 }, country: { type: 'string', maxLength: 40 } },
  required: ['city', 'country'],
  additionalProperties: false,
};
const weatherParameters = {
  type: 'object',
  properties: { city: { type: 'string', maxLength: 40 }, unit: { type: 'string', enum: ['celsius', 'fahrenheit'] } },
  required: ['city', 'unit'],
  additionalProperties: false,
};
const tools = [
  { type: 'function', function: { name: 'get_weather', description: 'The current weather in a city', parameters: weatherParameters } },
  { type: 'function', function: { name: 'get_time', description: 'The current time', parameters: { type: 'object', properties: {} } } },
];
const ajv = new Ajv2020({ strict: false });
const validCapital = ajv.compile(capitalSchema);
const validWeather = ajv.compile(weatherParameters);

describe('SmolLM2-135M-Instruct, the default text model, answers checked', () => {
  let skipReason = '';
  let service: TestApp | undefined;
  let close: (() => Promise<void>) | undefined;
  const chat = async (body: Record<string, unknown>) => {
    const response = await service!.call('createChatCompletion', { key: service!.adminKey, body: body as never });
    expect(response.status, response.text).toBe(200);
    return response;
  };

  beforeAll(async () => {
    const started = await startRealModelApp();
    if ('skipReason' in started) skipReason = started.skipReason;
    else ({ service, close } = started);
  }, 300_000);
  afterAll(() => close?.());

  it('POST /chat/completions with model default answers "What is the capital of France?" with Paris', async (context) => {
    if (!service) return context.skip(skipReason);
    const response = await chat({
      model: 'default',
      messages: [{ role: 'user', content: 'What is the capital of France?' }],
      max_completion_tokens: 40,
      temperature: 0,
    });
    expect(response.headers.get('x-service-model-id')).toBe(REAL_MODEL_ID);
    expect((response.body as ChatAnswer).choices[0]!.message.content).toMatch(/Paris/);
  });

  it('POST /chat/completions with a response_format json_schema answers JSON that parses and matches the schema', async (context) => {
    if (!service) return context.skip(skipReason);
    const response = await chat({
      model: 'default',
      messages: [{ role: 'user', content: 'What is the capital of France? Answer with the city and its country.' }],
      response_format: { type: 'json_schema', json_schema: { name: 'capital', schema: capitalSchema, strict: true } },
      max_completion_tokens: 60,
      temperature: 0,
    });
    const [choice] = (response.body as ChatAnswer).choices;
    expect(choice!.finish_reason).toBe('stop');
    const answer: unknown = JSON.parse(choice!.message.content!);
    expect(validCapital(answer), JSON.stringify(validCapital.errors)).toBe(true);
    expect(answer).toMatchObject({ city: expect.stringMatching(/Paris/) });
  });

  it('POST /chat/completions with a named tool_choice, or required, calls a tool with arguments that match its schema', async (context) => {
    if (!service) return context.skip(skipReason);
    const messages = [{ role: 'user', content: 'What is the weather in Paris, in celsius?' }];
    const named = await chat({
      model: 'default',
      messages,
      tools,
      tool_choice: { type: 'function', function: { name: 'get_weather' } },
      max_completion_tokens: 60,
      temperature: 0,
    });
    const [choice] = (named.body as ChatAnswer).choices;
    expect(choice).toMatchObject({ finish_reason: 'tool_calls', message: { content: null, tool_calls: [{ function: { name: 'get_weather' } }] } });
    const argumentsGiven: unknown = JSON.parse(choice!.message.tool_calls![0]!.function.arguments);
    expect(validWeather(argumentsGiven), JSON.stringify(validWeather.errors)).toBe(true);
    expect(argumentsGiven).toMatchObject({ city: expect.stringMatching(/Paris/) });

    const required = await chat({ model: 'default', messages, tools, tool_choice: 'required', max_completion_tokens: 60, temperature: 0 });
    const [call] = (required.body as ChatAnswer).choices[0]!.message.tool_calls!;
    if (call!.function.name === 'get_weather') expect(validWeather(JSON.parse(call!.function.arguments))).toBe(true);
    else expect(call).toMatchObject({ function: { name: 'get_time', arguments: '{}' } });
  });

  it('POST /chat/completions streams, at temperature 0 with a seed, the same text as the answer unstreamed', async (context) => {
    if (!service) return context.skip(skipReason);
    const body = {
      model: 'default',
      messages: [{ role: 'user', content: 'Write two sentences about the sea.' }],
      max_completion_tokens: 40,
      temperature: 0,
      seed: 42,
    };
    const plain = (await chat(body)).body as ChatAnswer;
    const streamed = await chat({ ...body, stream: true, stream_options: { include_usage: true } });
    const chunks = parseFrames(streamed.text)
      .slice(0, -1)
      .map((frame) => frame.data);
    const text = chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('');
    expect(plain.choices[0]!.message.content!.length).toBeGreaterThan(0);
    expect(text).toBe(plain.choices[0]!.message.content);
    expect(chunks.find((chunk) => chunk.choices[0]?.finish_reason)?.choices[0].finish_reason).toBe(plain.choices[0]!.finish_reason);
    expect(chunks.at(-1).usage.completion_tokens).toBe(plain.usage.completion_tokens);
  });

  it('POST /responses with text.format json_schema answers JSON that parses and matches the schema', async (context) => {
    if (!service) return context.skip(skipReason);
    const body = {
      model: 'default',
      input: 'What is the capital of France? Answer with the city and its country.',
      text: { format: { type: 'json_schema', name: 'capital', schema: capitalSchema, strict: true } },
      max_output_tokens: 60,
      temperature: 0,
    };
    const response = await service.call('createResponse', { key: service.adminKey, body: body as never });
    expect(response.status, response.text).toBe(200);
    const { status, output } = response.body as { status: string; output: { type: string; content: { text: string }[] }[] };
    expect(status).toBe('completed');
    const answer: unknown = JSON.parse(output.find((item) => item.type === 'message')!.content[0]!.text);
    expect(validCapital(answer), JSON.stringify(validCapital.errors)).toBe(true);
    expect(answer).toMatchObject({ city: expect.stringMatching(/Paris/) });
  });
});
