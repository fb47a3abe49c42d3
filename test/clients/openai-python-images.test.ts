// The official `openai` Python package's images.generate, unchanged, against the service whose
// default image model routes to a loopback upstream speaking OpenAI's images API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImageApp, type ImageApp } from '../support/media-app.js';
import { pythonHas, runPython } from '../support/python-client.js';

const installed = pythonHas('openai');

const SCRIPT = `
import base64, openai
client = openai.OpenAI(max_retries=0)
result = client.images.generate(model="dall-e-3", prompt="A lighthouse", size="512x512", response_format="b64_json")
image = base64.b64decode(result.data[0].b64_json)
print(image[:8] == b"\\x89PNG\\r\\n\\x1a\\n", len(result.data))
edited = client.images.edit(image=("photo.png", image, "image/png"), prompt="Make it night")
print(base64.b64decode(edited.data[0].b64_json)[:8] == b"\\x89PNG\\r\\n\\x1a\\n")
`;

describe.skipIf(!installed)('official openai Python package: images', () => {
  let app: ImageApp;
  beforeAll(async () => {
    app = await startImageApp();
  });
  afterAll(() => app?.close());

  it('generates an image with images.generate and edits it with images.edit', async () => {
    const { code, stdout, stderr } = await runPython(
      { code: SCRIPT },
      { OPENAI_BASE_URL: `${app.service.baseUrl}/api/v1`, OPENAI_API_KEY: app.service.adminKey },
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout.trim()).toBe('True 1\nTrue');
    expect(app.upstream.received.at(-2)).toMatchObject({ path: '/v1/images/generations', body: { size: '512x512' } });
    expect(app.upstream.received.at(-1)).toMatchObject({ path: '/v1/images/edits', body: { prompt: 'Make it night' } });
  });
});
