// A model name that stands for a configured model which is not served (its upstream unset) is a 404
// that says what it needs, on the project's own config with no upstream configured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTestAccount } from '../support/credit.js';
import { errorOf } from '../support/error-body.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('Models configured but not served', () => {
  let service: TestApp;
  beforeAll(async () => {
    service = await startTestApp();
    await creditTestAccount(service, '5');
  });
  afterAll(() => service?.close());

  it('POST /images/generations returns 404 naming the setting the image model needs, by name and without one', async () => {
    for (const body of [{ model: 'dall-e-3', prompt: 'a red square' }, { prompt: 'a red square' }]) {
      const response = await service.call('simpleGenerateImage', { key: service.adminKey, body: body as never });
      expect(response.status).toBe(404);
      const { message, code } = errorOf(response.body) as { message: string; code: string };
      expect(code).toBe('MODEL_NOT_FOUND');
      expect(message).toContain('upstream-image, which is not served here');
      expect(message).toContain('UPSTREAM_IMAGE_OPENAI_BASE_URL');
      expect(message).not.toContain('name one as model');
    }
  });

  it('POST /chat/completions returns 404 Specified model not found for a name that stands for nothing', async () => {
    const response = await service.call('createChatCompletion', {
      key: service.adminKey,
      body: { model: 'no-such-model', messages: [{ role: 'user', content: 'hi' }] },
    });
    expect(response.status).toBe(404);
    expect(errorOf(response.body)).toMatchObject({ message: 'Specified model not found: no-such-model' });
  });
});
