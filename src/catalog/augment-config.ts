// config/augment.yaml (optional): the price of each augment call, the limits of fetching a
// caller's URL, and the search providers. Read by the catalog at boot; every problem is reported
// at once. Without the file nothing is searchable and the default prices and limits apply.
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

const isMapping = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function price(value: unknown, fallback: bigint, where: string, problems: string[]): bigint {
  if (value === undefined) return fallback;
  try {
    const micro = toMicro(String(value));
    if (micro >= 0n) return micro;
  } catch {
    // reported below
  }
  problems.push(`${where} must be a non-negative USD amount such as "0.01"`);
  return fallback;
}

function whole(value: unknown, fallback: number, where: string, problems: string[]): number {
  if (value === undefined) return fallback;
  // A number, or its digits (a value taken from the environment).
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof number === 'number' && Number.isInteger(number) && number >= 0) return number;
  problems.push(`${where} must be a whole number ≥ 0`);
  return fallback;
}

function readProvider(name: string, value: unknown, problems: string[]): SearchProviderConfig | undefined {
  const where = `augment.yaml search.providers.${name}`;
  if (!(SEARCH_PROVIDER_NAMES as readonly string[]).includes(name))
    return void problems.push(`${where}: a provider is named ${SEARCH_PROVIDER_NAMES.join(' or ')}`);
  if (!isMapping(value)) return void problems.push(`${where} must be a mapping of api, url, api_key, engines, engine_id`);
  const api = value.api;
  if (!SEARCH_APIS.includes(api as SearchApi)) return void problems.push(`${where}.api must be one of ${SEARCH_APIS.join(', ')}`);
  const text = (field: string) => (typeof value[field] === 'string' && (value[field] as string).trim() !== '' ? (value[field] as string).trim() : undefined);
  const url = text('url');
  const apiKey = text('api_key');
  const engineId = text('engine_id');
  if (!url) return undefined; // configured but not served here
  if (!/^https?:\/\//.test(url)) return void problems.push(`${where}.url must be an http(s) URL`);
  if (api !== 'searxng' && !apiKey) return undefined; // the API needs a key: not served until it is set
  if (api === 'google' && !engineId) return void problems.push(`${where}.engine_id (the Programmable Search Engine id, cx) is required`);
  return {
    api: api as SearchApi,
    url,
    ...(apiKey ? { apiKey } : {}),
    ...(text('engines') ? { engines: text('engines') } : {}),
    ...(engineId ? { engineId } : {}),
  };
}

function readXSearch(value: unknown, problems: string[]): XSearchConfig | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isMapping(value)) return void problems.push('augment.yaml x_search must be a mapping of url, bearer_token');
  const url = typeof value.url === 'string' ? value.url.trim() : '';
  const bearerToken = typeof value.bearer_token === 'string' ? value.bearer_token.trim() : '';
  if (!url || !bearerToken) return undefined; // not served until both are set
  if (!/^https?:\/\//.test(url)) return void problems.push('augment.yaml x_search.url must be an http(s) URL');
  return { url, bearerToken };
}

export function parseAugmentConfig(file: unknown, problems: string[]): AugmentConfig {
  if (file === undefined || file === null) return DEFAULT_AUGMENT_CONFIG;
  if (!isMapping(file)) {
    problems.push('augment.yaml must be a mapping');
    return DEFAULT_AUGMENT_CONFIG;
  }
  const defaults = DEFAULT_AUGMENT_CONFIG;
  const prices = isMapping(file.prices) ? file.prices : {};
  const fetch = isMapping(file.fetch) ? file.fetch : {};
  const search = isMapping(file.search) ? file.search : {};
  const allowHosts = String(fetch.allow_hosts ?? '')
    .split(',')
    .map((host) =>
      host
        .trim()
        .toLowerCase()
        .replace(/^\[|\]$/g, ''),
    )
    .filter(Boolean);
  const searchProviders: AugmentConfig['searchProviders'] = {};
  for (const [name, value] of Object.entries(isMapping(search.providers) ? search.providers : {})) {
    const provider = readProvider(name, value, problems);
    if (provider) searchProviders[name as SearchProviderName] = provider;
  }
  const defaultSearchProvider = search.default_provider ?? defaults.defaultSearchProvider;
  const xSearch = readXSearch(file.x_search, problems);
  if (!(SEARCH_PROVIDER_NAMES as readonly unknown[]).includes(defaultSearchProvider))
    problems.push(`augment.yaml search.default_provider must be one of ${SEARCH_PROVIDER_NAMES.join(', ')}`);
  return {
    prices: {
      search: price(prices.search_usd, defaults.prices.search, 'augment.yaml prices.search_usd', problems),
      scrape: price(prices.scrape_usd, defaults.prices.scrape, 'augment.yaml prices.scrape_usd', problems),
      textParser: price(prices.text_parser_usd, defaults.prices.textParser, 'augment.yaml prices.text_parser_usd', problems),
      xSearch: price(prices.x_search_usd, defaults.prices.xSearch, 'augment.yaml prices.x_search_usd', problems),
    },
    fetch: {
      timeoutMs: whole(fetch.timeout_seconds, defaults.fetch.timeoutMs / 1000, 'augment.yaml fetch.timeout_seconds', problems) * 1000,
      maxBytes: whole(fetch.max_bytes, defaults.fetch.maxBytes, 'augment.yaml fetch.max_bytes', problems),
      maxRedirects: whole(fetch.max_redirects, defaults.fetch.maxRedirects, 'augment.yaml fetch.max_redirects', problems),
      allowHosts,
    },
    searchProviders,
    defaultSearchProvider: defaultSearchProvider as SearchProviderName,
    ...(xSearch ? { xSearch } : {}),
  };
}
