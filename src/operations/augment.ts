// Tag "Augment": document parsing, web page scraping and web search, billed per call.
import { parseDocument } from '../augment/text-parser.js';
import { paidCall, type Handlers } from './handler-context.js';

export const augmentHandlers = {
  async createTextParser({ body }, context) {
    const parsed = await parseDocument(body.file, paidCall(context));
    if (body.response_format === 'text') return { status: 200, contentType: 'text/plain; charset=utf-8', body: parsed.text };
    return { status: 200, body: parsed };
  },
} satisfies Pick<Handlers, 'createTextParser'>;
