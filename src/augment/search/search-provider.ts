// One small interface for every web search upstream: a query and a result count in, results out
// in the API's shape. Each upstream API converts its own answer (searxng.ts, brave.ts, google.ts);
// upstream-request.ts does the HTTP. A provider throws SearchUnavailable when its upstream cannot
// answer; the operation turns that into a 502 and charges nothing.
import { isPlainObject } from '../../plain-object.js';

export interface SearchResult {
  title: string;
  url: string;
  /** A snippet of the page, plain text. */
  content: string;
  /** When the page was published, as the provider gives it (ISO 8601 where it has one); '' when unknown. */
  date: string;
}

export interface SearchProvider {
  search(query: string, limit: number, signal: AbortSignal): Promise<SearchResult[]>;
}

export class SearchUnavailable extends Error {}

export type PlainText = (snippet: unknown) => string;

/**
 * Snippets arrive with markup (`<strong>` around matches) and entities; the API gives plain text,
 * read by linkedom's HTML parser (loaded on first use: most requests never parse HTML).
 */
export async function plainTextReader(): Promise<PlainText> {
  const { parseHTML } = await import('linkedom');
  return (snippet) => {
    if (typeof snippet !== 'string' || snippet === '') return '';
    if (!/[<&]/.test(snippet)) return snippet.trim();
    return (parseHTML(`<!doctype html><html><body>${snippet}</body></html>`).document.body.textContent ?? '').trim();
  };
}

/** A provider's date as ISO 8601 when it parses, else as given, else ''. */
export function isoDate(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? value.trim() : new Date(parsed).toISOString();
}

/** The objects of an array found at `path` in an upstream's JSON answer ([] when absent). */
export function recordsAt(answer: unknown, ...path: string[]): Record<string, unknown>[] {
  let node: unknown = answer;
  for (const key of path) node = isPlainObject(node) ? node[key] : undefined;
  return Array.isArray(node) ? node.filter(isPlainObject) : [];
}

/** Results with a title and an http(s) URL, at most `limit`. */
export function usable(results: SearchResult[], limit: number): SearchResult[] {
  return results.filter((result) => result.title !== '' && /^https?:\/\//i.test(result.url)).slice(0, limit);
}
