// Lays out a GGUF v3 file in memory: the metadata and tensor table, then each tensor's bytes at a
// 32-byte aligned offset. The caller fills the tensors' bytes into the views it gets back, so the
// same layout serves the generated debug models and the models converted from a checkpoint.

export type GgufValue = ['u32' | 'f32' | 'bool' | 'str' | 'strings' | 'floats' | 'ints', unknown];

/** ggml tensor types we write. */
export type GgufTensorType = 'f32' | 'f16';

export interface GgufTensor {
  name: string;
  /** ggml order: the innermost (fastest-varying) dimension first, the reverse of PyTorch's shape. */
  dims: number[];
  type: GgufTensorType;
}

export interface GgufLayout {
  /** The whole file, tensor bytes zeroed. */
  file: Buffer;
  /** Each tensor's bytes within `file`, in the order given (4-byte aligned, for typed-array views). */
  data: Buffer[];
}

const ALIGNMENT = 32;
const TENSOR_TYPE: Record<GgufTensorType, { id: number; bytes: number }> = { f32: { id: 0, bytes: 4 }, f16: { id: 1, bytes: 2 } };
// GGUF value type ids
const VALUE_TYPE = { u32: 4, i32: 5, f32: 6, bool: 7, string: 8, array: 9 } as const;

const pad = (size: number): number => (size + ALIGNMENT - 1) & ~(ALIGNMENT - 1);

class HeaderWriter {
  readonly chunks: Buffer[] = [];
  private scalar(size: number, write: (buffer: Buffer) => void): void {
    const buffer = Buffer.alloc(size);
    write(buffer);
    this.chunks.push(buffer);
  }
  u8(value: number): void {
    this.scalar(1, (b) => b.writeUInt8(value));
  }
  u32(value: number): void {
    this.scalar(4, (b) => b.writeUInt32LE(value));
  }
  i32(value: number): void {
    this.scalar(4, (b) => b.writeInt32LE(value));
  }
  u64(value: number): void {
    this.scalar(8, (b) => b.writeBigUInt64LE(BigInt(value)));
  }
  f32(value: number): void {
    this.scalar(4, (b) => b.writeFloatLE(value));
  }
  string(value: string): void {
    const bytes = Buffer.from(value, 'utf8');
    this.u64(bytes.length);
    this.chunks.push(bytes);
  }
}

function writeMeta(header: HeaderWriter, key: string, [type, value]: GgufValue): void {
  header.string(key);
  switch (type) {
    case 'u32':
      header.u32(VALUE_TYPE.u32);
      header.u32(value as number);
      break;
    case 'f32':
      header.u32(VALUE_TYPE.f32);
      header.f32(value as number);
      break;
    case 'bool':
      header.u32(VALUE_TYPE.bool);
      header.u8(value ? 1 : 0);
      break;
    case 'str':
      header.u32(VALUE_TYPE.string);
      header.string(value as string);
      break;
    default: {
      const items = value as (string | number)[];
      const itemType = type === 'strings' ? VALUE_TYPE.string : type === 'floats' ? VALUE_TYPE.f32 : VALUE_TYPE.i32;
      header.u32(VALUE_TYPE.array);
      header.u32(itemType);
      header.u64(items.length);
      for (const item of items) {
        if (type === 'strings') header.string(item as string);
        else if (type === 'floats') header.f32(item as number);
        else header.i32(item as number);
      }
    }
  }
}

/** `general.alignment` is written by the caller when it wants it stated; 32 is GGUF's default. */
export function layOutGguf(meta: readonly [string, GgufValue][], tensors: readonly GgufTensor[]): GgufLayout {
  const sizes = tensors.map((tensor) => tensor.dims.reduce((a, b) => a * b, 1) * TENSOR_TYPE[tensor.type].bytes);
  const offsets: number[] = [];
  let end = 0;
  for (const size of sizes) {
    offsets.push(end);
    end = pad(end + size);
  }
  const header = new HeaderWriter();
  header.chunks.push(Buffer.from('GGUF', 'ascii'));
  header.u32(3);
  header.u64(tensors.length);
  header.u64(meta.length);
  for (const [key, value] of meta) writeMeta(header, key, value);
  tensors.forEach((tensor, index) => {
    header.string(tensor.name);
    header.u32(tensor.dims.length);
    for (const dim of tensor.dims) header.u64(dim);
    header.u32(TENSOR_TYPE[tensor.type].id);
    header.u64(offsets[index]!);
  });
  const headerBytes = Buffer.concat(header.chunks);
  const start = pad(headerBytes.length);
  const last = tensors.length - 1;
  // Buffer.alloc is never pooled: its byteOffset is 0, so the 32-byte offsets stay aligned for views
  const file = Buffer.alloc(start + (last >= 0 ? offsets[last]! + sizes[last]! : 0)); // zero padding included
  headerBytes.copy(file);
  return { file, data: tensors.map((_, index) => file.subarray(start + offsets[index]!, start + offsets[index]! + sizes[index]!)) };
}
