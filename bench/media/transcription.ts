// Transcription's section of `npm run bench -- media`: Whisper base on the embedded whisper.cpp.
// Each round transcribes the same speech through POST /audio/transcriptions and with the engine
// called directly in this process (a pool of its own, as the service builds it), alternating which
// goes first; printed: the real-time factor (seconds of work per second of audio) of each, the
// API's overhead, and GET /models quiet and while transcriptions run back to back.
import { request } from 'undici';
import { AudioDecoder } from '../../src/audio/decoded-duration.js';
import { readSettings } from '../../src/config/environment.js';
import { WhisperCppEngine } from '../../src/providers/whisper-cpp/engine.js';
import { probeModels } from '../models-probe.js';
import { type MediaSection, type MediaService, median, probeWhile, ROUNDS } from './section.js';

const MODEL_FILE = 'ggml-whisper-base.bin';
const TEXT =
  'The weather today is sunny and warm, with a light breeze from the west. In the afternoon a few clouds may gather over the hills, ' +
  'and by the evening the wind will turn to the north.';
const PROBES = Number(process.env.BENCH_MEDIA_PROBES ?? 200);

async function speech(service: MediaService): Promise<Buffer> {
  const response = await request(`${service.origin}/api/v1/audio/speech`, {
    method: 'POST',
    headers: { ...service.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'tts-1', voice: 'alloy', input: TEXT, response_format: 'wav' }),
  });
  if (response.statusCode !== 200) throw new Error(`speech answered ${response.statusCode}`);
  return Buffer.from(await response.body.arrayBuffer());
}

async function transcribeByApi(service: MediaService, audio: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(audio)], { type: 'audio/wav' }), 'speech.wav');
  form.append('model', 'whisper-1');
  form.append('language', 'en');
  const response = await fetch(`${service.origin}/api/v1/audio/transcriptions`, { method: 'POST', headers: service.headers, body: form });
  const body = (await response.json()) as { text?: string };
  if (response.status !== 200) throw new Error(`transcription answered ${response.status}: ${JSON.stringify(body)}`);
  return body.text ?? '';
}

export const transcriptionSection: MediaSection = {
  name: 'transcription (whisper-base)',
  needs: [MODEL_FILE],
  async run(service) {
    const settings = readSettings(process.env);
    const audio = await speech(service);
    const decoder = new AudioDecoder(settings.audio);
    const { seconds, samples } = await decoder.samples(audio, new AbortController().signal);
    const engine = new WhisperCppEngine(`${service.modelsDir}/${MODEL_FILE}`, { ...settings.engines.whisperCpp, workers: 1 });
    const direct = async () => {
      const params = {
        model: 'whisper-base',
        audio: { data: audio, filename: 'speech.wav', contentType: 'audio/wav' },
        samples,
        timestamps: false,
        language: 'en',
      };
      return (await engine.transcribe(params, new AbortController().signal)).text;
    };
    try {
      // one of each first: the models load, and the answers are shown
      const [apiText, directText] = [await transcribeByApi(service, audio), await direct()];
      const api: number[] = [];
      const called: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const timed = async (work: () => Promise<unknown>, into: number[]) => {
          const started = performance.now();
          await work();
          into.push((performance.now() - started) / 1000 / seconds);
        };
        const pair: [() => Promise<unknown>, number[]][] = [
          [() => transcribeByApi(service, audio), api],
          [direct, called],
        ];
        if (round % 2 === 1) pair.reverse();
        for (const [work, into] of pair) await timed(work, into);
      }
      const quiet = await probeModels(service.origin, PROBES);
      const busy = await probeWhile(service.origin, PROBES, async () => void (await transcribeByApi(service, audio)));
      console.log(`\nTranscription: ${seconds.toFixed(1)} s of the service's own speech, ${ROUNDS} interleaved rounds`);
      console.log(`  API heard:    ${apiText}\n  engine heard: ${directText}`);
      console.log('| path | real-time factor (median) | min | max |');
      console.log('|---|---|---|---|');
      for (const [name, values] of [
        ['POST /audio/transcriptions', api],
        ['engine called directly', called],
      ] as const) {
        console.log(`| ${name} | ${median(values).toFixed(2)} | ${Math.min(...values).toFixed(2)} | ${Math.max(...values).toFixed(2)} |`);
      }
      const difference = (pick: (values: number[]) => number) => ((pick(api) - pick(called)) * seconds * 1000).toFixed(0);
      console.log(
        `API minus engine: ${difference(median)} ms a request by the medians, ${difference((values) => Math.min(...values))} ms by the fastest rounds`,
      );
      console.log('| GET /models | p50 (ms) | p99 (ms) | max (ms) |');
      console.log('|---|---|---|---|');
      for (const [name, probed] of [
        ['quiet', quiet],
        ['while transcribing', busy],
      ] as const) {
        console.log(`| ${name} | ${probed.p50.toFixed(2)} | ${probed.p99.toFixed(2)} | ${probed.max.toFixed(2)} |`);
      }
    } finally {
      await engine.close();
    }
  },
};
