// X (the social network) post search through the X API v2 recent search: GET
// …/2/tweets/search/recent?query&max_results&tweet.fields&expansions&user.fields[&start_time&end_time]
// with the operator's bearer token. Handle filters become the query's `from:` operators; the API
// searches the last 7 days, so a from_date before that is moved up to it. Posts come back as search
// results: the author as title, the post's URL, its text and its time.
import type { XSearchConfig } from '../../catalog/augment-config.js';
import { isoDate, recordsAt, type SearchResult } from './search-provider.js';
import { getJson } from './upstream-request.js';

export interface XSearchFilters {
  allowedHandles?: string[];
  excludedHandles?: string[];
  /** ISO 8601 dates (YYYY-MM-DD) or times. */
  fromDate?: string;
  toDate?: string;
}

const MIN_RESULTS = 10; // the API's own bounds of max_results
const MAX_RESULTS = 100;
const MAX_QUERY_CHARACTERS = 512;
const RECENT_WINDOW_MS = 7 * 24 * 3600 * 1000 - 60_000; // a minute inside the API's 7 days

const handle = (name: string) => name.trim().replace(/^@/, '');

function queryWith(query: string, filters: XSearchFilters): string {
  const allowed = (filters.allowedHandles ?? []).map(handle).filter(Boolean);
  const excluded = (filters.excludedHandles ?? []).map(handle).filter(Boolean);
  const operators = [
    ...(allowed.length > 0 ? [`(${allowed.map((name) => `from:${name}`).join(' OR ')})`] : []),
    ...excluded.map((name) => `-from:${name}`),
    '-is:retweet',
  ].join(' ');
  // The operators are kept whole; the caller's words are what is cut to fit.
  const room = MAX_QUERY_CHARACTERS - operators.length - 1;
  return `${query.slice(0, Math.max(room, 0)).trim()} ${operators}`;
}

/** A date or time as the API's RFC 3339 time, or undefined when it does not parse. */
function time(value: string | undefined, earliest?: number): string | undefined {
  if (!value) return undefined;
  const parsed = Date.parse(value);
  if (Number.isNaN(parsed)) return undefined;
  return new Date(earliest === undefined ? parsed : Math.max(parsed, earliest)).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function xPostsSearch(config: XSearchConfig) {
  return {
    async search(query: string, limit: number, filters: XSearchFilters, signal: AbortSignal): Promise<SearchResult[]> {
      const url = new URL(config.url);
      url.searchParams.set('query', queryWith(query, filters));
      url.searchParams.set('max_results', String(Math.min(Math.max(limit, MIN_RESULTS), MAX_RESULTS)));
      url.searchParams.set('tweet.fields', 'created_at,author_id');
      url.searchParams.set('expansions', 'author_id');
      url.searchParams.set('user.fields', 'username,name');
      const start = time(filters.fromDate, Date.now() - RECENT_WINDOW_MS);
      const end = time(filters.toDate);
      if (start) url.searchParams.set('start_time', start);
      if (end) url.searchParams.set('end_time', end);
      const answer = await getJson('The X API', url, { authorization: `Bearer ${config.bearerToken}` }, signal);
      const users = new Map(recordsAt(answer, 'includes', 'users').map((user) => [String(user.id), user]));
      return recordsAt(answer, 'data')
        .map((post) => {
          const author = users.get(String(post.author_id));
          const username = typeof author?.username === 'string' ? author.username : 'i/web';
          const name = typeof author?.name === 'string' ? author.name : '';
          return {
            title: author ? `${name ? `${name} ` : ''}(@${username}) on X` : 'A post on X',
            url: `https://x.com/${username}/status/${String(post.id)}`,
            content: typeof post.text === 'string' ? post.text : '',
            date: isoDate(post.created_at),
          };
        })
        .filter((result) => result.content !== '')
        .slice(0, limit);
    },
  };
}
