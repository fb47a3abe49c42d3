import { describe, expect, it } from 'vitest';
import { withoutNulls } from '../../src/inference/null-parameters.js';

describe('withoutNulls', () => {
  it('drops the top-level nulls and keeps everything else, falsy values and nested nulls included', () => {
    const body = { model: 'm', temperature: null, top_p: 0, stop: '', stream: false, user: undefined, metadata: { a: null } };
    expect(withoutNulls(body)).toEqual({ model: 'm', top_p: 0, stop: '', stream: false, user: undefined, metadata: { a: null } });
  });

  it('keeps an own __proto__ of a parsed body as a plain property, never as the prototype', () => {
    const parsed = JSON.parse('{"model":"m","max_tokens":null,"__proto__":{"polluted":true}}') as Record<string, unknown>;
    const kept = withoutNulls(parsed) as Record<string, unknown>;
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
    expect(kept.polluted).toBeUndefined();
    expect(Object.keys(kept)).toEqual(['model', '__proto__']);
    expect(Object.getOwnPropertyDescriptor(kept, '__proto__')?.value).toEqual({ polluted: true });
  });
});
