// The ledger newest first. GET /billing/usage-history pages oldest first with an opaque cursor, so
// the newest entries are on its last page: a first pass walks the pages at the largest size the
// operation allows, keeping each page's cursor and the entries of the last two, which is enough to
// show the newest page of any size up to that one. An older page is then read from the chunks that
// hold its positions (one or two requests). Entries are only ever appended, so a position counted
// from the oldest entry stays the same entry: later pages stay consistent with the first pass even
// when new entries arrive meanwhile (they show on the next first page).
import { api, unwrap, type Schemas } from './api';

export type UsageEntry = Schemas['UsageEntry'];

export interface LedgerFilters {
  currency?: 'USD' | 'DIEM';
  startTimestamp?: string;
  endTimestamp?: string;
}

/** The operation's largest page. */
export const CHUNK = 1000;

export interface LedgerIndex {
  /** The cursor that reads chunk i (undefined for the first). */
  cursors: (string | undefined)[];
  /** Entries in the ledger (for these filters) when it was walked. */
  total: number;
}

async function readChunk(filters: LedgerFilters, cursor: string | undefined): Promise<{ data: UsageEntry[]; nextCursor: string | null }> {
  const answer = await unwrap(api.GET('/billing/usage-history', { params: { query: { ...filters, pageSize: CHUNK, cursor } } }));
  // The JSON answer (the operation also answers text/csv, hence the string in its type).
  return answer as Exclude<typeof answer, string>;
}

/** Positions [from, to) of the ledger, counted from its oldest entry, newest first. */
function newestFirst(chunks: ReadonlyMap<number, UsageEntry[]>, from: number, to: number): UsageEntry[] {
  const rows: UsageEntry[] = [];
  for (let position = from; position < to; position++) {
    const entry = chunks.get(Math.floor(position / CHUNK))?.[position % CHUNK];
    if (entry) rows.push(entry);
  }
  return rows.reverse();
}

/** Positions of page `page` (0: the newest) of `pageSize` entries, counted from the oldest entry. */
function positionsOf(total: number, page: number, pageSize: number): [number, number] {
  const to = Math.max(0, total - page * pageSize);
  return [Math.max(0, to - pageSize), to];
}

/** Walks the ledger for `filters`; answers its index and its newest page. */
export async function walkLedger(filters: LedgerFilters, pageSize: number): Promise<{ index: LedgerIndex; rows: UsageEntry[] }> {
  const cursors: (string | undefined)[] = [undefined];
  const tail = new Map<number, UsageEntry[]>();
  for (let chunk = 0; ; chunk++) {
    const { data, nextCursor } = await readChunk(filters, cursors[chunk]);
    tail.set(chunk, data);
    tail.delete(chunk - 2);
    if (!nextCursor || data.length < CHUNK) break;
    cursors.push(nextCursor);
  }
  const last = cursors.length - 1;
  const total = last * CHUNK + (tail.get(last)?.length ?? 0);
  return { index: { cursors, total }, rows: newestFirst(tail, ...positionsOf(total, 0, pageSize)) };
}

/** Page `page` (0: the newest) of the walked ledger. */
export async function ledgerPage(index: LedgerIndex, filters: LedgerFilters, page: number, pageSize: number): Promise<UsageEntry[]> {
  const [from, to] = positionsOf(index.total, page, pageSize);
  if (to <= from) return [];
  const chunks = new Map<number, UsageEntry[]>();
  for (let chunk = Math.floor(from / CHUNK); chunk <= Math.floor((to - 1) / CHUNK); chunk++) {
    chunks.set(chunk, (await readChunk(filters, index.cursors[chunk])).data.slice(0, CHUNK));
  }
  return newestFirst(chunks, from, to);
}

/** Whether pages older than `page` exist. */
export const hasOlder = (index: LedgerIndex, page: number, pageSize: number): boolean => (page + 1) * pageSize < index.total;
