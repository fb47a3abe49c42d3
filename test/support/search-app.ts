// For one describe block: the inference fixture with the search loopback (test/support/search-upstream.ts)
// as its Brave provider (and, given `environment`, its other providers), both started before the
// tests, and their records reset before each test.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startInferenceApp, type InferenceApp } from './inference-app.js';
import { startSearchUpstream, type SearchUpstream } from './search-upstream.js';

export function useSearchApp(environment: (searchUrl: string) => NodeJS.ProcessEnv = () => ({})): {
  readonly app: InferenceApp;
  readonly search: SearchUpstream;
} {
  const state = {} as { app: InferenceApp; search: SearchUpstream };
  beforeAll(async () => {
    state.search = await startSearchUpstream();
    state.app = await startInferenceApp({ FIXTURE_SEARCH_BRAVE_URL: `${state.search.url}/brave/res/v1/web/search`, ...environment(state.search.url) });
  });
  afterAll(async () => {
    await state.app?.close();
    await state.search?.close();
  });
  beforeEach(() => {
    state.app.upstream.reset();
    state.search.requests.length = 0;
  });
  return state;
}
