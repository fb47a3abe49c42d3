// Audio files the decode-limit tests send, made here: WAVs whose header says whatever a test needs
// (a 1 Hz rate, a thousand channels, hours of audio), and FLACs of silence, which are small but take
// the decoder long (seconds of decoding for each 100 KB), encoded with the service's own ffmpeg.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffmpegBinary } from '../../src/audio/encoder.js';

export interface WavShape {
  sampleRate: number;
  channels?: number;
  bitsPerSample?: number;
  /** Bytes of samples (zeros, or silence for 8-bit). */
  dataBytes: number;
}

/** A PCM WAV with exactly the header the shape describes, and that many bytes of silent samples. */
export function shapedWav({ sampleRate, channels = 1, bitsPerSample = 16, dataBytes }: WavShape): Buffer {
  const header = Buffer.alloc(44);
  const frameBytes = channels * Math.ceil(bitsPerSample / 8);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE((sampleRate * frameBytes) >>> 0, 28);
  header.writeUInt16LE(frameBytes, 32);
  header.writeUInt16LE(bitsPerSample, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, Buffer.alloc(dataBytes, bitsPerSample === 8 ? 0x80 : 0)]);
}

/**
 * `seconds` of 8 kHz mono silence as FLAC. Written to a file, its header states the length; `piped`
 * (encoded to a pipe, which cannot be rewound to write it) it does not.
 */
export function silentFlac(seconds: number, { piped = false } = {}): Buffer {
  const folder = mkdtempSync(join(tmpdir(), 'silent-flac-'));
  try {
    const file = join(folder, 'silence.flac');
    const result = spawnSync(
      ffmpegBinary(),
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'anullsrc=r=8000:cl=mono',
        '-t',
        String(seconds),
        '-c:a',
        'flac',
        '-f',
        'flac',
        piped ? 'pipe:1' : file,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    if (result.status !== 0) throw new Error(`ffmpeg could not make the FLAC: ${result.stderr.toString()}`);
    return piped ? result.stdout : readFileSync(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
