// The console's ledger newest first (console/src/ledger-walk.ts) over a reader that pages an
// append-only list oldest first the way GET /billing/usage-history does (cursor: the last id of
// the previous page; a next cursor only when more entries follow), with chunks of 4 so pages
// straddle chunk boundaries.
import { describe, expect, it } from 'vitest';
import { type ChunkReader, hasOlder, ledgerPage, walkLedger } from '../../console/src/ledger-walk.js';

/** Entries 1..count, and the reads made of them. */
function ledger(count: number) {
  const entries = Array.from({ length: count }, (_, index) => index + 1);
  const reads: (string | undefined)[] = [];
  const read: ChunkReader<number> = async (cursor, size) => {
    reads.push(cursor);
    const after = entries.filter((id) => cursor === undefined || id > Number(cursor));
    const data = after.slice(0, size);
    return { data, nextCursor: after.length > size ? String(data.at(-1)) : null };
  };
  return { entries, reads, read };
}

/** Every page, newest first, as the console shows them. */
async function allPages(read: ChunkReader<number>, pageSize: number, chunk: number) {
  const walked = await walkLedger(read, pageSize, chunk);
  const pages = [walked.rows];
  for (let page = 1; hasOlder(walked.index, page - 1, pageSize); page++) pages.push(await ledgerPage(read, walked.index, page, pageSize));
  return pages;
}

describe('the ledger newest first, from pages that come oldest first', () => {
  it.each([
    [0, 3],
    [1, 3],
    [4, 4],
    [5, 3],
    [11, 3],
    [12, 4],
    [13, 2],
    [13, 4],
  ])('%i entries in pages of %i: every entry once, newest first, each page full but the last', async (count, pageSize) => {
    const { entries, read } = ledger(count);
    const pages = await allPages(read, pageSize, 4);
    expect(pages.flat()).toEqual([...entries].reverse());
    expect(pages.slice(0, -1).every((page) => page.length === pageSize)).toBe(true);
  });

  it('walks the chunks once for the newest page, then reads only the chunks that hold an older one', async () => {
    const { read, reads } = ledger(13);
    const walked = await walkLedger(read, 3, 4);
    expect(walked.rows).toEqual([13, 12, 11]);
    expect(reads).toEqual([undefined, '4', '8', '12']);
    reads.length = 0;
    // Positions 5..7 (entries 6, 7, 8) lie in the second chunk, starting after entry 4.
    expect(await ledgerPage(read, walked.index, 2, 3)).toEqual([7, 6, 5]);
    expect(reads).toEqual(['4']);
    reads.length = 0;
    // Entries 9 and 10 straddle the third chunk and the second.
    expect(await ledgerPage(read, walked.index, 1, 3)).toEqual([10, 9, 8]);
    expect(reads).toEqual(['4', '8']);
  });

  it('older pages stay those of the walk when entries are appended meanwhile', async () => {
    const { entries, read } = ledger(9);
    const walked = await walkLedger(read, 4, 4);
    entries.push(10, 11, 12, 13, 14);
    expect(await ledgerPage(read, walked.index, 1, 4)).toEqual([5, 4, 3, 2]);
    expect(await ledgerPage(read, walked.index, 2, 4)).toEqual([1]);
    expect(hasOlder(walked.index, 2, 4)).toBe(false);
  });
});
