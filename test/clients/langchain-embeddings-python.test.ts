// LangChain's OpenAIEmbeddings as its users leave it: the default model name (OpenAI's
// text-embedding-ada-002, mapped to the default embedding model) and the inputs sent as cl100k_base
// token ids, which the service decodes back to text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTestAccount } from '../support/credit.js';
import { pythonHas, runPython } from '../support/python-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { tiktokenCacheDir } from '../support/tiktoken-cache.js';

const installed = pythonHas('langchain_openai, tiktoken');

describe.skipIf(!installed)("LangChain's OpenAIEmbeddings with its defaults", () => {
  let service: TestApp;
  let key: string;
  beforeAll(async () => {
    service = await startTestApp();
    await creditTestAccount(service, '5');
    const created = await service.call('createApiKey', { key: service.adminKey, body: { apiKeyType: 'INFERENCE', description: 'langchain' } });
    key = (created.body as { data: { apiKey: string } }).data.apiKey;
  });
  afterAll(() => service?.close());

  it('embeds documents and a query with only base_url and api_key set', async () => {
    const { code, stdout, stderr } = await runPython('langchain_embeddings_python.py', {
      OPENAI_BASE_URL: `${service.baseUrl}/api/v1`,
      OPENAI_API_KEY: key,
      TIKTOKEN_CACHE_DIR: tiktokenCacheDir(),
    });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as { documents: number[]; query: number; differ: boolean };
    expect(result.documents).toHaveLength(2);
    expect(result.documents[0]).toBeGreaterThan(0);
    expect(result.documents[1]).toBe(result.documents[0]);
    expect(result.query).toBe(result.documents[0]);
    expect(result.differ).toBe(true);
  });
});
