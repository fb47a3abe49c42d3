import { describe, expect, it } from 'vitest';
import { splitModelSuffix, suffixParameters } from '../../src/inference/model-resolution.js';

describe('model feature suffixes', () => {
  it('splits name=value pairs off the model, but keeps a colon that is part of the name', () => {
    expect(splitModelSuffix('m:strip_thinking_response=true&enable_web_search=auto')).toEqual({
      base: 'm',
      suffix: 'strip_thinking_response=true&enable_web_search=auto',
    });
    expect(splitModelSuffix('qwen3:8b')).toEqual({ base: 'qwen3:8b' });
    expect(splitModelSuffix('qwen3:8b:disable_thinking=true')).toEqual({ base: 'qwen3:8b', suffix: 'disable_thinking=true' });
  });

  it('types the values by the service_parameters schema and refuses unknown names or bad values', () => {
    expect(suffixParameters('disable_thinking=true&character_slug=a%20b&enable_web_search=off')).toEqual({
      disable_thinking: true,
      character_slug: 'a b',
      enable_web_search: 'off',
    });
    expect(() => suffixParameters('bogus=1')).toThrow(/Invalid request parameters/);
    expect(() => suffixParameters('enable_web_search=sometimes')).toThrow();
  });
});
