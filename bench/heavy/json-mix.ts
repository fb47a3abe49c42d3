// The heavy bench's first mix: chat requests of ~30 MB (under the 35 MB body limit, far past what
// the model's context can hold), read and parsed in the JSON worker threads (docs/decisions/0020).
import { request } from 'undici';
import type { HeavyMix } from './mix.js';

const HEAVY_BYTES = 30 * 1024 * 1024;
let body: string | undefined;

export const jsonMix: HeavyMix = {
  name: 'json',
  description: `${HEAVY_BYTES / 1024 / 1024} MB chat requests`,
  async send(origin, headers) {
    body ??= JSON.stringify({ model: 'bench-chat', messages: [{ role: 'user', content: 'x'.repeat(HEAVY_BYTES) }] });
    const response = await request(`${origin}/api/v1/chat/completions`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body,
    });
    await response.body.dump();
    return response.statusCode;
  },
};
