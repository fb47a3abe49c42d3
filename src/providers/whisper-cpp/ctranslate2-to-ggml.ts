// Converts a CTranslate2 Whisper model (faster-whisper's model.bin, vocabulary.txt) into the ggml
// file whisper.cpp loads, as whisper.cpp's models/convert-pt-to-ggml.py lays it out: magic, the 11
// hyper-parameters, the mel filter bank, the vocabulary, then each tensor by OpenAI's name. Plain
// arithmetic: CTranslate2's fused query/key/value and cross-attention key/value projections are
// split (its key bias is zero: whisper.cpp has none), and the names map one to one.
import { type CTranslate2Model, type CTranslate2Variable, readCTranslate2Model, scalarOf } from './ctranslate2-model.js';
import { FFT_SIZE, melFilters } from './mel-filters.js';

const GGML_MAGIC = 0x67676d6c;
const GGML_F32 = 0;
const GGML_F16 = 1;
/** Whisper's text tokens before <|endoftext|>; whisper.cpp adds the special ones itself. */
const TEXT_TOKENS = 50_257;

interface Tensor {
  name: string;
  /** Row-major shape, outermost first (as PyTorch gives it). */
  shape: number[];
  values: Float32Array | Uint16Array;
}

/** GPT-2's byte-to-character table, inverted: a vocabulary line's characters back to its bytes. */
function characterBytes(): Map<string, number> {
  const printable = (from: string, to: string) => Array.from({ length: to.charCodeAt(0) - from.charCodeAt(0) + 1 }, (_, index) => from.charCodeAt(0) + index);
  const kept = [...printable('!', '~'), ...printable('¡', '¬'), ...printable('®', 'ÿ')];
  const table = new Map<string, number>();
  let shifted = 0;
  for (let byte = 0; byte < 256; byte++) {
    table.set(String.fromCharCode(kept.includes(byte) ? byte : 256 + shifted++), byte);
  }
  return table;
}

function vocabularyBytes(vocabulary: string): Buffer[] {
  const lines = vocabulary.split('\n');
  if (lines.length < TEXT_TOKENS) throw new Error(`vocabulary.txt has ${lines.length} lines, fewer than Whisper's ${TEXT_TOKENS} text tokens`);
  const table = characterBytes();
  return lines.slice(0, TEXT_TOKENS).map((line, index) =>
    Buffer.from(
      [...line.replace(/\r$/, '')].map((character) => {
        const byte = table.get(character);
        if (byte === undefined) throw new Error(`vocabulary.txt line ${index + 1} has a character outside GPT-2's byte table`);
        return byte;
      }),
    ),
  );
}

/** The bytes copied into their own aligned buffer (a Buffer's slice() would share the whole file's). */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  return new Uint8Array(bytes).buffer;
}

/** An IEEE 754 half-precision value's bits as a number (small tensors, which whisper.cpp keeps in F32). */
function halfToFloat(bits: number): number {
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >> 10) & 0x1f;
  const fraction = bits & 0x3ff;
  if (exponent === 0) return sign * 2 ** -14 * (fraction / 1024);
  if (exponent === 31) return fraction ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}

class Variables {
  constructor(private readonly model: CTranslate2Model) {}

  get(name: string): CTranslate2Variable {
    const variable = this.model.variables.get(name) ?? this.model.variables.get(this.model.aliases.get(name) ?? '');
    if (!variable) throw new Error(`model.bin has no ${name}`);
    return variable;
  }

  /** The weights as float16 bits (whisper.cpp's F16 tensors). */
  f16(name: string): Uint16Array {
    const variable = this.get(name);
    if (variable.dtype === 'float16') return new Uint16Array(ownBuffer(variable.bytes));
    throw new Error(`${name} is ${variable.dtype}; float16 weights are converted`);
  }

  f32(name: string): Float32Array {
    const variable = this.get(name);
    if (variable.dtype === 'float32') return new Float32Array(ownBuffer(variable.bytes));
    if (variable.dtype === 'float16') return Float32Array.from(new Uint16Array(ownBuffer(variable.bytes)), halfToFloat);
    throw new Error(`${name} is ${variable.dtype}; float16 or float32 weights are converted`);
  }
}

/** Rows [from, from + count) of a row-major matrix with `width` columns. */
function rows<T extends Float32Array | Uint16Array>(values: T, width: number, from: number, count: number): T {
  return values.slice(from * width, (from + count) * width) as T;
}

function linear(variables: Variables, tensors: Tensor[], source: string, target: string) {
  const weight = variables.get(`${source}/weight`);
  tensors.push({ name: `${target}.weight`, shape: weight.shape, values: variables.f16(`${source}/weight`) });
  tensors.push({ name: `${target}.bias`, shape: [weight.shape[0]!], values: variables.f32(`${source}/bias`) });
}

function layerNorm(variables: Variables, tensors: Tensor[], source: string, target: string) {
  const gamma = variables.f32(`${source}/gamma`);
  tensors.push({ name: `${target}.weight`, shape: [gamma.length], values: gamma });
  tensors.push({ name: `${target}.bias`, shape: [gamma.length], values: variables.f32(`${source}/beta`) });
}

/** A fused projection (`parts` equal blocks of rows) split into OpenAI's query/key/value; the key has no bias. */
function splitProjection(variables: Variables, tensors: Tensor[], source: string, targets: string[]) {
  const [height, width] = variables.get(`${source}/weight`).shape as [number, number];
  const size = height / targets.length;
  const weight = variables.f16(`${source}/weight`);
  const bias = variables.f32(`${source}/bias`);
  targets.forEach((target, index) => {
    tensors.push({ name: `${target}.weight`, shape: [size, width], values: rows(weight, width, index * size, size) });
    const part = rows(bias, 1, index * size, size);
    if (target.endsWith('.key')) {
      if (part.some((value) => value !== 0)) throw new Error(`${source} has a key bias, which whisper.cpp cannot hold`);
    } else tensors.push({ name: `${target}.bias`, shape: [size], values: part });
  });
}

function attention(variables: Variables, tensors: Tensor[], source: string, target: string) {
  layerNorm(variables, tensors, `${source}/layer_norm`, `${target}_ln`);
  splitProjection(variables, tensors, `${source}/linear_0`, [`${target}.query`, `${target}.key`, `${target}.value`]);
  linear(variables, tensors, `${source}/linear_1`, `${target}.out`);
}

function feedForward(variables: Variables, tensors: Tensor[], source: string, target: string) {
  layerNorm(variables, tensors, `${source}/layer_norm`, `${target}.mlp_ln`);
  linear(variables, tensors, `${source}/linear_0`, `${target}.mlp.0`);
  linear(variables, tensors, `${source}/linear_1`, `${target}.mlp.2`);
}

function layerCount(model: CTranslate2Model, prefix: string): number {
  let count = 0;
  while (model.variables.has(`${prefix}/layer_${count}/ffn/linear_0/weight`)) count++;
  return count;
}

export interface WhisperFiles {
  /** model.bin */
  model: Uint8Array;
  /** vocabulary.txt */
  vocabulary: string;
}

/** The ggml file's bytes. */
export function convertWhisperModel(files: WhisperFiles): Buffer {
  const model = readCTranslate2Model(files.model);
  if (model.spec !== 'WhisperSpec') throw new Error(`model.bin holds a ${model.spec}, not a WhisperSpec`);
  const variables = new Variables(model);
  const encoderLayers = layerCount(model, 'encoder');
  const decoderLayers = layerCount(model, 'decoder');
  const [state, mels] = variables.get('encoder/conv1/weight').shape as [number, number, number];
  const [vocabularySize] = variables.get('decoder/embeddings/weight').shape as [number, number];
  const [audioContext] = variables.get('encoder/position_encodings/encodings').shape as [number, number];
  const [textContext] = variables.get('decoder/position_encodings/encodings').shape as [number, number];
  const encoderHeads = scalarOf(variables.get('encoder/num_heads'));
  const decoderHeads = scalarOf(variables.get('decoder/num_heads'));

  const tensors: Tensor[] = [];
  tensors.push({ name: 'encoder.positional_embedding', shape: [audioContext, state], values: variables.f32('encoder/position_encodings/encodings') });
  for (const conv of ['conv1', 'conv2']) {
    tensors.push({ name: `encoder.${conv}.weight`, shape: variables.get(`encoder/${conv}/weight`).shape, values: variables.f16(`encoder/${conv}/weight`) });
    tensors.push({ name: `encoder.${conv}.bias`, shape: [state, 1], values: variables.f32(`encoder/${conv}/bias`) });
  }
  for (let layer = 0; layer < encoderLayers; layer++) {
    attention(variables, tensors, `encoder/layer_${layer}/self_attention`, `encoder.blocks.${layer}.attn`);
    feedForward(variables, tensors, `encoder/layer_${layer}/ffn`, `encoder.blocks.${layer}`);
  }
  layerNorm(variables, tensors, 'encoder/layer_norm', 'encoder.ln_post');
  tensors.push({ name: 'decoder.positional_embedding', shape: [textContext, state], values: variables.f32('decoder/position_encodings/encodings') });
  tensors.push({ name: 'decoder.token_embedding.weight', shape: [vocabularySize, state], values: variables.f16('decoder/embeddings/weight') });
  for (let layer = 0; layer < decoderLayers; layer++) {
    const source = `decoder/layer_${layer}`;
    const target = `decoder.blocks.${layer}`;
    attention(variables, tensors, `${source}/self_attention`, `${target}.attn`);
    layerNorm(variables, tensors, `${source}/attention/layer_norm`, `${target}.cross_attn_ln`);
    linear(variables, tensors, `${source}/attention/linear_0`, `${target}.cross_attn.query`);
    splitProjection(variables, tensors, `${source}/attention/linear_1`, [`${target}.cross_attn.key`, `${target}.cross_attn.value`]);
    linear(variables, tensors, `${source}/attention/linear_2`, `${target}.cross_attn.out`);
    feedForward(variables, tensors, `${source}/ffn`, target);
  }
  layerNorm(variables, tensors, 'decoder/layer_norm', 'decoder.ln');

  const hyperParameters = [vocabularySize, audioContext, state, encoderHeads, encoderLayers, textContext, state, decoderHeads, decoderLayers, mels, 1];
  return writeGgml(hyperParameters, mels, vocabularyBytes(files.vocabulary), tensors);
}

function int32s(...values: number[]): Buffer {
  const buffer = Buffer.alloc(4 * values.length);
  values.forEach((value, index) => buffer.writeInt32LE(value, 4 * index));
  return buffer;
}

function writeGgml(hyperParameters: number[], mels: number, vocabulary: Buffer[], tensors: Tensor[]): Buffer {
  const parts: Uint8Array[] = [int32s(GGML_MAGIC, ...hyperParameters)];
  const filters = melFilters(mels);
  parts.push(int32s(mels, FFT_SIZE / 2 + 1), new Uint8Array(filters.buffer));
  parts.push(int32s(vocabulary.length));
  for (const token of vocabulary) parts.push(int32s(token.length), token);
  for (const tensor of tensors) {
    const name = Buffer.from(tensor.name, 'utf8');
    const type = tensor.values instanceof Float32Array ? GGML_F32 : GGML_F16;
    // ggml lists dimensions innermost first
    parts.push(int32s(tensor.shape.length, name.length, type, ...[...tensor.shape].reverse()), name);
    parts.push(new Uint8Array(tensor.values.buffer, tensor.values.byteOffset, tensor.values.byteLength));
  }
  return Buffer.concat(parts);
}
