// enable_web_scraping: up to 5 http(s) URLs in the latest user message are scraped (as POST
// /augment/scrape does, through the caller-URL fetcher) and their Markdown is given to the model in
// a system message just before that user message. A URL that cannot be scraped, or that the fetch
// policy refuses, is left out; only pages scraped are billed, at the scrape price each.
import type { ChatRequest } from '../inference/features.js';
import type { Services } from '../services.js';
import { scrapePage, type ScrapedPage } from './scrape.js';

type RequestMessage = ChatRequest['messages'][number];

export const MAX_SCRAPED_URLS = 5;
/** A page's share of the prompt: enough for an article, not a whole site. */
const MAX_PAGE_CHARACTERS = 24_000;
const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/gi;

function messageText(message: RequestMessage): string {
  if (typeof message.content === 'string') return message.content;
  if (!Array.isArray(message.content)) return '';
  return message.content.map((part) => (part.type === 'text' ? part.text : '')).join(' ');
}

/** The first distinct URLs of a text, without the punctuation that usually ends a sentence around them. */
export function linkedUrls(text: string, max = MAX_SCRAPED_URLS): string[] {
  const found = (text.match(URL_PATTERN) ?? []).map((url) => url.replace(/[.,;:!?)\]}]+$/, ''));
  return [...new Set(found)].slice(0, max);
}

function pagesMessage(pages: ScrapedPage[]): RequestMessage {
  const sections = pages.map((page) => {
    const content = page.content.length > MAX_PAGE_CHARACTERS ? `${page.content.slice(0, MAX_PAGE_CHARACTERS)}\n\n[…cut]` : page.content;
    return `--- ${page.url} ---\n${content}\n--- end of ${page.url} ---`;
  });
  return {
    role: 'system',
    content: `The user's message links to these web pages; their content, scraped just now, follows. Use it to answer.\n\n${sections.join('\n\n')}`,
  };
}

export interface ScrapedRequest {
  request: ChatRequest;
  pages: ScrapedPage[];
}

/** The request with the pages its latest user message links to; the same request when none could be scraped. */
export async function withLinkedPages(request: ChatRequest, services: Services, signal: AbortSignal): Promise<ScrapedRequest> {
  const last = request.messages.map((message) => message.role).lastIndexOf('user');
  if (last < 0) return { request, pages: [] };
  const urls = linkedUrls(messageText(request.messages[last]!));
  const outcomes = await Promise.allSettled(urls.map((url) => scrapePage(url, { services, signal })));
  if (signal.aborted) throw signal.reason;
  const pages = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  if (pages.length === 0) return { request, pages };
  const messages = [...request.messages.slice(0, last), pagesMessage(pages), ...request.messages.slice(last)];
  return { request: { ...request, messages }, pages };
}
