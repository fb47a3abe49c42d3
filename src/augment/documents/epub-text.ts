// EPUB text: the package document named by META-INF/container.xml lists the chapters (manifest)
// and their reading order (spine); each chapter's XHTML becomes Markdown, in that order.
import { DOMParser } from 'linkedom';
import { unreadableFile } from './document-errors.js';
import { htmlToMarkdown } from './html-markdown.js';
import { packageXml } from './office-text.js';

const parseXml = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml');

function resolveIn(base: string, href: string): string {
  const folder = base.includes('/') ? base.slice(0, base.lastIndexOf('/') + 1) : '';
  const parts: string[] = [];
  for (const part of `${folder}${decodeURIComponent(href.split('#')[0]!)}`.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** `maxHtmlDepth`: each chapter's nesting budget (html-markdown.ts). */
export function epubText(bytes: Uint8Array, maxHtmlDepth: number): string {
  const container = packageXml(bytes, (name) => name === 'META-INF/container.xml')['META-INF/container.xml'] ?? '';
  const opfPath = parseXml(container).getElementsByTagName('rootfile')[0]?.getAttribute('full-path');
  if (!opfPath) throw unreadableFile('the EPUB has no package document');
  const opf = packageXml(bytes, (name) => name === opfPath)[opfPath];
  if (opf === undefined) throw unreadableFile(`the EPUB's package document ${opfPath} is missing`);
  const packageDocument = parseXml(opf);
  const hrefs = new Map([...packageDocument.getElementsByTagName('item')].map((item) => [item.getAttribute('id'), item.getAttribute('href')]));
  const order = [...packageDocument.getElementsByTagName('itemref')]
    .map((ref) => hrefs.get(ref.getAttribute('idref')))
    .filter((href): href is string => typeof href === 'string')
    .map((href) => resolveIn(opfPath, href));
  const chapters = packageXml(bytes, (name) => order.includes(name));
  return order
    .map((path) => chapters[path])
    .filter((html): html is string => html !== undefined)
    .map((html) => htmlToMarkdown(html, maxHtmlDepth))
    .filter((text) => text !== '')
    .join('\n\n');
}
