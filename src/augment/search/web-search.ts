// POST /augment/search: the named provider (or the configured default) answers the query, charged
// per call. No provider served: a 503 saying how to configure one. A provider named that is not
// served while others are: the caller's choice, a 400 naming those served. An upstream that cannot
// answer: a 502, nothing charged.
import type { PaidCallContext } from '../../billing/paid-step.js';
import { apiError, badRequest } from '../../errors.js';
import { SEARCH_PROVIDER_NAMES, type AugmentConfig, type SearchApi, type SearchProviderConfig, type SearchProviderName } from '../../catalog/augment-config.js';
import { chargedPerCall } from '../per-call.js';
import { braveProvider } from './brave.js';
import { googleProvider } from './google.js';
import { SearchUnavailable, type SearchProvider, type SearchResult } from './search-provider.js';
import { searxngProvider } from './searxng.js';

const PROVIDERS: Record<SearchApi, (config: SearchProviderConfig) => SearchProvider> = {
  searxng: searxngProvider,
  brave: braveProvider,
  google: googleProvider,
};

export interface SearchRequest {
  query: string;
  limit?: number;
  search_provider?: SearchProviderName;
}

export const DEFAULT_SEARCH_LIMIT = 10;

const noneConfigured = (name: string | undefined) =>
  apiError('SEARCH_NOT_CONFIGURED', {
    message:
      (name ? `The search provider ${name} is not configured on this service, nor is any other` : 'No search provider is configured on this service') +
      '. The operator configures providers in config/augment.yaml: set SEARXNG_URL to a SearXNG instance with its JSON format enabled, ' +
      'or BRAVE_SEARCH_API_KEY for the Brave Search API.',
  });

const notServed = (name: string, served: readonly string[]) => {
  const reason = `is not configured on this service; the configured providers are: ${served.join(', ')}`;
  return badRequest(`search_provider ${name} ${reason}`, { _errors: [], search_provider: { _errors: [reason] } });
};

/**
 * The provider serving `name`, or the default: `default_provider` when served, else the first
 * served. A 503 when none is served; a 400 when the one named is not but others are.
 */
export function chooseProvider(config: AugmentConfig, name: SearchProviderName | undefined): { name: SearchProviderName; provider: SearchProvider } {
  const served = SEARCH_PROVIDER_NAMES.filter((candidate) => config.searchProviders[candidate] !== undefined);
  if (served.length === 0) throw noneConfigured(name);
  const chosen = name ?? (served.includes(config.defaultSearchProvider) ? config.defaultSearchProvider : served[0]!);
  const provider = config.searchProviders[chosen];
  if (!provider) throw notServed(chosen, served);
  return { name: chosen, provider: PROVIDERS[provider.api](provider) };
}

export async function searchWeb(
  query: string,
  limit: number,
  name: SearchProviderName | undefined,
  call: Pick<PaidCallContext, 'services' | 'signal'>,
): Promise<SearchResult[]> {
  const { name: chosen, provider } = chooseProvider(call.services.catalog.augment, name);
  try {
    return await provider.search(query, limit, call.signal);
  } catch (error) {
    if (error instanceof SearchUnavailable)
      throw apiError('UPSTREAM_UNAVAILABLE', { message: `Web search (${chosen}) failed: ${error.message}; nothing was charged` });
    throw error;
  }
}

export async function webSearch(request: SearchRequest, call: PaidCallContext): Promise<{ query: string; results: SearchResult[] }> {
  // Refused before the rate limit and the money when nothing can answer.
  chooseProvider(call.services.catalog.augment, request.search_provider);
  const price = { sku: 'augment-search', micro: call.services.catalog.augment.prices.search };
  const results = await chargedPerCall(call, price, () => searchWeb(request.query, request.limit ?? DEFAULT_SEARCH_LIMIT, request.search_provider, call));
  return { query: request.query, results };
}
