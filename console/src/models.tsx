// Models: the catalog the signed-in key may use (GET /models?type=all), with each model's type,
// context, capabilities, prices and source, and why a listed model would refuse requests
// (offline, deprecated).
import { api, unwrap, type Schemas } from './api';
import { plain, usd } from './format';
import { ErrorLine, Loading } from './messages';
import { useLoad } from './use-load';
import { ScrollBox } from './scroll-box';

type Model = Schemas['ModelResponse'];

/** Every USD price of a model's pricing, named by where it sits (`input`, `output`, `per image 2x`, …). */
export function pricesOf(pricing: unknown, path: string[] = []): string[] {
  if (!pricing || typeof pricing !== 'object') return [];
  return Object.entries(pricing as Record<string, unknown>).flatMap(([name, value]) => {
    if (name === 'usd' && typeof value === 'number') return [`${path.join(' ') || 'price'} ${usd(value)}`];
    return pricesOf(value, [...path, name]);
  });
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

export function Models() {
  const models = useLoad(() => unwrap(api.GET('/models', { params: { query: { type: 'all' } } })), []);
  return (
    <>
      <p class="hint">
        The models this key may call. A model the service cannot serve (its weights missing, its upstream not configured) is not listed; the service's log names
        why at boot.
      </p>
      <Loading when={models.loading} />
      <ErrorLine message={models.error} />
      {models.data && (
        <ScrollBox label="Models">
          <table data-testid="model-table">
            <caption>{models.data.data.length} models</caption>
            <thead>
              <tr>
                <th scope="col">Model</th>
                <th scope="col">Type</th>
                <th scope="col">Context</th>
                <th scope="col">Capabilities</th>
                <th scope="col">Prices (USD)</th>
                <th scope="col">Served by</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {models.data.data.map((model) => (
                <tr key={model.id}>
                  <th scope="row">
                    <code>{model.id}</code>
                    {model.model_spec.name && <div class="hint">{model.model_spec.name}</div>}
                  </th>
                  <td>{model.type}</td>
                  <td>{plain(model.context_length ?? model.model_spec.availableContextTokens)}</td>
                  <td>{capabilitiesOf(model)}</td>
                  <td>{pricesOf(model.model_spec.pricing).join('; ') || '—'}</td>
                  <td>
                    {model.owned_by}
                    {model.model_spec.modelSource ? ` (${model.model_spec.modelSource})` : ''}, {model.model_spec.privacy}
                  </td>
                  <td>{availabilityOf(model)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </>
  );
}
