// Long input is spoken piece by piece: each piece's audio goes out while the next is synthesized,
// so a stream starts after the first sentence rather than after the whole text, and no single
// synthesis holds the worker for long.

/** Pieces of at most about `limit` characters, cut after sentence ends, else at spaces. */
export function textChunks(text: string, limit = 300): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const sentence of pieces(text, limit)) {
    if (current && current.length + sentence.length > limit) {
      chunks.push(current);
      current = '';
    }
    current += sentence;
  }
  if (current) chunks.push(current);
  return chunks.filter((chunk) => chunk.trim() !== '');
}

/** Each sentence (or clause ending in ; or :) on its own, one longer than `limit` cut at spaces; blank ones left out. */
export function sentencesOf(text: string, limit = 300): string[] {
  return pieces(text, limit).filter((sentence) => sentence.trim() !== '');
}

function pieces(text: string, limit: number): string[] {
  const sentences = text.match(/[^.!?;:\n]*[.!?;:\n]+\s*|[^.!?;:\n]+$/g) ?? [text];
  return sentences.flatMap((part) => splitLong(part, limit));
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
