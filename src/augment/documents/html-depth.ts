// How deeply an HTML text nests its elements, read from its tags before any DOM library sees it:
// linkedom, Readability and turndown all walk the tree recursively, and 20,000 nested <div>s cost
// seconds and then overflowed the stack. The scan is an upper bound of what a parser builds, near
// enough: void elements and those whose end tag may be left out (p, li, td...) do not count, since
// parsers close them implicitly; a stray end tag closes back to its open element, as parsers do.
import { overBudget } from './document-budgets.js';

const words = (list: string) => new Set(list.split(' '));
const VOID = words('area base br col embed hr img input keygen link meta param source track wbr');
const OPTIONAL_END = words('html head body p li dt dd option optgroup tr td th thead tbody tfoot colgroup caption rb rt rtc rp');
/** Elements whose content is text up to their own end tag: tags inside them are not tags. */
const RAW_TEXT = words('script style textarea title xmp iframe noembed noframes plaintext');
const TAG = /<!--|<(\/?)([a-zA-Z][^\s/>]*)[^>]*>/g;

/** The deepest nesting of counted elements, stopping once it passes `limit`. */
export function htmlDepth(html: string, limit: number): number {
  const lower = html.toLowerCase();
  const open: string[] = [];
  let deepest = 0;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    if (match[0] === '<!--') {
      const end = html.indexOf('-->', TAG.lastIndex);
      if (end < 0) break;
      TAG.lastIndex = end + 3;
      continue;
    }
    const name = match[2]!.toLowerCase();
    if (match[1]) {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
      continue;
    }
    if (RAW_TEXT.has(name)) {
      const end = lower.indexOf(`</${name}`, TAG.lastIndex);
      if (end < 0) break;
      TAG.lastIndex = end;
      continue;
    }
    if (VOID.has(name) || OPTIONAL_END.has(name)) continue;
    open.push(name);
    deepest = Math.max(deepest, open.length);
    if (deepest > limit) break;
  }
  return deepest;
}

/** Throws 400 naming DOCUMENT_MAX_HTML_DEPTH when `html` nests deeper than `limit`. */
export function assertHtmlDepth(html: string, limit: number): void {
  if (htmlDepth(html, limit) > limit) throw overBudget(`its HTML nests elements deeper than the limit of ${limit} levels`, 'DOCUMENT_MAX_HTML_DEPTH');
}
