// The ledger newest first. GET /billing/usage-history pages oldest first with an opaque cursor, so
// the newest entries are on its last page: a first pass walks the pages at the largest size the
// operation allows, keeping each page's cursor and the entries of the last two, which is enough to
// show the newest page of any size up to that one. An older page is then read from the chunks that
// hold its positions (one or two requests). Entries are only ever appended, so a position counted
// from the oldest entry stays the same entry: later pages stay consistent with the first pass even
// when new entries arrive meanwhile (they show on the next first page).
// It imports nothing, so test/unit/console-ledger-walk.test.ts runs it on a reader of its own.

/** The operation's largest page. */
export const CHUNK = 1000;

/** Reads the chunk (one page of the operation, oldest first, `size` entries) that `cursor` starts. */
export type ChunkReader<Entry> = (cursor: string | undefined, size: number) => Promise<{ data: Entry[]; nextCursor: string | null }>;

export interface LedgerIndex {
  /** The cursor that reads chunk i (undefined for the first). */
  cursors: (string | undefined)[];
  /** Entries in the ledger (for these filters) when it was walked. */
  total: number;
  /** Entries per chunk. */
  chunk: number;
}

/** Positions [from, to) of the ledger, counted from its oldest entry, newest first. */
function newestFirst<Entry>(chunks: ReadonlyMap<number, Entry[]>, chunk: number, from: number, to: number): Entry[] {
  const rows: Entry[] = [];
  for (let position = from; position < to; position++) {
    const entry = chunks.get(Math.floor(position / chunk))?.[position % chunk];
    if (entry !== undefined) rows.push(entry);
  }
  return rows.reverse();
}

/** Positions of page `page` (0: the newest) of `pageSize` entries, counted from the oldest entry. */
function positionsOf(total: number, page: number, pageSize: number): [number, number] {
  const to = Math.max(0, total - page * pageSize);
  return [Math.max(0, to - pageSize), to];
}

/** Walks the ledger; answers its index and its newest page. `pageSize` must not exceed `chunk`. */
export async function walkLedger<Entry>(read: ChunkReader<Entry>, pageSize: number, chunk = CHUNK): Promise<{ index: LedgerIndex; rows: Entry[] }> {
  const cursors: (string | undefined)[] = [undefined];
  const tail = new Map<number, Entry[]>();
  for (let number = 0; ; number++) {
    const { data, nextCursor } = await read(cursors[number], chunk);
    tail.set(number, data);
    tail.delete(number - 2);
    if (!nextCursor || data.length < chunk) break;
    cursors.push(nextCursor);
  }
  const last = cursors.length - 1;
  const total = last * chunk + (tail.get(last)?.length ?? 0);
  return { index: { cursors, total, chunk }, rows: newestFirst(tail, chunk, ...positionsOf(total, 0, pageSize)) };
}

/** Page `page` (0: the newest) of the walked ledger. */
export async function ledgerPage<Entry>(read: ChunkReader<Entry>, index: LedgerIndex, page: number, pageSize: number): Promise<Entry[]> {
  const [from, to] = positionsOf(index.total, page, pageSize);
  if (to <= from) return [];
  const chunks = new Map<number, Entry[]>();
  for (let number = Math.floor(from / index.chunk); number <= Math.floor((to - 1) / index.chunk); number++) {
    chunks.set(number, (await read(index.cursors[number], index.chunk)).data.slice(0, index.chunk));
  }
  return newestFirst(chunks, index.chunk, from, to);
}

/** Whether pages older than `page` exist. */
export const hasOlder = (index: LedgerIndex, page: number, pageSize: number): boolean => (page + 1) * pageSize < index.total;
