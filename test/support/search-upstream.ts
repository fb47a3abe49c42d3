// Search upstreams on loopback, each speaking its real API's request and answer shapes: a SearXNG
// instance (GET /search?q&format=json[&engines]), the Brave Search API (GET
// /res/v1/web/search?q&count, X-Subscription-Token) and Google's Custom Search JSON API (GET
// /customsearch/v1?key&cx&q&num[&start]) and the X API v2 recent search (GET
// /2/tweets/search/recent?query&max_results…, a bearer token). Answers are built from the query; `failWith` makes the
// next answers an HTTP error.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SearchUpstream {
  url: string;
  requests: { path: string; query: URLSearchParams; headers: IncomingHttpHeaders }[];
  failWith(status: number | undefined): void;
  close(): Promise<void>;
}

const pages = (query: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({ n: index + 1, url: `https://example.org/${encodeURIComponent(query)}/${index + 1}` }));

function searxng(query: URLSearchParams) {
  const q = query.get('q') ?? '';
  return {
    query: q,
    number_of_results: 30,
    results: pages(q, 30).map(({ n, url }) => ({
      url,
      title: `${q} &amp; result ${n}`,
      content: `Snippet ${n} about ${q}`,
      engine: query.get('engines') ?? 'duckduckgo',
      publishedDate: n === 1 ? '2026-03-14T09:30:00' : null,
    })),
    answers: [],
    suggestions: [],
  };
}

function brave(query: URLSearchParams) {
  const q = query.get('q') ?? '';
  const count = Number(query.get('count') ?? 20);
  return {
    type: 'search',
    query: { original: q },
    web: {
      type: 'search',
      results: pages(q, count).map(({ n, url }) => ({
        type: 'search_result',
        title: `${q} result ${n}`,
        url,
        description: `A <strong>${q}</strong> snippet ${n}`,
        ...(n === 1 ? { page_age: '2026-02-01T12:00:00', age: 'February 1, 2026' } : {}),
      })),
    },
  };
}

/** The X API v2 recent search: posts in `data`, their authors in `includes.users`. */
function xPosts(query: URLSearchParams) {
  const q = query.get('query') ?? '';
  const posts = Array.from({ length: 3 }, (_, index) => ({
    id: `19000000000000000${index + 1}`,
    text: `Post ${index + 1} about ${q}`,
    author_id: `${100 + index}`,
    created_at: '2026-11-20T08:00:00.000Z',
    edit_history_tweet_ids: [`19000000000000000${index + 1}`],
  }));
  const users = posts.map((post, index) => ({ id: post.author_id, name: `Harbour ${index + 1}`, username: `harbour${index + 1}` }));
  return { data: posts, includes: { users }, meta: { result_count: posts.length, newest_id: posts[0]!.id, oldest_id: posts.at(-1)!.id } };
}

function google(query: URLSearchParams) {
  const q = query.get('q') ?? '';
  const start = Number(query.get('start') ?? 1);
  const num = Number(query.get('num') ?? 10);
  return {
    kind: 'customsearch#search',
    items: pages(q, start - 1 + num)
      .slice(start - 1)
      .map(({ n, url }) => ({
        kind: 'customsearch#result',
        title: `${q} result ${n}`,
        link: url,
        snippet: `Google snippet ${n}`,
        ...(n === 1 ? { pagemap: { metatags: [{ 'article:published_time': '2025-12-24T08:00:00Z' }] } } : {}),
      })),
  };
}

export async function startSearchUpstream(): Promise<SearchUpstream> {
  const requests: SearchUpstream['requests'] = [];
  let failure: number | undefined;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://upstream');
    requests.push({ path: url.pathname, query: url.searchParams, headers: request.headers });
    if (failure !== undefined) return response.writeHead(failure, { 'content-type': 'application/json' }).end('{"error":"failure"}');
    const answer =
      url.pathname === '/searxng/search' && url.searchParams.get('format') === 'json'
        ? searxng(url.searchParams)
        : url.pathname === '/brave/res/v1/web/search' && request.headers['x-subscription-token'] === 'brave-test-key'
          ? brave(url.searchParams)
          : url.pathname === '/google/customsearch/v1' && url.searchParams.get('key') === 'google-test-key' && url.searchParams.get('cx') === 'engine-1'
            ? google(url.searchParams)
            : url.pathname === '/x/2/tweets/search/recent' && request.headers.authorization === 'Bearer x-test-token'
              ? xPosts(url.searchParams)
              : undefined;
    if (!answer) return response.writeHead(403, { 'content-type': 'text/plain' }).end('forbidden');
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    failWith(status) {
      failure = status;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
