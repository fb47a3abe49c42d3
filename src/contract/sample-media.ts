// Small real media for the contract's binary answers: what a client decodes must decode. Images are
// drawn at run time with sharp (8×8 pixels); the audio and video containers are written here, byte
// by byte, as the smallest files their formats define: a quarter-second 8 kHz tone (WAV), silent
// MPEG-1 Layer III frames (MP3), one constant FLAC frame, and an MP4 whose movie has no tracks;
// raw PCM is the WAV's samples; AAC and Opus are the same tone encoded by ffmpeg once
// (sample-encoded-audio.ts).
import sharp from 'sharp';
import { AAC_TONE, OPUS_TONE } from './sample-encoded-audio.js';

const cache = new Map<string, Promise<Buffer>>();

/** A real file of `mediaType`, or undefined when the type is not media this module makes. */
export function sampleMedia(mediaType: string): Promise<Buffer> | undefined {
  const make = MAKERS[mediaType];
  if (!make) return undefined;
  let made = cache.get(mediaType);
  if (!made) {
    made = make();
    cache.set(mediaType, made);
  }
  return made;
}

const image = (format: 'png' | 'jpeg' | 'webp') => () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 51, g: 102, b: 204 } } })
    .toFormat(format)
    .toBuffer();

const MAKERS: Record<string, () => Promise<Buffer>> = {
  'image/png': image('png'),
  'image/jpeg': image('jpeg'),
  'image/webp': image('webp'),
  'audio/wav': async () => wav(),
  // 16-bit little-endian mono samples, as the service sends `pcm` (at 8 kHz here).
  'audio/pcm': async () => wav().subarray(44),
  'audio/aac': async () => Buffer.from(AAC_TONE, 'base64'),
  'audio/opus': async () => Buffer.from(OPUS_TONE, 'base64'),
  'audio/mpeg': async () => mp3(),
  'audio/flac': async () => flac(),
  'video/mp4': async () => mp4(),
};

function wav(): Buffer {
  const rate = 8000;
  const samples = rate / 4;
  const data = Buffer.alloc(samples * 2);
  for (let index = 0; index < samples; index += 1) data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * index) / rate)), index * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, mono: a frame is 417 bytes; all-zero side info is silence. */
function mp3(): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0xc4]);
  return Buffer.concat(Array.from({ length: 8 }, () => frame));
}

function crc8(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x8005) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** STREAMINFO (8 kHz, mono, 16 bits, 192 samples), then one frame whose one subframe is CONSTANT 0. */
function flac(): Buffer {
  const info = Buffer.alloc(34);
  info.writeUInt16BE(192, 0); // min block size
  info.writeUInt16BE(192, 2); // max block size
  // min and max frame size (24 bits each) 0: unknown. Then rate(20) channels-1(3) bits-1(5) samples(36).
  info.writeBigUInt64BE((8000n << 44n) | (15n << 36n) | 192n, 10);
  const header = Buffer.from([0xff, 0xf8, 0x14, 0x08, 0x00]); // sync; 192 samples, 8 kHz; mono, 16 bits; frame 0
  const frame = Buffer.concat([header, Buffer.from([crc8(header), 0x00, 0x00, 0x00])]); // CRC-8; CONSTANT subframe, value 0
  const crc = Buffer.alloc(2);
  crc.writeUInt16BE(crc16(frame));
  return Buffer.concat([Buffer.from('fLaC'), Buffer.from([0x80, 0x00, 0x00, 34]), info, frame, crc]);
}

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4);
  return Buffer.concat([head, body]);
}

function mp4(): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41'));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale; version, flags, times and duration stay 0
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  for (const [offset, value] of [
    [36, 0x00010000],
    [52, 0x00010000],
    [68, 0x40000000],
  ] as const)
    mvhd.writeUInt32BE(value, offset); // the identity matrix
  mvhd.writeUInt32BE(1, 96); // next track id
  return Buffer.concat([ftyp, box('moov', box('mvhd', mvhd))]);
}
