// The official `openai` npm SDK, unchanged, pointed at a service's {base_url}/api/v1, as the client
// tests and the mock's tests use it: no retries, so each call is exactly one request.
import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startInferenceApp, type InferenceApp } from './inference-app.js';

export function openAiSdk(baseUrl: string, apiKey: string): OpenAI {
  return new OpenAI({ apiKey, baseURL: `${baseUrl}/api/v1`, maxRetries: 0 });
}

/**
 * For one describe block: the inference fixture with its loopback upstream, started before the
 * tests with an SDK client on its INFERENCE key, the upstream's record reset before each test.
 */
export function useInferenceSdk(): { readonly app: InferenceApp; readonly client: OpenAI } {
  const state = {} as { app: InferenceApp; client: OpenAI };
  beforeAll(async () => {
    state.app = await startInferenceApp();
    state.client = openAiSdk(state.app.service.baseUrl, state.app.key);
  });
  afterAll(() => state.app?.close());
  beforeEach(() => state.app.upstream.reset());
  return state;
}
