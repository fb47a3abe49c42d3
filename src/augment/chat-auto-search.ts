// enable_web_search=auto: the model decides. The service offers it a `web_search` function tool
// next to the caller's; when the model calls it, each call's query is searched with the configured
// provider (as POST /augment/search does), the numbered results go back as the call's tool message,
// and the model answers on (src/inference/service-tool.ts). Each search that ran is charged at the
// search price on top of the tokens; a model that does not call the tool costs no search. A model
// that cannot call tools, or a tool_choice that rules the tool out, answers without search. The
// chat `web_search` tool (with enable_web_search off) is served the same way.
import { ApiError } from '../errors.js';
import { type ChatRequest, unsupportedFeature } from '../inference/features.js';
import type { ServiceTool, ServiceToolAnswers } from '../inference/service-tool.js';
import type { ToolCall } from '../providers/contracts/chat.js';
import type { Services } from '../services.js';
import { CITE_INSTRUCTION, MAX_QUERY_CHARACTERS, numberedResults } from './chat-web-search.js';
import type { SearchResult } from './search/search-provider.js';
import { chooseProvider, DEFAULT_SEARCH_LIMIT, searchWeb } from './search/web-search.js';

export const SEARCH_TOOL_NAME = 'web_search';
/** Searches one answer may run; more calls are answered "not run". */
const MAX_SEARCHES = 3;
/** The most text one search gives the model: results past it are left out. */
const MAX_RESULT_BYTES = 16_000;

const DEFINITION = {
  type: 'function' as const,
  function: {
    name: SEARCH_TOOL_NAME,
    description:
      'Search the web for current information: recent events, prices, schedules, or facts you are not sure of. Returns numbered results with their URLs and snippets.',
    parameters: {
      type: 'object',
      properties: { query: { type: 'string', description: 'What to search for, as a search engine query' } },
      required: ['query'],
    },
  },
};

function queryOf(call: ToolCall): string | undefined {
  try {
    const query = (JSON.parse(call.function.arguments) as { query?: unknown }).query;
    if (typeof query !== 'string') return undefined;
    const compact = query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_CHARACTERS);
    return compact === '' ? undefined : compact;
  } catch {
    return undefined;
  }
}

/** As many of the results, in order, as fit the byte limit. */
function fitting(results: SearchResult[], first: number): SearchResult[] {
  const kept = [...results];
  while (kept.length > 0 && Buffer.byteLength(numberedResults(kept, first)) > MAX_RESULT_BYTES) kept.pop();
  return kept;
}

function searchTool(services: Services, cite: boolean): ServiceTool {
  const price = services.catalog.augment.prices.search;
  return {
    definition: DEFINITION,
    maxCalls: MAX_SEARCHES,
    maxResultBytes: MAX_RESULT_BYTES,
    pricePerCall: { usd: price, diem: price },
    async answer(calls, signal): Promise<ServiceToolAnswers> {
      const citations: SearchResult[] = [];
      const contents: string[] = [];
      let searches = 0;
      for (const [index, call] of calls.entries()) {
        const query = queryOf(call);
        if (index >= MAX_SEARCHES) {
          contents.push(`Not searched: at most ${MAX_SEARCHES} searches per answer.`);
        } else if (!query) {
          contents.push('Not searched: the arguments need a "query" string.');
        } else {
          try {
            const results = fitting(await searchWeb(query, DEFAULT_SEARCH_LIMIT, undefined, { services, signal }), citations.length + 1);
            searches += 1;
            const listed = results.length > 0 ? numberedResults(results, citations.length + 1) : 'No results.';
            citations.push(...results);
            contents.push(`Web search results for "${query}":\n\n${listed}${cite && results.length > 0 ? `\n\n${CITE_INSTRUCTION}` : ''}`);
          } catch (error) {
            if (!(error instanceof ApiError && error.code === 'UPSTREAM_UNAVAILABLE')) throw error;
            services.logger.warn('web search for a chat failed; the model answers without results', { reason: error.message });
            contents.push('The web search failed; answer without it.');
          }
        }
      }
      const total = price * BigInt(searches);
      return {
        contents,
        citations,
        ...(searches > 0 ? { surcharge: { price: { usd: total, diem: total }, notes: `${searches} web search(es)` } } : {}),
      };
    },
  };
}

/**
 * The search tool to offer (the plan offers it to the candidates that can call tools: chat-plan.ts);
 * undefined when tool_choice rules it out. `cite`: ask the model to cite the results.
 */
export function autoSearchTool(request: ChatRequest, cite: boolean, services: Services, feature: string): ServiceTool | undefined {
  try {
    chooseProvider(services.catalog.augment, undefined);
  } catch {
    throw unsupportedFeature(`${feature} is not available: no search provider is configured on this server`);
  }
  if ((request.n ?? 1) > 1) throw unsupportedFeature(`${feature} answers one choice: use n=1`);
  if ((request.tools ?? []).some((tool) => tool.type === 'function' && tool.function.name === SEARCH_TOOL_NAME)) {
    throw unsupportedFeature(`With enable_web_search=auto the service offers the model a tool named ${SEARCH_TOOL_NAME}: rename your function`);
  }
  // `none` or one named function: the model may not call the search tool.
  if (request.tool_choice !== undefined && request.tool_choice !== 'auto' && request.tool_choice !== 'required') return undefined;
  return searchTool(services, cite);
}
