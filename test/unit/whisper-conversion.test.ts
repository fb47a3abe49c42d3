// The CTranslate2 → whisper.cpp conversion on a tiny Whisper written here in CTranslate2's own
// layout (model_spec.py's serialisation): the ggml file's header, mel filters, vocabulary and
// tensors, with the fused projections split and the zero key bias dropped; a non-zero one refused.
import { describe, expect, it } from 'vitest';
import { convertWhisperModel } from '../../src/providers/whisper-cpp/ctranslate2-to-ggml.js';
import { melFilters } from '../../src/providers/whisper-cpp/mel-filters.js';

const STATE = 4;
const MELS = 80;
const VOCABULARY = 51_865;
const AUDIO_CONTEXT = 6;
const TEXT_CONTEXT = 5;

type Variable = { shape: number[]; dtype: 'float16' | 'int16'; values: number[] };

/** float16 bits of small whole numbers and halves (exact in half precision). */
function half(value: number): number {
  if (value === 0) return 0;
  const sign = value < 0 ? 0x8000 : 0;
  const exponent = Math.floor(Math.log2(Math.abs(value)));
  const fraction = Math.round((Math.abs(value) / 2 ** exponent - 1) * 1024);
  return sign | ((exponent + 15) << 10) | fraction;
}

function ctranslate2File(variables: Record<string, Variable>, aliases: Record<string, string>): Buffer {
  const parts: Buffer[] = [];
  const u32 = (value: number) => parts.push(Buffer.from(new Uint32Array([value]).buffer));
  const text = (value: string) => {
    parts.push(Buffer.from(new Uint16Array([value.length + 1]).buffer), Buffer.from(`${value}\0`, 'utf8'));
  };
  u32(6);
  text('WhisperSpec');
  u32(3);
  u32(Object.keys(variables).length);
  for (const [name, variable] of Object.entries(variables)) {
    text(name);
    parts.push(Buffer.from([variable.shape.length]));
    for (const dimension of variable.shape) u32(dimension);
    parts.push(Buffer.from([variable.dtype === 'float16' ? 4 : 2]));
    const bytes = Buffer.from(new Uint16Array(variable.dtype === 'float16' ? variable.values.map(half) : variable.values).buffer);
    u32(bytes.length);
    parts.push(bytes);
  }
  u32(Object.keys(aliases).length);
  for (const [alias, name] of Object.entries(aliases)) {
    text(alias);
    text(name);
  }
  return Buffer.concat(parts);
}

/** A tensor whose values count up from `from` (so slices can be recognised). */
const counting = (shape: number[], from = 1): Variable => ({
  shape,
  dtype: 'float16',
  values: Array.from({ length: shape.reduce((a, b) => a * b, 1) }, (_, index) => ((from + index) % 64) / 2),
});

function tinyWhisper(keyBias = 0): Buffer {
  const variables: Record<string, Variable> = {
    'encoder/num_heads': { shape: [], dtype: 'int16', values: [1] },
    'decoder/num_heads': { shape: [], dtype: 'int16', values: [1] },
    'encoder/conv1/weight': counting([STATE, MELS, 3]),
    'encoder/conv1/bias': counting([STATE]),
    'encoder/conv2/weight': counting([STATE, STATE, 3]),
    'encoder/conv2/bias': counting([STATE]),
    'encoder/position_encodings/encodings': counting([AUDIO_CONTEXT, STATE]),
    'encoder/layer_norm/gamma': counting([STATE]),
    'encoder/layer_norm/beta': counting([STATE]),
    'decoder/embeddings/weight': counting([VOCABULARY, STATE]),
    'decoder/position_encodings/encodings': counting([TEXT_CONTEXT, STATE]),
    'decoder/layer_norm/gamma': counting([STATE]),
    'decoder/layer_norm/beta': counting([STATE]),
  };
  const norm = (prefix: string) => {
    variables[`${prefix}/gamma`] = counting([STATE]);
    variables[`${prefix}/beta`] = counting([STATE]);
  };
  const linear = (prefix: string, rows: number, columns = STATE) => {
    variables[`${prefix}/weight`] = counting([rows, columns]);
    variables[`${prefix}/bias`] = counting([rows]);
  };
  const zeroKey = (prefix: string, keyRow: number) => {
    variables[`${prefix}/bias`]!.values.fill(0, keyRow * STATE, (keyRow + 1) * STATE);
    variables[`${prefix}/bias`]!.values[keyRow * STATE] = keyBias;
  };
  for (const side of ['encoder', 'decoder']) {
    norm(`${side}/layer_0/self_attention/layer_norm`);
    linear(`${side}/layer_0/self_attention/linear_0`, 3 * STATE);
    zeroKey(`${side}/layer_0/self_attention/linear_0`, 1);
    linear(`${side}/layer_0/self_attention/linear_1`, STATE);
    norm(`${side}/layer_0/ffn/layer_norm`);
    linear(`${side}/layer_0/ffn/linear_0`, 4 * STATE);
    linear(`${side}/layer_0/ffn/linear_1`, STATE, 4 * STATE);
  }
  norm('decoder/layer_0/attention/layer_norm');
  linear('decoder/layer_0/attention/linear_0', STATE);
  linear('decoder/layer_0/attention/linear_1', 2 * STATE);
  zeroKey('decoder/layer_0/attention/linear_1', 0);
  linear('decoder/layer_0/attention/linear_2', STATE);
  return ctranslate2File(variables, { 'decoder/projection/weight': 'decoder/embeddings/weight' });
}

const vocabulary = [...Array.from({ length: 50_256 }, (_, index) => `t${index}Ġ`), '', '<|endoftext|>', '<|startoftranscript|>'].join('\n');

/** The ggml file's parts, read as whisper.cpp's loader reads them. */
function readGgml(file: Buffer) {
  let offset = 0;
  const int = () => {
    offset += 4;
    return file.readInt32LE(offset - 4);
  };
  const magic = int();
  const hyperParameters = Array.from({ length: 11 }, int);
  const [melRows, melColumns] = [int(), int()];
  const filters = new Float32Array(file.buffer.slice(file.byteOffset + offset, file.byteOffset + offset + melRows * melColumns * 4));
  offset += melRows * melColumns * 4;
  const tokens = Array.from({ length: int() }, () => {
    const length = int();
    offset += length;
    return file.subarray(offset - length, offset);
  });
  const tensors = new Map<string, { shape: number[]; type: number; values: Uint16Array | Float32Array }>();
  while (offset < file.length) {
    const [dimensions, nameLength, type] = [int(), int(), int()];
    const shape = Array.from({ length: dimensions }, int);
    const name = file.toString('utf8', offset, (offset += nameLength));
    const count = shape.reduce((a, b) => a * b, 1);
    const bytes = file.buffer.slice(file.byteOffset + offset, file.byteOffset + (offset += count * (type === 0 ? 4 : 2)));
    tensors.set(name, { shape, type, values: type === 0 ? new Float32Array(bytes) : new Uint16Array(bytes) });
  }
  return { magic, hyperParameters, melRows, melColumns, filters, tokens, tensors };
}

describe('CTranslate2 Whisper to whisper.cpp ggml', () => {
  it('writes the header, the mel filters, the text vocabulary and every tensor whisper.cpp loads', () => {
    const ggml = readGgml(convertWhisperModel({ model: tinyWhisper(), vocabulary }));
    expect(ggml.magic).toBe(0x67676d6c);
    expect(ggml.hyperParameters).toEqual([VOCABULARY, AUDIO_CONTEXT, STATE, 1, 1, TEXT_CONTEXT, STATE, 1, 1, MELS, 1]);
    expect([ggml.melRows, ggml.melColumns]).toEqual([MELS, 201]);
    expect(ggml.filters).toEqual(melFilters(MELS));
    expect(ggml.tokens).toHaveLength(50_257);
    // GPT-2's byte table: Ġ is the space byte; the empty line stays an empty token
    expect(ggml.tokens[7]!.toString('latin1')).toBe('t7 ');
    expect(ggml.tokens[50_256]!.length).toBe(0);
    // 7 encoder tensors, 15 a layer; 4 decoder tensors, 24 a layer
    expect(ggml.tensors.size).toBe(7 + 15 + 4 + 24);
    expect(ggml.tensors.has('encoder.blocks.0.attn.key.bias')).toBe(false);
    expect(ggml.tensors.has('decoder.blocks.0.cross_attn.key.bias')).toBe(false);
  });

  it('splits the fused projections row-wise and lists shapes innermost first, small tensors in F32', () => {
    const { tensors } = readGgml(convertWhisperModel({ model: tinyWhisper(), vocabulary }));
    const fused = counting([3 * STATE, STATE]).values.map(half);
    expect(tensors.get('encoder.blocks.0.attn.query.weight')).toEqual({ shape: [STATE, STATE], type: 1, values: Uint16Array.from(fused.slice(0, 16)) });
    expect(tensors.get('encoder.blocks.0.attn.key.weight')!.values).toEqual(Uint16Array.from(fused.slice(16, 32)));
    expect(tensors.get('encoder.blocks.0.attn.value.weight')!.values).toEqual(Uint16Array.from(fused.slice(32, 48)));
    const crossValue = counting([2 * STATE, STATE])
      .values.map(half)
      .slice(16, 32);
    expect(tensors.get('decoder.blocks.0.cross_attn.value.weight')!.values).toEqual(Uint16Array.from(crossValue));
    expect(tensors.get('encoder.conv1.weight')!.shape).toEqual([3, MELS, STATE]);
    expect(tensors.get('encoder.conv1.bias')).toMatchObject({ shape: [1, STATE], type: 0 });
    expect(tensors.get('encoder.positional_embedding')).toMatchObject({ shape: [STATE, AUDIO_CONTEXT], type: 0 });
    expect(Array.from(tensors.get('encoder.ln_post.weight')!.values)).toEqual([0.5, 1, 1.5, 2]);
    expect(tensors.get('decoder.token_embedding.weight')).toMatchObject({ shape: [STATE, VOCABULARY], type: 1 });
  });

  it('refuses a model whose key projection has a bias, which whisper.cpp cannot hold', () => {
    expect(() => convertWhisperModel({ model: tinyWhisper(0.5), vocabulary })).toThrow('has a key bias');
  });

  it('refuses a file that is not a CTranslate2 model', () => {
    expect(() => convertWhisperModel({ model: Buffer.from('not a model at all'), vocabulary })).toThrow(/binary version|ends early/);
  });
});

describe('mel filters', () => {
  it('are triangles over the FFT bins, each with weight, none negative', () => {
    const filters = melFilters(MELS);
    for (let mel = 0; mel < MELS; mel++) {
      const row = filters.subarray(mel * 201, (mel + 1) * 201);
      expect(Math.max(...row)).toBeGreaterThan(0);
      expect(Math.min(...row)).toBeGreaterThanOrEqual(0);
    }
  });
});
