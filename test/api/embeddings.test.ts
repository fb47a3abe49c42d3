import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { status } from '../support/fake-upstream.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';
import { errorMessageOf, errorOf } from '../support/error-body.js';

describe('Embeddings', () => {
  let app: InferenceApp;
  const embed = (body: Record<string, unknown>) => app.service.call('createEmbedding', { key: app.key, body: body as never });
  type Body = { data: { index: number; embedding: number[] | string }[]; usage: { prompt_tokens: number } };

  beforeAll(async () => {
    app = await startInferenceApp();
  });
  afterAll(() => app?.close());
  beforeEach(() => app.upstream.reset());

  it('POST /embeddings returns 200 with one vector per input, in input order, usage and the cost charged', async () => {
    const response = await embed({ model: 'embed-basic', input: ['alpha', 'bravo charlie'] });
    expect(response.status).toBe(200);
    const body = response.body as Body & { model: string; object: string };
    expect(body.object).toBe('list');
    expect(body.model).toBe('embed-basic');
    expect(body.data.map((item) => item.index)).toEqual([0, 1]);
    // the upstream answered in reverse order; its vectors start from each input's first character
    expect((body.data[0]!.embedding as number[])[0]).toBe((('a'.charCodeAt(0) % 17) - 8) / 8);
    expect((body.data[1]!.embedding as number[])[0]).toBe((('b'.charCodeAt(0) % 17) - 8) / 8);
    expect(body.usage).toEqual({ prompt_tokens: 6, total_tokens: 6 });
    expect((response.body as { cost: unknown }).cost).toEqual({ usd: 0.000001, diem: 0.000001 }); // 6 × 0.01 micro, rounded up
    expect(response.headers.get('x-service-model-id')).toBe('embed-basic');
    expect(app.upstream.requests[0]!.body).toEqual({ model: 'upstream-embed', input: ['alpha', 'bravo charlie'], encoding_format: 'float' });
  });

  it('POST /embeddings returns 200 for a single string, by trait and by compatibility name', async () => {
    for (const model of ['default', 'text-embedding-3-small']) {
      const response = await embed({ model, input: 'one' });
      expect(response.status).toBe(200);
      expect((response.body as Body).data).toHaveLength(1);
      expect(response.headers.get('x-service-model-id')).toBe('embed-basic');
    }
  });

  it('POST /embeddings returns 200 with base64 little-endian float32 vectors when asked', async () => {
    const floats = (await embed({ model: 'embed-basic', input: 'zeta' })).body as Body;
    const encoded = (await embed({ model: 'embed-basic', input: 'zeta', encoding_format: 'base64' })).body as Body;
    const bytes = Buffer.from(encoded.data[0]!.embedding as string, 'base64');
    const decoded = Array.from({ length: bytes.length / 4 }, (_, index) => bytes.readFloatLE(index * 4));
    expect(decoded).toEqual((floats.data[0]!.embedding as number[]).map((value) => Math.fround(value)));
  });

  it('POST /embeddings returns 200 for inputs sent as cl100k_base token ids, decoded to the text the model embeds', async () => {
    // 'hello world' and ' world' in OpenAI's cl100k_base
    const single = await embed({ model: 'embed-basic', input: [15339, 1917] });
    expect(single.status).toBe(200);
    expect(app.upstream.requests.at(-1)!.body.input).toEqual(['hello world']);
    const several = await embed({ model: 'embed-basic', input: [[15339, 1917], [1917]] });
    expect(several.status).toBe(200);
    expect((several.body as Body).data).toHaveLength(2);
    expect(app.upstream.requests.at(-1)!.body.input).toEqual(['hello world', ' world']);
  });

  it('POST /embeddings returns 400 naming the input for token ids outside cl100k_base, and a mix of text and ids', async () => {
    const seen = app.upstream.requests.length;
    const outside = await embed({ model: 'embed-basic', input: [[15339], [100256]] });
    expect(outside.status).toBe(400);
    expect((outside.body as { error: { message: string; param: string } }).error).toMatchObject({
      message: expect.stringContaining('input[1] decodes to no text'),
      param: 'input',
    });
    const tooLarge = await embed({ model: 'embed-basic', input: [100277] });
    expect(tooLarge.status).toBe(400);
    expect((tooLarge.body as { error: { message: string } }).error.message).toContain('cl100k_base token ids');
    expect((await embed({ model: 'embed-basic', input: ['text', [1, 2]] })).status).toBe(400);
    expect(app.upstream.requests).toHaveLength(seen);
  });

  it('POST /embeddings returns 400 saying strings must be non-empty when an input is empty', async () => {
    for (const input of [['fine', ''], '']) {
      const response = await embed({ model: 'embed-basic', input });
      expect(response.status).toBe(400);
      expect(errorMessageOf(response.body) as string).toMatch(/non-empty string/);
    }
    expect(app.upstream.requests).toHaveLength(0);
  });

  it('POST /embeddings returns 200 with custom dimensions only where the model supports them, else 400', async () => {
    const custom = await embed({ model: 'embed-custom', input: 'abc', dimensions: 4 });
    expect(custom.status).toBe(200);
    expect((custom.body as Body).data[0]!.embedding).toHaveLength(4);
    expect(app.upstream.requests[0]!.body.dimensions).toBe(4);
    const fixed = await embed({ model: 'embed-basic', input: 'abc', dimensions: 4 });
    expect(fixed.status).toBe(400);
    expect(errorOf(fixed.body)).toMatchObject({ message: 'Model embed-basic does not support custom dimensions (dimensions)' });
  });

  it('POST /embeddings returns 404 MODEL_NOT_FOUND for a chat model and for an unknown one', async () => {
    const chatModel = await embed({ model: 'chat-basic', input: 'x' });
    expect(chatModel.status).toBe(404);
    expect(errorOf(chatModel.body)).toMatchObject({ code: 'MODEL_NOT_FOUND', message: 'Model chat-basic has type text; this endpoint needs type embedding' });
    expect((await embed({ model: 'nope', input: 'x' })).status).toBe(404);
  });

  it('POST /embeddings returns 503 when the upstream stays unavailable', async () => {
    app.upstream.script(status(503), status(503), status(503));
    const response = await embed({ model: 'embed-basic', input: 'x' });
    expect(response.status).toBe(503);
  });
});
