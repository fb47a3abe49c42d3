import { describe, expect, it } from 'vitest';
import { splitThinking, ThinkSplitter } from '../../src/inference/think-filter.js';

describe('think filter', () => {
  it('moves a <think> block to reasoning and trims what it leaves behind', () => {
    expect(splitThinking('<think>plan</think>\n\nanswer')).toEqual({ content: 'answer', reasoning: 'plan' });
    expect(splitThinking('no tags here\n')).toEqual({ content: 'no tags here\n', reasoning: '' });
  });

  it('finds tags split at every possible byte across stream chunks', () => {
    const text = 'a<think>b</think>c<think>d</think>e';
    for (let cut = 1; cut < text.length; cut += 1) {
      for (let second = cut + 1; second <= text.length; second += 1) {
        const splitter = new ThinkSplitter();
        const parts = [text.slice(0, cut), text.slice(cut, second), text.slice(second)].map((piece) => splitter.push(piece));
        parts.push(splitter.flush());
        expect(parts.map((part) => part.content).join('')).toBe('ace');
        expect(parts.map((part) => part.reasoning).join('')).toBe('bd');
      }
    }
  });

  it('releases a held-back partial tag that never completes', () => {
    const splitter = new ThinkSplitter();
    expect(splitter.push('x <thi')).toEqual({ content: 'x ', reasoning: '' });
    expect(splitter.push('s is text')).toEqual({ content: '<this is text', reasoning: '' });
    expect(splitter.push('end <')).toEqual({ content: 'end ', reasoning: '' });
    expect(splitter.flush()).toEqual({ content: '<', reasoning: '' });
  });
});
