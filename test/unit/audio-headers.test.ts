// What a file's header declares, read before any decoder runs: WAV headers read here (chunks in any
// order, padded chunks, streamed sizes, a lying byte rate) and the lines ffmpeg prints for others.
import { describe, expect, it } from 'vitest';
import { checkDeclared, DEFAULT_AUDIO_LIMITS, decodeBudgetMs } from '../../src/audio/audio-limits.js';
import { parseProbe } from '../../src/audio/ffmpeg-probe.js';
import { looksLikeWav, readWavHeader } from '../../src/audio/wav-header.js';
import { shapedWav } from '../support/audio-files.js';

const chunk = (id: string, body: Buffer) => {
  const header = Buffer.alloc(8);
  header.write(id, 0, 'latin1');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body, Buffer.alloc(body.length % 2)]);
};

describe('WAV headers', () => {
  it('reads rate, channels and the length of the data present', () => {
    const wav = shapedWav({ sampleRate: 8000, channels: 2, dataBytes: 64_000 });
    expect(looksLikeWav(wav)).toBe(true);
    expect(readWavHeader(wav)).toEqual({ formatTag: 1, channels: 2, sampleRate: 8000, bitsPerSample: 16, seconds: 2 });
    // a streamed WAV's unknown size, or one past the end, counts the bytes present
    const streamed = Buffer.from(wav);
    streamed.writeUInt32LE(0xffffffff, 40);
    expect(readWavHeader(streamed)).toMatchObject({ seconds: 2 });
    const overstated = Buffer.from(wav);
    overstated.writeUInt32LE(10_000_000, 40);
    expect(readWavHeader(overstated)).toMatchObject({ seconds: 2 });
  });

  it('skips other chunks, odd-sized ones padded, and does not believe a byte rate that shortens PCM', () => {
    const wav = shapedWav({ sampleRate: 1, dataBytes: 1000 });
    wav.writeUInt32LE(1_000_000, 28); // a byte rate that would make it last a millisecond
    const fmt = wav.subarray(20, 36);
    const data = wav.subarray(44);
    const file = Buffer.concat([wav.subarray(0, 12), chunk('LIST', Buffer.from('odd')), chunk('fmt ', fmt), chunk('data', data)]);
    expect(readWavHeader(file)).toMatchObject({ sampleRate: 1, seconds: 500 });
  });

  it('names what is missing, and does not take other files for WAVs', () => {
    const wav = shapedWav({ sampleRate: 8000, dataBytes: 16 });
    expect(readWavHeader(Buffer.concat([wav.subarray(0, 12), chunk('data', Buffer.alloc(4))]))).toBe('its data chunk comes before its fmt chunk');
    expect(readWavHeader(wav.subarray(0, 36))).toBe('it has no data chunk');
    expect(readWavHeader(wav.subarray(0, 12))).toBe('it has no fmt chunk');
    expect(looksLikeWav(Buffer.from('fLaC\0\0\0"'))).toBe(false);
  });
});

describe("ffmpeg's reading of other headers", () => {
  it('finds each audio stream and the duration', () => {
    const text = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'input':
  Duration: 01:02:03.50, start: 0.000000, bitrate: 86 kb/s
    Stream #0:0(und): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, 5.1, fltp, 86 kb/s (default)
    Stream #0:1: Audio: flac, 1 Hz, 12 channels, s16
At least one output file must be specified`;
    expect(parseProbe(text)).toEqual({
      streams: [
        { sampleRate: 44_100, channels: 6 },
        { sampleRate: 1, channels: 12 },
      ],
      seconds: 3723.5,
    });
    expect(parseProbe("Input #0, flac, from 'x':\n  Duration: N/A, bitrate: N/A\n    Stream #0:0: Audio: flac, 8000 Hz, mono, s16\n")).toEqual({
      streams: [{ sampleRate: 8000, channels: 1 }],
    });
    expect(parseProbe('input: Invalid data found when processing input')).toBeUndefined();
  });

  it('refuses declarations outside the limits, naming the limit', () => {
    expect(() => checkDeclared({ sampleRate: 1 }, DEFAULT_AUDIO_LIMITS)).toThrow('sample rate of 1 Hz; accepted: 1,000 to 384,000 Hz');
    expect(() => checkDeclared({ channels: 12 }, DEFAULT_AUDIO_LIMITS)).toThrow('12 channels; accepted: 1 to 8');
    expect(() => checkDeclared({ seconds: 14_400.5 }, DEFAULT_AUDIO_LIMITS)).toThrow('lasts 14,401 s by its header; at most 14,400 s');
    expect(() => checkDeclared({ sampleRate: 48_000, channels: 2, seconds: 14_400 }, DEFAULT_AUDIO_LIMITS)).not.toThrow();
  });

  it('gives a decode time in proportion to the file, from 1 MiB’s worth up to 120 s', () => {
    expect(decodeBudgetMs(10_000, DEFAULT_AUDIO_LIMITS)).toBe(20_000);
    expect(decodeBudgetMs(3 * 1_048_576, DEFAULT_AUDIO_LIMITS)).toBe(60_000);
    expect(decodeBudgetMs(25 * 1_048_576, DEFAULT_AUDIO_LIMITS)).toBe(120_000);
  });
});
