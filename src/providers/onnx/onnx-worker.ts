// A worker thread of onnx-pool.ts: runs one ONNX Runtime inference at a time off the event loop (a
// U²-Net mask, a Piper sentence), each model's session loaded once and kept. The pool bounds how
// many of these run and wait.
import { parentPort, workerData } from 'node:worker_threads';
import type { InferenceSession as Session } from 'onnxruntime-node';

/** A U²-Net input: 320×320 RGB bytes; a Piper input: phoneme ids and [noise, length, noise_w]. */
export type OnnxJob =
  | { kind: 'u2net'; file: string; rgb: Uint8Array; size: number }
  | { kind: 'piper'; file: string; ids: BigInt64Array; scales: [number, number, number] };

/** The mask (one byte a pixel, min-max normalised) or the 16-bit samples; or why it failed. */
export type OnnxAnswer = { ok: true; mask: Uint8Array } | { ok: true; samples: Int16Array } | { ok: false; error: string };

const port = parentPort;
if (!port) throw new Error('onnx-worker runs as a worker thread');
const { threads } = workerData as { threads: number };

const ort = await import('onnxruntime-node');
const sessions = new Map<string, Promise<Session>>();

function session(file: string): Promise<Session> {
  let loading = sessions.get(file);
  if (!loading) {
    // No CPU memory arena: it kept ~300 MB more resident after a few inferences (docs/decisions/0044).
    loading = ort.InferenceSession.create(file, { intraOpNumThreads: threads, interOpNumThreads: 1, graphOptimizationLevel: 'all', enableCpuMemArena: false });
    loading.catch(() => sessions.delete(file)); // a file that failed to load is tried again next time
    sessions.set(file, loading);
  }
  return loading;
}

/** ImageNet's mean and deviation per channel, as U²-Net was trained. */
const MEAN = [0.485, 0.456, 0.406];
const DEVIATION = [0.229, 0.224, 0.225];

async function mask(job: Extract<OnnxJob, { kind: 'u2net' }>): Promise<Uint8Array> {
  const model = await session(job.file);
  const area = job.size * job.size;
  let brightest = 1;
  for (const value of job.rgb) if (value > brightest) brightest = value;
  const planes = new Float32Array(3 * area);
  for (let pixel = 0; pixel < area; pixel++) {
    for (let channel = 0; channel < 3; channel++) {
      planes[channel * area + pixel] = (job.rgb[pixel * 3 + channel]! / brightest - MEAN[channel]!) / DEVIATION[channel]!;
    }
  }
  const input = new ort.Tensor('float32', planes, [1, 3, job.size, job.size]);
  const outputs = await model.run({ [model.inputNames[0]!]: input });
  // The first output is the fused saliency map; its first `area` values are the mask.
  const map = outputs[model.outputNames[0]!]!.data as Float32Array;
  let low = Infinity;
  let high = -Infinity;
  for (let index = 0; index < area; index++) {
    low = Math.min(low, map[index]!);
    high = Math.max(high, map[index]!);
  }
  const span = high - low || 1;
  const bytes = new Uint8Array(area);
  for (let index = 0; index < area; index++) bytes[index] = Math.round(((map[index]! - low) / span) * 255);
  return bytes;
}

async function speak(job: Extract<OnnxJob, { kind: 'piper' }>): Promise<Int16Array> {
  const model = await session(job.file);
  const feeds: Record<string, InstanceType<typeof ort.Tensor>> = {
    input: new ort.Tensor('int64', job.ids, [1, job.ids.length]),
    input_lengths: new ort.Tensor('int64', BigInt64Array.of(BigInt(job.ids.length)), [1]),
    scales: new ort.Tensor('float32', Float32Array.from(job.scales), [3]),
  };
  // A single-speaker voice has no `sid` input; a multi-speaker one speaks as its first speaker.
  if (model.inputNames.includes('sid')) feeds.sid = new ort.Tensor('int64', BigInt64Array.of(0n), [1]);
  const outputs = await model.run(feeds);
  const audio = outputs[model.outputNames[0]!]!.data as Float32Array;
  // Piper's own scaling: the loudest sample at full scale (never amplifying near-silence past 1/0.01).
  let peak = 0.01;
  for (const sample of audio) peak = Math.max(peak, Math.abs(sample));
  const samples = new Int16Array(audio.length);
  for (let index = 0; index < audio.length; index++) samples[index] = Math.max(-32768, Math.min(32767, Math.round((audio[index]! / peak) * 32767)));
  return samples;
}

async function answer(job: OnnxJob): Promise<{ answer: OnnxAnswer; transfer: ArrayBuffer[] }> {
  try {
    if (job.kind === 'u2net') {
      const bytes = await mask(job);
      return { answer: { ok: true, mask: bytes }, transfer: [bytes.buffer as ArrayBuffer] };
    }
    const samples = await speak(job);
    return { answer: { ok: true, samples }, transfer: [samples.buffer as ArrayBuffer] };
  } catch (error) {
    return { answer: { ok: false, error: error instanceof Error ? error.message : String(error) }, transfer: [] };
  }
}

port.on('message', (job: OnnxJob) => {
  void answer(job).then(({ answer, transfer }) => port.postMessage(answer, transfer));
});
port.postMessage({ ready: true });
