// The embedded `u2net` engine: background removal with U²-Net (the small u2netp model) on ONNX
// Runtime. sharp shrinks the image to the model's 320×320 input (libvips' threads, off the event
// loop), a pool worker computes the saliency mask, and sharp enlarges the mask back to the image's
// own size and joins it as the alpha channel: the answer has the input's size, its pixels, and a
// transparent background.
import { loadSharp } from '../sharp/load-sharp.js';
import type { ImageEngine, ImageResult } from '../contracts/images.js';
import { ProviderError } from '../contracts/provider-error.js';
import type { OnnxPool } from './onnx-pool.js';

/** U²-Net's input side. */
const SIDE = 320;

export class U2netImageEngine implements ImageEngine {
  constructor(
    private readonly file: string,
    private readonly pool: OnnxPool,
  ) {}

  async removeBackground(params: { model: string; image: Buffer }, signal: AbortSignal): Promise<ImageResult> {
    const sharp = await loadSharp();
    // autoOrient: the mask is made and applied on the image as it is seen
    const oriented = await sharp(params.image, { limitInputPixels: false, autoOrient: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height } = oriented.info;
    if (!width || !height) throw new ProviderError('malformed', 'the image has no size');
    const small = await sharp(oriented.data, { raw: { width, height, channels: 3 } })
      .resize(SIDE, SIDE, { fit: 'fill', kernel: sharp.kernel.lanczos3 })
      .raw()
      .toBuffer();
    const rgb = new Uint8Array(small);
    const answer = await this.pool.run({ kind: 'u2net', file: this.file, rgb, size: SIDE }, [rgb.buffer as ArrayBuffer], signal);
    if (!('mask' in answer)) throw new ProviderError('malformed', 'U²-Net returned no mask');
    const alpha = await sharp(Buffer.from(answer.mask.buffer, answer.mask.byteOffset, answer.mask.byteLength), {
      raw: { width: SIDE, height: SIDE, channels: 1 },
    })
      .resize(width, height, { fit: 'fill', kernel: sharp.kernel.lanczos3 })
      .toColourspace('b-w') // one channel out, as it came in (sharp writes sRGB by default)
      .raw()
      .toBuffer();
    signal.throwIfAborted();
    const image = await sharp(oriented.data, { raw: { width, height, channels: 3 } })
      .joinChannel(alpha, { raw: { width, height, channels: 1 } })
      .png()
      .toBuffer();
    return { images: [image] };
  }
}
