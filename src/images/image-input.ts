// Images callers send (base64, data URLs, uploaded files, http(s) URLs) are read and checked here,
// before any engine or charge: at most 25 MB, a format sharp can decode, and a pixel count within the
// operation's bounds. A bad image is the caller's 400, 413 or 415, never our 500.
import type { Metadata } from 'sharp';
import { loadSharp } from '../providers/sharp/load-sharp.js';
import { apiError, badRequest } from '../errors.js';
import { ContentTooLarge, FetchFailure, type PublicFetcher } from '../outbound/public-fetch.js';

/** The largest image accepted, in bytes (25 MB). */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
/** The smallest image accepted: 256 × 256 pixels. */
export const MIN_IMAGE_PIXELS = 65_536;

/** The formats accepted, as sharp names them. */
const READABLE_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif', 'heif', 'avif', 'tiff']);

export interface CheckedImage {
  bytes: Buffer;
  format: string;
  width: number;
  height: number;
}

const invalid = (field: string, reason: string) => badRequest(`${field} ${reason}`, { _errors: [], [field]: { _errors: [reason] } }, 'INVALID_IMAGE');

const tooLarge = (field: string, reason: string) => apiError('PAYLOAD_TOO_LARGE', { message: `${field} ${reason}` });

function decodeBase64(text: string, field: string): Buffer {
  const data = /^data:/i.test(text) ? /^data:[^,]*;base64,(.*)$/is.exec(text)?.[1] : text;
  if (data === undefined) throw invalid(field, 'is a data URL without base64 data');
  const compact = data.replace(/\s+/g, '');
  if (compact.length === 0 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(compact)) throw invalid(field, 'is not base64 or a data URL');
  // 4 base64 characters carry 3 bytes: refuse an oversized image before decoding it
  if (Math.floor((compact.length * 3) / 4) > MAX_IMAGE_BYTES + 2) throw tooLarge(field, 'is larger than 25 MB');
  return Buffer.from(compact, 'base64');
}

async function download(url: string, field: string, signal: AbortSignal, fetcher: PublicFetcher): Promise<Buffer> {
  try {
    // The caller-URL fetcher: public addresses only, at every hop and every connection (src/outbound/).
    return (await fetcher.fetch(url, signal, 'image/*', { maxBytes: MAX_IMAGE_BYTES })).body;
  } catch (error) {
    if (error instanceof ContentTooLarge) throw tooLarge(field, 'is larger than 25 MB');
    if (error instanceof FetchFailure) throw invalid(field, `could not be downloaded: ${error.message}`);
    throw error;
  }
}

/** Where an image may come from: `urls`, the caller-URL fetcher, where an http(s) URL is allowed. */
export interface ImageSource {
  signal: AbortSignal;
  urls?: PublicFetcher;
}

/** The bytes of an image field: an uploaded file, base64, a data URL, or (where allowed) an http(s) URL. */
export async function imageBytes(value: string | Buffer, field: string, options: ImageSource): Promise<Buffer> {
  if (Buffer.isBuffer(value)) return value;
  if (/^https?:\/\//i.test(value)) {
    if (!options.urls) throw invalid(field, 'must be base64 or a data URL here, not an http(s) URL');
    return download(value, field, options.signal, options.urls);
  }
  return decodeBase64(value, field);
}

/** Decodes the header of an image and checks its bytes, format and pixels; `maxPixels` is the operation's bound. */
export async function checkImage(bytes: Buffer, field: string, maxPixels: number): Promise<CheckedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw tooLarge(field, 'is larger than 25 MB');
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw apiError('UNSUPPORTED_IMAGE_FORMAT', { message: `${field} is not a PNG, JPEG, WebP, GIF, AVIF or TIFF image` });
  }
  const { format, width, height } = metadata;
  if (!format || !READABLE_FORMATS.has(format)) {
    throw apiError('UNSUPPORTED_IMAGE_FORMAT', { message: `${field} is ${format ?? 'an unknown format'}; send PNG, JPEG, WebP, GIF, AVIF or TIFF` });
  }
  if (!width || !height) throw invalid(field, 'has no size');
  const pixels = width * height;
  if (pixels < MIN_IMAGE_PIXELS) throw invalid(field, `is ${width}×${height}; images need at least ${MIN_IMAGE_PIXELS} pixels (256×256)`);
  if (pixels > maxPixels) throw tooLarge(field, `is ${width}×${height}; at most ${maxPixels} pixels are accepted`);
  // A header that parses over data that does not (a truncated file) is found only by decoding it.
  try {
    await sharp(bytes, { limitInputPixels: maxPixels }).stats();
  } catch {
    throw invalid(field, 'cannot be decoded (truncated or corrupt)');
  }
  return { bytes, format, width, height };
}

/** Reads and checks one image field. */
export async function readImage(value: string | Buffer, field: string, options: ImageSource & { maxPixels: number }): Promise<CheckedImage> {
  return checkImage(await imageBytes(value, field, options), field, options.maxPixels);
}
