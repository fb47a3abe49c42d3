// The Brave Search API (web search): GET …/res/v1/web/search?q=…&count=… with the subscription
// token in X-Subscription-Token; results in web.results, snippets in `description` with markup.
import type { SearchProviderConfig } from '../../catalog/augment-config.js';
import { isoDate, plainTextReader, recordsAt, usable, type SearchProvider } from './search-provider.js';
import { getJson } from './upstream-request.js';

const MAX_COUNT = 20; // the API's own maximum

export function braveProvider(config: SearchProviderConfig): SearchProvider {
  return {
    async search(query, limit, signal) {
      const url = new URL(config.url);
      url.searchParams.set('q', query);
      url.searchParams.set('count', String(Math.min(limit, MAX_COUNT)));
      const answer = await getJson('The Brave Search API', url, { 'X-Subscription-Token': config.apiKey ?? '' }, signal);
      const plainText = await plainTextReader();
      const results = recordsAt(answer, 'web', 'results').map((result) => ({
        title: plainText(result.title),
        url: String(result.url ?? ''),
        content: plainText(result.description),
        date: isoDate(result.page_age ?? result.age),
      }));
      return usable(results, limit);
    },
  };
}
