// The service on the inference fixture (test/fixtures/inference), wired to a fresh loopback upstream,
// with an INFERENCE key in hand and credit to spend (paid requests reserve before they run).
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/app.js';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.js';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.js';
import { creditTestAccount } from './credit.js';

/** Enough for every test's reservations (a request reserves its maximum price up front). */
export const STARTING_CREDIT_USD = '100';

export const INFERENCE_FIXTURE = join(PROJECT_ROOT, 'test', 'fixtures', 'inference');

export interface InferenceApp {
  service: TestApp;
  upstream: FakeUpstream;
  key: string;
  /** Creates another INFERENCE key with the given model privacy. */
  createKey(modelPrivacy?: 'ALL' | 'PRIVATE_ONLY' | 'PRIVATE_TEXT'): Promise<string>;
  close(): Promise<void>;
}

/** `options`: another config folder (a variant of the fixture: fixtures.ts), the limiter's clock, a logger, a console build, handlers of a test's own. */
export async function startInferenceApp(
  environment: NodeJS.ProcessEnv = {},
  options: Pick<TestAppOptions, 'configDir' | 'clock' | 'logger' | 'consoleDir' | 'handlers'> = {},
): Promise<InferenceApp> {
  const upstream = await startFakeUpstream();
  const service = await startTestApp({ configDir: INFERENCE_FIXTURE, ...options, environment: { FIXTURE_UPSTREAM_URL: upstream.url, ...environment } });
  await creditTestAccount(service, STARTING_CREDIT_USD);
  const createKey = async (modelPrivacy: 'ALL' | 'PRIVATE_ONLY' | 'PRIVATE_TEXT' = 'ALL') => {
    const response = await service.call('createApiKey', {
      key: service.adminKey,
      body: { apiKeyType: 'INFERENCE', description: 'inference tests', modelPrivacy },
    });
    return (response.body as { data: { apiKey: string } }).data.apiKey;
  };
  return {
    service,
    upstream,
    key: await createKey(),
    createKey,
    async close() {
      await service.close();
      await upstream.close();
    },
  };
}
