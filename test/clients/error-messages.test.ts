// What a user of each OpenAI-style client library sees when the service refuses a request: the
// official `openai` npm SDK and the AI SDK (`@ai-sdk/openai`, `@ai-sdk/openai-compatible`), unchanged,
// must put the service's message in the exception's own text (`error.message`), for validation
// errors naming the field and why. The Python clients are in error-messages-python.test.ts.
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, type LanguageModel } from 'ai';
import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { status } from '../support/fake-upstream.js';
import { EXPECTED_MESSAGES, keyOnEmptyAccount, UNKNOWN_KEY } from '../support/error-scenarios.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';
import { openAiSdk } from '../support/openai-sdk.js';

async function messageOf(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof Error)) throw new Error('the call succeeded; a refusal was expected');
  return error.message;
}

type Scenario = keyof typeof EXPECTED_MESSAGES;
/** A chat call as one client makes it: which key, which model, which temperature. */
type ChatCall = (options: { key: string; model: string; temperature?: number }) => Promise<unknown>;

describe('error messages in OpenAI-style Node clients', () => {
  let app: InferenceApp;
  let emptyKey: string;

  beforeAll(async () => {
    app = await startInferenceApp();
    emptyKey = await keyOnEmptyAccount(app);
  });
  afterAll(() => app?.close());
  beforeEach(() => app.upstream.reset());

  const baseURL = () => `${app.service.baseUrl}/api/v1`;
  const aiSdkCall =
    (model: (key: string, id: string) => LanguageModel): ChatCall =>
    ({ key, model: id, temperature }) =>
      generateText({ model: model(key, id), prompt: 'hello', temperature, maxRetries: 0 });
  const clients: Record<string, ChatCall> = {
    'openai (npm)': ({ key, model, temperature }) =>
      openAiSdk(app.service.baseUrl, key).chat.completions.create({ model, temperature, messages: [{ role: 'user', content: 'hello' }] }),
    '@ai-sdk/openai': aiSdkCall((key, id) => createOpenAI({ baseURL: baseURL(), apiKey: key }).chat(id)),
    '@ai-sdk/openai-compatible': aiSdkCall((key, id) => createOpenAICompatible({ name: 'service', baseURL: baseURL(), apiKey: key }).chatModel(id)),
  };

  const scenarios: Record<Scenario, (call: ChatCall) => Promise<unknown>> = {
    400: (call) => call({ key: app.key, model: 'chat-basic', temperature: 3 }),
    401: (call) => call({ key: UNKNOWN_KEY, model: 'chat-basic' }),
    402: (call) => call({ key: emptyKey, model: 'chat-basic' }),
    404: (call) => call({ key: app.key, model: 'no-such-model' }),
    429: (call) => {
      app.upstream.script(status(429, { error: { message: 'slow down' } }, { 'retry-after': '120' }));
      return call({ key: app.key, model: 'chat-basic' });
    },
    503: (call) => {
      app.upstream.script(status(503), status(503), status(503));
      return call({ key: app.key, model: 'chat-basic' });
    },
  };

  for (const [client, call] of Object.entries(clients)) {
    for (const [scenario, expected] of Object.entries(EXPECTED_MESSAGES)) {
      it(`${client} shows the service's message for a ${scenario} in the exception text`, async () => {
        expect(await messageOf(scenarios[Number(scenario) as Scenario](call))).toMatch(expected);
      });
    }
  }

  it('openai (npm) reads the status, OpenAI error type, code and param of a validation 400', async () => {
    const error = await openAiSdk(app.service.baseUrl, app.key)
      .chat.completions.create({ model: 'chat-basic', temperature: 3, messages: [{ role: 'user', content: 'hello' }] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OpenAI.BadRequestError);
    expect(error).toMatchObject({ status: 400, type: 'invalid_request_error', code: 'INVALID_REQUEST', param: 'temperature' });
  });
});
