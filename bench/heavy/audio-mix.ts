// Audio traffic for `npm run bench -- heavy`: transcription requests whose files cost the decoder far
// more than their size suggests. `audioMix` posts a 1 MB WAV declaring a 1 Hz sample rate (six days
// of audio by its header: before the decode limits ffmpeg resampled it for minutes at hundreds of MB;
// now it is refused from its header); `silentAudioMix` posts a legal file that really is heavy to
// decode, an hour of silence as a ~650 KB FLAC, so the decoders' bound and its 503s are exercised.
// Both go to the bench catalog's transcription model (bench/gateway/service-config.ts), which the
// mock upstream answers once the service has decoded the file.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { TRANSCRIPTION_MODEL_ID } from '../gateway/service-config.js';
import type { HeavyMix } from './mix.js';

/** A mono 16-bit PCM WAV header declaring `sampleRate`, followed by `dataBytes` of silence. */
function wav(sampleRate: number, dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, Buffer.alloc(dataBytes)]);
}

/** An hour of 8 kHz mono silence, encoded by the ffmpeg the service itself uses. */
function silentHourFlac(): Buffer {
  const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const arguments_ = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'anullsrc=r=8000:cl=mono',
    '-t',
    '3600',
    '-c:a',
    'flac',
    '-f',
    'flac',
    'pipe:1',
  ];
  const result = spawnSync(ffmpeg, arguments_, { maxBuffer: 16 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`ffmpeg could not make the silent FLAC: ${result.stderr.toString()}`);
  return result.stdout;
}

async function transcribe(origin: string, headers: Record<string, string>, file: Buffer, name: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'application/octet-stream' }), name);
  form.append('model', TRANSCRIPTION_MODEL_ID);
  const { 'content-type': _json, ...rest } = headers; // the form sets its own
  const response = await fetch(`${origin}/api/v1/audio/transcriptions`, { method: 'POST', headers: rest, body: form });
  await response.arrayBuffer();
  return response.status;
}

const ONE_HZ_WAV = wav(1, 1 << 20);

export const audioMix: HeavyMix = {
  name: 'audio-1hz',
  description: 'POST /audio/transcriptions of a 1 MB WAV declaring a 1 Hz sample rate',
  send: (origin, headers) => transcribe(origin, headers, ONE_HZ_WAV, 'one-hertz.wav'),
};

let silence: Buffer | undefined;

export const silentAudioMix: HeavyMix = {
  name: 'audio-silence',
  description: 'POST /audio/transcriptions of an hour of silence as a ~650 KB FLAC (legal; about a second of a core to decode)',
  send: (origin, headers) => {
    silence ??= silentHourFlac();
    return transcribe(origin, headers, silence, 'silence.flac');
  },
};
