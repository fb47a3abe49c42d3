// The generated debug models: the GGUF writer, and the boot step that writes the shipped debug
// models on a fresh install.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readGgufFileInfo } from 'node-llama-cpp';
import { describe, expect, it } from 'vitest';
import type { Catalog, CatalogModel } from '../../src/catalog/catalog.js';
import { catalogFrom, problemsOfRoute } from '../support/config-files.js';
import { PROJECT_ROOT } from '../../src/app.js';
import { buildDebugModel, writeDebugModel } from '../../src/providers/llama-cpp/debug-model.js';
import { prepareGeneratedModels } from '../../src/providers/llama-cpp/generated-models.js';
import { RUN_DIR } from '../support/paths.js';
import { startTestApp } from '../support/test-app.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('debug model writer', () => {
  it('writes a tiny GGUF that is byte-identical for a seed and different for another', () => {
    const first = buildDebugModel({ kind: 'debug-tiny-chat' });
    expect(first.subarray(0, 4).toString('ascii')).toBe('GGUF');
    expect(first.length).toBeLessThan(1024 * 1024);
    expect(sha256(buildDebugModel({ kind: 'debug-tiny-chat' }))).toBe(sha256(first));
    expect(sha256(buildDebugModel({ kind: 'debug-tiny-chat', seed: 1 }))).not.toBe(sha256(first));
  });

  it('declares a llama architecture with a ChatML template and tokens; the embedding model declares mean pooling', async () => {
    const directory = mkdtempSync(join(RUN_DIR, 'gguf-'));
    const chat = join(directory, 'chat.gguf');
    const embedding = join(directory, 'embedding.gguf');
    writeDebugModel(chat, { kind: 'debug-tiny-chat' });
    writeDebugModel(embedding, { kind: 'debug-tiny-embedding' });
    const info = await readGgufFileInfo(chat);
    expect(info.metadata.general.architecture).toBe('llama');
    expect(info.metadata.tokenizer.chat_template).toContain('<|im_start|>');
    const tokens = info.metadata.tokenizer.ggml.tokens as string[];
    expect(tokens).toContain('<|im_start|>');
    expect(tokens[info.metadata.tokenizer.ggml.eot_token_id as number]).toBe('<|im_end|>');
    const pooling = (await readGgufFileInfo(embedding)).metadata as { llama: { pooling_type?: number } };
    expect(pooling.llama.pooling_type).toBe(1);
  });
});

describe('generated models at boot', () => {
  const logger = () => {
    const lines: string[] = [];
    return { lines, info: (line: string) => void lines.push(line), warn: (line: string) => void lines.push(line) };
  };
  const model = (id: string, route: CatalogModel['route']): CatalogModel => ({ record: { id } as CatalogModel['record'], route });
  const catalogOf = (models: CatalogModel[]): Pick<Catalog, 'models' | 'unavailable'> => ({ models, unavailable: [] });

  it('writes a missing debug model, leaves an existing file alone, and reports one it cannot write', () => {
    const directory = mkdtempSync(join(RUN_DIR, 'boot-'));
    const missing = join(directory, 'models', 'debug-tiny-chat.gguf');
    const existing = join(directory, 'existing.gguf');
    writeFileSync(existing, 'operator file');
    const blocked = join(existing, 'below-a-file.gguf');
    const catalog = catalogOf([
      model('fresh', { engine: 'llama-cpp', file: missing, generate: 'debug-tiny-chat' }),
      model('kept', { engine: 'llama-cpp', file: existing, generate: 'debug-tiny-chat' }),
      model('blocked', { engine: 'llama-cpp', file: blocked, generate: 'debug-tiny-embedding' }),
    ]);
    const log = logger();
    const prepared = prepareGeneratedModels(catalog, log);
    expect(statSync(missing).size).toBe(buildDebugModel({ kind: 'debug-tiny-chat' }).length);
    expect(readFileSync(existing, 'utf8')).toBe('operator file');
    expect(prepared.models.map((entry) => entry.record.id)).toEqual(['fresh', 'kept']);
    expect(prepared.unavailable).toEqual([{ id: 'blocked', reason: expect.stringContaining('cannot write the generated model') }]);
    expect(log.lines).toEqual([expect.stringMatching(/^model fresh: generated the random-weight debug-tiny-chat model at .* for testing only$/)]);
  });

  it('lists a missing GGUF only when its route may generate it', () => {
    const directory = mkdtempSync(join(RUN_DIR, 'catalog-'));
    const catalog = catalogFrom(join(PROJECT_ROOT, 'config'), { DATA_DIR: directory });
    expect(catalog.models.map((entry) => entry.record.id)).toEqual(expect.arrayContaining(['debug-tiny-chat', 'debug-tiny-embedding']));
    expect(problemsOfRoute({ engine: 'llama-cpp', file: 'x.gguf', generate: 'real-model' })).toEqual(['/generate: must be equal to one of the allowed values']);
    expect(problemsOfRoute({ engine: 'llama-cpp', file: 'x.gguf', threads: 0, contextSize: 1.5 })).toEqual([
      '/threads: must be >= 1',
      '/contextSize: must be integer',
    ]);
  });

  it('a fresh install writes the default catalog debug models into DATA_DIR at boot', async () => {
    const service = await startTestApp();
    try {
      expect(existsSync(join(service.dataDir, 'models', 'debug-tiny-chat.gguf'))).toBe(true);
      expect(existsSync(join(service.dataDir, 'models', 'debug-tiny-embedding.gguf'))).toBe(true);
      const ids = service.app.services.catalog.models.map((entry) => entry.record.id);
      expect(ids).toEqual(expect.arrayContaining(['debug-tiny-chat', 'debug-tiny-embedding']));
    } finally {
      await service.close();
    }
  });
});
