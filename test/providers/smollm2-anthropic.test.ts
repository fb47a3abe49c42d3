// Anthropic's official SDKs, unchanged, on the real default text model (SmolLM2-135M-Instruct on the
// embedded llama.cpp engine) through POST /messages and /messages/count_tokens: a fact, the stream
// helper, a named tool round trip, and the token count the message reports, from Node and Python.
// One service for the file; skipped, saying why, only when the model file cannot be had.
import Anthropic from '@anthropic-ai/sdk';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pythonHas, runPython } from '../support/python-client.js';
import { REAL_MODEL_ID, startRealModelApp } from '../support/real-model.js';
import type { TestApp } from '../support/test-app.js';

const capital = { model: 'default', max_tokens: 40, temperature: 0, messages: [{ role: 'user' as const, content: 'What is the capital of France?' }] };
const weatherSchema = {
  type: 'object' as const,
  properties: { city: { type: 'string', maxLength: 40 }, unit: { type: 'string', enum: ['celsius', 'fahrenheit'] } },
  required: ['city', 'unit'],
  additionalProperties: false,
};
const tools: Anthropic.Tool[] = [{ name: 'get_weather', description: 'The current weather in a city', input_schema: weatherSchema }];
const validWeather = new Ajv2020({ strict: false }).compile(weatherSchema);

/** The service's own field on a message: what the request was charged. */
const costOf = (message: Anthropic.Message) => (message as Anthropic.Message & { cost?: { usd: number } }).cost;
const textOf = (message: Anthropic.Message) =>
  message.content
    .filter((block) => block.type === 'text')
    .map((block) => block.text)
    .join('');

// The Python SDK's create, stream helper and count_tokens, printed as one JSON object.
const pythonClient = `
import json
from anthropic import Anthropic
client = Anthropic(max_retries=0, timeout=240)
# this SDK version has no temperature argument: it goes as a field of the body
request = {"model": "default", "max_tokens": 40, "extra_body": {"temperature": 0}, "messages": [{"role": "user", "content": "What is the capital of France?"}]}
count = client.messages.count_tokens(model=request["model"], messages=request["messages"]).input_tokens
message = client.messages.create(**request)
with client.messages.stream(**request) as stream:
    pieces = "".join(stream.text_stream)
    final = stream.get_final_message()
def usage(m):
    return {"input": m.usage.input_tokens + (m.usage.cache_read_input_tokens or 0), "output": m.usage.output_tokens}
print(json.dumps({
    "count": count,
    "create": {"text": message.content[0].text, "stop_reason": message.stop_reason, "usage": usage(message), "cost": (message.model_extra or {}).get("cost")},
    "stream": {"pieces": pieces, "text": final.content[0].text, "stop_reason": final.stop_reason, "usage": usage(final)},
}))
`;

describe('Anthropic SDKs on SmolLM2-135M-Instruct, the default text model', () => {
  let skipReason = '';
  let service: TestApp | undefined;
  let close: (() => Promise<void>) | undefined;
  let key = '';
  let client: Anthropic;

  beforeAll(async () => {
    const started = await startRealModelApp();
    if ('skipReason' in started) {
      skipReason = started.skipReason;
      return;
    }
    ({ service, close } = started);
    const created = await service.call('createApiKey', { key: service.adminKey, body: { apiKeyType: 'INFERENCE', description: 'anthropic sdk, real model' } });
    key = (created.body as { data: { apiKey: string } }).data.apiKey;
    client = new Anthropic({ apiKey: key, baseURL: `${service.baseUrl}/api`, maxRetries: 0, timeout: 240_000 });
  }, 300_000);
  afterAll(() => close?.());

  it('@anthropic-ai/sdk messages.create answers "What is the capital of France?" with Paris, its usage counted and charged', async (context) => {
    if (!service) return context.skip(skipReason);
    const counted = await client.messages.countTokens({ model: capital.model, messages: capital.messages });
    const message = await client.messages.create(capital);
    expect(message.model).toBe(REAL_MODEL_ID);
    expect(textOf(message)).toMatch(/Paris/);
    expect(message.stop_reason).toBe('end_turn');
    expect(message.usage.input_tokens).toBeGreaterThan(0);
    expect(message.usage.output_tokens).toBeGreaterThan(0);
    // a prompt prefix read from what the engine's context still holds is counted all the same
    expect(message.usage.input_tokens + (message.usage.cache_read_input_tokens ?? 0)).toBe(counted.input_tokens);
    expect(costOf(message)?.usd).toBeGreaterThan(0);
  });

  it('@anthropic-ai/sdk messages.stream().finalMessage() assembles, at temperature 0, the answer create gives, with the final usage', async (context) => {
    if (!service) return context.skip(skipReason);
    const plain = await client.messages.create(capital);
    const stream = client.messages.stream(capital);
    const pieces: string[] = [];
    stream.on('text', (text) => pieces.push(text));
    const final = await stream.finalMessage();
    // temperature 0 is greedy: the same tokens streamed or not
    expect(textOf(final)).toMatch(/Paris/);
    expect(textOf(final)).toBe(textOf(plain));
    expect(pieces.join('')).toBe(textOf(final));
    expect(final.stop_reason).toBe(plain.stop_reason);
    expect(final.usage.output_tokens).toBeGreaterThan(0);
    expect(final.usage.input_tokens + (final.usage.cache_read_input_tokens ?? 0)).toBe(plain.usage.input_tokens + (plain.usage.cache_read_input_tokens ?? 0));
  });

  it('@anthropic-ai/sdk sees stop_reason stop_sequence and the sequence that ended the answer, created or streamed', async (context) => {
    if (!service) return context.skip(skipReason);
    const stopped = { ...capital, stop_sequences: ['Paris', 'Berlin'] };
    const message = await client.messages.create(stopped);
    expect(message).toMatchObject({ stop_reason: 'stop_sequence', stop_sequence: 'Paris' });
    expect(textOf(message)).not.toMatch(/Paris/);
    const final = await client.messages.stream(stopped).finalMessage();
    expect(final).toMatchObject({ stop_reason: 'stop_sequence', stop_sequence: 'Paris' });
    expect(textOf(final)).toBe(textOf(message));
  });

  it('@anthropic-ai/sdk makes a tool round trip: a named tool_choice gives input that matches input_schema, the tool_result gets a text answer', async (context) => {
    if (!service) return context.skip(skipReason);
    const messages: Anthropic.MessageParam[] = [{ role: 'user', content: 'What is the weather in Paris, in celsius?' }];
    const first = await client.messages.create({ ...capital, max_tokens: 60, messages, tools, tool_choice: { type: 'tool', name: 'get_weather' } });
    expect(first.stop_reason).toBe('tool_use');
    const call = first.content.find((block) => block.type === 'tool_use');
    expect(call).toMatchObject({ type: 'tool_use', name: 'get_weather', id: expect.any(String) });
    expect(validWeather(call!.input), JSON.stringify(validWeather.errors)).toBe(true);
    expect(call!.input).toMatchObject({ city: expect.stringMatching(/Paris/) });
    messages.push(
      { role: 'assistant', content: first.content },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: call!.id, content: 'Sunny, 21 degrees celsius.' }] },
    );
    const answer = await client.messages.create({ ...capital, max_tokens: 40, messages, tools });
    expect(['end_turn', 'max_tokens']).toContain(answer.stop_reason);
    expect(answer.content.every((block) => block.type === 'text')).toBe(true);
    expect(textOf(answer).trim().length).toBeGreaterThan(0);
  });

  it('@anthropic-ai/sdk messages.parse returns the parsed object: output_config.format constrains the answer to the schema', async (context) => {
    if (!service) return context.skip(skipReason);
    const parsed = await client.messages.parse({
      ...capital,
      max_tokens: 60,
      messages: [{ role: 'user', content: 'The weather in Paris, in celsius, as JSON.' }],
      output_config: { format: { type: 'json_schema', schema: weatherSchema } },
    });
    expect(validWeather(parsed.parsed_output), JSON.stringify(validWeather.errors)).toBe(true);
    expect(JSON.parse(textOf(parsed))).toEqual(parsed.parsed_output);
  });

  it.skipIf(!pythonHas('anthropic, pydantic'))('anthropic (Python) messages.parse returns a pydantic object of the schema', async (context) => {
    if (!service) return context.skip(skipReason);
    const code = `
import json
from typing import Literal
from anthropic import Anthropic
from pydantic import BaseModel, Field
class Weather(BaseModel):
    city: str = Field(max_length=40)
    unit: Literal["celsius", "fahrenheit"]
client = Anthropic(max_retries=0, timeout=240)
parsed = client.messages.parse(model="default", max_tokens=60, extra_body={"temperature": 0}, output_format=Weather,
    messages=[{"role": "user", "content": "The weather in Paris, in celsius, as JSON."}])
print(json.dumps(parsed.parsed_output.model_dump()))
`;
    const { code: exit, stdout, stderr } = await runPython({ code }, { ANTHROPIC_BASE_URL: `${service.baseUrl}/api`, ANTHROPIC_API_KEY: key });
    expect(stderr).toBe('');
    expect(exit).toBe(0);
    expect(validWeather(JSON.parse(stdout))).toBe(true);
  });

  it.skipIf(!pythonHas('anthropic'))('anthropic (Python) creates, streams and counts tokens on the same service', async (context) => {
    if (!service) return context.skip(skipReason);
    const { code, stdout, stderr } = await runPython({ code: pythonClient }, { ANTHROPIC_BASE_URL: `${service.baseUrl}/api`, ANTHROPIC_API_KEY: key });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const results = JSON.parse(stdout);
    expect(results.create).toMatchObject({ text: expect.stringMatching(/Paris/), stop_reason: 'end_turn', usage: { input: results.count } });
    expect(results.create.usage.output).toBeGreaterThan(0);
    expect(results.create.cost.usd).toBeGreaterThan(0);
    expect(results.stream).toMatchObject({ text: expect.stringMatching(/Paris/), stop_reason: 'end_turn', usage: { input: results.count } });
    expect(results.stream.text).toBe(results.create.text);
    expect(results.stream.pieces).toBe(results.stream.text);
    expect(results.stream.usage.output).toBeGreaterThan(0);
  });
});
