// What a WAV file (RIFF, RF64 or BW64) says about itself, read from its header before any decoder
// runs: a caller's header is untrusted, and a decoder believing an absurd one (a 1 Hz sample rate
// resampled to 16 kHz) spends minutes and gigabytes on a small file.

/** The header's claims; `seconds` is what its data chunk lasts at the declared rate. */
export interface WavDescription {
  formatTag: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  seconds: number;
}

/** Uncompressed sample formats (PCM, IEEE float, A-law, µ-law, extensible), whose length follows from rate, channels and sample size. */
const UNCOMPRESSED = new Set([0x0001, 0x0003, 0x0006, 0x0007, 0xfffe]);

/** True when the bytes start like a WAV file, whatever the file was named. */
export function looksLikeWav(data: Buffer): boolean {
  if (data.length < 12 || data.toString('latin1', 8, 12) !== 'WAVE') return false;
  return ['RIFF', 'RF64', 'BW64'].includes(data.toString('latin1', 0, 4));
}

/**
 * The header of a WAV file, or a sentence saying why it cannot be one (no `fmt ` chunk, no data).
 * A data size of 0xFFFFFFFF (a streamed WAV, or RF64's placeholder) or one past the end of the file
 * counts the bytes present instead.
 */
export function readWavHeader(data: Buffer): WavDescription | string {
  let offset = 12;
  let format: Omit<WavDescription, 'seconds'> | undefined;
  let byteRate = 0;
  let rf64DataBytes: number | undefined;
  while (offset + 8 <= data.length) {
    const id = data.toString('latin1', offset, offset + 4);
    const size = data.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'ds64' && body + 16 <= data.length) rf64DataBytes = Number(data.readBigUInt64LE(body + 8));
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > data.length) return 'its fmt chunk is too short';
      format = {
        formatTag: data.readUInt16LE(body),
        channels: data.readUInt16LE(body + 2),
        sampleRate: data.readUInt32LE(body + 4),
        bitsPerSample: data.readUInt16LE(body + 14),
      };
      byteRate = data.readUInt32LE(body + 8);
    }
    if (id === 'data') {
      if (!format) return 'its data chunk comes before its fmt chunk';
      const present = data.length - body;
      const declared = size === 0xffffffff ? (rf64DataBytes ?? present) : size;
      return { ...format, seconds: Math.min(declared, present) / bytesPerSecond(format, byteRate) };
    }
    offset = body + size + (size % 2); // chunks are padded to an even length
  }
  return format ? 'it has no data chunk' : 'it has no fmt chunk';
}

/** For uncompressed samples the rate, channels and sample size decide (a lying byte rate cannot shorten the audio); otherwise the declared byte rate. */
function bytesPerSecond(format: Omit<WavDescription, 'seconds'>, byteRate: number): number {
  if (UNCOMPRESSED.has(format.formatTag)) return Math.max(1, format.sampleRate * format.channels * Math.ceil(format.bitsPerSample / 8));
  return Math.max(1, byteRate);
}
