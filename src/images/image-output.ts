// Images leave in the format the caller asked for: whatever an engine returned (PNG from most,
// JPEG or WebP from some) is converted with sharp, and the prompt is written into EXIF when asked.
// No watermark is ever drawn, so `hide_watermark` changes nothing.
import { loadSharp } from '../providers/sharp/load-sharp.js';
import { ProviderError } from '../providers/contracts/provider-error.js';

export type OutputFormat = 'jpeg' | 'png' | 'webp';

export const CONTENT_TYPES: Record<OutputFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** EXIF ASCII fields must not be huge; the prompt is cut to this. */
const MAX_EXIF_TEXT = 2_000;

export interface EncodeOptions {
  /** Written as the EXIF ImageDescription (prompt) and Software (model). */
  exif?: { prompt: string; model: string };
}

/** An engine's image in `format`; an engine answer sharp cannot read is the engine's failure, not the caller's. */
export async function encodeImage(image: Buffer, format: OutputFormat, options: EncodeOptions = {}): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    let pipeline = sharp(image, { limitInputPixels: 268_402_689 }).toFormat(format);
    if (options.exif) {
      const description = options.exif.prompt.slice(0, MAX_EXIF_TEXT).replace(/[^\x20-\x7e]/g, '?');
      pipeline = pipeline.withExif({ IFD0: { ImageDescription: description, Software: options.exif.model.replace(/[^\x20-\x7e]/g, '?') } });
    }
    return await pipeline.toBuffer();
  } catch {
    throw new ProviderError('malformed', 'the engine returned an image that cannot be decoded');
  }
}

/** `jpg` is accepted as another name for JPEG. */
export function outputFormat(value: string | undefined, fallback: OutputFormat): OutputFormat {
  if (value === 'jpg') return 'jpeg';
  return value === 'jpeg' || value === 'png' || value === 'webp' ? value : fallback;
}
