// Reads a CTranslate2 `model.bin` (the format faster-whisper ships), as CTranslate2's
// python/ctranslate2/specs/model_spec.py writes it: a version, the spec's name and revision, then
// each variable (name, shape, dtype, bytes) and the aliases. Only what the Whisper conversion needs.

/** CTranslate2's DataType order (include/ctranslate2/types.h). */
const DTYPES = ['float32', 'int8', 'int16', 'int32', 'float16', 'bfloat16'] as const;
export type CTranslate2Dtype = (typeof DTYPES)[number];

export interface CTranslate2Variable {
  shape: number[];
  dtype: CTranslate2Dtype;
  /** A view into the file's bytes (not copied). */
  bytes: Uint8Array;
}

export interface CTranslate2Model {
  binaryVersion: number;
  spec: string;
  revision: number;
  variables: Map<string, CTranslate2Variable>;
  aliases: Map<string, string>;
}

export function readCTranslate2Model(file: Uint8Array): CTranslate2Model {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  let offset = 0;
  const need = (count: number) => {
    if (offset + count > file.byteLength) throw new Error(`model.bin ends early (at byte ${offset}, ${count} more expected)`);
  };
  const take = (count: number) => {
    need(count);
    offset += count;
    return offset - count;
  };
  const u8 = () => view.getUint8(take(1));
  const u16 = () => view.getUint16(take(2), true);
  const u32 = () => view.getUint32(take(4), true);
  const string = () => {
    const length = u16(); // counts the terminating NUL
    need(length);
    const text = Buffer.from(file.buffer, file.byteOffset + offset, Math.max(length - 1, 0)).toString('utf8');
    offset += length;
    return text;
  };
  const binaryVersion = u32();
  if (binaryVersion < 5 || binaryVersion > 6) throw new Error(`model.bin has binary version ${binaryVersion}; versions 5 and 6 are read`);
  const spec = string();
  const revision = u32();
  const variables = new Map<string, CTranslate2Variable>();
  const count = u32();
  for (let index = 0; index < count; index++) {
    const name = string();
    const rank = u8();
    const shape = Array.from({ length: rank }, () => u32());
    const dtype = DTYPES[u8()];
    if (!dtype) throw new Error(`variable ${name} has an unknown dtype`);
    const length = u32();
    need(length);
    variables.set(name, { shape, dtype, bytes: file.subarray(offset, offset + length) });
    offset += length;
  }
  const aliases = new Map<string, string>();
  const aliasCount = u32();
  for (let index = 0; index < aliasCount; index++) aliases.set(string(), string());
  if (offset !== file.byteLength) throw new Error(`model.bin has ${file.byteLength - offset} bytes after its last alias`);
  return { binaryVersion, spec, revision, variables, aliases };
}

/** A scalar variable's value (the layer counts and flags CTranslate2 stores as variables). */
export function scalarOf(variable: CTranslate2Variable): number {
  const view = new DataView(variable.bytes.buffer, variable.bytes.byteOffset, variable.bytes.byteLength);
  switch (variable.dtype) {
    case 'int8':
      return view.getInt8(0);
    case 'int16':
      return view.getInt16(0, true);
    case 'int32':
      return view.getInt32(0, true);
    case 'float32':
      return view.getFloat32(0, true);
    default:
      throw new Error(`a ${variable.dtype} scalar is not read`);
  }
}
