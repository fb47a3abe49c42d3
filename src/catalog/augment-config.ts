// config/augment.yaml (optional): the price of each augment call, the limits of fetching a
// caller's URL, and the search providers. Read by the catalog at boot; every problem is reported
// at once. Without the file nothing is searchable and the default prices and limits apply.
import type { AugmentFile } from '../../generated/config-types.js';
import type { ConfigProblems } from './config-files.js';
import { toMicro } from '../money.js';

export const SEARCH_APIS = ['searxng', 'brave', 'google'] as const;
export type SearchApi = (typeof SEARCH_APIS)[number];
/** The names a caller may pass as `search_provider` (the API's enum). */
export const SEARCH_PROVIDER_NAMES = ['brave', 'google'] as const;
export type SearchProviderName = (typeof SEARCH_PROVIDER_NAMES)[number];

export interface SearchProviderConfig {
  /** Which upstream API answers: a SearXNG instance's JSON API, the Brave Search API, or Google's Custom Search JSON API. */
  api: SearchApi;
  url: string;
  apiKey?: string;
  /** SearXNG: the engines to ask (its `engines` parameter). Google: the search engine id (`cx`). */
  engines?: string;
  engineId?: string;
}

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Hosts (names or addresses) a caller's URL may reach although internal; empty in production. */
  allowHosts: string[];
}

/** X (the social network) post search: the X API v2 recent search endpoint and its bearer token. */
export interface XSearchConfig {
  url: string;
  bearerToken: string;
}

export interface AugmentConfig {
  /** Micro-USD per call (DIEM at par). */
  prices: { search: bigint; scrape: bigint; textParser: bigint; xSearch: bigint };
  fetch: FetchLimits;
  /** Served providers only (url, and a key where the API needs one, set). */
  searchProviders: Partial<Record<SearchProviderName, SearchProviderConfig>>;
  defaultSearchProvider: SearchProviderName;
  /** Served when its url and bearer token are set (chat's enable_x_search). */
  xSearch?: XSearchConfig;
}

export const DEFAULT_AUGMENT_CONFIG: AugmentConfig = {
  prices: { search: 10_000n, scrape: 10_000n, textParser: 1_000n, xSearch: 10_000n },
  fetch: { timeoutMs: 15_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5, allowHosts: [] },
  searchProviders: {},
  defaultSearchProvider: 'brave',
};

type ProviderEntry = NonNullable<NonNullable<NonNullable<AugmentFile>['search']>['providers']>[string];

const FILE_NAME = 'augment.yaml';
/** A field's text, trimmed; undefined when empty. */
const text = (value: string | undefined) => value?.trim() || undefined;
const price = (value: number | string | undefined, fallback: bigint) => (value === undefined ? fallback : toMicro(String(value)));
const whole = (value: number | string | undefined, fallback: number) => (value === undefined ? fallback : Number(value));

/** A provider as served, or undefined until its url (and key, where its API needs one) is set. */
function providerOf(name: string, entry: ProviderEntry, problems: ConfigProblems): SearchProviderConfig | undefined {
  const url = text(entry.url);
  const apiKey = text(entry.api_key);
  const engineId = text(entry.engine_id);
  const engines = text(entry.engines);
  if (!url || (entry.api !== 'searxng' && !apiKey)) return undefined;
  if (entry.api === 'google' && !engineId)
    return void problems.add(
      FILE_NAME,
      `/search/providers/${name}/engine_id`,
      'is required once the provider is served (the Programmable Search Engine id, cx)',
    );
  return { api: entry.api, url, ...(apiKey ? { apiKey } : {}), ...(engines ? { engines } : {}), ...(engineId ? { engineId } : {}) };
}

/** The file as served (its shape is config/schemas/augment.schema.yaml's); the defaults without it. */
export function parseAugmentConfig(file: AugmentFile | undefined, problems: ConfigProblems): AugmentConfig {
  if (!file) return DEFAULT_AUGMENT_CONFIG;
  const defaults = DEFAULT_AUGMENT_CONFIG;
  const { prices = {}, fetch = {}, search = {} } = file;
  const allowHosts = (fetch.allow_hosts ?? '')
    .split(',')
    .map((host) =>
      host
        .trim()
        .toLowerCase()
        .replace(/^\[|\]$/g, ''),
    )
    .filter(Boolean);
  const searchProviders: AugmentConfig['searchProviders'] = {};
  for (const [name, entry] of Object.entries(search.providers ?? {})) {
    const provider = providerOf(name, entry, problems);
    if (provider) searchProviders[name as SearchProviderName] = provider;
  }
  const xUrl = text(file.x_search?.url);
  const bearerToken = text(file.x_search?.bearer_token);
  return {
    prices: {
      search: price(prices.search_usd, defaults.prices.search),
      scrape: price(prices.scrape_usd, defaults.prices.scrape),
      textParser: price(prices.text_parser_usd, defaults.prices.textParser),
      xSearch: price(prices.x_search_usd, defaults.prices.xSearch),
    },
    fetch: {
      timeoutMs: whole(fetch.timeout_seconds, defaults.fetch.timeoutMs / 1000) * 1000,
      maxBytes: whole(fetch.max_bytes, defaults.fetch.maxBytes),
      maxRedirects: whole(fetch.max_redirects, defaults.fetch.maxRedirects),
      allowHosts,
    },
    searchProviders,
    defaultSearchProvider: search.default_provider ?? defaults.defaultSearchProvider,
    // not served until both are set
    ...(xUrl && bearerToken ? { xSearch: { url: xUrl, bearerToken } } : {}),
  };
}
