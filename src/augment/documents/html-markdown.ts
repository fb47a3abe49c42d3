// HTML as Markdown, for a model to read: headings, lists, links, tables' text and code blocks
// survive, markup does not. Turndown does the conversion (docs/decisions/0021-augment.md); it
// recurses through the tree, so HTML nested past the depth budget is refused before it sees it.
import TurndownService from 'turndown';
import { assertHtmlDepth } from './html-depth.js';

function converter(): TurndownService {
  const service = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' });
  // Never text a reader sees in the page (the head's title and metadata included).
  service.remove(['head', 'title', 'script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed']);
  return service;
}

const shared = converter();

/** Markdown of an HTML document or fragment, with runs of blank lines collapsed; 400 past `maxDepth` nested elements. */
export function htmlToMarkdown(html: string, maxDepth: number): string {
  assertHtmlDepth(html, maxDepth);
  return shared
    .turndown(html)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
