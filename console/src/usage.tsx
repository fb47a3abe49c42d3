// Usage: the ledger (GET /billing/usage-history) as a paged, filterable table, newest first
// (sortOrder=desc), and the CSV export the API serves for the same filters (Accept: text/csv).
import { useMemo, useState } from 'preact/hooks';
import { api, failureOf, messageOf, type Schemas, unwrap } from './api';
import { money, plain, when } from './format';
import { ErrorLine, Loading } from './messages';
import { useLoad } from './use-load';
import { DataTable } from './data-table';

interface Filters {
  currency?: 'USD' | 'DIEM';
  startTimestamp?: string;
  endTimestamp?: string;
  pageSize: number;
}

/** One page of the ledger for `filters`, newest first, from `cursor` (undefined: the newest page). */
async function ledgerPage(filters: Filters, cursor: string | undefined): Promise<{ data: Schemas['UsageEntry'][]; nextCursor: string | null }> {
  const answer = await unwrap(api.GET('/billing/usage-history', { params: { query: { ...filters, sortOrder: 'desc', cursor } } }));
  // The JSON answer (the operation also answers text/csv, hence the string in its type).
  return answer as Exclude<typeof answer, string>;
}

const PAGE_SIZES = [10, 50, 200];
const FIRST_PAGE_SIZE = 50;
/** A date field's value (YYYY-MM-DD) as the start of that UTC day. */
const dayStart = (value: string) => (value ? `${value}T00:00:00Z` : undefined);

function filtersOf(form: HTMLFormElement): Filters {
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement).value;
  const currency = value('currency');
  return {
    currency: currency === 'USD' || currency === 'DIEM' ? currency : undefined,
    startTimestamp: dayStart(value('from')),
    endTimestamp: value('to') ? new Date(Date.parse(`${value('to')}T00:00:00Z`) + 86_400_000).toISOString() : undefined,
    pageSize: Number(value('pageSize')),
  };
}

export function Usage() {
  const [filters, setFilters] = useState<Filters>({ pageSize: FIRST_PAGE_SIZE });
  // 0: the newest page. Page i is read from cursors[i], the nextCursor of page i - 1, so "Newer" goes
  // back through the cursors of the pages seen; new filters start a new stack.
  const [pageIndex, setPageIndex] = useState(0);
  const cursors = useMemo<(string | undefined)[]>(() => [undefined], [filters]);
  const page = useLoad(async () => {
    const { data, nextCursor } = await ledgerPage(filters, cursors[pageIndex]);
    if (nextCursor) cursors[pageIndex + 1] = nextCursor;
    return { rows: data, pageIndex, older: nextCursor !== null };
  }, [filters, pageIndex]);
  const [exportError, setExportError] = useState<string>();

  function apply(event: Event) {
    event.preventDefault();
    setFilters(filtersOf(event.currentTarget as HTMLFormElement));
    setPageIndex(0);
  }

  async function exportCsv() {
    setExportError(undefined);
    try {
      const { data, error, response } = await api.GET('/billing/usage-history', {
        params: { query: { ...filters, pageSize: 1000, sortOrder: 'desc' } },
        headers: { Accept: 'text/csv' },
        parseAs: 'blob',
      });
      if (!response.ok || !data) throw failureOf(error, response);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(data);
      link.download = 'usage-history.csv';
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (failure) {
      setExportError(messageOf(failure));
    }
  }

  return (
    <>
      <form class="controls" onSubmit={apply} aria-label="Filters">
        <label>
          Currency{' '}
          <select name="currency">
            <option value="">all</option>
            <option value="USD">USD</option>
            <option value="DIEM">DIEM</option>
          </select>
        </label>
        <label>
          From <input type="date" name="from" />
        </label>
        <label>
          To <input type="date" name="to" />
        </label>
        <label>
          Per page {/* Uncontrolled like the other filters: a page arriving must not undo a choice not yet applied. */}
          <select name="pageSize">
            {PAGE_SIZES.map((size) => (
              <option key={size} value={String(size)} selected={size === FIRST_PAGE_SIZE}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Apply</button>
        <button type="button" onClick={exportCsv}>
          Export CSV
        </button>
      </form>
      <ErrorLine message={exportError} />
      <Loading when={page.loading} />
      <ErrorLine message={page.error} />
      {page.data && (
        <>
          <DataTable
            label="Ledger entries"
            testId="usage-table"
            busy={page.loading}
            caption={`Ledger entries, newest first (page ${page.data.pageIndex + 1})`}
            columns={['Time', 'SKU', 'Units', 'Amount', 'Tokens in / out', 'Notes']}
            rows={page.data.rows}
            empty="No entries."
            row={(entry) => (
              <tr key={`${entry.timestamp}:${entry.sku}:${entry.inferenceDetails?.requestId ?? entry.notes}`}>
                <td>{when(entry.timestamp)}</td>
                <td>{entry.sku}</td>
                <td>{plain(entry.units)}</td>
                <td>{money(entry.amount, entry.currency)}</td>
                <td>{entry.inferenceDetails ? `${plain(entry.inferenceDetails.promptTokens)} / ${plain(entry.inferenceDetails.completionTokens)}` : '—'}</td>
                <td>{entry.notes}</td>
              </tr>
            )}
          />
          <div class="controls">
            <button type="button" disabled={page.loading || page.data.pageIndex === 0} onClick={() => setPageIndex(page.data!.pageIndex - 1)}>
              Newer
            </button>
            <button type="button" disabled={page.loading || !page.data.older} onClick={() => setPageIndex(page.data!.pageIndex + 1)}>
              Older
            </button>
          </div>
        </>
      )}
    </>
  );
}
