// A web page's readable content as Markdown: Mozilla's Readability (Firefox's Reader View) finds
// the article and drops navigation, ads and boilerplate; turndown writes what is left as Markdown.
// linkedom supplies the DOM (docs/decisions/0021-augment.md). Relative links are made absolute
// against the page's own URL. A page where Readability finds no article gives its whole body.
// All three recurse through the tree, and Readability's time grows much faster than the depth
// (docs/decisions/0027), so a page nested past the depth budget is refused before they see it.
// This runs in a document worker (document-worker.ts), never on the event loop.
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { htmlToMarkdown } from './documents/html-markdown.js';
import { assertHtmlDepth } from './documents/html-depth.js';

export function readableMarkdown(html: string, pageUrl: string, maxHtmlDepth: number): string {
  assertHtmlDepth(html, maxHtmlDepth);
  const { document } = parseHTML(html);
  if (!document.querySelector('base[href]')) {
    const base = document.createElement('base');
    base.setAttribute('href', pageUrl);
    (document.head ?? document.documentElement)?.prepend(base);
  }
  // Readability changes the document it reads; the fallback reads the body as it was.
  const body = document.body?.innerHTML ?? html;
  // Readability's types name the DOM's Document; linkedom's is structurally what it reads.
  const article = new Readability(document as unknown as Document).parse();
  const content = article?.content ? htmlToMarkdown(article.content, maxHtmlDepth) : '';
  if (content === '') return htmlToMarkdown(body, maxHtmlDepth);
  const title = article?.title?.trim();
  return title && !content.startsWith('#') ? `# ${title}\n\n${content}` : content;
}
