// `npm run bench -- media`, speech: the real-time factor of POST /audio/speech through the API
// (seconds spent per second of audio) on the default Piper joe voice and on espeak-ng, the time to
// the first streamed byte, and GET /models while callers keep speaking (ONNX runs in worker threads).
// BENCH_MEDIA_ROUNDS (5) requests per row, BENCH_MEDIA_PROBES (300) probes, BENCH_MEDIA_CALLERS (2).
import { request } from 'undici';
import { type MediaService, postJson, probeModels, probeRow, probeWhile } from './media/media-service.js';

const ROUNDS = Number(process.env.BENCH_MEDIA_ROUNDS ?? 5);
const PROBES = Number(process.env.BENCH_MEDIA_PROBES ?? 300);
const CALLERS = Number(process.env.BENCH_MEDIA_CALLERS ?? 2);
const TEXT =
  'The service speaks with a natural voice, made on this machine. Each sentence is synthesized in turn. ' +
  'A stream begins with the first one, while the next is being made. Nothing leaves the server.';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One whole WAV answer: the time it took and the seconds of audio it holds. */
async function speakOnce(service: MediaService, model: string): Promise<{ status: number; ms: number; seconds: number }> {
  const started = performance.now();
  const { status, bytes } = await postJson(service, '/audio/speech', { model, input: TEXT, response_format: 'wav' });
  if (status !== 200) throw new Error(`speech on ${model} answered ${status}: ${bytes.toString('utf8', 0, 500)} (is the voice in ./data/models? make models)`);
  return { status, ms: performance.now() - started, seconds: bytes.readUInt32LE(40) / (bytes.readUInt32LE(24) * 2) };
}

/** The time to the first byte of a streamed answer; the rest is read and dropped. */
async function firstByteMs(service: MediaService, model: string): Promise<number> {
  const started = performance.now();
  const response = await request(`${service.origin}/api/v1/audio/speech`, {
    method: 'POST',
    headers: service.headers,
    body: JSON.stringify({ model, input: TEXT, response_format: 'pcm', streaming: true }),
  });
  let first: number | undefined;
  for await (const _chunk of response.body) first ??= performance.now() - started;
  if (response.statusCode !== 200 || first === undefined) throw new Error(`the streamed speech on ${model} answered ${response.statusCode} with nothing`);
  return first;
}

export async function benchMediaSpeech(service: MediaService): Promise<void> {
  console.log(`\nSpeech (POST /audio/speech, WAV, ${TEXT.split(/[.!?]/).length - 1} sentences, ${TEXT.length} characters, one request at a time)`);
  console.log('| model | audio (s) | median time (s) | real-time factor | first streamed byte (s) |');
  console.log('|---|---|---|---|---|');
  for (const model of ['tts-piper-joe', 'tts-espeak']) {
    await speakOnce(service, model); // the first loads the voice
    const runs = [];
    for (let round = 0; round < ROUNDS; round += 1) runs.push(await speakOnce(service, model));
    const firsts = [];
    for (let round = 0; round < ROUNDS; round += 1) firsts.push(await firstByteMs(service, model));
    const ms = median(runs.map((run) => run.ms));
    const seconds = runs[0]!.seconds;
    console.log(
      `| ${model} | ${seconds.toFixed(2)} | ${(ms / 1000).toFixed(2)} | ${(ms / 1000 / seconds).toFixed(3)} | ${(median(firsts) / 1000).toFixed(2)} |`,
    );
  }
  const quiet = await probeModels(service, PROBES);
  const busy = await probeWhile(service, PROBES, CALLERS, async () => (await speakOnce(service, 'tts-piper-joe')).status);
  console.log(`\nGET /models while ${CALLERS} callers speak on tts-piper-joe`);
  console.log('| traffic | p50 (ms) | p99 (ms) | max (ms) | speech answered |');
  console.log('|---|---|---|---|---|');
  console.log(probeRow('none', quiet, ''));
  console.log(probeRow('Piper speech', busy.probed, busy.statuses));
}
