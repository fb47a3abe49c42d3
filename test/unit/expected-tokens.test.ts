// The admission estimate of a prompt's tokens (src/inference/rate-limits.ts): characters of its
// strings, about four a token, plus every completion token allowed.
import { describe, expect, it } from 'vitest';
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
});
