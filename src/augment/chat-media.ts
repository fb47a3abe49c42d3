// Images and videos that chat messages give by http(s) URL are fetched by the service, through the
// caller-URL fetcher (src/outbound/public-fetch.ts), and reach the engine as data URLs. An engine
// handed the URL would fetch it itself, from inside the operator's network and without our checks
// (a name that resolves to an internal address, a redirect to one), so no caller URL goes to an
// engine. An image must decode and be at least 64 pixels on each side; a video must not redirect
// and must answer with a video Content-Type (MP4, MPEG, QuickTime, WebM). Data URLs pass as they are.
import type { components } from '../../generated/api-types.js';
import { apiError, badRequest } from '../errors.js';
import { checkedCallerUrl } from '../inference/caller-urls.js';
import type { ChatRequest } from '../inference/features.js';
import { loadSharp } from '../providers/sharp/load-sharp.js';
import { ContentTooLarge, FetchFailure, type PublicFetcher } from '../outbound/public-fetch.js';

type UserPart = components['schemas']['ChatUserContentPart'];

/** The largest image or video fetched for a chat (25 MB, the image endpoints' limit). */
const MAX_MEDIA_BYTES = 25 * 1024 * 1024;
const MIN_IMAGE_SIDE = 64;
const IMAGE_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);
const VIDEO_TYPES = new Set(['video/mp4', 'video/mpeg', 'video/quicktime', 'video/webm']);

const isRemote = (url: string) => /^https?:\/\//i.test(url);

const unusable = (field: string, reason: string, code: 'INVALID_IMAGE' | 'INVALID_REQUEST') =>
  badRequest(`${field} ${reason}`, { _errors: [], [field]: { _errors: [reason] } }, code);

async function fetched(url: string, field: string, fetcher: PublicFetcher, signal: AbortSignal, accept: string, maxRedirects?: number) {
  try {
    return await fetcher.fetch(url, signal, accept, { maxBytes: MAX_MEDIA_BYTES, ...(maxRedirects === undefined ? {} : { maxRedirects }) });
  } catch (error) {
    if (error instanceof ContentTooLarge) throw apiError('PAYLOAD_TOO_LARGE', { message: `${field} is larger than 25 MB` });
    if (error instanceof FetchFailure)
      throw unusable(field, `could not be fetched: ${error.message}`, field.startsWith('image') ? 'INVALID_IMAGE' : 'INVALID_REQUEST');
    throw error;
  }
}

async function imageData(url: string, fetcher: PublicFetcher, signal: AbortSignal): Promise<string> {
  const field = 'image_url.url';
  const { body } = await fetched(url, field, fetcher, signal, 'image/*');
  const sharp = await loadSharp();
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(body, { limitInputPixels: false }).metadata();
  } catch {
    throw unusable(field, 'is not an image', 'INVALID_IMAGE');
  }
  const { format, width = 0, height = 0 } = metadata;
  if (!format || !IMAGE_FORMATS.has(format)) throw unusable(field, `is ${format ?? 'an unknown format'}; send PNG, JPEG, WebP or GIF`, 'INVALID_IMAGE');
  if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE)
    throw unusable(field, `is ${width}×${height}; images need at least ${MIN_IMAGE_SIDE} pixels on each side`, 'INVALID_IMAGE');
  return `data:image/${format};base64,${body.toString('base64')}`;
}

async function videoData(url: string, fetcher: PublicFetcher, signal: AbortSignal): Promise<string> {
  const field = 'video_url.url';
  const resource = await fetched(url, field, fetcher, signal, 'video/*', 0);
  if (!VIDEO_TYPES.has(resource.mediaType))
    throw unusable(field, `answered with ${resource.mediaType || 'no Content-Type'}; send MP4, MPEG, QuickTime or WebM video`, 'INVALID_REQUEST');
  return `data:${resource.mediaType};base64,${resource.body.toString('base64')}`;
}

/** Where media come from: the caller-URL fetcher, and the hosts its configuration lets through (tests). */
export interface MediaSource {
  fetcher: PublicFetcher;
  allowHosts: readonly string[];
  signal: AbortSignal;
}

/** A URL naming this machine or a metadata service is refused as before any fetch (INVALID_REQUEST), unless configured as allowed. */
function checked(url: string, field: string, allowHosts: readonly string[]): string {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return checkedCallerUrl(url, field); // refuses it: not a valid URL
  }
  return allowHosts.includes(host) ? url : checkedCallerUrl(url, field);
}

async function asData(part: UserPart, source: MediaSource): Promise<UserPart> {
  const { fetcher, allowHosts, signal } = source;
  if (part.type === 'image_url' && isRemote(part.image_url.url)) {
    const url = checked(part.image_url.url, 'image_url.url', allowHosts);
    return { ...part, image_url: { ...part.image_url, url: await imageData(url, fetcher, signal) } };
  }
  if (part.type === 'video_url' && isRemote(part.video_url.url)) {
    const url = checked(part.video_url.url, 'video_url.url', allowHosts);
    return { ...part, video_url: { ...part.video_url, url: await videoData(url, fetcher, signal) } };
  }
  return part;
}

const remoteMedia = (part: UserPart) =>
  (part.type === 'image_url' && isRemote(part.image_url.url)) || (part.type === 'video_url' && isRemote(part.video_url.url));

/** Applies `change` to every user part of a request that has remote media; the same object when there is none. */
async function eachPart(request: ChatRequest, change: (part: UserPart) => UserPart | Promise<UserPart>): Promise<ChatRequest> {
  const hasRemote = request.messages.some((message) => message.role === 'user' && Array.isArray(message.content) && message.content.some(remoteMedia));
  if (!hasRemote) return request;
  const messages = await Promise.all(
    request.messages.map(async (message) => {
      if (message.role !== 'user' || !Array.isArray(message.content)) return message;
      return { ...message, content: await Promise.all(message.content.map(change)) };
    }),
  );
  return { ...request, messages };
}

/** The request with every http(s) image and video URL replaced by the fetched media's data URL; the same object when there is none. */
export function mediaAsData(request: ChatRequest, source: MediaSource): Promise<ChatRequest> {
  return eachPart(request, (part) => asData(part, source));
}
