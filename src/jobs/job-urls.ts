// The URLs a media job names (a video's start and end images, reference images, videos, audio and
// documents, at any depth: keyframes, elements, scenes) are handed to the model's engine, which
// fetches them from wherever it runs, possibly inside the operator's network. Each is checked first
// like a URL this service fetches itself (PublicFetcher.assertPublic): http(s) to a public address,
// or a data URL.
import type { PublicFetcher } from '../outbound/public-fetch.js';

/** Every string under a property named `…_url`, or in an array under one named `…_urls`. */
export function namedUrls(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) namedUrls(item, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.endsWith('_url') && typeof item === 'string') found.push(item);
      else if (key.endsWith('_urls') && Array.isArray(item)) found.push(...item.filter((url): url is string => typeof url === 'string'));
      else namedUrls(item, found);
    }
  }
  return found;
}

/** Refuses the job (400 URL_NOT_ALLOWED) when one of its URLs points inside the operator's network. */
export async function assertPublicUrls(request: object, fetcher: Pick<PublicFetcher, 'assertPublic'>): Promise<void> {
  await Promise.all([...new Set(namedUrls(request))].map((url) => fetcher.assertPublic(url)));
}
