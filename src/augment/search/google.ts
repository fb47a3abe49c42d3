// Google's Custom Search JSON API: GET …/customsearch/v1?key=…&cx=…&q=…&num=… (at most 10 a page,
// so a larger limit reads a second page from start=11). Dates come from the pages' metadata.
import type { SearchProviderConfig } from '../../catalog/augment-config.js';
import { isoDate, plainTextReader, recordsAt, usable, type SearchProvider, type SearchResult } from './search-provider.js';
import { getJson } from './upstream-request.js';

const PAGE_SIZE = 10;

function publishedDate(item: Record<string, unknown>): string {
  const [metatags] = recordsAt(item, 'pagemap', 'metatags');
  return isoDate(metatags?.['article:published_time'] ?? metatags?.['og:updated_time'] ?? '');
}

export function googleProvider(config: SearchProviderConfig): SearchProvider {
  const page = async (query: string, start: number, count: number, signal: AbortSignal): Promise<SearchResult[]> => {
    const url = new URL(config.url);
    url.searchParams.set('key', config.apiKey ?? '');
    url.searchParams.set('cx', config.engineId ?? '');
    url.searchParams.set('q', query);
    url.searchParams.set('num', String(count));
    if (start > 1) url.searchParams.set('start', String(start));
    const answer = await getJson("Google's Custom Search API", url, {}, signal);
    const plainText = await plainTextReader();
    return recordsAt(answer, 'items').map((item) => ({
      title: plainText(item.title),
      url: String(item.link ?? ''),
      content: plainText(item.snippet),
      date: publishedDate(item),
    }));
  };
  return {
    async search(query, limit, signal) {
      const results = await page(query, 1, Math.min(limit, PAGE_SIZE), signal);
      if (limit > PAGE_SIZE && results.length === PAGE_SIZE) results.push(...(await page(query, PAGE_SIZE + 1, limit - PAGE_SIZE, signal)));
      return usable(results, limit);
    },
  };
}
