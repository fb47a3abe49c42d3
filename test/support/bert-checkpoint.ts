// A tiny BERT encoder checkpoint in the Sentence Transformers layout (config.json, vocab.txt,
// model.safetensors, 1_Pooling/config.json, tokenizer_config.json) with seeded random weights, and a
// plain-arithmetic forward pass of it: what a converted GGUF must reproduce through llama.cpp.

import { randomSource } from '../../src/providers/llama-cpp/debug-model.js';

export const TINY_VOCABULARY = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', '[MASK]', 'the', 'cat', 'dog', 'sat', 'on', 'mat', 'play', 'a', '##s', '##ing', '.'];

export interface TinyBert {
  /** Each file's bytes by its path in the checkpoint folder. */
  files: Record<string, Uint8Array>;
  /** The mean-pooled, L2-normalised embedding of these token ids ([CLS] … [SEP] included). */
  embed(ids: number[]): number[];
}

interface Shape {
  hidden: number;
  heads: number;
  layers: number;
  intermediate: number;
  positions: number;
}

const SHAPE: Shape = { hidden: 32, heads: 2, layers: 2, intermediate: 64, positions: 64 };
const EPSILON = 1e-12;

function safetensors(tensors: Record<string, { shape: number[]; values: Float32Array }>): Uint8Array {
  const header: Record<string, unknown> = { __metadata__: { format: 'pt' } };
  let offset = 0;
  for (const [name, tensor] of Object.entries(tensors)) {
    header[name] = { dtype: 'F32', shape: tensor.shape, data_offsets: [offset, offset + tensor.values.byteLength] };
    offset += tensor.values.byteLength;
  }
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(8);
  length.writeBigUInt64LE(BigInt(json.length));
  return Buffer.concat([length, json, ...Object.values(tensors).map((tensor) => Buffer.from(tensor.values.buffer))]);
}

/** `overrides` change config.json's fields (to build broken checkpoints). */
export function tinyBert(seed = 7, overrides: Record<string, unknown> = {}): TinyBert {
  const { hidden, heads, layers, intermediate, positions } = SHAPE;
  const random = randomSource(seed);
  const tensors: Record<string, { shape: number[]; values: Float32Array }> = {};
  // uniform in center ± spread / 2
  const weight = (name: string, shape: number[], spread = 0.4, center = 0) => {
    const values = new Float32Array(shape.reduce((a, b) => a * b, 1));
    for (let index = 0; index < values.length; index += 1) values[index] = center + (random() - 0.5) * spread;
    tensors[name] = { shape, values };
    return values;
  };
  // words far apart and layer norms near identity, so different inputs give clearly different vectors
  const words = weight('embeddings.word_embeddings.weight', [TINY_VOCABULARY.length, hidden], 2);
  const place = weight('embeddings.position_embeddings.weight', [positions, hidden]);
  const types = weight('embeddings.token_type_embeddings.weight', [2, hidden]);
  const norm = (prefix: string) => ({ gain: weight(`${prefix}.LayerNorm.weight`, [hidden], 0.2, 1), bias: weight(`${prefix}.LayerNorm.bias`, [hidden], 0.1) });
  const dense = (prefix: string, out: number, input: number) => ({ weight: weight(`${prefix}.weight`, [out, input]), bias: weight(`${prefix}.bias`, [out]) });
  const embeddingNorm = norm('embeddings');
  const blocks = Array.from({ length: layers }, (_, layer) => {
    const prefix = `encoder.layer.${layer}`;
    return {
      query: dense(`${prefix}.attention.self.query`, hidden, hidden),
      key: dense(`${prefix}.attention.self.key`, hidden, hidden),
      value: dense(`${prefix}.attention.self.value`, hidden, hidden),
      output: dense(`${prefix}.attention.output.dense`, hidden, hidden),
      attentionNorm: norm(`${prefix}.attention.output`),
      up: dense(`${prefix}.intermediate.dense`, intermediate, hidden),
      down: dense(`${prefix}.output.dense`, hidden, intermediate),
      outputNorm: norm(`${prefix}.output`),
    };
  });
  weight('pooler.dense.weight', [hidden, hidden]); // present in BERT checkpoints, unused by sentence embeddings

  const config = {
    architectures: ['BertModel'],
    model_type: 'bert',
    hidden_act: 'gelu',
    hidden_size: hidden,
    intermediate_size: intermediate,
    num_hidden_layers: layers,
    num_attention_heads: heads,
    max_position_embeddings: positions,
    layer_norm_eps: EPSILON,
    type_vocab_size: 2,
    vocab_size: TINY_VOCABULARY.length,
    ...overrides,
  };
  const text = (value: unknown) => new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));
  const files = {
    'config.json': text(config),
    'vocab.txt': text(`${TINY_VOCABULARY.join('\n')}\n`),
    'model.safetensors': safetensors(tensors),
    '1_Pooling/config.json': text({ word_embedding_dimension: hidden, pooling_mode_mean_tokens: true, pooling_mode_cls_token: false }),
    'tokenizer_config.json': text({ do_lower_case: true }),
  };

  const layerNorm = (row: number[], { gain, bias }: { gain: Float32Array; bias: Float32Array }) => {
    const mean = row.reduce((a, b) => a + b, 0) / row.length;
    const variance = row.reduce((a, b) => a + (b - mean) ** 2, 0) / row.length;
    return row.map((value, index) => ((value - mean) / Math.sqrt(variance + EPSILON)) * gain[index]! + bias[index]!);
  };
  const apply = (row: number[], { weight: matrix, bias }: { weight: Float32Array; bias: Float32Array }) =>
    Array.from(bias, (start, out) => row.reduce((sum, value, input) => sum + value * matrix[out * row.length + input]!, start));
  const gelu = (x: number) => 0.5 * x * (1 + Math.tanh(Math.sqrt(2 / Math.PI) * (x + 0.044715 * x ** 3)));
  const embed = (ids: number[]): number[] => {
    let rows = ids.map((id, position) =>
      layerNorm(
        Array.from({ length: hidden }, (_, index) => words[id * hidden + index]! + place[position * hidden + index]! + types[index]!),
        embeddingNorm,
      ),
    );
    const size = hidden / heads;
    for (const block of blocks) {
      const queries = rows.map((row) => apply(row, block.query));
      const keys = rows.map((row) => apply(row, block.key));
      const values = rows.map((row) => apply(row, block.value));
      const context = queries.map((query) => {
        const mixed = new Array<number>(hidden).fill(0);
        for (let head = 0; head < heads; head += 1) {
          const slice = (row: number[]) => row.slice(head * size, (head + 1) * size);
          const scores = keys.map((key) => slice(key).reduce((sum, value, index) => sum + value * slice(query)[index]!, 0) / Math.sqrt(size));
          const top = Math.max(...scores);
          const weights = scores.map((score) => Math.exp(score - top));
          const total = weights.reduce((a, b) => a + b, 0);
          values.forEach((value, token) => {
            for (let index = 0; index < size; index += 1) mixed[head * size + index]! += (weights[token]! / total) * value[head * size + index]!;
          });
        }
        return mixed;
      });
      rows = rows.map((row, token) =>
        layerNorm(
          apply(context[token]!, block.output).map((value, index) => value + row[index]!),
          block.attentionNorm,
        ),
      );
      rows = rows.map((row) =>
        layerNorm(
          apply(apply(row, block.up).map(gelu), block.down).map((value, index) => value + row[index]!),
          block.outputNorm,
        ),
      );
    }
    const pooled = Array.from({ length: hidden }, (_, index) => rows.reduce((sum, row) => sum + row[index]!, 0) / rows.length);
    const length = Math.hypot(...pooled);
    return pooled.map((value) => value / length);
  };
  return { files, embed };
}
