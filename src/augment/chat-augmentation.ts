// A chat request with what the service adds before the model sees it: documents as text
// (chat-documents.ts); images and videos given by URL as the fetched bytes (chat-media.ts); with enable_web_scraping, the pages the latest user message links to
// (chat-scraping.ts); with enable_x_search (or an x_search tool) and no page scraped, web and X
// search results (chat-x-search.ts); with enable_web_search=on and no page scraped (scraping
// and X search bypass it), web search results (chat-web-search.ts); with enable_web_search=auto, a search tool the model may call
// (chat-auto-search.ts). Pages and searches are billed on top of the tokens. The plan
// is made once to learn the effective service_parameters and refuse what no model could take, and
// made again when something was added.
import type { ChatRequest } from '../inference/features.js';
import type { Principal } from '../principal.js';
import { planChat, type ChatPlan } from '../inference/chat-plan.js';
import type { Services } from '../services.js';
import { documentsAsText } from './chat-documents.js';
import { withLinkedPages } from './chat-scraping.js';
import { mediaAsData, withMediaPlaceholders } from './chat-media.js';
import { wantsXSearch, withXSearchResults, type XSearchFilters } from './chat-x-search.js';
import { withSearchResults } from './chat-web-search.js';
import { withAutoSearch } from './chat-auto-search.js';

const perCall = (micro: bigint, count: number) => ({ usd: micro * BigInt(count), diem: micro * BigInt(count) });

/** Whether some message has content parts (files, images, videos): only those can need documents or media read. */
const hasContentParts = (request: ChatRequest) => request.messages.some((message) => Array.isArray(message.content));

type Prepared = { request: ChatRequest; plan: ChatPlan };

/** The request with its documents as text and its media fetched, planned: the request itself, when it has only text. */
async function withDocumentsAndMedia(services: Services, principal: Principal | undefined, body: ChatRequest, signal: AbortSignal): Promise<Prepared> {
  if (!hasContentParts(body)) return { request: body, plan: planChat(services, principal, body) };
  return readDocumentsAndMedia(services, principal, body, signal);
}

async function readDocumentsAndMedia(services: Services, principal: Principal | undefined, body: ChatRequest, signal: AbortSignal): Promise<Prepared> {
  const documents = await documentsAsText(body, services, signal);
  // Media URLs are fetched once the request is known to be one the model can take (chat-media.ts).
  const checked = planChat(services, principal, await withMediaPlaceholders(documents));
  const media = { fetcher: services.callerFetch, allowHosts: services.catalog.augment.fetch.allowHosts, signal };
  const request = await mediaAsData(documents, media);
  return { request, plan: request === documents ? checked : planChat(services, principal, request) };
}

/** `xFilters`: the responses endpoint's x_search tool (its presence asks for X search). */
export async function augmentedChatPlan(
  services: Services,
  principal: Principal | undefined,
  body: ChatRequest,
  signal: AbortSignal,
  xFilters?: XSearchFilters,
): Promise<ChatPlan> {
  const { request, plan } = await withDocumentsAndMedia(services, principal, body, signal);
  const prices = services.catalog.augment.prices;
  if (plan.parameters.enable_web_scraping) {
    const scraped = await withLinkedPages(request, services, signal);
    if (scraped.pages.length > 0) {
      return {
        ...planChat(services, principal, scraped.request),
        surcharge: { price: perCall(prices.scrape, scraped.pages.length), notes: `${scraped.pages.length} scraped URL(s)` },
      };
    }
  }
  // X search takes the place of the standard web search.
  if (xFilters || wantsXSearch(request, plan)) {
    const searched = await withXSearchResults(request, plan, services, xFilters ?? {}, signal);
    if (searched.results.length === 0) return plan;
    return {
      ...planChat(services, principal, searched.request),
      ...(searched.surcharge ? { surcharge: searched.surcharge } : {}),
      citations: searched.results,
    };
  }
  if (plan.parameters.enable_web_search === 'on') {
    const searched = await withSearchResults(request, plan.parameters, services, signal);
    if (searched.results.length > 0) {
      return {
        ...planChat(services, principal, searched.request),
        surcharge: { price: perCall(prices.search, 1), notes: '1 web search' },
        citations: searched.results,
      };
    }
  }
  // The chat web_search tool: the model may search, as with `auto` (unless search is forced or off by name).
  if (plan.parameters.enable_web_search === 'auto') return withAutoSearch(plan, request, services, 'Web search (enable_web_search=auto)');
  if (plan.parameters.enable_web_search === 'off' && request.tools?.some((tool) => tool.type === 'web_search')) {
    return withAutoSearch({ ...plan, parameters: { ...plan.parameters, enable_web_search: 'auto' } }, request, services, 'The web_search tool');
  }
  return plan;
}
