// enable_web_search=on: the latest user message is searched with the configured provider (as POST
// /augment/search does) and the results are given to the model, numbered, in a system message just
// before that message; with enable_web_citations the model is asked to cite them as [REF]n[/REF].
// The results come back as web_search_citations. No provider configured: a 400 naming the feature.
// A provider that fails leaves the answer without results (and the search uncharged).
import { ApiError } from '../errors.js';
import { type ChatRequest, unsupportedFeature } from '../inference/features.js';
import type { EffectiveParameters } from '../inference/service-parameters.js';
import type { Services } from '../services.js';
import type { SearchResult } from './search/search-provider.js';
import { chooseProvider, DEFAULT_SEARCH_LIMIT, searchWeb } from './search/web-search.js';

type RequestMessage = ChatRequest['messages'][number];

export const MAX_QUERY_CHARACTERS = 400; // the search API's own limit

export function messageText(message: RequestMessage): string {
  if (typeof message.content === 'string') return message.content;
  if (!Array.isArray(message.content)) return '';
  return message.content.map((part) => (part.type === 'text' ? part.text : '')).join(' ');
}

export const CITE_INSTRUCTION =
  "When a sentence uses a result, cite it right after the sentence as [REF]n[/REF], n being the result's number (e.g. [REF]2[/REF]).";

/** Results as the model reads them, numbered from `first` (so several searches' numbers do not collide). */
export function numberedResults(results: SearchResult[], first = 1): string {
  const listed = results.map((result, index) =>
    [`[${first + index}] ${result.title}`, `URL: ${result.url}`, ...(result.date ? [`Date: ${result.date}`] : []), result.content].join('\n'),
  );
  return listed.join('\n\n');
}

function resultsMessage(results: SearchResult[], cite: boolean): RequestMessage {
  const citing = cite ? `\n\n${CITE_INSTRUCTION}` : '';
  return { role: 'system', content: `Web search results for the user's latest message, searched just now:\n\n${numberedResults(results)}${citing}` };
}

export interface SearchedRequest {
  request: ChatRequest;
  results: SearchResult[];
}

export async function withSearchResults(
  request: ChatRequest,
  parameters: EffectiveParameters,
  services: Services,
  signal: AbortSignal,
): Promise<SearchedRequest> {
  try {
    chooseProvider(services.catalog.augment, undefined);
  } catch {
    throw unsupportedFeature('Web search (enable_web_search=on) is not available: no search provider is configured on this server');
  }
  const query = latestUserQuery(request);
  if (query === '') return { request, results: [] };
  let results: SearchResult[];
  try {
    results = await searchWeb(query, DEFAULT_SEARCH_LIMIT, undefined, { services, signal });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'UPSTREAM_UNAVAILABLE') {
      services.logger.warn('web search for a chat failed; answering without results', { reason: error.message });
      return { request, results: [] };
    }
    throw error;
  }
  return { request: withResults(request, results, parameters.enable_web_citations), results };
}

/** The latest user message's text as a search query ('' when there is none). */
export function latestUserQuery(request: ChatRequest): string {
  const last = request.messages.map((message) => message.role).lastIndexOf('user');
  return last < 0 ? '' : messageText(request.messages[last]!).replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_CHARACTERS);
}

/** The request with the numbered results in a system message just before the latest user message (unchanged without results). */
export function withResults(request: ChatRequest, results: SearchResult[], cite: boolean): ChatRequest {
  if (results.length === 0) return request;
  const last = request.messages.map((message) => message.role).lastIndexOf('user');
  const messages = [...request.messages.slice(0, last), resultsMessage(results, cite), ...request.messages.slice(last)];
  return { ...request, messages };
}
