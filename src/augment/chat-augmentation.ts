// A chat request with what the service adds before the model sees it, gathered before the request
// is planned (once: src/inference/chat-plan.ts), on the models resolved first (chat-models.ts):
// documents as text (chat-documents.ts); then the check that the model can take the request
// (features.ts), so nothing is fetched or searched for one it cannot; images and videos given by URL as the fetched bytes
// (chat-media.ts); with enable_web_scraping, the pages the latest user message links to
// (chat-scraping.ts); with enable_x_search (or an x_search tool) and no page scraped, web and X
// search results (chat-x-search.ts); with enable_web_search=on and no page scraped (scraping and X
// search bypass it), web search results (chat-web-search.ts); with enable_web_search=auto, a search
// tool the model may call (chat-auto-search.ts). Pages and searches are billed on top of the tokens.
import { requestParameters, type ChatModels } from '../inference/chat-models.js';
import { planChat, type ChatPlan, type CompletedRequest } from '../inference/chat-plan.js';
import { modelsTaking, type ChatRequest } from '../inference/features.js';
import type { EffectiveParameters } from '../inference/service-parameters.js';
import type { Services } from '../services.js';
import { autoSearchTool } from './chat-auto-search.js';
import { documentsAsText } from './chat-documents.js';
import { mediaAsData } from './chat-media.js';
import { withLinkedPages } from './chat-scraping.js';
import { withSearchResults } from './chat-web-search.js';
import { wantsXSearch, withXSearchResults, type XSearchFilters } from './chat-x-search.js';

const perCall = (micro: bigint, count: number) => ({ usd: micro * BigInt(count), diem: micro * BigInt(count) });

/** Whether some message has content parts (files, images, videos): only those can need documents or media read. */
const hasContentParts = (request: ChatRequest) => request.messages.some((message) => Array.isArray(message.content));

/** The request's media fetched (images and videos by URL); the request itself when it has none. */
function withMedia(services: Services, request: ChatRequest, signal: AbortSignal): Promise<ChatRequest> {
  if (!hasContentParts(request)) return Promise.resolve(request);
  return mediaAsData(request, { fetcher: services.callerFetch, allowHosts: services.catalog.augment.fetch.allowHosts, signal });
}

/** The pages, search results or search tool the parameters ask for, and what they cost. */
async function withAdditions(
  services: Services,
  models: ChatModels,
  request: ChatRequest,
  parameters: EffectiveParameters,
  signal: AbortSignal,
  xFilters: XSearchFilters | undefined,
): Promise<CompletedRequest> {
  const prices = services.catalog.augment.prices;
  if (parameters.enable_web_scraping) {
    const scraped = await withLinkedPages(request, services, signal);
    if (scraped.pages.length > 0) {
      const surcharge = { price: perCall(prices.scrape, scraped.pages.length), notes: `${scraped.pages.length} scraped URL(s)` };
      return { request: scraped.request, parameters, surcharge };
    }
  }
  // X search takes the place of the standard web search.
  if (xFilters || wantsXSearch(request, parameters)) {
    const searched = await withXSearchResults(request, parameters, models, services, xFilters ?? {}, signal);
    if (searched.results.length === 0) return { request, parameters };
    return { request: searched.request, parameters, ...(searched.surcharge ? { surcharge: searched.surcharge } : {}), citations: searched.results };
  }
  if (parameters.enable_web_search === 'on') {
    const searched = await withSearchResults(request, parameters, services, signal);
    if (searched.results.length > 0) {
      return { request: searched.request, parameters, surcharge: { price: perCall(prices.search, 1), notes: '1 web search' }, citations: searched.results };
    }
  }
  // The chat web_search tool: the model may search, as with `auto` (unless search is forced or off by name).
  const searchTool = parameters.enable_web_search === 'off' && request.tools?.some((tool) => tool.type === 'web_search');
  if (parameters.enable_web_search === 'auto' || searchTool) {
    const searching = { ...parameters, enable_web_search: 'auto' as const };
    const feature = searchTool ? 'The web_search tool' : 'Web search (enable_web_search=auto)';
    const tool = autoSearchTool(request, parameters.enable_web_citations, services, feature);
    return { request, parameters: searching, ...(tool ? { serviceTool: tool } : {}) };
  }
  return { request, parameters };
}

/** `xFilters`: the responses endpoint's x_search tool (its presence asks for X search). */
export async function augmentedChatPlan(
  services: Services,
  models: ChatModels,
  body: ChatRequest,
  signal: AbortSignal,
  xFilters?: XSearchFilters,
): Promise<ChatPlan> {
  const parameters = requestParameters(models, body);
  const documents = hasContentParts(body) ? await documentsAsText(body, services, signal) : body;
  // Nothing is fetched or searched for a request its model cannot take.
  const taking = { ...models, fallbacks: modelsTaking(models.primary, models.fallbacks, documents) };
  const request = await withMedia(services, documents, signal);
  return planChat(services, taking, await withAdditions(services, taking, request, parameters, signal, xFilters));
}
