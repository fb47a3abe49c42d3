// A chat request with what the service adds before the model sees it: documents as text
// (chat-documents.ts) and, with enable_web_scraping, the pages the latest user message links to
// (chat-scraping.ts), billed on top of the tokens. The plan is made once to learn the effective
// service_parameters and refuse what no model could take, and made again when pages were added.
import type { components } from '../../generated/api-types.js';
import type { Principal } from '../accounts/principals.js';
import { planChat, type ChatPlan } from '../inference/chat-plan.js';
import type { Services } from '../services.js';
import { documentsAsText } from './chat-documents.js';
import { withLinkedPages } from './chat-scraping.js';

type ChatRequest = components['schemas']['ChatCompletionRequest'];

export async function augmentedChatPlan(services: Services, principal: Principal | undefined, body: ChatRequest, signal: AbortSignal): Promise<ChatPlan> {
  const request = await documentsAsText(body, services.callerFetch, signal);
  const plan = planChat(services, principal, request);
  if (!plan.parameters.enable_web_scraping) return plan;
  const scraped = await withLinkedPages(request, services, signal);
  if (scraped.pages.length === 0) return plan;
  const each = services.catalog.augment.prices.scrape;
  const total = each * BigInt(scraped.pages.length);
  return {
    ...planChat(services, principal, scraped.request),
    surcharge: { price: { usd: total, diem: total }, notes: `${scraped.pages.length} scraped URL(s)` },
  };
}
