// Overview: the balances, spend per day over 7, 30 or 90 days split by model or by key
// (GET /billing/usage-analytics), and the signed-in key's rate limits and today's breaches.
import { useMemo, useState } from 'preact/hooks';
import { api, unwrap, type Schemas } from './api';
import { diem, plain, usd } from './format';
import { ErrorLine, Loading } from './messages';
import { RateLimits } from './rate-limits';
import { SpendChart, type SpendSeries } from './spend-chart';
import { useLoad } from './use-load';
import { DataTable } from './data-table';
import { chargeKind } from './model-types';

const PERIODS = ['7d', '30d', '90d'] as const;
type Split = 'model' | 'key';

function chartOf(analytics: Schemas['UsageAnalytics'], split: Split): { days: number[]; series: SpendSeries[] } {
  const days = analytics.byDate.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000);
  const daily = split === 'model' ? analytics.byModelDaily : analytics.byKeyDaily;
  const names = split === 'model' ? analytics.topModels : analytics.topKeyNames;
  const byDay = new Map(daily.map((row) => [row.date / 1000, row as Record<string, number>]));
  const series = names.map((name) => ({ label: name, values: days.map((day) => byDay.get(day)?.[name] ?? 0) }));
  return { days, series: series.length > 0 ? series : [{ label: 'All spend', values: analytics.byDate.map((day) => day.USD) }] };
}

export function Overview() {
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('7d');
  const [split, setSplit] = useState<Split>('model');
  const balance = useLoad(() => unwrap(api.GET('/billing/balance')), []);
  const analytics = useLoad(() => unwrap(api.GET('/billing/usage-analytics', { params: { query: { lookback: period } } })), [period]);
  const chart = useMemo(() => (analytics.data ? chartOf(analytics.data, split) : undefined), [analytics.data, split]);

  return (
    <>
      <section aria-labelledby="balance-title">
        <h2 id="balance-title">Balance</h2>
        <ErrorLine message={balance.error} />
        {balance.data && (
          <dl class="figures">
            <div>
              <dt>USD</dt>
              <dd data-testid="balance-usd">{usd(balance.data.balances.usd)}</dd>
            </div>
            <div>
              <dt>DIEM</dt>
              <dd>{diem(balance.data.balances.diem)}</dd>
            </div>
            <div>
              <dt>Can spend now</dt>
              <dd>{balance.data.canConsume ? `yes, in ${balance.data.consumptionCurrency}` : 'no'}</dd>
            </div>
          </dl>
        )}
      </section>
      <section aria-labelledby="spend-title">
        <h2 id="spend-title">Spend per day</h2>
        <div class="controls">
          <label>
            Period{' '}
            <select value={period} onChange={(event) => setPeriod(event.currentTarget.value as typeof period)}>
              {PERIODS.map((value) => (
                <option key={value} value={value}>
                  last {value.replace('d', ' days')}
                </option>
              ))}
            </select>
          </label>
          <label>
            Split by{' '}
            <select value={split} onChange={(event) => setSplit(event.currentTarget.value as Split)}>
              <option value="model">model</option>
              <option value="key">key</option>
            </select>
          </label>
        </div>
        <Loading when={analytics.loading} />
        <ErrorLine message={analytics.error} />
        {chart && (
          <SpendChart days={chart.days} series={chart.series} caption={`USD spent per UTC day, by ${split}, over the last ${period.replace('d', ' days')}`} />
        )}
        {analytics.data && <Totals analytics={analytics.data} split={split} />}
      </section>
      <section aria-labelledby="limits-title">
        <h2 id="limits-title">Rate limits today</h2>
        <RateLimits />
      </section>
    </>
  );
}

function Totals({ analytics, split }: { analytics: Schemas['UsageAnalytics']; split: Split }) {
  const rows =
    split === 'model'
      ? analytics.byModel.map((row) => ({
          name: row.modelName,
          kind: chargeKind(row),
          units: row.totalUnits,
          usd: row.totalUsd,
          diem: row.totalDiem,
        }))
      : analytics.byKey.map((row) => ({
          name: row.description,
          kind: row.apiKeyId ?? 'no key',
          units: row.totalUnits,
          usd: row.totalUsd,
          diem: row.totalDiem,
        }));
  if (rows.length === 0) return <p>No spend in this period.</p>;
  return (
    <DataTable
      label="Totals"
      testId="spend-totals"
      caption={`Totals by ${split}`}
      columns={split === 'model' ? ['Model', 'Type', 'Units', 'USD', 'DIEM'] : ['Key', 'Key id', 'Units', 'USD', 'DIEM']}
      rows={rows}
      row={(row) => (
        <tr key={`${row.name}:${row.kind}`}>
          <td>{row.name}</td>
          <td>{row.kind}</td>
          <td>{plain(row.units)}</td>
          <td>{usd(row.usd)}</td>
          <td>{diem(row.diem)}</td>
        </tr>
      )}
    />
  );
}
