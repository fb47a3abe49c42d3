// Long input is spoken piece by piece: each piece's audio goes out while the next is synthesized,
// so a stream starts after the first sentence rather than after the whole text, and no single
// synthesis holds the worker for long.

/** Pieces of at most about `limit` characters, cut after sentence ends, else at spaces. */
export function textChunks(text: string, limit = 300): string[] {
  const sentences = text.match(/[^.!?;:\n]*[.!?;:\n]+\s*|[^.!?;:\n]+$/g) ?? [text];
  const chunks: string[] = [];
  let current = '';
  for (const sentence of sentences.flatMap((part) => splitLong(part, limit))) {
    if (current && current.length + sentence.length > limit) {
      chunks.push(current);
      current = '';
    }
    current += sentence;
  }
  if (current) chunks.push(current);
  return chunks.filter((chunk) => chunk.trim() !== '');
}

/** A sentence longer than the limit, cut at its last space before the limit (or at the limit). */
function splitLong(sentence: string, limit: number): string[] {
  const parts: string[] = [];
  let rest = sentence;
  while (rest.length > limit) {
    const space = rest.lastIndexOf(' ', limit);
    const cut = space > 0 ? space + 1 : limit;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest) parts.push(rest);
  return parts;
}
