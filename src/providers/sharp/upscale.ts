// The embedded `sharp` engine: upscaling by Lanczos resampling (libvips' lanczos3 kernel), in
// process, with no weights and no upstream. It enlarges faithfully and invents no detail, so
// `creativity` has no effect. The operation has already bounded the output's pixels.
import { loadSharp } from './load-sharp.js';
import type { ImageEngine, ImageResult, ImageUpscaleParams } from '../contracts/images.js';
import { ProviderError } from '../contracts/provider-error.js';

export class SharpImageEngine implements ImageEngine {
  async upscale(params: ImageUpscaleParams, signal: AbortSignal): Promise<ImageResult> {
    // autoOrient: a photo's EXIF orientation is applied first, so width and height are as seen
    const sharp = await loadSharp();
    const image = sharp(params.image, { limitInputPixels: false, autoOrient: true });
    const metadata = await image.metadata();
    const width = metadata.autoOrient?.width ?? metadata.width;
    const height = metadata.autoOrient?.height ?? metadata.height;
    if (!width || !height) throw new ProviderError('malformed', 'the image has no size');
    signal.throwIfAborted();
    const output = await image
      .resize(Math.floor(width * params.scale), Math.floor(height * params.scale), { kernel: sharp.kernel.lanczos3, fit: 'fill' })
      .png()
      .toBuffer();
    return { images: [output] };
  }
}
