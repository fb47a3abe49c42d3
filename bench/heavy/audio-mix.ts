// Audio traffic for `npm run bench -- heavy`: transcription requests whose files cost the decoder far
// more than their size suggests. `audioMix` posts a 1 MB WAV declaring a 1 Hz sample rate (six days
// of audio by its header: before the decode limits ffmpeg resampled it for minutes at hundreds of MB;
// now it is refused from its header); `silentAudioMix` posts a legal file that really is heavy to
// decode, an hour of silence as a ~650 KB FLAC, so the decoders' bound and its 503s are exercised.
// Both go to the bench catalog's transcription model (bench/gateway/service-config.ts), which the
// mock upstream answers once the service has decoded the file.
import { shapedWav, silentFlac } from '../../test/support/audio-files.js';
import { TRANSCRIPTION_MODEL_ID } from '../gateway/service-config.js';
import type { HeavyMix } from './mix.js';

async function transcribe(origin: string, headers: Record<string, string>, file: Buffer, name: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'application/octet-stream' }), name);
  form.append('model', TRANSCRIPTION_MODEL_ID);
  const { 'content-type': _json, ...rest } = headers; // the form sets its own
  const response = await fetch(`${origin}/api/v1/audio/transcriptions`, { method: 'POST', headers: rest, body: form });
  await response.arrayBuffer();
  return response.status;
}

const ONE_HZ_WAV = shapedWav({ sampleRate: 1, dataBytes: 1 << 20 });

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
    // Encoded to a pipe: its header does not state its length, so the service decodes it to find out.
    silence ??= silentFlac(3600, { piped: true });
    return transcribe(origin, headers, silence, 'silence.flac');
  },
};
