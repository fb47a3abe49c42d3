// POST /augment/scrape: one public URL's readable content as Markdown, charged per call. HTML
// pages go through Readability; a URL answering with a document (PDF, DOCX, a spreadsheet, plain
// text...) gets the text parser's text. A URL the fetch policy refuses is a 400 (URL_NOT_ALLOWED);
// a page that cannot be fetched or read a 422 (SCRAPE_FAILED), and neither is charged.
import type { PaidCallContext } from '../billing/paid-step.js';
import { apiError, ApiError, type ErrorCode } from '../errors.js';
import { FetchFailure, type FetchedResource } from '../outbound/public-fetch.js';
import { chargedPerCall } from './per-call.js';

export interface ScrapedPage {
  url: string;
  content: string;
  format: 'markdown';
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const ACCEPT = 'text/html,application/xhtml+xml;q=0.9,text/plain;q=0.8,*/*;q=0.5';

const PASSED_THROUGH: ReadonlySet<ErrorCode | undefined> = new Set(['SERVICE_UNAVAILABLE', 'CLIENT_CLOSED_REQUEST']);

const scrapeFailed = (url: string, reason: string) => apiError('SCRAPE_FAILED', { message: `${url} could not be scraped: ${reason}` });

function decoded(resource: FetchedResource): string {
  try {
    return new TextDecoder(resource.charset ?? 'utf-8').decode(resource.body);
  } catch {
    return new TextDecoder('utf-8').decode(resource.body); // an unknown charset label
  }
}

/** Parsed in the document workers, as uploads are (documents/document-pool.ts). */
async function markdownOf(resource: FetchedResource, call: Pick<PaidCallContext, 'services' | 'signal'>): Promise<string> {
  const { documents } = call.services;
  if (HTML_TYPES.has(resource.mediaType)) return documents.readable(decoded(resource), resource.url, call.signal);
  const name = new URL(resource.url).pathname.split('/').pop() ?? '';
  return (await documents.extract({ bytes: new Uint8Array(resource.body), name, type: resource.mediaType }, call.signal)).text;
}

/** The Markdown of one page; throws SCRAPE_FAILED when it cannot be fetched or read. */
export async function scrapePage(url: string, call: Pick<PaidCallContext, 'services' | 'signal'>): Promise<ScrapedPage> {
  let resource: FetchedResource;
  try {
    resource = await call.services.callerFetch.fetch(url, call.signal, ACCEPT);
  } catch (error) {
    if (error instanceof FetchFailure) throw scrapeFailed(url, error.message);
    throw error;
  }
  let content: string;
  try {
    content = (await markdownOf(resource, call)).trim();
  } catch (error) {
    // The document parsers' refusals (unsupported, damaged or over budget) are about the page here;
    // a full pool or a client gone are not.
    if (error instanceof ApiError && !PASSED_THROUGH.has(error.code)) throw scrapeFailed(url, error.message);
    throw error;
  }
  if (content === '') throw scrapeFailed(url, 'the page has no readable content');
  // The URL as asked for (the content may have come from where it redirected).
  return { url, content, format: 'markdown' };
}

export function scrape(url: string, call: PaidCallContext): Promise<ScrapedPage> {
  const price = { sku: 'augment-scrape', micro: call.services.catalog.augment.prices.scrape };
  return chargedPerCall(call, price, () => scrapePage(url, call));
}
