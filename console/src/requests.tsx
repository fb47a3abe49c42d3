// Requests: the request log (GET /requests), newest first, with filters (status or class, model, key,
// error code, time range), cursor paging towards older requests, a request's every field on
// opening it, and an optional refresh every few seconds of the newest page (paused while a request
// is open or an older page is shown, so what is being read does not move).
import { Fragment } from 'preact';
import { useState } from 'preact/hooks';
import { api, unwrap, type Schemas } from './api';
import { DataTable } from './data-table';
import { milliseconds, money, plain, whenExact } from './format';
import { ErrorLine, Loading } from './messages';
import { useInterval } from './use-interval';
import { useLoad } from './use-load';

type RequestRecord = Schemas['RequestRecord'];

interface Filters {
  status?: string;
  model?: string;
  apiKeyId?: string;
  errorCode?: string;
  startTimestamp?: string;
  endTimestamp?: string;
}

const PAGE_SIZE = 50;
const REFRESH_MS = 5_000;
const STATUS_CLASSES = ['2xx', '4xx', '5xx'];

/** A datetime-local field's value, read as UTC (the console shows every time in UTC). */
const utcOf = (value: string) => (value ? new Date(`${value}:00Z`).toISOString() : undefined);

function filtersOf(form: HTMLFormElement): Filters {
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement).value.trim();
  return {
    status: value('status') || undefined,
    model: value('model') || undefined,
    apiKeyId: value('apiKeyId') || undefined,
    errorCode: value('errorCode') || undefined,
    startTimestamp: utcOf(value('from')),
    endTimestamp: utcOf(value('to')),
  };
}

const keyOf = (record: RequestRecord): string => (record.apiKey ? (record.apiKey.description ?? record.apiKey.id) : (record.wallet ?? '—'));
const tokensOf = (record: RequestRecord): string =>
  record.promptTokens === null && record.completionTokens === null ? '—' : `${plain(record.promptTokens)} / ${plain(record.completionTokens)}`;
const costOf = (record: RequestRecord): string => (record.cost ? money(record.cost.amount, record.cost.currency) : '—');
const speedOf = (value: number | null): string => (value === null ? '—' : value.toFixed(1));

export function Requests() {
  const [filters, setFilters] = useState<Filters>({});
  // The cursors of the pages before this one (the first is the newest page), so "Newer" can go back.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors[cursors.length - 1];
  const [open, setOpen] = useState<RequestRecord>();
  const [refreshing, setRefreshing] = useState(false);
  const keys = useLoad(() => unwrap(api.GET('/api_keys')), []);
  const page = useLoad(
    () =>
      unwrap(api.GET('/requests', { params: { query: { ...filters, pageSize: PAGE_SIZE, cursor } } })).then((answer) => ({
        ...answer,
        pageNumber: cursors.length,
      })),
    [filters, cursors],
  );
  useInterval(page.reload, refreshing && !open && cursors.length === 1 ? REFRESH_MS : null);

  function apply(event: Event) {
    event.preventDefault();
    setFilters(filtersOf(event.currentTarget as HTMLFormElement));
    setCursors([undefined]);
    setOpen(undefined);
  }

  return (
    <>
      <form class="controls" onSubmit={apply} aria-label="Filters">
        <label>
          Status{' '}
          <input name="status" list="status-classes" size={5} pattern="[1-5][0-9]{2}|[1-5]xx" placeholder="5xx" title="A status (404) or a class (4xx)" />
          <datalist id="status-classes">
            {STATUS_CLASSES.map((value) => (
              <option key={value} value={value} />
            ))}
          </datalist>
        </label>
        <label>
          Model <input name="model" size={14} maxLength={200} spellcheck={false} />
        </label>
        <label>
          Key{' '}
          <select name="apiKeyId">
            <option value="">any</option>
            {(keys.data?.data ?? []).map((key) => (
              <option key={key.id} value={key.id}>
                {key.description}
              </option>
            ))}
          </select>
        </label>
        <label>
          Error code <input name="errorCode" size={14} pattern="[A-Za-z0-9_.\-]{1,64}" spellcheck={false} />
        </label>
        <label>
          From (UTC) <input type="datetime-local" name="from" />
        </label>
        <label>
          To (UTC) <input type="datetime-local" name="to" />
        </label>
        <button type="submit">Apply</button>
        <label>
          <input type="checkbox" checked={refreshing} onChange={(event) => setRefreshing(event.currentTarget.checked)} /> Refresh every {REFRESH_MS / 1000} s
        </label>
      </form>
      {open && <RequestDetails record={open} onClose={() => setOpen(undefined)} />}
      {!page.data && <Loading when={page.loading} />}
      <ErrorLine message={page.error ?? keys.error} />
      {page.data && (
        <>
          <DataTable
            label="Requests"
            testId="request-table"
            busy={page.loading}
            caption={`Requests, newest first (page ${page.data.pageNumber})`}
            columns={['Time', 'Status', 'Operation', 'Model', 'Key', 'Deployment', 'Tokens in / out', 'TTFT', 'Duration', 'Tokens/s', 'Cost', 'Error']}
            rows={page.data.data}
            empty="No requests."
            row={(record) => (
              <tr key={record.requestId} data-request-id={record.requestId} class="openable" onClick={() => setOpen(record)}>
                <td>
                  <button type="button" class="link" title="Open this request" onClick={() => setOpen(record)}>
                    {whenExact(record.timestamp)}
                  </button>
                </td>
                <td data-testid="status">{record.status}</td>
                <td>{record.operationId ?? `${record.method} ${record.path}`}</td>
                <td>{record.model ?? record.modelRequested ?? '—'}</td>
                <td>{keyOf(record)}</td>
                <td>{record.deployment ?? '—'}</td>
                <td>{tokensOf(record)}</td>
                <td>{milliseconds(record.timeToFirstTokenMs)}</td>
                <td>{milliseconds(record.durationMs)}</td>
                <td>{speedOf(record.outputTokensPerSecond)}</td>
                <td>{costOf(record)}</td>
                <td>{record.errorCode ?? ''}</td>
              </tr>
            )}
          />
          <div class="controls">
            <button type="button" disabled={page.loading || cursors.length === 1} onClick={() => setCursors(cursors.slice(0, -1))}>
              Newer
            </button>
            <button type="button" disabled={page.loading || !page.data.nextCursor} onClick={() => setCursors([...cursors, page.data!.nextCursor ?? undefined])}>
              Older
            </button>
          </div>
        </>
      )}
    </>
  );
}

/** Every field the log keeps of one request. */
function RequestDetails({ record, onClose }: { record: RequestRecord; onClose(): void }) {
  const fields: [string, string][] = [
    ['Request id', record.requestId],
    ['Time', whenExact(record.timestamp)],
    ['Status', String(record.status)],
    ['Error code', record.errorCode ?? '—'],
    ['Operation', record.operationId ?? '—'],
    ['Method and path', `${record.method} ${record.path}`],
    ['Model asked for', record.modelRequested ?? '—'],
    ['Model that answered', record.model ?? '—'],
    ['Deployment', record.deployment ?? '—'],
    ['Streamed', record.stream ? 'yes' : 'no'],
    ['Account', record.accountId ?? '—'],
    ['Key', record.apiKey ? `${record.apiKey.description ?? '(no description)'} (${record.apiKey.id})` : '—'],
    ['Wallet', record.wallet ?? '—'],
    ['Prompt tokens', plain(record.promptTokens)],
    ['Cached prompt tokens', plain(record.cachedTokens)],
    ['Completion tokens', plain(record.completionTokens)],
    ['Time to first token', milliseconds(record.timeToFirstTokenMs)],
    ['Duration', milliseconds(record.durationMs)],
    ['Output tokens per second', speedOf(record.outputTokensPerSecond)],
    ['Cost', costOf(record)],
  ];
  return (
    <section class="panel request-details" aria-labelledby="request-title" data-testid="request-details">
      <h2 id="request-title">Request {record.requestId}</h2>
      <dl class="facts">
        {fields.map(([name, value]) => (
          <Fragment key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </section>
  );
}
