// A SearXNG instance's JSON API: GET /search?q=…&format=json (the instance must list `json` in
// search.formats), optionally restricted to some of its engines.
import type { SearchProviderConfig } from '../../catalog/augment-config.js';
import { isoDate, plainTextReader, recordsAt, usable, type SearchProvider } from './search-provider.js';
import { getJson } from './upstream-request.js';

export function searxngProvider(config: SearchProviderConfig): SearchProvider {
  return {
    async search(query, limit, signal) {
      const url = new URL(config.url);
      url.searchParams.set('q', query);
      url.searchParams.set('format', 'json');
      if (config.engines) url.searchParams.set('engines', config.engines);
      const answer = await getJson('The SearXNG instance', url, {}, signal);
      const plainText = await plainTextReader();
      const results = recordsAt(answer, 'results').map((result) => ({
        title: plainText(result.title),
        url: String(result.url ?? ''),
        content: plainText(result.content),
        date: isoDate(result.publishedDate),
      }));
      return usable(results, limit);
    },
  };
}
