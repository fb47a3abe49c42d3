// Moves `<think>…</think>` blocks (the legacy reasoning format of some open models) out of the
// content into reasoning text. Streams deliver the tags split across chunks at any byte, so the
// splitter holds back only a suffix that could still become a tag, and releases it once it cannot.
const OPEN = '<think>';
const CLOSE = '</think>';

export interface SplitText {
  content: string;
  reasoning: string;
}

/** Length of the longest suffix of `text` that is a proper prefix of `tag`. */
function partialTagLength(text: string, tag: string): number {
  for (let length = Math.min(tag.length - 1, text.length); length > 0; length -= 1) {
    if (tag.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}

export class ThinkSplitter {
  private thinking = false;
  private held = '';

  /** Feeds the next piece of text; returns what is certain to be content or reasoning so far. */
  push(text: string): SplitText {
    const out: SplitText = { content: '', reasoning: '' };
    let rest = this.held + text;
    this.held = '';
    for (;;) {
      const tag = this.thinking ? CLOSE : OPEN;
      const at = rest.indexOf(tag);
      if (at < 0) break;
      this.emit(out, rest.slice(0, at));
      rest = rest.slice(at + tag.length);
      this.thinking = !this.thinking;
    }
    const keep = partialTagLength(rest, this.thinking ? CLOSE : OPEN);
    this.emit(out, rest.slice(0, rest.length - keep));
    this.held = rest.slice(rest.length - keep);
    return out;
  }

  /** The end of the text: whatever was held back is plain text after all. */
  flush(): SplitText {
    const out: SplitText = { content: '', reasoning: '' };
    this.emit(out, this.held);
    this.held = '';
    return out;
  }

  private emit(out: SplitText, text: string): void {
    if (this.thinking) out.reasoning += text;
    else out.content += text;
  }
}

/** A whole text at once. Content loses the surrounding blank lines a removed block leaves behind. */
export function splitThinking(text: string): SplitText {
  if (!text.includes(OPEN) && !text.includes(CLOSE)) return { content: text, reasoning: '' };
  const splitter = new ThinkSplitter();
  const first = splitter.push(text);
  const last = splitter.flush();
  return { content: (first.content + last.content).trim(), reasoning: (first.reasoning + last.reasoning).trim() };
}
