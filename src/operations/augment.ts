// Tag "Augment": document parsing, web page scraping and web search, billed per call.
import { scrape } from '../augment/scrape.js';
import { webSearch } from '../augment/search/web-search.js';
import { parseDocument } from '../augment/text-parser.js';
import { paidCallContext, type Handlers } from './handler-context.js';
import { requiredUpload } from './uploads.js';

export const augmentHandlers = {
  async createTextParser({ body, files }, context) {
    const parsed = await parseDocument(requiredUpload(files.file, 'file'), paidCallContext(context));
    if (body.response_format === 'text') return { status: 200, contentType: 'text/plain; charset=utf-8', body: parsed.text };
    return { status: 200, body: parsed };
  },

  async webScrape({ body }, context) {
    return { status: 200, body: await scrape(body.url, paidCallContext(context)) };
  },

  async webSearch({ body }, context) {
    return { status: 200, body: await webSearch(body, paidCallContext(context)) };
  },
} satisfies Pick<Handlers, 'createTextParser' | 'webScrape' | 'webSearch'>;
