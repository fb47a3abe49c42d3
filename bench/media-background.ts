// `npm run bench -- media`, background removal: the time of POST /image/background-remove through
// the API on the embedded U²-Net (u2netp) per image size and per megapixel, and GET /models while
// callers keep removing backgrounds (ONNX runs in worker threads: the event loop should stay free).
// BENCH_MEDIA_ROUNDS (5) requests per size, BENCH_MEDIA_PROBES (300) probes, BENCH_MEDIA_CALLERS (2).
import sharp from 'sharp';
import { type MediaService, postJson, probeModels, probeRow, probeWhile } from './media/media-service.js';

const ROUNDS = Number(process.env.BENCH_MEDIA_ROUNDS ?? 5);
const PROBES = Number(process.env.BENCH_MEDIA_PROBES ?? 300);
const CALLERS = Number(process.env.BENCH_MEDIA_CALLERS ?? 2);
const SIZES = [
  [640, 480],
  [1280, 960],
  [2560, 1920],
] as const;

/** A photo-like JPEG: noise (so it compresses as photos do) with a large disc in the middle. */
async function photo(width: number, height: number): Promise<Buffer> {
  const disc = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#a03020"/></svg>`,
  );
  const noise = await sharp({ create: { width, height, channels: 3, background: '#aaaaaa', noise: { type: 'gaussian', mean: 170, sigma: 25 } } })
    .png()
    .toBuffer();
  return sharp(noise)
    .composite([{ input: disc }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function removeOnce(service: MediaService, image: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const { status, bytes } = await postJson(service, '/image/background-remove', { image });
  if (status !== 200) throw new Error(`background removal answered ${status}: ${bytes.toString('utf8', 0, 500)} (is the model in ./data/models? make models)`);
  return { status, ms: performance.now() - started };
}

export async function benchMediaBackground(service: MediaService): Promise<void> {
  console.log('\nBackground removal (POST /image/background-remove, U²-Net u2netp on ONNX Runtime, one request at a time)');
  console.log('| image | megapixels | median (ms) | fastest (ms) | ms per megapixel |');
  console.log('|---|---|---|---|---|');
  let oneMegapixel = '';
  for (const [width, height] of SIZES) {
    const image = (await photo(width, height)).toString('base64');
    if (width === 1280) oneMegapixel = image;
    await removeOnce(service, image); // the first loads the model
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) times.push((await removeOnce(service, image)).ms);
    const megapixels = (width * height) / 1e6;
    console.log(
      `| ${width}×${height} JPEG | ${megapixels.toFixed(2)} | ${median(times).toFixed(0)} | ${Math.min(...times).toFixed(0)} | ${(median(times) / megapixels).toFixed(0)} |`,
    );
  }
  const quiet = await probeModels(service, PROBES);
  const busy = await probeWhile(service, PROBES, CALLERS, async () => (await removeOnce(service, oneMegapixel)).status);
  console.log(`\nGET /models while ${CALLERS} callers remove backgrounds from a 1.2-megapixel JPEG`);
  console.log('| traffic | p50 (ms) | p99 (ms) | max (ms) | removals answered |');
  console.log('|---|---|---|---|---|');
  console.log(probeRow('none', quiet, ''));
  console.log(probeRow('background removal', busy.probed, busy.statuses));
}
