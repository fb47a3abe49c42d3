// The signed-in key's rate-limit state (GET /api_keys/rate_limits) and the breaches of today by any
// key of the account (GET /api_keys/rate_limits/log).
import { api, unwrap } from './api';
import { when } from './format';
import { ErrorLine, Loading } from './messages';
import { useLoad } from './use-load';
import { DataTable } from './data-table';

export function RateLimits() {
  const status = useLoad(() => unwrap(api.GET('/api_keys/rate_limits')), []);
  const breaches = useLoad(() => unwrap(api.GET('/api_keys/rate_limits/log')), []);
  const today = new Date().toISOString().slice(0, 10);
  const todays = breaches.data?.data.filter((entry) => entry.timestamp.startsWith(today)) ?? [];
  const data = status.data?.data;
  return (
    <>
      <Loading when={status.loading} />
      <ErrorLine message={status.error ?? breaches.error} />
      {data && (
        <>
          <p>
            Tier <strong>{data.apiTier.id}</strong>; {data.accessPermitted ? 'paid requests are admitted now' : 'paid requests are refused now'}; the day
            windows restart {when(data.nextEpochBegins)}.
          </p>
          <details>
            <summary>Limits per model ({data.rateLimits.length})</summary>
            <DataTable
              label="Limits per model"
              testId="model-limits"
              caption="Limits per model"
              columns={['Model', 'Limits']}
              rows={data.rateLimits}
              row={(model) => (
                <tr key={model.apiModelId}>
                  <td>{model.apiModelId}</td>
                  <td>{model.rateLimits.map((limit) => `${limit.amount} ${limit.type}`).join(', ') || 'none'}</td>
                </tr>
              )}
            />
          </details>
        </>
      )}
      {breaches.data && (
        <p data-testid="breaches-today">
          {todays.length === 0
            ? 'No limit was reached today.'
            : `Limits reached today: ${todays.map((entry) => `${entry.rateLimitType} on ${entry.modelId} at ${when(entry.timestamp)}`).join('; ')}`}
        </p>
      )}
    </>
  );
}
