// Models: the catalog the signed-in key may use (GET /models?type=all), with each model's type,
// context, capabilities, prices and source, and why a listed model would refuse requests
// (offline, deprecated). An ADMIN key also sees what serves each model and the configured models
// that are not served, with why (GET /models/deployments, which INFERENCE keys may not call), and how
// each model performed over the last hour or day (model-performance.tsx).
import { api, unwrap, type Schemas } from './api';
import { plain } from './format';
import { typeName } from './model-types';
import { ModelPerformance } from './model-performance';
import { pricesOf } from './pricing';
import { ErrorLine, Loading } from './messages';
import { useLoad } from './use-load';
import { DataTable } from './data-table';
import type { Role } from './sign-in';

type Model = Schemas['ModelResponse'];
type Served = Schemas['ModelDeploymentList']['data'][number];
type Server = Schemas['ModelDeploymentState'];

const EMBEDDED = new Set(['llama-cpp', 'espeak', 'sharp']);

/** `llama-cpp (embedded)`, `openai-compatible at gpu-a:8000`; a pooled deployment is named by its id. */
export function serverText(server: Server, pooled: boolean): string {
  const where = server.host ? ` at ${server.host}` : EMBEDDED.has(server.engine) ? ' (embedded)' : '';
  return `${pooled ? `${server.id}: ` : ''}${server.engine}${where}${server.health && server.health !== 'healthy' ? `, ${server.health}` : ''}`;
}

function servedByText(served: Served | undefined): string {
  if (!served || served.deployments.length === 0) return '—';
  const pooled = served.strategy !== null;
  const servers = served.deployments.map((server) => serverText(server, pooled)).join('; ');
  return pooled ? `${servers} (${served.strategy})` : servers;
}

function capabilitiesOf(model: Model): string {
  const capabilities = model.model_spec.capabilities as Record<string, unknown> | undefined;
  const names = Object.entries(capabilities ?? {})
    .filter(([, value]) => value === true)
    .map(([name]) =>
      name
        .replace(/^supports|^optimizedFor/, '')
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase(),
    );
  if (model.model_spec.embeddingDimensions) names.push(`${model.model_spec.embeddingDimensions} dimensions`);
  if (model.model_spec.voices?.length) names.push(`${model.model_spec.voices.length} voices`);
  return names.join(', ') || '—';
}

function availabilityOf(model: Model): string {
  const spec = model.model_spec;
  if (spec.offline) return 'offline: requests to it are refused until it is back';
  if (spec.deprecation)
    return `deprecated, removed ${spec.deprecation.removesAt}${spec.deprecation.replacementModelId ? `; use ${spec.deprecation.replacementModelId}` : ''}`;
  return 'available';
}

export function Models({ role }: { role: Role }) {
  const models = useLoad(() => unwrap(api.GET('/models', { params: { query: { type: 'all' } } })), []);
  const servers = useLoad(async () => (role === 'ADMIN' ? unwrap(api.GET('/models/deployments')) : undefined), [role]);
  const servedBy = new Map((servers.data?.data ?? []).map((entry) => [entry.model, entry]));
  const notServed = (servers.data?.data ?? []).filter((entry) => !entry.available);
  return (
    <>
      <p class="hint">
        {role === 'ADMIN'
          ? 'The models this key may call and what serves each one; below them, the configured models the service cannot serve, and why.'
          : "The models this key may call. A model the service cannot serve (its weights missing, its upstream not configured) is not listed; the service's log names why at boot."}
      </p>
      <Loading when={models.loading} />
      <ErrorLine message={models.error ?? servers.error} />
      {models.data && (
        <DataTable
          label="Models"
          testId="model-table"
          caption={`${models.data.data.length} models`}
          columns={['Model', 'Type', 'Context', 'Capabilities', 'Prices', 'Source', ...(role === 'ADMIN' ? ['Served by'] : []), 'Status']}
          rows={models.data.data}
          row={(model) => (
            <tr key={model.id} data-model={model.id}>
              <th scope="row">
                <code>{model.id}</code>
                {model.model_spec.name && <div class="hint">{model.model_spec.name}</div>}
              </th>
              <td>{typeName(model.type)}</td>
              <td>{plain(model.context_length ?? model.model_spec.availableContextTokens)}</td>
              <td>{capabilitiesOf(model)}</td>
              <td data-testid="prices">
                <PriceLines prices={pricesOf(model.model_spec.pricing, model.type)} />
              </td>
              <td>
                {model.owned_by}
                {model.model_spec.modelSource ? ` (${model.model_spec.modelSource})` : ''}, {model.model_spec.privacy}
              </td>
              {role === 'ADMIN' && <td data-testid="served-by">{servedByText(servedBy.get(model.id))}</td>}
              <td>{availabilityOf(model)}</td>
            </tr>
          )}
        />
      )}
      {notServed.length > 0 && (
        <DataTable
          label="Models not served"
          testId="unavailable-models"
          caption={`${notServed.length} configured models not served`}
          columns={['Model', 'Type', 'Would be served by', 'Why not']}
          rows={notServed}
          row={(entry) => (
            <tr key={entry.model} data-model={entry.model}>
              <th scope="row">
                <code>{entry.model}</code>
              </th>
              <td>{typeName(entry.type)}</td>
              <td>{servedByText(entry)}</td>
              <td>{entry.unavailableReason}</td>
            </tr>
          )}
        />
      )}
      {role === 'ADMIN' && <ModelPerformance />}
    </>
  );
}

function PriceLines({ prices }: { prices: string[] }) {
  if (prices.length === 0) return <>—</>;
  return (
    <ul class="plain-list">
      {prices.map((price) => (
        <li key={price}>{price}</li>
      ))}
    </ul>
  );
}
