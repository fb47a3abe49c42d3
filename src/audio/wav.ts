// WAV (RIFF, 16-bit PCM, mono) around raw samples: no encoder needed. A streamed WAV does not
// know its length when its header leaves, so its sizes are 0xFFFFFFFF, which players read as
// "until the end of the stream" (OpenAI's streamed WAV does the same).

const UNKNOWN_SIZE = 0xffffffff;

/** The 44-byte header of a mono 16-bit PCM WAV file; `dataBytes` undefined for a stream. */
export function wavHeader(sampleRate: number, dataBytes?: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(dataBytes === undefined ? UNKNOWN_SIZE : 36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // bytes per frame
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes === undefined ? UNKNOWN_SIZE : dataBytes, 40);
  return header;
}

/** The samples as a streamed WAV: the header, then the samples as they come. */
export async function* wavStream(sampleRate: number, samples: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  yield wavHeader(sampleRate);
  yield* samples;
}
