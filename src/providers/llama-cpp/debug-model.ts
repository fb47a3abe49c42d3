// Writes tiny random-weight GGUF models, so a fresh install (and every test run) has a real model for
// the embedded engine without downloading anything. The file is a genuine llama-architecture GGUF v3:
// llama.cpp loads, tokenizes, templates, samples and embeds with it exactly as with a real model; only
// the weights are noise, so its text is gibberish. The same options always give the same bytes.
//
// The vocabulary is SentencePiece ("llama" tokenizer): <unk> <s> </s>, the ChatML control tokens
// <|im_start|> <|im_end|> (with a ChatML `tokenizer.chat_template`, so node-llama-cpp picks its ChatML
// wrapper), 256 byte tokens, printable ASCII, and the prefixes of ~200 common English words.
import { closeSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { GeneratedModel } from '../../catalog/engine-routes.js';
import { type GgufTensor, type GgufValue, layOutGguf } from './gguf-writer.js';

/** `debug-tiny-chat`, or `debug-tiny-embedding` (the same network with mean pooling declared). */
export type DebugModelKind = GeneratedModel;

export interface DebugModelShape {
  embedding: number;
  layers: number;
  heads: number;
  feedForward: number;
  contextLength: number;
}

export interface DebugModelOptions {
  kind: DebugModelKind;
  /** Seed of the weights: the same seed gives a byte-identical file. */
  seed?: number;
  shape?: Partial<DebugModelShape>;
}

const TINY: DebugModelShape = { embedding: 64, layers: 2, heads: 4, feedForward: 128, contextLength: 2048 };
const DEFAULT_SEED = 0x1234abcd;
const ALIGNMENT = 32;
const CHATML_TEMPLATE =
  "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n'}}{% endfor %}" +
  "{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";
const WORDS = (
  'the of and to in is was he for it with as his on be at by had are but from or have an they which one you were her all she ' +
  'there would their we him been has when who will more no if out so said what up its about into than them can only other new ' +
  'some could time these two may then do first any my now such like our over man me even most made after also did many before ' +
  'must through back years where much your way well down should because each just those people how too little state good very ' +
  'make world still own see men work long get here between both life being under never day same another know while last might ' +
  'us great old year off come since against go came right used take three'
).split(' ');

/** mulberry32: a small, fast, seedable PRNG returning [0, 1). */
export function randomSource(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// token types of the GGUF tokenizer: 1 normal, 2 unknown, 3 control, 6 byte
function buildVocabulary(): { tokens: string[]; scores: number[]; types: number[] } {
  const tokens: string[] = [];
  const scores: number[] = [];
  const types: number[] = [];
  const add = (token: string, score: number, type: number): void => {
    tokens.push(token);
    scores.push(score);
    types.push(type);
  };
  for (const control of ['<unk>', '<s>', '</s>', '<|im_start|>', '<|im_end|>']) add(control, 0, control === '<unk>' ? 2 : 3);
  for (let byte = 0; byte < 256; byte += 1) add(`<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`, 0, 6);
  const seen = new Set(tokens);
  const addNormal = (token: string): void => {
    if (seen.has(token)) return;
    seen.add(token);
    add(token, -tokens.length, 1);
  };
  addNormal('\u2581');
  for (let code = 33; code < 127; code += 1) addNormal(String.fromCharCode(code));
  // every prefix, so SentencePiece merges can reach whole words
  for (const word of WORDS) for (let length = 1; length <= word.length; length += 1) addNormal(`\u2581${word.slice(0, length)}`);
  return { tokens, scores, types };
}

interface TensorPlan extends GgufTensor {
  norm: boolean;
}

function planTensors(shape: DebugModelShape, vocabularySize: number): TensorPlan[] {
  const plans: TensorPlan[] = [];
  const tensor = (name: string, dims: number[], norm = false): void => {
    plans.push({ name, dims, norm, type: 'f32' });
  };
  const { embedding: e, feedForward: f } = shape;
  tensor('token_embd.weight', [e, vocabularySize]);
  for (let layer = 0; layer < shape.layers; layer += 1) {
    tensor(`blk.${layer}.attn_norm.weight`, [e], true);
    for (const name of ['attn_q', 'attn_k', 'attn_v', 'attn_output']) tensor(`blk.${layer}.${name}.weight`, [e, e]);
    tensor(`blk.${layer}.ffn_norm.weight`, [e], true);
    tensor(`blk.${layer}.ffn_gate.weight`, [e, f]);
    tensor(`blk.${layer}.ffn_up.weight`, [e, f]);
    tensor(`blk.${layer}.ffn_down.weight`, [f, e]);
  }
  tensor('output_norm.weight', [e], true);
  tensor('output.weight', [e, vocabularySize]);
  return plans;
}

/** The GGUF bytes of a debug model (under 1 MB at the default shape). */
export function buildDebugModel(options: DebugModelOptions): Buffer {
  const shape: DebugModelShape = { ...TINY, ...options.shape };
  if (shape.embedding % shape.heads !== 0) throw new Error('debug model: embedding must be a multiple of heads');
  const { tokens, scores, types } = buildVocabulary();
  const embeddingModel = options.kind === 'debug-tiny-embedding';
  const meta: [string, GgufValue][] = [
    ['general.architecture', ['str', 'llama']],
    ['general.name', ['str', `${options.kind} (random weights)`]],
    ['general.file_type', ['u32', 0]], // all f32
    ['general.alignment', ['u32', ALIGNMENT]],
    ['llama.context_length', ['u32', shape.contextLength]],
    ['llama.embedding_length', ['u32', shape.embedding]],
    ['llama.block_count', ['u32', shape.layers]],
    ['llama.feed_forward_length', ['u32', shape.feedForward]],
    ['llama.attention.head_count', ['u32', shape.heads]],
    ['llama.attention.head_count_kv', ['u32', shape.heads]],
    ['llama.rope.dimension_count', ['u32', shape.embedding / shape.heads]],
    ['llama.rope.freq_base', ['f32', 10000]],
    ['llama.attention.layer_norm_rms_epsilon', ['f32', 1e-5]],
    ['llama.vocab_size', ['u32', tokens.length]],
    ...(embeddingModel ? ([['llama.pooling_type', ['u32', 1]]] as [string, GgufValue][]) : []), // 1 = mean pooling
    ['tokenizer.ggml.model', ['str', 'llama']],
    ['tokenizer.ggml.tokens', ['strings', tokens]],
    ['tokenizer.ggml.scores', ['floats', scores]],
    ['tokenizer.ggml.token_type', ['ints', types]],
    ['tokenizer.ggml.unknown_token_id', ['u32', 0]],
    ['tokenizer.ggml.bos_token_id', ['u32', 1]],
    ['tokenizer.ggml.eos_token_id', ['u32', 2]],
    ['tokenizer.ggml.eot_token_id', ['u32', tokens.indexOf('<|im_end|>')]],
    ['tokenizer.ggml.add_bos_token', ['bool', true]],
    ['tokenizer.ggml.add_eos_token', ['bool', false]],
    ['tokenizer.chat_template', ['str', CHATML_TEMPLATE]],
  ];
  const tensors = planTensors(shape, tokens.length);
  const { file, data } = layOutGguf(meta, tensors);
  const random = randomSource(options.seed ?? DEFAULT_SEED);
  tensors.forEach((tensor, index) => {
    const view = new Float32Array(data[index]!.buffer, data[index]!.byteOffset, data[index]!.length / 4);
    // uniform weights scaled to keep activations near unit variance; RMS-norm weights are 1
    const scale = Math.sqrt(3 / tensor.dims[0]!) * 1.5;
    for (let item = 0; item < view.length; item += 1) view[item] = tensor.norm ? 1 : (random() * 2 - 1) * scale;
  });
  return file;
}

/** Writes the model to `path` atomically (a crash never leaves a half-written file that looks configured). */
export function writeDebugModel(path: string, options: DebugModelOptions): { bytes: number } {
  const bytes = buildDebugModel(options);
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    const descriptor = openSync(temporary, 'w');
    try {
      writeSync(descriptor, bytes);
    } finally {
      closeSync(descriptor);
    }
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return { bytes: bytes.length };
}
