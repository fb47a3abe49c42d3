// enable_x_search (chat), the chat `x_search` tool, or the responses `x_search` tool: search the
// web and X together for the latest user message, in place of the standard web search. Posts come
// from the X API (search/x-posts.ts, with the responses tool's handle and date filters) and pages
// from the default web search provider when one is configured; the results reach the model as web
// search results do (chat-web-search.ts) and come back as web_search_citations. Each search that
// answered with results is charged: the X search at its price, the web search at the search price. Only models
// whose catalog entry has supportsXSearch take it; no X search configured is a 400 naming the setting.
import { ApiError } from '../errors.js';
import { type ChatRequest, unsupportedFeature } from '../inference/features.js';
import type { ChatModels } from '../inference/chat-models.js';
import type { Surcharge } from '../inference/metering.js';
import type { EffectiveParameters } from '../inference/service-parameters.js';
import type { Services } from '../services.js';
import { latestUserQuery, withResults } from './chat-web-search.js';
import type { SearchResult } from './search/search-provider.js';
import { DEFAULT_SEARCH_LIMIT, chooseProvider, searchWeb } from './search/web-search.js';
import { type XSearchFilters, xPostsSearch } from './search/x-posts.js';
import { SearchUnavailable } from './search/search-provider.js';

export type { XSearchFilters };

export interface XSearched {
  request: ChatRequest;
  results: SearchResult[];
  surcharge?: Surcharge;
}

/** Whether the request asks for X search: the setting, or the chat tool. */
export const wantsXSearch = (request: ChatRequest, parameters: EffectiveParameters) =>
  parameters.enable_x_search || (request.tools ?? []).some((tool) => tool.type === 'x_search');

function webConfigured(services: Services): boolean {
  try {
    chooseProvider(services.catalog.augment, undefined);
    return true;
  } catch {
    return false;
  }
}

export async function withXSearchResults(
  request: ChatRequest,
  parameters: EffectiveParameters,
  models: ChatModels,
  services: Services,
  filters: XSearchFilters,
  signal: AbortSignal,
): Promise<XSearched> {
  const config = services.catalog.augment.xSearch;
  if (!config) {
    throw unsupportedFeature(
      'X search (enable_x_search) is not available: no X search is configured on this server (config/augment.yaml x_search: the X API recent search url and X_API_BEARER_TOKEN)',
    );
  }
  const { record } = models.primary;
  if (!record.model_spec.capabilities?.supportsXSearch) throw unsupportedFeature(`Model ${record.id} does not support X search (enable_x_search)`);
  const query = latestUserQuery(request);
  if (query === '') return { request, results: [] };
  const failed = (error: unknown): SearchResult[] | undefined => {
    if (error instanceof SearchUnavailable || (error instanceof ApiError && error.code === 'UPSTREAM_UNAVAILABLE')) {
      services.logger.warn('a search for a chat failed; answering without its results', { reason: error.message });
      return undefined;
    }
    throw error;
  };
  const [posts, pages] = await Promise.all([
    xPostsSearch(config).search(query, DEFAULT_SEARCH_LIMIT, filters, signal).catch(failed),
    webConfigured(services) ? searchWeb(query, DEFAULT_SEARCH_LIMIT, undefined, { services, signal }).catch(failed) : Promise.resolve(undefined),
  ]);
  const prices = services.catalog.augment.prices;
  // Charged as a web search with enable_web_search=on is: a search that answered with results.
  const micro = (posts?.length ? prices.xSearch : 0n) + (pages?.length ? prices.search : 0n);
  const results = [...(pages ?? []), ...(posts ?? [])];
  const ran = [...(posts?.length ? ['1 X search'] : []), ...(pages?.length ? ['1 web search'] : [])];
  return {
    request: withResults(request, results, parameters.enable_web_citations),
    results,
    ...(ran.length > 0 ? { surcharge: { price: { usd: micro, diem: micro }, notes: ran.join(', ') } } : {}),
  };
}
