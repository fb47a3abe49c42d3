// The admission estimate of a prompt's tokens (src/inference/rate-limits.ts): characters of its
// strings, about four a token, media parts at their fixed sizes, plus every completion token allowed.
import { describe, expect, it } from 'vitest';
import { TOKENS_PER_AUDIO, TOKENS_PER_IMAGE, TOKENS_PER_VIDEO } from '../../src/inference/metering.js';
import { expectedTokens } from '../../src/inference/rate-limits.js';

describe('expectedTokens', () => {
  it('counts the characters of every string, keys aside, and every completion token of every choice', () => {
    const messages = [{ role: 'user', content: [{ type: 'text', text: 'abcdefgh' }] }];
    // 'user' (4) + 'text' (4) + 'abcdefgh' (8) = 16 characters: 4 tokens; 10 completion tokens × 2 choices.
    expect(expectedTokens(messages, 10, 2)).toBe(24);
  });

  it('measures arrays of hundreds of thousands of items without overflowing the stack', () => {
    const parts = Array.from({ length: 300_000 }, () => ({ type: 'text', text: 'abcd' }));
    expect(expectedTokens([{ role: 'user', content: parts }])).toBe(Math.ceil((4 + 300_000 * 8) / 4));
  });

  it('counts an image, video or audio part (chat and responses shapes) at its fixed size, never its data', () => {
    const data = 'A'.repeat(1024 * 1024);
    const content = [
      { type: 'image_url', image_url: { url: `data:image/png;base64,${data}` } },
      { type: 'input_image', image_url: `data:image/png;base64,${data}` },
      { type: 'video_url', video_url: { url: `data:video/mp4;base64,${data}` } },
      { type: 'input_audio', input_audio: { data, format: 'wav' } },
    ];
    // 'user' (4 characters): 1 token.
    expect(expectedTokens([{ role: 'user', content }])).toBe(1 + 2 * TOKENS_PER_IMAGE + TOKENS_PER_VIDEO + TOKENS_PER_AUDIO);
  });

  it('counts a Messages image block at its fixed size, never its base64 data', () => {
    const data = 'A'.repeat(1024 * 1024);
    const content = [{ type: 'image', source: { type: 'base64', media_type: 'image/png', data } }];
    expect(expectedTokens([{ role: 'user', content }])).toBe(1 + TOKENS_PER_IMAGE);
  });
});
