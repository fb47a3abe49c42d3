// How each model performed over the last hour or day (GET /requests/performance, ADMIN keys): its
// requests, the service's or engine's failures (5xx) and their rate, the callers' own mistakes (4xx)
// apart, latency and time to first token (p50 / p95) and output speed (p50).
import { useState } from 'preact/hooks';
import { api, unwrap } from './api';
import { DataTable } from './data-table';
import { milliseconds, percent, plain, when } from './format';
import { ErrorLine, Loading } from './messages';
import { useLoad } from './use-load';

type Period = '1h' | '24h';

const PERIOD_NAMES: Record<Period, string> = { '1h': 'last hour', '24h': 'last 24 hours' };

const pair = (figures: { p50: number; p95: number } | null): string => (figures ? `${milliseconds(figures.p50)} / ${milliseconds(figures.p95)}` : '—');

export function ModelPerformance() {
  const [period, setPeriod] = useState<Period>('1h');
  const performance = useLoad(() => unwrap(api.GET('/requests/performance', { params: { query: { period } } })), [period]);
  return (
    <section aria-labelledby="performance-title">
      <h2 id="performance-title">Performance</h2>
      <div class="controls">
        <label>
          Period{' '}
          <select value={period} onChange={(event) => setPeriod(event.currentTarget.value as Period)}>
            {(Object.keys(PERIOD_NAMES) as Period[]).map((value) => (
              <option key={value} value={value}>
                {PERIOD_NAMES[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {!performance.data && <Loading when={performance.loading} />}
      <ErrorLine message={performance.error} />
      {performance.data && (
        <DataTable
          label="Model performance"
          testId="model-performance"
          busy={performance.loading}
          caption={`Requests per model over the ${PERIOD_NAMES[performance.data.period]} (${when(performance.data.from)} to ${when(performance.data.to)})`}
          columns={['Model', 'Requests', 'Errors (5xx)', 'Error rate', 'Client errors (4xx)', 'Latency p50 / p95', 'TTFT p50 / p95', 'Tokens/s p50']}
          rows={performance.data.data}
          empty="No requests in this period."
          row={(model) => (
            <tr key={model.model} data-model={model.model}>
              <th scope="row">
                <code>{model.model}</code>
              </th>
              <td data-testid="requests">{plain(model.requests)}</td>
              <td>{plain(model.errors)}</td>
              <td data-testid="error-rate">{percent(model.errorRate)}</td>
              <td>{plain(model.clientErrors)}</td>
              <td data-testid="latency">{pair(model.latencyMs)}</td>
              <td data-testid="ttft">{pair(model.timeToFirstTokenMs)}</td>
              <td data-testid="tokens-per-second">{model.outputTokensPerSecond ? model.outputTokensPerSecond.p50.toFixed(1) : '—'}</td>
            </tr>
          )}
        />
      )}
    </section>
  );
}
