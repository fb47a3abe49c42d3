// node-llama-cpp tokenizes synchronously, on the event loop, and its cost grows faster than the
// text, so a huge prompt would hold up every other request of the process (docs/decisions/0020). So a caller's text longer than a slice is first counted a
// slice at a time, the event loop free between slices, and refused as soon as it holds more tokens
// than the context. Only text that can fit is then tokenized whole (with its chat template), and
// that is at most about a context's worth of text.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { LlamaModel } from 'node-llama-cpp';

/** The most characters tokenized in one go: a slice short enough not to hold up other requests. */
export const SLICE_CHARS = 16 * 1024;

/** Cut points within the last quarter of a slice are moved back to just after a space, keeping words whole. */
function cutAt(text: string, start: number): number {
  const end = start + SLICE_CHARS;
  if (end >= text.length) return text.length;
  const space = text.lastIndexOf(' ', end - 1);
  let cut = space >= end - SLICE_CHARS / 4 ? space + 1 : end;
  const code = text.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut -= 1; // never between the halves of a surrogate pair
  return cut;
}

/**
 * Whether `texts` together hold more than `limit` tokens. Text of up to SLICE_CHARS in all is not
 * counted here (it is cheap to tokenize whole): the answer is false. Longer text is counted slice
 * by slice, yielding between slices, and the count stops once over the limit. A cut can add a token
 * or two (a word's pieces, a leading-space marker), so two tokens per slice are taken off before
 * comparing: text that fits is never said to exceed.
 */
export async function exceedsTokens(model: Pick<LlamaModel, 'tokenize'>, texts: readonly string[], limit: number): Promise<boolean> {
  let length = 0;
  for (const text of texts) length += text.length;
  if (length <= SLICE_CHARS) return false;
  let counted = 0;
  let slices = 0;
  for (const text of texts) {
    for (let start = 0; start < text.length; ) {
      const end = cutAt(text, start);
      counted += model.tokenize(text.slice(start, end)).length;
      slices += 1;
      start = end;
      if (counted - 2 * slices > limit) return true;
      await nextTurn();
    }
  }
  return false;
}
